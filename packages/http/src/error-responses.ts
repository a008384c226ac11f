import { HttpApiBuilder, HttpApiError, HttpServerResponse } from "@effect/platform"
import {
  type ApiError,
  BadRequest,
  Conflict,
  Gone,
  InternalServerError,
  type JsonApiError,
  jsonApiError,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnprocessableEntity,
  UnsupportedMediaType
} from "@statement-engine/api-contract/api-errors"
import { Cause, Effect, Predicate } from "effect"
import { JsonTooDeep } from "./json-depth.js"
import { BodyTooLarge } from "./request-body.js"

const statuses: ReadonlyArray<readonly [new(...args: ReadonlyArray<never>) => ApiError, number]> = [
  [BadRequest, 400],
  [Unauthorized, 401],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [PayloadTooLarge, 413],
  [UnsupportedMediaType, 415],
  [UnprocessableEntity, 422],
  [TooManyRequests, 429],
  [ServiceUnavailable, 503],
  [InternalServerError, 500]
]

const statusOf = (error: ApiError): number => statuses.find(([type]) => error instanceof type)?.[1] ?? 500

const isApiError = (u: unknown): u is ApiError => statuses.some(([type]) => u instanceof type)

/**
 * A JSON:API error response, with `WWW-Authenticate` on 401 and `Retry-After` when the first error's
 * `meta.retry_after_seconds` says (the edge drains or closes on a body left unread: `edge/unread-body.ts`).
 */
export const jsonApiResponse = (
  status: number,
  errors: readonly [JsonApiError, ...ReadonlyArray<JsonApiError>]
): HttpServerResponse.HttpServerResponse => {
  const headers: Record<string, string> = { "cache-control": "no-store" }
  if (status === 401) headers["www-authenticate"] = `Bearer realm="statement-engine", error="invalid_token"`
  const retryAfter = errors[0].meta?.retry_after_seconds
  if (typeof retryAfter === "number") headers["retry-after"] = String(retryAfter)
  return HttpServerResponse.unsafeJson({ errors }, { status, headers })
}

/** A decode message as a detail: it quotes the value sent, which is kept short. */
const brief = (message: string) => message.length > 500 ? `${message.slice(0, 500)}…` : message

const decodeErrorResponse = (error: HttpApiError.HttpApiDecodeError) => {
  const issues = error.issues.length > 0 ? error.issues : [{ path: [], message: error.message, _tag: "Type" as const }]
  const [first, ...rest] = issues.map((issue) => {
    const pointer = issue.path.length > 0 ? `/${issue.path.map(String).join("/")}` : ""
    return issue._tag === "Missing"
      ? jsonApiError(400, "API_REQUIRED_PARAMS_MISSING", `${pointer.slice(1) || "A value"} is required.`, {
        source: { pointer }
      })
      : jsonApiError(400, "VALIDATION_ERROR", `${pointer === "" ? "Request" : pointer}: ${brief(issue.message)}`, {
        source: { pointer }
      })
  })
  return jsonApiResponse(400, [first!, ...rest])
}

/** The answer to a request whose body could not be read: too large, nested too deeply, or not what the endpoint reads. */
export const unreadableBody = (cause: unknown): HttpServerResponse.HttpServerResponse =>
  cause instanceof BodyTooLarge
    ? jsonApiResponse(413, [jsonApiError(
      413,
      "EXCEEDED_LIMIT",
      `The request body is over this endpoint's limit of ${cause.limitBytes} bytes; send a smaller one.`
    )])
    : cause instanceof JsonTooDeep
    ? jsonApiResponse(400, [jsonApiError(
      400,
      "VALIDATION_ERROR",
      `The request body nests arrays and objects deeper than ${cause.maxDepth} levels.`
    )])
    : jsonApiResponse(400, [jsonApiError(
      400,
      "VALIDATION_ERROR",
      "The request body could not be read as the endpoint expects (is it valid JSON?)."
    )])

/** The answer to a failure under the API: see `ErrorResponses`. */
export const answerFailure = (cause: Cause.Cause<unknown>) => {
  const error: unknown = Cause.squash(cause)
  if (HttpServerResponse.isServerResponse(error)) return Effect.succeed(error)
  if (isApiError(error)) return Effect.succeed(jsonApiResponse(statusOf(error), error.errors))
  if (Predicate.isTagged(error, "HttpApiDecodeError") && error instanceof HttpApiError.HttpApiDecodeError) {
    return Effect.succeed(decodeErrorResponse(error))
  }
  if (Predicate.isTagged(error, "RouteNotFound")) {
    return Effect.succeed(jsonApiResponse(404, [jsonApiError(404, "NOT_FOUND", "There is no such endpoint.")]))
  }
  if (Predicate.isTagged(error, "RequestError") && Predicate.hasProperty(error, "cause")) {
    return Effect.succeed(unreadableBody(error.cause))
  }
  return Effect.logError("unexpected failure while answering a request", cause).pipe(
    Effect.as(
      jsonApiResponse(500, [jsonApiError(500, "INTERNAL_ERROR", "An unexpected error occurred; it has been logged.")])
    )
  )
}

/**
 * Answers every failure under the API with a JSON:API error body: the handlers' errors, the
 * framework's decode errors, unknown routes, unreadable bodies, and defects (a logged 500 that
 * never shows a stack trace).
 */
export const ErrorResponses = HttpApiBuilder.middleware((app) =>
  Effect.catchAllCause(app, (cause) => Cause.isInterruptedOnly(cause) ? Effect.failCause(cause) : answerFailure(cause))
)
