import { runWithinTime } from "@statement-engine/core/run-within-time"
import { Either, Schema } from "effect"
import { resourceLimits } from "node:worker_threads"
import { workerData } from "piscina"
import { WorkerAnswer, WorkerSettings } from "../src/worker-messages.js"
import handleTask, { announceStart } from "../src/worker.js"

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

/** True for analysis tasks (with or without their files), false for pre-processing. */
const isAnalysis = (message: unknown) =>
  typeof message === "object" && message !== null && "_tag" in message &&
  (message._tag === "Analyse" || message._tag === "AnalyseKept")

/** Spins until the thread's own time limit stops it, and answers as the real worker then does. */
const spinUntilStopped = (): unknown => {
  const limit = Schema.decodeUnknownSync(WorkerSettings)(workerData).time_limit_millis
  const stopped = runWithinTime(limit, () => {
    for (;;) { /* spin until stopped */ }
  })
  if (Either.isRight(stopped)) throw new Error("the thread's time limit did not stop the task")
  return Schema.encodeSync(WorkerAnswer)({ reply: { _tag: "OverTime", limit_millis: limit }, spare: [] })
}

/** The task of a posted message (`PostedTask`). */
const taskOf = (message: unknown): unknown =>
  typeof message === "object" && message !== null && "task" in message ? message.task : undefined

/** The real worker, except for files whose names ask it to misbehave. */
export default function misbehave(message: unknown): unknown {
  announceStart(message)
  const task = taskOf(message)
  const names = fileNames(task)
  if (names.includes("exit.csv")) process.exit(3)
  if (names.includes("throw.csv")) throw new Error("worker blew up")
  if (names.includes("limits.csv")) throw new Error(`limits ${JSON.stringify(resourceLimits)}`)
  if (names.includes("oom.csv")) {
    const hoard: Array<Array<number>> = []
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i + 0.5))
  }
  if (names.includes("hang.csv")) { for (;;) { /* spin until aborted */ } }
  if (names.includes("over-time.csv")) return spinUntilStopped()
  if (names.includes("over-time-analysis.csv") && isAnalysis(task)) return spinUntilStopped()
  if (names.includes("buffer-size.csv")) throw new Error(`buffer ${firstBufferSize(task)}`)
  if (names.includes("slow.csv")) {
    const until = Date.now() + 300
    while (Date.now() < until) { /* hold the thread */ }
  }
  return handleTask(message)
}
