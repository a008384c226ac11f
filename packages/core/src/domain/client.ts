import { Schema } from "effect"
import { ClientId, EpochMillis } from "./ids.js"

/** An API client: its id, its secret as a salted scrypt hash, and the scoring models granted to it. */
export const Client = Schema.Struct({
  client_id: ClientId,
  secret_hash: Schema.String,
  created_at: EpochMillis
})
export type Client = typeof Client.Type

/** An issued bearer token, kept only as its SHA-256 hash. */
export const IssuedToken = Schema.Struct({
  token_hash: Schema.String,
  client_id: ClientId,
  audience: Schema.String,
  expires_at: EpochMillis
})
export type IssuedToken = typeof IssuedToken.Type
