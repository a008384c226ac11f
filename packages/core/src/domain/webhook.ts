import { Schema } from "effect"
import { ClientId, EpochMillis, RequestId } from "./ids.js"

/** How the engine authenticates to a client's callback, spelled as the spec spells it. */
export const WebhookAuthMethod = Schema.Literal("Basic Auth", "OAuth2")
export type WebhookAuthMethod = typeof WebhookAuthMethod.Type

/** The body of `POST /v2/webhook-settings`, exactly as the spec names its fields. */
export const WebhookSettingsInput = Schema.Struct({
  callback_url: Schema.String,
  auth_method: Schema.optional(WebhookAuthMethod),
  auth_username: Schema.optional(Schema.String),
  auth_password: Schema.optional(Schema.String),
  oauth_token_url: Schema.optional(Schema.String),
  oauth_client_id: Schema.optional(Schema.String),
  oauth_client_secret: Schema.optional(Schema.String),
  oauth_audience: Schema.optional(Schema.String),
  oauth_client_audience: Schema.optional(Schema.String)
})
export type WebhookSettingsInput = typeof WebhookSettingsInput.Type

/** Basic Auth credentials for a callback. */
export const BasicAuth = Schema.TaggedStruct("BasicAuth", {
  username: Schema.String,
  password: Schema.String
})

/** OAuth2 client-credentials settings for a callback. */
export const OAuth2Auth = Schema.TaggedStruct("OAuth2", {
  token_url: Schema.String,
  client_id: Schema.String,
  client_secret: Schema.String,
  audience: Schema.NullOr(Schema.String),
  scope: Schema.NullOr(Schema.String)
})

/** No credentials: the Standard Webhooks signature alone authenticates the call. */
export const SignatureOnly = Schema.TaggedStruct("SignatureOnly", {})

/** A client's validated webhook settings and the secret its notifications are signed with. */
export const WebhookSettings = Schema.Struct({
  client_id: ClientId,
  callback_url: Schema.String,
  auth: Schema.Union(SignatureOnly, BasicAuth, OAuth2Auth),
  signing_secret: Schema.String,
  updated_at: EpochMillis
})
export type WebhookSettings = typeof WebhookSettings.Type

/** A notification waiting in the outbox, or its final outcome. */
export const WebhookDelivery = Schema.Struct({
  webhook_id: Schema.String,
  client_id: ClientId,
  request_id: RequestId,
  status: Schema.Literal("completed", "failed"),
  created_at: EpochMillis,
  attempts: Schema.Int,
  next_attempt_at: EpochMillis,
  state: Schema.Literal("pending", "delivered", "failed"),
  last_error: Schema.NullOr(Schema.String)
})
export type WebhookDelivery = typeof WebhookDelivery.Type
