import { ProductJson } from "@statement-engine/analysis"
import { Schema } from "effect"
import { EpochMillis } from "./ids.js"
import { ProcessRequest } from "./process-request.js"
import { ResultDocument } from "./result-document.js"
import { RunError } from "./run-error.js"

/** Who holds a running analysis and until when; a result is accepted only from the holder of a live lease. */
export const Lease = Schema.Struct({
  owner: Schema.String,
  expires_at: EpochMillis
})
export type Lease = typeof Lease.Type

/** Uploaded and pre-processed; no analysis requested yet. */
export const Uploaded = Schema.TaggedStruct("Uploaded", {})

/**
 * Analysis requested and waiting for a runner, not before `not_before`; `attempts` counts earlier
 * runs that started and did not finish (a run its runner had no room for does not count).
 */
export const Queued = Schema.TaggedStruct("Queued", {
  request: ProcessRequest,
  queued_at: EpochMillis,
  attempts: Schema.Int,
  not_before: EpochMillis
})

/** A runner holds the analysis under a lease. */
export const Processing = Schema.TaggedStruct("Processing", {
  request: ProcessRequest,
  queued_at: EpochMillis,
  started_at: EpochMillis,
  attempts: Schema.Int,
  lease: Lease
})

/**
 * Terminal: every requested product is available, each as the JSON text it is served as. A result
 * small enough is also kept as its whole `document` (the products are then views into its text).
 */
export const Completed = Schema.TaggedStruct("Completed", {
  request: ProcessRequest,
  queued_at: EpochMillis,
  completed_at: EpochMillis,
  products: ProductJson,
  document: Schema.optional(ResultDocument)
})

/** Terminal: the analysis could not be completed. */
export const Failed = Schema.TaggedStruct("Failed", {
  request: ProcessRequest,
  queued_at: EpochMillis,
  failed_at: EpochMillis,
  error: RunError
})

/** Where a report is in its life: uploaded → queued → processing → completed | failed. */
export const ReportState = Schema.Union(Uploaded, Queued, Processing, Completed, Failed)
export type ReportState = typeof ReportState.Type

/** The `status` attribute the API shows for a state. */
export type ReportStatus = "completed" | "queued" | "processing" | "failed"

/** True for the states that never change again. */
export const isTerminal = (state: ReportState): state is typeof Completed.Type | typeof Failed.Type =>
  state._tag === "Completed" || state._tag === "Failed"
