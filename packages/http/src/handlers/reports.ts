import { HttpApiBuilder } from "@effect/platform"
import { CurrentClient, StatementAnalysisApi } from "@statement-engine/api-contract/api"
import { Engine } from "@statement-engine/core"
import { UploadBudget } from "@statement-engine/engine"
import { loadChartLibrary } from "@statement-engine/report-html"
import { Effect } from "effect"
import { toApiError } from "../domain-errors.js"
import { baseUrl } from "../links.js"
import { reportPage } from "../report-page.js"
import { processAnswer, resultAnswer } from "../result-answer.js"
import { acceptsGzip, parseFields } from "../result-body.js"
import { uploadAnswer } from "../upload-answer.js"

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
          Effect.flatMap(CurrentClient, (client) => uploadAnswer(engine, budget, request, client)))
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
