import { HttpServerResponse } from "@effect/platform"
import { fromProductJson } from "@statement-engine/analysis"
import { Conflict, jsonApiError } from "@statement-engine/api-contract/api-errors"
import { AnalysisNotRequested, type Report } from "@statement-engine/core"
import { renderReportHtml } from "@statement-engine/report-html"
import { Effect, Either, Stream } from "effect"
import { gzipped } from "./result-body.js"

const notCompleted = (detail: string, retryAfterSeconds?: number) =>
  new Conflict({
    errors: [jsonApiError(409, "REPORT_NOT_COMPLETED", detail, {
      source: { parameter: "request-id" },
      ...(retryAfterSeconds === undefined ? {} : { meta: { retry_after_seconds: retryAfterSeconds } })
    })]
  })

/** Headers of a report page: private, never cached, never sniffed or framed, and running only its own scripts. */
const PAGE_HEADERS = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "content-security-policy": "frame-ancestors 'none'"
} as const

/** The page of a completed report, rendered with `chartLibrary` (Chart.js's browser build). */
const renderPage = (report: Report, state: Extract<Report["state"], { _tag: "Completed" }>, chartLibrary: string) =>
  Either.getOrThrowWith(
    renderReportHtml({
      request_id: report.request_id,
      country: state.request.country,
      completed_at: new Date(state.completed_at).toISOString(),
      files: report.intake.files,
      products: fromProductJson(state.products)
    }, chartLibrary),
    (invalid) => new Error(`a completed report's products do not render: ${invalid.detail}`)
  )

/**
 * `GET /v2/report/{id}/report.html`: the completed report as one self-contained page (gzip when the
 * client accepts it); 409 `REPORT_NOT_COMPLETED` while it runs (with `Retry-After`) or when it failed,
 * 404 before an analysis was requested.
 */
export const reportPage = (report: Report, chartLibrary: string, gzip: boolean) =>
  Effect.gen(function*() {
    const id = report.request_id
    const state = report.state
    switch (state._tag) {
      case "Uploaded":
        return yield* Effect.fail(new AnalysisNotRequested({ request_id: id }))
      case "Queued":
      case "Processing":
        return yield* Effect.fail(
          notCompleted(
            `The report "${id}" is still being analysed; ask again when GET /v2/report/${id} says completed.`,
            1
          )
        )
      case "Failed":
        return yield* Effect.fail(
          notCompleted(`The report "${id}" failed (${state.error.code}: ${state.error.detail}); it has no page.`)
        )
      case "Completed": {
        const page = yield* Effect.try(() => renderPage(report, state, chartLibrary)).pipe(Effect.orDie)
        const options = {
          contentType: "text/html; charset=utf-8",
          headers: { ...PAGE_HEADERS, vary: "Accept-Encoding" }
        }
        return gzip
          ? HttpServerResponse.stream(gzipped(Stream.make(new TextEncoder().encode(page))), {
            ...options,
            headers: { ...options.headers, "content-encoding": "gzip" }
          })
          : HttpServerResponse.text(page, options)
      }
    }
  })
