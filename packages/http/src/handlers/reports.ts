import { HttpApiBuilder } from "@effect/platform"
import { Engine, type Report } from "@statement-engine/core"
import { UploadBudget } from "@statement-engine/engine"
import { loadChartLibrary } from "@statement-engine/report-html"
import { Effect } from "effect"
import { CurrentClient, StatementAnalysisApi } from "../api.js"
import { toApiError } from "../domain-errors.js"
import { baseUrl } from "../links.js"
import { reportPage } from "../report-page.js"
import type { PreProcessingRecord } from "../resources.js"
import { processAnswer, resultAnswer } from "../result-answer.js"
import { acceptsGzip, parseFields } from "../result-body.js"
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

export { preferredWaitSeconds } from "../result-answer.js"

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
          Effect.flatMap(CurrentClient, (client) =>
            processAnswer(engine, { client, requestId: path.requestId, payload, base: baseUrl(request) })))
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
            return yield* resultAnswer(engine, { client, requestId: path.requestId, view, prefer: headers.prefer })
          }))
        .handleRaw("reportHtml", ({ path, request }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            const report = yield* engine.report(client, path.requestId).pipe(Effect.mapError(toApiError))
            const library = yield* chartLibrary
            return yield* reportPage(report, library, acceptsGzip(request.headers["accept-encoding"])).pipe(
              Effect.catchTag("AnalysisNotRequested", (error) =>
                Effect.fail(toApiError(error)))
            )
          }))
    })
)
