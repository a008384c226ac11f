import type { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Engine } from "@statement-engine/core"
import { Cause, Context, Effect, Layer } from "effect"
import { BearerCheck } from "./bearer-auth.js"
import { answerFailure } from "./error-responses.js"
import { resultAnswer } from "./result-answer.js"
import { acceptsGzip } from "./result-body.js"

/**
 * A plain `GET /v2/report/{request-id}`: no query string, an id of URL-safe characters only (which
 * percent-decoding leaves as it is). Other forms go through the API's router.
 */
const PLAIN_RESULT = /^\/v2\/report\/([A-Za-z0-9._~-]+)$/

/** What `HttpApiBuilder`'s bearer scheme reads: the `Authorization` header after its first seven characters. */
const BEARER_PREFIX_LENGTH = "Bearer ".length

/**
 * The edge's direct lane for the request every report makes once or more (a poll, or one held by
 * `Prefer: wait`): answered with the API's own bearer check, budget, result answer and error
 * answers, without the router, the middleware chain and the schema decoding of path, headers and
 * query, which cannot fail for this form. `undefined` for any other request.
 */
export class ResultLane extends Context.Tag("@statement-engine/http/ResultLane")<
  ResultLane,
  (
    request: HttpServerRequest.HttpServerRequest
  ) => Effect.Effect<HttpServerResponse.HttpServerResponse> | undefined
>() {
  static readonly layer = Layer.effect(
    ResultLane,
    Effect.gen(function*() {
      const engine = yield* Engine
      const check = yield* BearerCheck
      return (request) => {
        if (request.method !== "GET") return undefined
        const requestId = PLAIN_RESULT.exec(request.url)?.[1]
        if (requestId === undefined) return undefined
        const view = { fields: undefined, lang: undefined, gzip: acceptsGzip(request.headers["accept-encoding"]) }
        return check((request.headers.authorization ?? "").slice(BEARER_PREFIX_LENGTH)).pipe(
          Effect.flatMap((client) => resultAnswer(engine, { client, requestId, view, prefer: request.headers.prefer })),
          Effect.catchAllCause((cause) => Cause.isInterruptedOnly(cause) ? Effect.interrupt : answerFailure(cause))
        )
      }
    })
  )
}
