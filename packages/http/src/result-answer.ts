import { HttpServerResponse } from "@effect/platform"
import { LONGEST_RESULT_WAIT_SECONDS } from "@statement-engine/api-contract/api"
import {
  type ProcessingRecord,
  ProcessingResult,
  type ProcessRequestBody
} from "@statement-engine/api-contract/resources"
import {
  AnalysisNotRequested,
  type ClientId,
  type CompatibilityProfile,
  type Engine,
  type Report,
  reportSettled
} from "@statement-engine/core"
import { type Context, Duration, Effect, Schema } from "effect"
import { toApiError } from "./domain-errors.js"
import { originalCompletedResult } from "./original-profile.js"
import { completedResultOf, type ResultView } from "./result-body.js"

const encodeResult = Schema.encode(ProcessingResult)

/** Seconds a `Prefer` header asks to wait (`wait=N`, RFC 7240), at most the longest honoured; 0 without one. */
export const preferredWaitSeconds = (prefer: string | undefined): number => {
  const asked = /(?:^|[,;\s])wait=(\d+)/i.exec(prefer ?? "")
  return asked === null ? 0 : Math.min(LONGEST_RESULT_WAIT_SECONDS, Number(asked[1]))
}

/**
 * The answer while a report runs. Its two strings are written as they are: nothing in it needs
 * the schema's encoding, which the failed answer's run error still goes through.
 */
const stillProcessing = (id: string) =>
  HttpServerResponse.unsafeJson({
    data: { type: "report processing result", attributes: { "request-id": id, status: "processing" } }
  })

const processingResult = (
  engine: Context.Tag.Service<typeof Engine>,
  report: Report,
  view: ResultView,
  profile: CompatibilityProfile
) => {
  const id = report.request_id
  switch (report.state._tag) {
    case "Uploaded":
      return Effect.fail(new AnalysisNotRequested({ request_id: id }))
    case "Queued":
    case "Processing":
      return Effect.succeed(stillProcessing(id))
    case "Completed": {
      const completed = report.state
      return profile === "original"
        ? Effect.sync(() => originalCompletedResult(report, completed))
        : completedResultOf(id, completed, view, (document) => engine.resultGzip(report, document))
    }
    case "Failed":
      return encodeResult({
        data: {
          type: "report processing result",
          attributes: { "request-id": id, status: "failed", errors: [report.state.error] }
        }
      }).pipe(Effect.orDie, Effect.map((encoded) => HttpServerResponse.unsafeJson(encoded)))
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

/**
 * `GET /v2/report/{request-id}` for an authenticated client: the report as it is, or once settled
 * when `Prefer: wait=N` asks to wait; the run's state as the body, or the completed result as the
 * view says.
 */
export const resultAnswer = (
  engine: Context.Tag.Service<typeof Engine>,
  request: {
    readonly client: ClientId
    readonly requestId: string
    readonly view: ResultView
    readonly prefer: string | undefined
  }
) =>
  Effect.gen(function*() {
    const waitSeconds = preferredWaitSeconds(request.prefer)
    const report = yield* engine.reportWhenSettled(request.client, request.requestId, Duration.seconds(waitSeconds))
      .pipe(Effect.mapError(toApiError))
    return yield* resultResponse(engine, report, request.view, waitSeconds)
  })

/**
 * A report's result as `GET` answers it, with its headers, after waiting `waitSeconds` for it; only
 * a completed result is shaped differently under the original profile.
 */
export const resultResponse = (
  engine: Context.Tag.Service<typeof Engine>,
  report: Report,
  view: ResultView,
  waitSeconds: number
) =>
  Effect.gen(function*() {
    const profile = report.state._tag === "Completed" ? yield* engine.compatibilityOf(report.client_id) : "ours"
    const response = yield* processingResult(engine, report, view, profile).pipe(Effect.mapError(toApiError))
    return resultHeaders(response, report, waitSeconds)
  })

/** The record of a queued run, as `PUT /v2/report/process/{request-id}` answers it. */
export const processingRecord = (report: Report, base: string): ProcessingRecord => ({
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

/** `PUT /v2/report/process/{request-id}` for an authenticated client and its decoded body: the run is queued. */
export const processAnswer = (
  engine: Context.Tag.Service<typeof Engine>,
  request: {
    readonly client: ClientId
    readonly requestId: string
    readonly payload: typeof ProcessRequestBody.Type
    readonly base: string
  }
) =>
  engine.requestAnalysis(request.client, request.requestId, request.payload).pipe(
    Effect.mapError(toApiError),
    Effect.map((report) => processingRecord(report, request.base))
  )
