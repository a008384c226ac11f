import { HttpApiError, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { PreProcessingRecord, ProcessingRecord, ProcessRequestBody } from "@statement-engine/api-contract/resources"
import { Engine } from "@statement-engine/core"
import { UploadBudget } from "@statement-engine/engine"
import { Cause, Context, Effect, Layer, ParseResult, Schema } from "effect"
import { apiRoute, pathPattern } from "./api-routes.js"
import { BearerCheck } from "./bearer-auth.js"
import { answerFailure } from "./error-responses.js"
import { baseUrl } from "./links.js"
import { processAnswer, resultAnswer } from "./result-answer.js"
import { acceptsGzip } from "./result-body.js"
import { uploadAnswer } from "./upload-answer.js"

/**
 * A plain `POST /v2/report`, `GET /v2/report/{request-id}` or `PUT /v2/report/process/{request-id}`:
 * no query string, an id of URL-safe characters only (which percent-decoding leaves as it is).
 * Other forms go through the API's router.
 */
const URL_SAFE = "[A-Za-z0-9._~-]+"
const PLAIN_UPLOAD = apiRoute("upload").path
const PLAIN_RESULT = pathPattern(apiRoute("result").path, URL_SAFE)
const PLAIN_PROCESS = pathPattern(apiRoute("process").path, URL_SAFE)

/** What `HttpApiBuilder`'s bearer scheme reads: the `Authorization` header after its first seven characters. */
const BEARER_PREFIX_LENGTH = "Bearer ".length

const decodeProcessBody = Schema.decodeUnknown(ProcessRequestBody)
const encodeProcessingRecord = Schema.encode(ProcessingRecord)
const encodePreProcessingRecord = Schema.encode(PreProcessingRecord)

/**
 * The client closed its connection before its request was wholly received: the request is given up
 * as interrupted (logged 499 by the edge), as the server does when a client goes away, rather than
 * answered for the body it never finished sending.
 */
const clientGone = (request: HttpServerRequest.HttpServerRequest) => {
  const source = NodeHttpServerRequest.toIncomingMessage(request)
  return source.destroyed && !source.complete
}

/** A body the API reads as JSON: `HttpApiBuilder` takes a request without a content type for JSON too. */
const isJsonBody = (request: HttpServerRequest.HttpServerRequest) => {
  const contentType = request.headers["content-type"]
  return contentType === undefined || contentType === "" || contentType.toLowerCase().includes("application/json")
}

/** What `HttpApiBuilder` does with a process request once authenticated: read, decode, answer 202. */
const processRequest = (
  engine: Context.Tag.Service<typeof Engine>,
  request: HttpServerRequest.HttpServerRequest,
  requestId: string
) =>
(client: Parameters<typeof processAnswer>[1]["client"]) =>
  Effect.orDie(request.json).pipe(
    Effect.flatMap(decodeProcessBody),
    Effect.catchIf(ParseResult.isParseError, HttpApiError.HttpApiDecodeError.refailParseError),
    Effect.flatMap((payload) => processAnswer(engine, { client, requestId, payload, base: baseUrl(request) })),
    Effect.flatMap(encodeProcessingRecord),
    Effect.flatMap((record) => HttpServerResponse.json(record, { status: 202, contentType: "application/json" }))
  )

/**
 * The edge's direct lane for the requests every report makes: its upload, asking for its analysis
 * and its result (a poll, or one held by `Prefer: wait`). Answered with the API's own bearer check
 * and budget, body reading and decoding (the upload's within the upload budget and the client's
 * share), answers and error answers, without the router, the middleware chain and the schema
 * decoding of path, headers and query, which cannot fail for these forms. `undefined` for any other
 * request.
 */
export class ReportLane extends Context.Tag("@statement-engine/http/ReportLane")<
  ReportLane,
  (
    request: HttpServerRequest.HttpServerRequest
  ) => Effect.Effect<HttpServerResponse.HttpServerResponse> | undefined
>() {
  static readonly layer = Layer.effect(
    ReportLane,
    Effect.gen(function*() {
      const engine = yield* Engine
      const budget = yield* UploadBudget
      const check = yield* BearerCheck
      const answer = (request: HttpServerRequest.HttpServerRequest, requestId: string | null) => {
        if (requestId === null) {
          return (client: Parameters<typeof uploadAnswer>[3]) =>
            uploadAnswer(engine, budget, request, client).pipe(
              Effect.flatMap((answer) =>
                HttpServerResponse.isServerResponse(answer)
                  ? Effect.succeed(answer)
                  : encodePreProcessingRecord(answer).pipe(
                    Effect.flatMap((record) => HttpServerResponse.json(record, { contentType: "application/json" }))
                  )
              )
            )
        }
        if (request.method === "GET") {
          const view = { fields: undefined, lang: undefined, gzip: acceptsGzip(request.headers["accept-encoding"]) }
          return (client: Parameters<typeof resultAnswer>[1]["client"]) =>
            resultAnswer(engine, { client, requestId, view, prefer: request.headers.prefer })
        }
        return processRequest(engine, request, requestId)
      }
      return (request) => {
        // `null` names the upload, which has no request id yet
        const requestId = request.method === "GET"
          ? PLAIN_RESULT.exec(request.url)?.[1]
          : request.method === "PUT" && isJsonBody(request)
          ? PLAIN_PROCESS.exec(request.url)?.[1]
          : request.method === "POST" && request.url === PLAIN_UPLOAD
          ? null
          : undefined
        if (requestId === undefined) return undefined
        return check((request.headers.authorization ?? "").slice(BEARER_PREFIX_LENGTH)).pipe(
          Effect.flatMap(answer(request, requestId)),
          Effect.catchAllCause((cause) =>
            Cause.isInterruptedOnly(cause) || clientGone(request) ? Effect.interrupt : answerFailure(cause)
          )
        )
      }
    })
  )
}
