import { ProductJson } from "@statement-engine/analysis"
import { Schema } from "effect"
import { EpochMillis } from "./ids.js"
import { ProcessRequest } from "./process-request.js"
import { Lease } from "./report-state.js"
import { ResultDocument } from "./result-document.js"
import { RunError } from "./run-error.js"

/** The caller asked for an analysis (PUT process). */
export const AnalysisRequested = Schema.TaggedStruct("AnalysisRequested", {
  request: ProcessRequest,
  at: EpochMillis
})

/** A runner claimed the queued analysis under a lease. */
export const RunStarted = Schema.TaggedStruct("RunStarted", {
  at: EpochMillis,
  lease: Lease
})

/** The lease holder extended its lease. */
export const LeaseRenewed = Schema.TaggedStruct("LeaseRenewed", {
  owner: Schema.String,
  expires_at: EpochMillis
})

/** The lease holder finished with every product (and, for a small result, its whole document). */
export const RunCompleted = Schema.TaggedStruct("RunCompleted", {
  owner: Schema.String,
  at: EpochMillis,
  products: ProductJson,
  document: Schema.optional(ResultDocument)
})

/** The lease holder gave up for good. */
export const RunFailed = Schema.TaggedStruct("RunFailed", {
  owner: Schema.String,
  at: EpochMillis,
  error: RunError
})

/**
 * The lease holder could not run the analysis now (its runner had no room): back to the queue, not
 * before `retry_at`. The run did not start, so it does not count as an attempt.
 */
export const RunRetried = Schema.TaggedStruct("RunRetried", {
  owner: Schema.String,
  at: EpochMillis,
  retry_at: EpochMillis,
  error: RunError
})

/**
 * The lease holder's run ended without a result (the runner crashed, the files were gone): another
 * try not before `retry_at`, unless the run was already the `max_attempts`-th, which ends the report failed.
 */
export const RunCrashed = Schema.TaggedStruct("RunCrashed", {
  owner: Schema.String,
  at: EpochMillis,
  retry_at: EpochMillis,
  max_attempts: Schema.Int,
  detail: Schema.String
})

/**
 * The lease ran out without a result (the runner's process died or stalled): the run goes back to
 * the queue, unless it was already the `max_attempts`-th, which ends the report failed.
 */
export const LeaseExpired = Schema.TaggedStruct("LeaseExpired", {
  at: EpochMillis,
  max_attempts: Schema.Int
})

/** Everything that can happen to a report. */
export const ReportEvent = Schema.Union(
  AnalysisRequested,
  RunStarted,
  LeaseRenewed,
  RunCompleted,
  RunFailed,
  RunRetried,
  RunCrashed,
  LeaseExpired
)
export type ReportEvent = typeof ReportEvent.Type
