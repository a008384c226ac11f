import { ProductJson } from "@statement-engine/analysis"
import { Schema } from "effect"
import { EpochMillis } from "./ids.js"
import { ProcessRequest } from "./process-request.js"
import { Lease } from "./report-state.js"
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

/** The lease holder finished with every product. */
export const RunCompleted = Schema.TaggedStruct("RunCompleted", {
  owner: Schema.String,
  at: EpochMillis,
  products: ProductJson
})

/** The lease holder gave up for good. */
export const RunFailed = Schema.TaggedStruct("RunFailed", {
  owner: Schema.String,
  at: EpochMillis,
  error: RunError
})

/** The lease holder failed in a way worth another try, not before `retry_at`. */
export const RunRetried = Schema.TaggedStruct("RunRetried", {
  owner: Schema.String,
  at: EpochMillis,
  retry_at: EpochMillis,
  error: RunError
})

/** The lease ran out without a result (the runner's process died): the run goes back to the queue. */
export const LeaseExpired = Schema.TaggedStruct("LeaseExpired", {
  at: EpochMillis
})

/** Everything that can happen to a report. */
export const ReportEvent = Schema.Union(
  AnalysisRequested,
  RunStarted,
  LeaseRenewed,
  RunCompleted,
  RunFailed,
  RunRetried,
  LeaseExpired
)
export type ReportEvent = typeof ReportEvent.Type
