import { HttpApiSchema } from "@effect/platform"
import { OAuthErrorCode } from "@statement-engine/core/domain"
import { Schema } from "effect"

/** One JSON:API error object. */
export const JsonApiError = Schema.Struct({
  status: Schema.String,
  code: Schema.String,
  title: Schema.String,
  detail: Schema.String,
  source: Schema.optional(Schema.Struct({
    pointer: Schema.optional(Schema.String),
    parameter: Schema.optional(Schema.String),
    header: Schema.optional(Schema.String)
  })),
  meta: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
})
export type JsonApiError = typeof JsonApiError.Type

const titles: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable"
}

/** Builds one JSON:API error object. */
export const jsonApiError = (
  status: number,
  code: string,
  detail: string,
  extra: Pick<JsonApiError, "source" | "meta"> = {}
): JsonApiError => ({
  status: String(status),
  code,
  title: titles[status] ?? "Error",
  detail,
  ...extra
})

const body = { errors: Schema.NonEmptyArray(JsonApiError) }

/** 400: the request is malformed or misses required parameters. */
export class BadRequest
  extends Schema.Class<BadRequest>("BadRequest")(body, HttpApiSchema.annotations({ status: 400 }))
{}
/** 401: no valid bearer token. */
export class Unauthorized
  extends Schema.Class<Unauthorized>("Unauthorized")(body, HttpApiSchema.annotations({ status: 401 }))
{}
/** 404: unknown resource, or one that belongs to another client. */
export class NotFound extends Schema.Class<NotFound>("NotFound")(body, HttpApiSchema.annotations({ status: 404 })) {}
/** 409: the request conflicts with the report's state. */
export class Conflict extends Schema.Class<Conflict>("Conflict")(body, HttpApiSchema.annotations({ status: 409 })) {}
/** 410: the report existed but is past the retention period; its data is deleted. */
export class Gone extends Schema.Class<Gone>("Gone")(body, HttpApiSchema.annotations({ status: 410 })) {}
/** 413: the request body is over the limit. */
export class PayloadTooLarge
  extends Schema.Class<PayloadTooLarge>("PayloadTooLarge")(body, HttpApiSchema.annotations({ status: 413 }))
{}
/** 415: the request body is not in a media type the endpoint reads. */
export class UnsupportedMediaType
  extends Schema.Class<UnsupportedMediaType>("UnsupportedMediaType")(body, HttpApiSchema.annotations({ status: 415 }))
{}
/** 422: the files were received but cannot be read. */
export class UnprocessableEntity
  extends Schema.Class<UnprocessableEntity>("UnprocessableEntity")(body, HttpApiSchema.annotations({ status: 422 }))
{}
/** 429: the client sent more requests than its budget allows; retry after `Retry-After` seconds. */
export class TooManyRequests
  extends Schema.Class<TooManyRequests>("TooManyRequests")(body, HttpApiSchema.annotations({ status: 429 }))
{}
/** 503: the engine cannot take the request now; retry after the `Retry-After` header's seconds. */
export class ServiceUnavailable
  extends Schema.Class<ServiceUnavailable>("ServiceUnavailable")(body, HttpApiSchema.annotations({ status: 503 }))
{}
/** 500: an unexpected error; nothing about it is shown. */
export class InternalServerError
  extends Schema.Class<InternalServerError>("InternalServerError")(body, HttpApiSchema.annotations({ status: 500 }))
{}

/** RFC 6749 §5.2 error body of the token endpoint. */
const oauthBody = { error: OAuthErrorCode, error_description: Schema.String }
/** 400 from the token endpoint. */
export class OAuthBadRequest
  extends Schema.Class<OAuthBadRequest>("OAuthBadRequest")(oauthBody, HttpApiSchema.annotations({ status: 400 }))
{}
/** 401 from the token endpoint: client authentication failed. */
export class OAuthInvalidClient
  extends Schema.Class<OAuthInvalidClient>("OAuthInvalidClient")(oauthBody, HttpApiSchema.annotations({ status: 401 }))
{}

/** Every JSON:API error class, for endpoints and the error middleware. */
export type ApiError =
  | BadRequest
  | Unauthorized
  | NotFound
  | Conflict
  | Gone
  | PayloadTooLarge
  | UnsupportedMediaType
  | UnprocessableEntity
  | TooManyRequests
  | ServiceUnavailable
  | InternalServerError
