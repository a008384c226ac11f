import { IntakeOptions, IntakeSummary } from "@statement-engine/analysis"
import { Schema } from "effect"
import { ClientId, EpochMillis, RequestId } from "./ids.js"
import { ReportState } from "./report-state.js"

/** An upload and everything that happened to it since: the unit the API calls a report. */
export const Report = Schema.Struct({
  request_id: RequestId,
  client_id: ClientId,
  created_at: EpochMillis,
  options: IntakeOptions,
  intake: IntakeSummary,
  state: ReportState
})
export type Report = typeof Report.Type
