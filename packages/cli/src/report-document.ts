import { fromProductJson } from "@statement-engine/analysis"
import type { Report } from "@statement-engine/core"

/** The report as the HTTP API would show it: pre-processing summary, status, and products or errors. */
export const reportDocument = (report: Report) => ({
  "request-id": report.request_id,
  status: report.state._tag === "Completed" ? "completed" : report.state._tag === "Failed" ? "failed" : "processing",
  files: report.intake.files,
  transactions: report.intake.transactions,
  "duplicates-dropped": report.intake.duplicates_dropped,
  ...(report.state._tag === "Completed" ? fromProductJson(report.state.products) : {}),
  ...(report.state._tag === "Failed" ? { errors: [report.state.error] } : {})
})
