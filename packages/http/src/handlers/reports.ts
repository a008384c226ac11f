import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import type { ProductJson } from "@statement-engine/analysis"
import { AnalysisNotRequested, Engine, type Report } from "@statement-engine/core"
import { Effect, Schema, Stream } from "effect"
import { CurrentClient, StatementAnalysisApi } from "../api.js"
import { toApiError } from "../domain-errors.js"
import { baseUrl } from "../links.js"
import { type PreProcessingRecord, type ProcessingRecord, ProcessingResult } from "../resources.js"
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

const encoder = new TextEncoder()

/**
 * A completed result's body, streamed from the products' UTF-8 chunks as the report keeps them
 * (written by the worker thread): a 100,000-transaction categorisation is served without being
 * parsed, serialised, decoded or encoded again, and the body is never held whole.
 */
const completedResult = (requestId: string, products: ProductJson): HttpServerResponse.HttpServerResponse => {
  const parts: Array<Uint8Array> = [encoder.encode(`{"data":{"type":"report processing result","attributes":{`)]
  for (const [operation, chunks] of Object.entries(products)) {
    parts.push(encoder.encode(`${JSON.stringify(operation)}:`))
    for (const chunk of chunks) parts.push(chunk)
    parts.push(encoder.encode(","))
  }
  parts.push(encoder.encode(`"request-id":${JSON.stringify(requestId)},"status":"completed"}}}`))
  return HttpServerResponse.stream(Stream.fromIterable(parts), {
    contentType: "application/json",
    contentLength: parts.reduce((total, part) => total + part.byteLength, 0)
  })
}

const processingResult = (report: Report) => {
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
      return Effect.succeed(completedResult(id, report.state.products))
    case "Failed":
      return json({
        data: {
          type: "report processing result",
          attributes: { "request-id": id, status: "failed", errors: [report.state.error] }
        }
      })
  }
}

/** Upload, apply operations and get result, each scoped to the authenticated client. */
export const ReportsHandlers = HttpApiBuilder.group(
  StatementAnalysisApi,
  "reports",
  (handlers) =>
    Effect.gen(function*() {
      const engine = yield* Engine
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
        .handleRaw("result", ({ path }) =>
          Effect.gen(function*() {
            const client = yield* CurrentClient
            const report = yield* engine.report(client, path.requestId).pipe(Effect.mapError(toApiError))
            return yield* processingResult(report).pipe(Effect.mapError(toApiError))
          }))
    })
)
