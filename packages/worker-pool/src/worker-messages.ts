import { AnalysisError, AnalysisRequest, IntakeOptions, IntakeSummary, StatementFile } from "@statement-engine/analysis"
import { Schema } from "effect"
import { MessagePort } from "node:worker_threads"

/** The port a thread sends an analysis's products on, one `ProductChunk` at a time. */
export const ProductPort = Schema.declare((input: unknown): input is MessagePort => input instanceof MessagePort, {
  identifier: "ProductPort"
})

/** Read the files of an upload. */
export const PreprocessTask = Schema.TaggedStruct("Preprocess", {
  files: Schema.Array(StatementFile),
  options: IntakeOptions
})

/**
 * Compute the requested products, reading the files, and send them on `products`; without a port,
 * answer them in the reply (`ProductTexts`), for uploads small enough that their products fit one
 * message.
 */
export const AnalyseTask = Schema.TaggedStruct("Analyse", {
  request: AnalysisRequest,
  products: Schema.optional(ProductPort)
})

/**
 * Compute the requested products from the read this thread kept of files with this digest
 * (`filesDigest`), without their bytes; the thread answers `NeedFiles` when it kept no such read.
 */
export const AnalyseKeptTask = Schema.TaggedStruct("AnalyseKept", {
  digest: Schema.String,
  /** The files' names (their bytes stay on the main thread). */
  files: Schema.Array(Schema.Struct({ name: Schema.String })),
  request: AnalysisRequest.pipe(Schema.omit("files")),
  products: Schema.optional(ProductPort)
})

/** What the main thread asks a worker to do. */
export const WorkerTask = Schema.Union(PreprocessTask, AnalyseTask, AnalyseKeptTask)
export type WorkerTask = typeof WorkerTask.Type

/** A task as posted to the pool, numbered so that the thread can say when it starts it. */
export const PostedTask = Schema.Struct({ task_id: Schema.Int, task: WorkerTask })
export type PostedTask = typeof PostedTask.Type

/** What a thread posts on its parent port as it starts a task: the main thread times stuck tasks from then. */
export const TaskStarted = Schema.Struct({ task_started: Schema.Int })

/**
 * A piece of a product's JSON text as UTF-8, sent on the task's product port as soon as it is
 * written, its buffer transferred: a product's chunks arrive in order.
 */
export const ProductChunk = Schema.Struct({ operation: Schema.String, chunk: Schema.Uint8ArrayFromSelf })
export type ProductChunk = typeof ProductChunk.Type

/** How many chunks each product was sent as, keyed by operation. */
export const ProductChunkCounts = Schema.Record({ key: Schema.String, value: Schema.NonNegativeInt })

/**
 * What a worker answers: a summary, products, the analysis error that refused the input, or that
 * the task was stopped at the thread's time limit.
 */
export const WorkerReply = Schema.Union(
  /** `digest`: the `filesDigest` the thread kept the read under, so the caller need not hash the files again. */
  Schema.TaggedStruct("Summary", { summary: IntakeSummary, digest: Schema.optional(Schema.String) }),
  Schema.TaggedStruct("Products", { chunks: ProductChunkCounts }),
  /** Each product's JSON as UTF-8 chunks, in the reply itself (the task had no product port). */
  Schema.TaggedStruct("ProductTexts", {
    products: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.Uint8ArrayFromSelf) })
  }),
  Schema.TaggedStruct("NeedFiles", {}),
  Schema.TaggedStruct("Refused", { error: AnalysisError }),
  Schema.TaggedStruct("OverTime", { limit_millis: Schema.Number })
)
export type WorkerReply = typeof WorkerReply.Type

/** What every thread of a pool is started with (piscina's `workerData`). */
export const WorkerSettings = Schema.Struct({
  /** Time one task may compute before the thread stops it and answers `OverTime`. */
  time_limit_millis: Schema.Number
})
export type WorkerSettings = typeof WorkerSettings.Type

/** A buffer a thread hands back to the main thread. */
export const HandedBackBuffer = Schema.declare((input: unknown): input is ArrayBuffer => input instanceof ArrayBuffer, {
  identifier: "HandedBackBuffer"
})

/**
 * A worker's answer to a task: its reply, and the buffers of the task's files, transferred back
 * once the thread has read them (nothing it keeps refers to them), for the main thread to copy
 * later files into.
 */
export const WorkerAnswer = Schema.Struct({ reply: WorkerReply, spare: Schema.Array(HandedBackBuffer) })
export type WorkerAnswer = typeof WorkerAnswer.Type
