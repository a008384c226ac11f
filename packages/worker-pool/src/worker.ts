import {
  analyseForJson,
  type AnalysisError,
  isPdf,
  type ProductResults,
  readStatements,
  type StatementFile,
  withPdfText
} from "@statement-engine/analysis"
import { runWithinTime } from "@statement-engine/core/run-within-time"
import { Either, Schema } from "effect"
import { type MessagePort, parentPort } from "node:worker_threads"
import { move, transferableSymbol, valueSymbol, workerData } from "piscina"
import { filesDigest } from "./files-digest.js"
import { jsonChunks } from "./product-chunks.js"
import { KEPT_READ_BYTES, KEPT_READ_MILLIS, KEPT_READS, makeRecentRead } from "./recent-read.js"
import { SPARE_MIN_BYTES } from "./spare-buffers.js"
import {
  PostedTask,
  ProductChunk,
  TaskStarted,
  WorkerAnswer,
  type WorkerReply,
  WorkerSettings,
  type WorkerTask
} from "./worker-messages.js"

const decodeTask = Schema.decodeUnknownSync(PostedTask)
const decodeTaskId = Schema.decodeUnknownOption(Schema.Struct({ task_id: Schema.Int }))
const encodeStarted = Schema.encodeSync(TaskStarted)
const encodeAnswer = Schema.encodeSync(WorkerAnswer)
const encodeChunk = Schema.encodeSync(ProductChunk)

const recent = makeRecentRead(KEPT_READ_MILLIS, KEPT_READS, KEPT_READ_BYTES)

/** The thread's time limit per task; none when the pool was started without settings. */
const timeLimitMillis = Either.match(Schema.decodeUnknownEither(WorkerSettings)(workerData), {
  onLeft: () => Number.POSITIVE_INFINITY,
  onRight: (settings) => settings.time_limit_millis
})

/**
 * Sends each product's JSON on `port` chunk by chunk, each buffer transferred as soon as it is full,
 * and answers how many chunks each took. A transferred buffer stops counting as this thread's
 * external memory at once, whereas chunks kept until the end start a full collection of the
 * thread's heap every 64 MB of them.
 */
const products = (
  analysed: Either.Either<ProductResults, AnalysisError>,
  port: MessagePort | undefined
): WorkerReply => {
  if (Either.isLeft(analysed)) return { _tag: "Refused", error: analysed.left }
  if (port === undefined) return productTexts(analysed.right)
  const chunks: Record<string, number> = {}
  for (const [operation, value] of Object.entries(analysed.right)) {
    chunks[operation] = jsonChunks(
      value,
      (chunk) => port.postMessage(encodeChunk({ operation, chunk }), [chunk.buffer])
    )
  }
  return { _tag: "Products", chunks }
}

/** Each product's JSON chunks, kept for the reply (its buffers are transferred with it, see `buffersOf`). */
const productTexts = (results: ProductResults): WorkerReply => {
  const out: Record<string, Array<Uint8Array>> = {}
  for (const [operation, value] of Object.entries(results)) {
    const chunks: Array<Uint8Array> = []
    jsonChunks(value, (chunk) => chunks.push(chunk))
    out[operation] = chunks
  }
  return { _tag: "ProductTexts", products: out }
}

const run = (task: WorkerTask): WorkerReply => {
  switch (task._tag) {
    case "Preprocess": {
      const read = readStatements(task.files, task.options, { provisional: true })
      if (Either.isLeft(read)) return { _tag: "Refused", error: read.left }
      const digest = filesDigest(task.files)
      recent.remember(digest, task.options, read.right, task.files.reduce((n, file) => n + file.bytes.byteLength, 0))
      return { _tag: "Summary", summary: read.right.summary, digest }
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

/**
 * The buffers of the files a task brought that the main thread keeps for later files, each once:
 * smaller ones are let go here rather than sent back to be dropped there.
 */
const buffersOf = (task: WorkerTask): Array<ArrayBuffer> => {
  const files = task._tag === "Preprocess" ? task.files : task._tag === "Analyse" ? task.request.files : []
  return [
    ...new Set(
      files.map((file) => file.bytes.buffer).filter((buffer): buffer is ArrayBuffer =>
        buffer instanceof ArrayBuffer && buffer.byteLength >= SPARE_MIN_BYTES
      )
    )
  ]
}

/** The buffers of the product chunks a reply carries (each chunk has a buffer of its own). */
const chunkBuffersOf = (reply: WorkerReply): Array<ArrayBuffer> =>
  reply._tag === "ProductTexts"
    ? Object.values(reply.products).flatMap((chunks) =>
      chunks.map((chunk) => chunk.buffer).filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer)
    )
    : []

/**
 * Tells the main thread that this thread has started the task posted as `message` (the main thread
 * times a stuck task from then, not from when the task waited for the thread to start).
 */
export const announceStart = (message: unknown): void => {
  const posted = decodeTaskId(message)
  if (posted._tag === "Some") parentPort?.postMessage(encodeStarted({ task_started: posted.value.task_id }))
}

/**
 * The worker entry: decodes a task, runs the pure analysis (its products sent on the task's port as
 * they are written) within the thread's time limit, answers the encoded reply with the task's file buffers transferred back: what
 * the thread keeps of a read (transactions, texts) never refers to the bytes it was read from.
 */
export default function handleTask(message: unknown): unknown {
  announceStart(message)
  const { task } = decodeTask(message)
  const files = filesOf(task)
  if (files.some((f) => isPdf(f.bytes))) return withPdfTexts(task, files)
  return answer(task, runTimed(task, timeLimitMillis))
}

const filesOf = (task: WorkerTask): ReadonlyArray<StatementFile> =>
  task._tag === "Preprocess" ? task.files : task._tag === "Analyse" ? task.request.files : []

/** Runs the task within `limitMillis`; stopped at the limit, it leaves nothing behind (a read is kept only once whole). */
const runTimed = (task: WorkerTask, limitMillis: number): WorkerReply =>
  Either.getOrElse(
    runWithinTime(limitMillis, () => run(task)),
    (): WorkerReply => ({ _tag: "OverTime", limit_millis: timeLimitMillis })
  )

/**
 * A task with PDFs: their text is extracted first (pdf.js is asynchronous, page by page, stopped at
 * the time limit), then the task runs on the files with their text within what is left of it.
 */
const withPdfTexts = async (task: WorkerTask, files: ReadonlyArray<StatementFile>): Promise<unknown> => {
  const started = performance.now()
  const options = task._tag === "Preprocess" ? task.options : task._tag === "Analyse" ? task.request.options : {}
  const extracted = await withPdfText(files, options, started + timeLimitMillis)
  if (Either.isLeft(extracted)) return answer(task, { _tag: "Refused", error: extracted.left })
  const withText: WorkerTask = task._tag === "Preprocess"
    ? { ...task, files: extracted.right }
    : task._tag === "Analyse"
    ? { ...task, request: { ...task.request, files: extracted.right } }
    : task
  return answer(task, runTimed(withText, Math.max(1, timeLimitMillis - (performance.now() - started))))
}

/** The encoded reply, with the task's file buffers and the reply's chunk buffers transferred. */
const answer = (task: WorkerTask, reply: WorkerReply): unknown => {
  const spare = buffersOf(task)
  return move({
    [transferableSymbol]: [...spare, ...chunkBuffersOf(reply)],
    [valueSymbol]: encodeAnswer({ reply, spare })
  })
}
