import type { HttpServerRequest } from "@effect/platform"
import type { RequestError } from "@effect/platform/HttpServerError"
import type { TokenRequest } from "@statement-engine/core"
import { Effect, Either, Schema } from "effect"
import { BodyTooLarge } from "../request-body.js"

const Fields = Schema.Struct({
  grant_type: Schema.optional(Schema.String),
  client_id: Schema.optional(Schema.String),
  client_secret: Schema.optional(Schema.String),
  audience: Schema.optional(Schema.String)
})
const decodeFields = Schema.decodeUnknownEither(Fields)

/** A token request that could not be read, with the RFC 6749 description to answer. */
export class UnreadableTokenRequest extends Schema.TaggedError<UnreadableTokenRequest>()("UnreadableTokenRequest", {
  description: Schema.String
}) {}

/** A token request whose body was over the endpoint's limit; nothing more of it was read. */
export class TokenBodyTooLarge extends Schema.TaggedError<TokenBodyTooLarge>()("TokenBodyTooLarge", {
  cause: BodyTooLarge
}) {}

const refused = (description: string) => (error: RequestError) =>
  error.cause instanceof BodyTooLarge
    ? new TokenBodyTooLarge({ cause: error.cause })
    : new UnreadableTokenRequest({ description })

/** The token request and whether the client authenticated with HTTP Basic. */
export interface ReadTokenRequest {
  readonly fields: TokenRequest
  readonly usedBasic: boolean
}

const basicCredentials = (header: string | undefined): Either.Either<
  { client_id: string; client_secret: string } | undefined,
  UnreadableTokenRequest
> => {
  if (header === undefined || !/^basic /i.test(header)) return Either.right(undefined)
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8")
  const colon = decoded.indexOf(":")
  if (colon < 0) {
    return Either.left(new UnreadableTokenRequest({ description: "The Basic authorization header is malformed." }))
  }
  try {
    return Either.right({
      client_id: decodeURIComponent(decoded.slice(0, colon).replaceAll("+", " ")),
      client_secret: decodeURIComponent(decoded.slice(colon + 1).replaceAll("+", " "))
    })
  } catch {
    return Either.left(new UnreadableTokenRequest({ description: "The Basic authorization header is malformed." }))
  }
}

/**
 * Reads `POST /oauth/token`: a JSON body (as the spec shows) or a form-encoded body (RFC 6749),
 * with the client credentials in the body or in a Basic header, never both.
 */
export const readTokenRequest = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function*() {
    const contentType = (request.headers["content-type"] ?? "").toLowerCase()
    const raw: unknown = contentType.includes("application/json")
      ? yield* request.json.pipe(Effect.mapError(refused("The request body is not valid JSON.")))
      : contentType.includes("application/x-www-form-urlencoded")
      ? Object.fromEntries(
        new URLSearchParams(yield* request.text.pipe(Effect.mapError(refused("The request body could not be read."))))
      )
      : yield* new UnreadableTokenRequest({
        description: "Send a JSON or an application/x-www-form-urlencoded body."
      })
    const fields = yield* Either.mapLeft(decodeFields(raw), () =>
      new UnreadableTokenRequest({
        description: "grant_type, client_id, client_secret and audience must be strings."
      }))
    const basic = yield* basicCredentials(request.headers.authorization)
    if (basic === undefined) return { fields, usedBasic: false }
    if (fields.client_id !== undefined || fields.client_secret !== undefined) {
      return yield* new UnreadableTokenRequest({
        description: "Send the client credentials either in the Basic header or in the body, not both."
      })
    }
    return { fields: { ...fields, ...basic }, usedBasic: true }
  })
