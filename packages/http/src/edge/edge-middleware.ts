import {
  Headers,
  HttpApp,
  HttpMiddleware,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse
} from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { jsonApiError } from "@statement-engine/api-contract/api-errors"
import type { CompatibilityProfile } from "@statement-engine/core"
import { addressMatcher, type ServerSettings } from "@statement-engine/engine"
import { Cause, Effect, Option } from "effect"
import { Counter, Histogram, type Registry } from "prom-client"
import { jsonApiResponse } from "../error-responses.js"
import { presentedAsOriginal } from "../original-profile.js"
import type { ReportLane } from "../report-lane.js"
import { declaredLength } from "../request-body.js"
import { MAX_UPLOAD_BYTES } from "../upload-form.js"
import { withBoundedBody } from "./bounded-request.js"
import { currentRequest, type RequestContext, requestIdFrom } from "./request-context.js"
import { methodLabel, type RouteInfo, routeOf } from "./routes.js"
import { drainUnreadBody, tooLargeToDrain } from "./unread-body.js"

/** Headers that say where a request came from through a proxy: honoured only from trusted proxies. */
/** nginx's status for a request whose client closed the connection before the answer. */
const CLIENT_CLOSED_REQUEST = 499

const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip"]

/**
 * The request as the edge sees it: from a trusted proxy, its client address is the nearest one in
 * `X-Forwarded-For` that is not itself a trusted proxy; from anyone else, the forwarding headers
 * are dropped, so that nothing downstream (links, rate limits, logs) believes them.
 */
const throughProxies = (isTrustedProxy: (address: string) => boolean) =>
(
  request: HttpServerRequest.HttpServerRequest
): HttpServerRequest.HttpServerRequest => {
  const peer = Option.getOrUndefined(request.remoteAddress)
  if (peer !== undefined && isTrustedProxy(peer)) {
    const chain = (request.headers["x-forwarded-for"] ?? "").split(",").map((a) => a.trim()).filter((a) => a !== "")
    const client = [...chain].reverse().find((address) => !isTrustedProxy(address)) ?? chain[0]
    return client === undefined ? request : request.modify({ remoteAddress: client })
  }
  if (!FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return request
  return request.modify({ headers: FORWARDING_HEADERS.reduce((h, name) => Headers.remove(h, name), request.headers) })
}

const tooLarge = (limitBytes: number) =>
  jsonApiResponse(413, [
    jsonApiError(
      413,
      "EXCEEDED_LIMIT",
      `The request body is over this endpoint's limit of ${limitBytes} bytes; send a smaller one.`
    )
  ])

const internalError = jsonApiResponse(500, [
  jsonApiError(500, "INTERNAL_ERROR", "An unexpected error occurred; it has been logged.")
])

/**
 * Headers every response carries: its request id, no content sniffing, and no caching unless the
 * route allows it; `Connection: close` when the body was not wholly received (refused before or
 * while it was read) and will not be drained: the rest of it is never read and would stall the
 * connection. A 413's rest is drained unless declared too large (`unread-body.ts`), so that the
 * client reads the 413; other refusals (a client past its upload share, no room) read no further.
 */
const withEdgeHeaders = (
  response: HttpServerResponse.HttpServerResponse,
  requestId: string,
  closeUnread: boolean
) =>
  HttpServerResponse.setHeaders(response, {
    "x-request-id": requestId,
    "x-content-type-options": "nosniff",
    ...(response.headers["cache-control"] === undefined ? { "cache-control": "no-store" } : {}),
    ...(closeUnread ? { connection: "close" } : {})
  })

const bodyLimit = (route: RouteInfo, settings: ServerSettings) =>
  route.body === "upload"
    ? MAX_UPLOAD_BYTES
    : route.body === "token"
    ? settings.tokenBodyLimitBytes
    : settings.jsonBodyLimitBytes

/** Answers the original profile shapes differently: error bodies and the upload's record (a result is shaped where it is made). */
const mayBeReshaped = (response: HttpServerResponse.HttpServerResponse, route: RouteInfo) =>
  response.body._tag === "Uint8Array" && (response.status >= 400 || route.body === "upload")

/** Where the edge learns which profile a request's client is served in (`undefined`: not authenticated). */
export type ProfileOf = (clientId: string | undefined) => Effect.Effect<CompatibilityProfile>

/** An answer as the request's client is served (once a token names it); reshaping twice gives the same answer. */
const presenter = (route: RouteInfo, profileOf: ProfileOf, context: RequestContext) =>
(
  response: HttpServerResponse.HttpServerResponse
): Effect.Effect<HttpServerResponse.HttpServerResponse> =>
  mayBeReshaped(response, route)
    ? Effect.map(profileOf(context.clientId), (profile) =>
      profile === "original" ? presentedAsOriginal(response) : response)
    : Effect.succeed(response)

/** A failure the app did not answer itself: an internal error, logged, unless the client went away. */
const unexpectedAsInternal = <E>(cause: Cause.Cause<E>) => {
  if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause)
  // the client went away mid-request: the app answers 499, which is no failure of ours
  const [response] = HttpServerError.causeResponseStripped(cause)
  if (response.status === CLIENT_CLOSED_REQUEST) return Effect.succeed(response)
  return Effect.as(Effect.logError("unexpected failure while answering a request", cause), internalError)
}

/** The request metrics in `registry`, and a request's one structured log line with them. */
const requestLog = (registry: Registry) => {
  const requests = new Counter({
    name: "statement_engine_http_requests_total",
    help: "HTTP requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"],
    registers: [registry]
  })
  const durations = new Histogram({
    name: "statement_engine_http_request_duration_seconds",
    help: "Time from a request's headers to its answer, by method and route.",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry]
  })
  return (
    request: HttpServerRequest.HttpServerRequest,
    routeLabel: string,
    context: RequestContext,
    started: number
  ) =>
  (status: number) => {
    const seconds = (performance.now() - started) / 1000
    const labels = { method: methodLabel(request.method), route: routeLabel }
    requests.inc({ ...labels, status: String(status) })
    durations.observe(labels, seconds)
    return Effect.logInfo("request").pipe(Effect.annotateLogs({
      request_id: context.requestId,
      client_id: context.clientId ?? null,
      method: request.method,
      route: routeLabel,
      status,
      duration_ms: Math.round(seconds * 1000),
      remote_address: Option.getOrNull(request.remoteAddress)
    }))
  }
}

/**
 * The edge every request passes first: a request id (the client's `X-Request-Id` when
 * well-formed), forwarding headers only from trusted proxies, the route's body limit (a declared
 * length over it is answered 413 at once; a body that grows past it stops being read), response
 * headers, one structured log line and the request metrics. A plain result request is answered
 * by `reportLane`, every other by the API. Errors and upload records go out in the client's profile (`profileOf`).
 */
export const edgeMiddleware = (
  settings: ServerSettings,
  registry: Registry,
  reportLane: ReportLane["Type"],
  profileOf: ProfileOf
) => {
  const throughProxy = throughProxies(addressMatcher(settings.trustedProxies))
  const logRequest = requestLog(registry)
  return HttpMiddleware.make((app) =>
    Effect.gen(function*() {
      const received = yield* HttpServerRequest.HttpServerRequest
      const started = performance.now()
      const request = throughProxy(received)
      const context: RequestContext = {
        requestId: requestIdFrom(received.headers["x-request-id"]),
        clientId: undefined
      }
      const route = routeOf(request.url)
      const limit = bodyLimit(route, settings)
      const declared = declaredLength(request)
      const source = NodeHttpServerRequest.toIncomingMessage(received)
      const drained = (status: number) => status === 413 && !tooLargeToDrain(declared)
      const closeUnread = (status: number) => !source.complete && !drained(status)
      const log = logRequest(request, route.label, context, started)
      const presented = presenter(route, profileOf, context)
      const served = route.body === "upload" ? request : withBoundedBody(request, limit)
      const direct = reportLane(served)
      const handled = direct !== undefined ? direct : app.pipe(
        Effect.provideService(HttpServerRequest.HttpServerRequest, served),
        // the app writes its response itself; a pre-response handler is how headers get onto it
        HttpApp.withPreResponseHandler((_, response) =>
          Effect.map(
            presented(response),
            (shown) => withEdgeHeaders(shown, context.requestId, closeUnread(shown.status))
          )
        )
      )
      const answered = declared !== undefined && declared > limit ? Effect.succeed(tooLarge(limit)) : handled.pipe(
        Effect.locally(currentRequest, context),
        Effect.annotateLogs("request_id", context.requestId),
        Effect.catchAllCause(unexpectedAsInternal)
      )
      const response = yield* answered.pipe(
        Effect.onInterrupt(() => log(CLIENT_CLOSED_REQUEST)),
        Effect.flatMap(presented)
      )
      yield* log(response.status)
      if (drained(response.status)) drainUnreadBody(source)
      return withEdgeHeaders(response, context.requestId, closeUnread(response.status))
    })
  )
}
