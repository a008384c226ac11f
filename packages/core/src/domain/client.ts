import { Schema } from "effect"
import { ClientId, EpochMillis } from "./ids.js"

/**
 * The shapes results, envelopes and errors are served in: `ours` (documented per product) or
 * `original`, the original service's shapes (docs/compatibility.md), for code written against it.
 */
export const CompatibilityProfile = Schema.Literal("ours", "original")
export type CompatibilityProfile = typeof CompatibilityProfile.Type

/**
 * An API client: its id, its secret as a salted scrypt hash, and the profile it is served in when
 * it has one of its own (absent: the server's `STATEMENT_ENGINE_COMPATIBILITY`).
 */
export const Client = Schema.Struct({
  client_id: ClientId,
  secret_hash: Schema.String,
  created_at: EpochMillis,
  compatibility: Schema.optional(CompatibilityProfile)
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
