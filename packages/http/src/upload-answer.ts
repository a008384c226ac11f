import { type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import {
  type PreProcessingRecord,
  ProcessingRecord,
  type ProcessRequestBody
} from "@statement-engine/api-contract/resources"
import { type ClientId, type Engine, type Report, reportSettled } from "@statement-engine/core"
import type { UploadBudget } from "@statement-engine/engine"
import { type Context, Duration, Effect, Option, Schema } from "effect"
import { toApiError } from "./domain-errors.js"
import { baseUrl } from "./links.js"
import { preferredWaitSeconds, processAnswer, resultResponse } from "./result-answer.js"
import { acceptsGzip } from "./result-body.js"
import { readUploadForm } from "./upload-form.js"

const encodeProcessingRecord = Schema.encode(ProcessingRecord)

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

/**
 * The one-call flow: the stored upload's run requested as the PUT requests it (a refused request
 * erases the upload, whose id the caller never learnt), answered 202 with the processing record;
 * with `Prefer: wait=N` held like `GET` until the run ends, and then answered with its result.
 */
const processedAtOnce = (
  engine: Context.Tag.Service<typeof Engine>,
  request: HttpServerRequest.HttpServerRequest,
  client: ClientId,
  upload: { readonly report: Report; readonly payload: typeof ProcessRequestBody.Type }
) =>
  Effect.gen(function*() {
    const requestId = upload.report.request_id
    const base = baseUrl(request)
    const record = yield* processAnswer(engine, { client, requestId, payload: upload.payload, base }).pipe(
      Effect.tapError(() => Effect.ignore(engine.deleteReport(client, requestId)))
    )
    const waitSeconds = preferredWaitSeconds(request.headers.prefer)
    if (waitSeconds > 0) {
      const report = yield* engine.reportWhenSettled(client, requestId, Duration.seconds(waitSeconds)).pipe(
        Effect.mapError(toApiError)
      )
      const view = { fields: undefined, lang: undefined, gzip: acceptsGzip(request.headers["accept-encoding"]) }
      if (reportSettled(report)) return yield* resultResponse(engine, report, view, waitSeconds)
    }
    const encoded = yield* Effect.orDie(encodeProcessingRecord(record))
    const headers = { location: `${base}/v2/report/${requestId}`, "retry-after": "1" }
    return HttpServerResponse.unsafeJson(encoded, {
      status: 202,
      headers: waitSeconds > 0 ? { ...headers, "preference-applied": `wait=${waitSeconds}` } : headers
    })
  })

/**
 * `POST /v2/report` for an authenticated client: the multipart body read within the upload budget
 * and the client's share (`readUploadForm`), its files stored and pre-processed, the record of what
 * was read; or, when the body carries the PUT's fields, the run's answer (`processedAtOnce`). Used
 * by the API's handler and by the edge's report lane.
 */
export const uploadAnswer = (
  engine: Context.Tag.Service<typeof Engine>,
  budget: Context.Tag.Service<typeof UploadBudget>,
  request: HttpServerRequest.HttpServerRequest,
  client: ClientId
) =>
  Effect.gen(function*() {
    // the upload's reservation ends with its storing: a run held by `Prefer: wait` does not keep it
    const { process, report } = yield* Effect.scoped(Effect.gen(function*() {
      const upload = yield* readUploadForm(request, budget, client)
      const report = yield* upload.reservation.storing(engine.upload(client, upload.files, upload.options)).pipe(
        Effect.mapError(toApiError)
      )
      return { process: upload.process, report }
    }))
    if (Option.isSome(process)) {
      return yield* processedAtOnce(engine, request, client, { report, payload: process.value })
    }
    return preProcessingRecord(report, baseUrl(request))
  })
