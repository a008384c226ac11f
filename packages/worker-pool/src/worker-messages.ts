import {
  AnalysisError,
  AnalysisRequest,
  IntakeOptions,
  IntakeSummary,
  ProductJson,
  StatementFile
} from "@statement-engine/analysis"
import { Schema } from "effect"

/** Read the files of an upload. */
export const PreprocessTask = Schema.TaggedStruct("Preprocess", {
  files: Schema.Array(StatementFile),
  options: IntakeOptions
})

/** Compute the requested products. */
export const AnalyseTask = Schema.TaggedStruct("Analyse", { request: AnalysisRequest })

/** What the main thread sends a worker. */
export const WorkerTask = Schema.Union(PreprocessTask, AnalyseTask)
export type WorkerTask = typeof WorkerTask.Type

/** What a worker answers: a summary, products, or the analysis error that refused the input. */
export const WorkerReply = Schema.Union(
  Schema.TaggedStruct("Summary", { summary: IntakeSummary }),
  Schema.TaggedStruct("Products", { products: ProductJson }),
  Schema.TaggedStruct("Refused", { error: AnalysisError })
)
export type WorkerReply = typeof WorkerReply.Type
