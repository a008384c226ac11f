import {
  AnalysisError,
  AnalysisRequest,
  IntakeOptions,
  IntakeSummary,
  StatementFile
} from "@statement-engine/analysis"
import { Schema } from "effect"

/** Read the files of an upload. */
export const PreprocessTask = Schema.TaggedStruct("Preprocess", {
  files: Schema.Array(StatementFile),
  options: IntakeOptions
})

/** Compute the requested products, reading the files. */
export const AnalyseTask = Schema.TaggedStruct("Analyse", { request: AnalysisRequest })

/**
 * Compute the requested products from the read this thread kept of files with this digest
 * (`filesDigest`), without their bytes; the thread answers `NeedFiles` when it kept no such read.
 */
export const AnalyseKeptTask = Schema.TaggedStruct("AnalyseKept", {
  digest: Schema.String,
  /** The files' names (their bytes stay on the main thread). */
  files: Schema.Array(Schema.Struct({ name: Schema.String })),
  request: AnalysisRequest.pipe(Schema.omit("files"))
})

/** What the main thread sends a worker. */
export const WorkerTask = Schema.Union(PreprocessTask, AnalyseTask, AnalyseKeptTask)
export type WorkerTask = typeof WorkerTask.Type

/** Each product's JSON text as UTF-8 chunks (their buffers transferred, not copied). */
export const ProductChunks = Schema.Record({ key: Schema.String, value: Schema.Array(Schema.Uint8ArrayFromSelf) })

/** What a worker answers: a summary, products, or the analysis error that refused the input. */
export const WorkerReply = Schema.Union(
  Schema.TaggedStruct("Summary", { summary: IntakeSummary }),
  Schema.TaggedStruct("Products", { products: ProductChunks }),
  Schema.TaggedStruct("NeedFiles", {}),
  Schema.TaggedStruct("Refused", { error: AnalysisError })
)
export type WorkerReply = typeof WorkerReply.Type
