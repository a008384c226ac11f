import type { Report } from "@statement-engine/core"

/**
 * The report as the HTTP API shows it (request id, status, pre-processing summary, then each product
 * under its operation keyword, or the errors of a failed run), as JSON text in parts: the products'
 * stored UTF-8 chunks are written as they are, never parsed and serialised again.
 */
export function* reportJson(report: Report): Generator<string | Uint8Array> {
  const status = report.state._tag === "Completed"
    ? "completed"
    : report.state._tag === "Failed"
    ? "failed"
    : "processing"
  yield `{"request-id":${JSON.stringify(report.request_id)},"status":${JSON.stringify(status)},"files":${
    JSON.stringify(report.intake.files)
  },"transactions":${report.intake.transactions},"duplicates-dropped":${report.intake.duplicates_dropped}`
  if (report.state._tag === "Completed") {
    for (const [operation, chunks] of Object.entries(report.state.products)) {
      yield `,${JSON.stringify(operation)}:`
      yield* chunks
    }
  }
  if (report.state._tag === "Failed") yield `,"errors":${JSON.stringify([report.state.error])}`
  yield "}\n"
}
