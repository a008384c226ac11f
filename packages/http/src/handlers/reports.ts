import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { AnalysisNotRequested, type ClientId, Engine, type Report } from "@statement-engine/core"
import { loadChartLibrary } from "@statement-engine/report-html"
import { Duration, Effect, Option, Schedule, Schema } from "effect"
import { CurrentClient, LONGEST_RESULT_WAIT_SECONDS, StatementAnalysisApi } from "../api.js"
import { toApiError } from "../domain-errors.js"
import { baseUrl } from "../links.js"
import { reportPage } from "../report-page.js"
import { type PreProcessingRecord, type ProcessingRecord, ProcessingResult } from "../resources.js"
import { acceptsGzip, completedResult, parseFields, type ResultView } from "../result-body.js"
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

/** How often a held result request (`Prefer: wait`) looks at its report again. */
const HELD_POLL = Duration.millis(200)

/** Seconds a `Prefer` header asks to wait (`wait=N`, RFC 7240), at most the longest honoured; 0 without one. */
export const preferredWaitSeconds = (prefer: string | undefined): number => {
  const asked = /(?:^|[,;\s])wait=(\d+)/i.exec(prefer ?? "")
  return asked === null ? 0 : Math.min(LONGEST_RESULT_WAIT_SECONDS, Number(asked[1]))
}

/** True when waiting longer cannot change the answer: the run ended, or none was requested. */
const settled = (report: Report) => report.state._tag !== "Queued" && report.state._tag !== "Processing"

/** The report now, or once it settles when `waitSeconds` allows: looked at every 200 ms until then. */
const reportAfterWaiting = (engine: Engine["Type"], client: ClientId, requestId: string, waitSeconds: number) =>
  Effect.gen(function*() {
    const now = yield* engine.report(client, requestId)
    if (waitSeconds === 0 || settled(now)) return now
    const later = yield* engine.report(client, requestId).pipe(
      Effect.delay(HELD_POLL),
      Effect.repeat(
        Schedule.spaced(HELD_POLL).pipe(
          Schedule.whileInput((report: Report) => !settled(report)),
          Schedule.passthrough
        )
      ),
      Effect.timeoutOption(Duration.seconds(waitSeconds))
    )
    return Option.isSome(later) ? later.value : yield* engine.report(client, requestId)
  })

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
      return Effect.succeed(completedResult(id, report.state.products, view))
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
  return settled(report)
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
      // Chart.js is read from the chart.js package next to this program (the bundle's too) on the first page
      const chartLibrary = yield* Effect.cached(loadChartLibrary(import.meta.url).pipe(Effect.orDie))
      return handlers
        .handle("upload", ({ request }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            const form = yield* readUploadForm(request)
            const report = yield* engine.upload(client, form.files, form.options).pipe(Effect.mapError(toApiError))
            return preProcessingRecord(report, baseUrl(request))
          }))
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
            const report = yield* reportAfterWaiting(engine, client, path.requestId, waitSeconds).pipe(
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
