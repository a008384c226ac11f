import { Schema } from "effect"

/** Identifier of an upload and of the analysis run that follows it (`request-id`). */
export const RequestId = Schema.String.pipe(Schema.minLength(1), Schema.brand("RequestId"))
export type RequestId = typeof RequestId.Type

/** Identifier of an API client (the `client_id` of the token request). */
export const ClientId = Schema.String.pipe(Schema.minLength(1), Schema.brand("ClientId"))
export type ClientId = typeof ClientId.Type

/** Milliseconds since the Unix epoch, UTC. */
export const EpochMillis = Schema.Int.pipe(Schema.nonNegative())
export type EpochMillis = typeof EpochMillis.Type
