import { resourceLimits } from "node:worker_threads"
import handleTask from "../src/worker.js"

const fileNames = (message: unknown): ReadonlyArray<string> => {
  if (typeof message !== "object" || message === null) return []
  const files = "files" in message
    ? message.files
    : "request" in message && typeof message.request === "object" && message.request !== null &&
        "files" in message.request
    ? message.request.files
    : []
  return Array.isArray(files)
    ? files.map((file: unknown) => typeof file === "object" && file !== null && "name" in file ? String(file.name) : "")
    : []
}

/** The size of the buffer under the task's first file, when it brought one. */
const firstBufferSize = (message: unknown): number | undefined => {
  if (typeof message !== "object" || message === null || !("request" in message)) return undefined
  const request = message.request
  if (typeof request !== "object" || request === null || !("files" in request) || !Array.isArray(request.files)) {
    return undefined
  }
  const first: unknown = request.files[0]
  return typeof first === "object" && first !== null && "bytes" in first && first.bytes instanceof Uint8Array
    ? first.bytes.buffer.byteLength
    : undefined
}

/** The real worker, except for files whose names ask it to misbehave. */
export default function misbehave(message: unknown): unknown {
  const names = fileNames(message)
  if (names.includes("exit.csv")) process.exit(3)
  if (names.includes("throw.csv")) throw new Error("worker blew up")
  if (names.includes("limits.csv")) throw new Error(`limits ${JSON.stringify(resourceLimits)}`)
  if (names.includes("oom.csv")) {
    const hoard: Array<Array<number>> = []
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i + 0.5))
  }
  if (names.includes("hang.csv")) { for (;;) { /* spin until aborted */ } }
  if (names.includes("buffer-size.csv")) throw new Error(`buffer ${firstBufferSize(message)}`)
  if (names.includes("slow.csv")) {
    const until = Date.now() + 300
    while (Date.now() < until) { /* hold the thread */ }
  }
  return handleTask(message)
}
