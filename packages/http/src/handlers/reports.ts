import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { AnalysisNotRequested, Engine, type Report, reportSettled } from "@statement-engine/core"
import { UploadBudget } from "@statement-engine/engine"
import { loadChartLibrary } from "@statement-engine/report-html"
import { Duration, Effect, Schema } from "effect"
import { CurrentClient, LONGEST_RESULT_WAIT_SECONDS, StatementAnalysisApi } from "../api.js"
import { toApiError } from "../domain-errors.js"
import { baseUrl } from "../links.js"
import { reportPage } from "../report-page.js"
import { type PreProcessingRecord, type ProcessingRecord, ProcessingResult } from "../resources.js"
import { acceptsGzip, completedResultOf, parseFields, type ResultView } from "../result-body.js"
import { readUploadForm } from "../upload-form.js"

const preProcessingRecord = (report: Report, base: string): PreProcessingRecord => ({
  data: {
    type: "report pre-processing record",
    attributes: {
      "available-operations": report.intake.available_operations,
      "request-id": report.request_id,
      status: "completed",
      files: report.intake.files,
      transactions: report.intake.transactions,
      "duplicates-dropped": report.intake.duplicates_dropped
    },
    relationships: {
      operations: {
        links: { related: `${base}/v2/report/process/${report.request_id}`, self: `${base}/v2/report` }
      }
    }
  }
})

const processingRecord = (report: Report, base: string): ProcessingRecord => ({
  data: {
    type: "report processing record",
    attributes: { "request-id": report.request_id, status: "queued" },
    relationships: {
      result: {
        links: {
          related: `${base}/v2/report/${report.request_id}`,
          self: `${base}/v2/report/process/${report.request_id}`
        }
      }
    }
  }
})

const encodeResult = Schema.encode(ProcessingResult)

/** Seconds a `Prefer` header asks to wait (`wait=N`, RFC 7240), at most the longest honoured; 0 without one. */
export const preferredWaitSeconds = (prefer: string | undefined): number => {
  const asked = /(?:^|[,;\s])wait=(\d+)/i.exec(prefer ?? "")
  return asked === null ? 0 : Math.min(LONGEST_RESULT_WAIT_SECONDS, Number(asked[1]))
}

const processingResult = (report: Report, view: ResultView) => {
  const id = report.request_id
  const json = (result: ProcessingResult) =>
    encodeResult(result).pipe(Effect.orDie, Effect.map((encoded) => HttpServerResponse.unsafeJson(encoded)))
  switch (report.state._tag) {
    case "Uploaded":
      return Effect.fail(new AnalysisNotRequested({ request_id: id }))
    case "Queued":
    case "Processing":
      return json({
        data: { type: "report processing result", attributes: { "request-id": id, status: "processing" } }
      })
    case "Completed":
      return Effect.succeed(completedResultOf(id, report.state, view))
    case "Failed":
      return json({
        data: {
          type: "report processing result",
          attributes: { "request-id": id, status: "failed", errors: [report.state.error] }
        }
      })
  }
}

/**
 * A result's headers: `Preference-Applied` when a `Prefer: wait` was honoured, and while the report
 * is still running `Retry-After: 1` (when to look again) with `Cache-Control: no-store`.
 */
const resultHeaders = (response: HttpServerResponse.HttpServerResponse, report: Report, waitSeconds: number) => {
  const applied = waitSeconds > 0
    ? HttpServerResponse.setHeader(response, "preference-applied", `wait=${waitSeconds}`)
    : response
  return reportSettled(report)
    ? applied
    : HttpServerResponse.setHeaders(applied, { "retry-after": "1", "cache-control": "no-store" })
}

/** Upload, apply operations and get result, each scoped to the authenticated client. */
export const ReportsHandlers = HttpApiBuilder.group(
  StatementAnalysisApi,
  "reports",
  (handlers) =>
    Effect.gen(function*() {
      const engine = yield* Engine
      const budget = yield* UploadBudget
      // Chart.js is read from the chart.js package next to this program (the bundle's too) on the first page
      const chartLibrary = yield* Effect.cached(loadChartLibrary(import.meta.url).pipe(Effect.orDie))
      return handlers
        .handle("upload", ({ request }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            const upload = yield* readUploadForm(request, budget)
            const report = yield* upload.reservation.storing(engine.upload(client, upload.files, upload.options)).pipe(
              Effect.mapError(toApiError)
            )
            return preProcessingRecord(report, baseUrl(request))
          }).pipe(Effect.scoped))
        .handle("process", ({ path, payload, request }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            const report = yield* engine.requestAnalysis(client, path.requestId, payload).pipe(
              Effect.mapError(toApiError)
            )
            return processingRecord(report, baseUrl(request))
          }))
        .handle("erase", ({ path }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            yield* engine.deleteReport(client, path.requestId).pipe(Effect.mapError(toApiError))
          }))
        .handleRaw("result", ({ headers, path, request, urlParams }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            const fields = yield* parseFields(urlParams.fields)
            const view = { fields, lang: urlParams.lang, gzip: acceptsGzip(request.headers["accept-encoding"]) }
            const waitSeconds = preferredWaitSeconds(headers.prefer)
            const report = yield* engine.reportWhenSettled(client, path.requestId, Duration.seconds(waitSeconds)).pipe(
              Effect.mapError(toApiError)
            )
            const response = yield* processingResult(report, view).pipe(Effect.mapError(toApiError))
            return resultHeaders(response, report, waitSeconds)
          }))
        .handleRaw("reportHtml", ({ path, request }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            const report = yield* engine.report(client, path.requestId).pipe(Effect.mapError(toApiError))
            const library = yield* chartLibrary
            return yield* reportPage(report, library, acceptsGzip(request.headers["accept-encoding"])).pipe(
              Effect.catchTag("AnalysisNotRequested", (error) => Effect.fail(toApiError(error)))
            )
          }))
    })
)
