import { analyseForJson, type AnalysisError, type ProductResults, readStatements } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import type { MessagePort } from "node:worker_threads"
import { move, transferableSymbol, valueSymbol } from "piscina"
import { filesDigest } from "./files-digest.js"
import { jsonChunks } from "./product-chunks.js"
import { KEPT_READ_MILLIS, makeRecentRead } from "./recent-read.js"
import { ProductChunk, WorkerAnswer, type WorkerReply, WorkerTask } from "./worker-messages.js"

const decodeTask = Schema.decodeUnknownSync(WorkerTask)
const encodeAnswer = Schema.encodeSync(WorkerAnswer)
const encodeChunk = Schema.encodeSync(ProductChunk)

const recent = makeRecentRead(KEPT_READ_MILLIS)

/**
 * Sends each product's JSON on `port` chunk by chunk, each buffer transferred as soon as it is full,
 * and answers how many chunks each took. A transferred buffer stops counting as this thread's
 * external memory at once; kept until the end, the chunks of a large statement's products (about
 * 190 MB for 100 MB of CSV) started a full collection of the thread's heap every 64 MB.
 */
const products = (analysed: Either.Either<ProductResults, AnalysisError>, port: MessagePort): WorkerReply => {
  if (Either.isLeft(analysed)) return { _tag: "Refused", error: analysed.left }
  const chunks: Record<string, number> = {}
  for (const [operation, value] of Object.entries(analysed.right)) {
    chunks[operation] = jsonChunks(
      value,
      (chunk) => port.postMessage(encodeChunk({ operation, chunk }), [chunk.buffer])
    )
  }
  return { _tag: "Products", chunks }
}

const run = (task: WorkerTask): WorkerReply => {
  switch (task._tag) {
    case "Preprocess": {
      const read = readStatements(task.files, task.options, { provisional: true })
      if (Either.isLeft(read)) return { _tag: "Refused", error: read.left }
      recent.remember(filesDigest(task.files), task.options, read.right)
      return { _tag: "Summary", summary: read.right.summary }
    }
    case "AnalyseKept": {
      const kept = recent.take(task.digest, task.request.options)
      // a read that awaited the country is made again with it, from the files
      return kept === undefined || kept.awaitsCountry
        ? { _tag: "NeedFiles" }
        : products(analyseForJson({ ...task.request, files: [] }, kept), task.products)
    }
    case "Analyse":
      return products(analyseForJson(task.request), task.products)
  }
}

/** The buffers of the files a task brought, each once. */
const buffersOf = (task: WorkerTask): Array<ArrayBuffer> => {
  const files = task._tag === "Preprocess" ? task.files : task._tag === "Analyse" ? task.request.files : []
  return [
    ...new Set(
      files.map((file) => file.bytes.buffer).filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer)
    )
  ]
}

/**
 * The worker entry: decodes a task, runs the pure analysis (its products sent on the task's port as
 * they are written), answers the encoded reply with the task's file buffers transferred back: what
 * the thread keeps of a read (transactions, texts) never refers to the bytes it was read from.
 */
export default function handleTask(message: unknown): unknown {
  const task = decodeTask(message)
  const reply = run(task)
  const spare = buffersOf(task)
  return move({ [transferableSymbol]: spare, [valueSymbol]: encodeAnswer({ reply, spare }) })
}
