import { type HttpServerRequest, Multipart, UrlParams } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { RequestError } from "@effect/platform/HttpServerError"
import { Deferred, Effect, FiberId, Stream } from "effect"
import { JsonTooDeep, MAX_JSON_DEPTH, nestsWithin } from "../json-depth.js"
import { readBody } from "../request-body.js"

const decodeError = (request: HttpServerRequest.HttpServerRequest, cause: unknown) =>
  new RequestError({ request, reason: "Decode", cause })

const utf8 = new TextDecoder()

const parseJson = (request: HttpServerRequest.HttpServerRequest, text: string) =>
  text === ""
    ? Effect.succeed(null)
    : !nestsWithin(text)
    ? Effect.fail(decodeError(request, new JsonTooDeep({ maxDepth: MAX_JSON_DEPTH })))
    : Effect.try({ try: (): unknown => JSON.parse(text), catch: (cause) => decodeError(request, cause) })

/**
 * `effect` run by its first reader only, every reader answered with its outcome: nothing runs until
 * then (most requests, GETs, never read their body), and no fiber of its own is started for it.
 */
const once = <A, E>(effect: Effect.Effect<A, E>): Effect.Effect<A, E> => {
  const outcome = Deferred.unsafeMake<A, E>(FiberId.none)
  let started = false
  return Effect.suspend(() => {
    if (started) return Deferred.await(outcome)
    started = true
    return Effect.zipRight(Effect.intoDeferred(effect, outcome), Deferred.await(outcome))
  })
}

const notMultipart = () =>
  new Multipart.MultipartError({ reason: "Parse", cause: new Error("this endpoint does not read multipart bodies") })

const wrap = (
  request: HttpServerRequest.HttpServerRequest,
  bytes: Effect.Effect<Uint8Array, RequestError>
): HttpServerRequest.HttpServerRequest => {
  const text = once(Effect.map(bytes, (body) => utf8.decode(body)))
  const overrides: PropertyDescriptorMap = {
    text: { get: () => text },
    json: { get: () => Effect.flatMap(text, (body) => parseJson(request, body)) },
    urlParamsBody: { get: () => Effect.map(text, (body) => UrlParams.fromInput(new URLSearchParams(body))) },
    arrayBuffer: {
      get: () => Effect.map(bytes, (body) => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength))
    },
    stream: { get: () => Stream.fromEffect(bytes) },
    multipart: { get: () => Effect.fail(notMultipart()) },
    multipartStream: { get: () => Stream.fail(notMultipart()) },
    modify: {
      value: (options: Parameters<HttpServerRequest.HttpServerRequest["modify"]>[0]) =>
        wrap(request.modify(options), bytes)
    }
  }
  return Object.create(request, overrides)
}

/**
 * The request with a body that is read at most once and at most `limitBytes` long: past the limit
 * reading stops and every body accessor fails with a `RequestError` whose cause is `BodyTooLarge`;
 * JSON nested deeper than `MAX_JSON_DEPTH` fails with `JsonTooDeep` before it is parsed.
 */
export const withBoundedBody = (
  request: HttpServerRequest.HttpServerRequest,
  limitBytes: number
): HttpServerRequest.HttpServerRequest => {
  const source = NodeHttpServerRequest.toIncomingMessage(request)
  const bytes = once(readBody(source, limitBytes).pipe(Effect.mapError((cause) => decodeError(request, cause))))
  return wrap(request, bytes)
}
