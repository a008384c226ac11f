import { Schema } from "effect"

/** No report with this id belongs to the caller (unknown ids and other clients' ids alike). */
export class ReportNotFound extends Schema.TaggedError<ReportNotFound>()("ReportNotFound", {
  request_id: Schema.String
}) {}

/** The caller's report existed but is past the retention period: its files and results are deleted. */
export class ReportGone extends Schema.TaggedError<ReportGone>()("ReportGone", {
  request_id: Schema.String,
  purged_at: Schema.Number
}) {}

/** The upload exists but no analysis was requested for it yet. */
export class AnalysisNotRequested extends Schema.TaggedError<AnalysisNotRequested>()("AnalysisNotRequested", {
  request_id: Schema.String
}) {}

/** A second analysis was requested for the same upload. */
export class AnalysisAlreadyRequested extends Schema.TaggedError<AnalysisAlreadyRequested>()(
  "AnalysisAlreadyRequested",
  { request_id: Schema.String }
) {}

/** The country is not one the engine has a category tree for. */
export class UnsupportedCountry extends Schema.TaggedError<UnsupportedCountry>()("UnsupportedCountry", {
  country: Schema.String,
  supported: Schema.Array(Schema.String)
}) {}

/** Requested operations that are unknown or not available for this upload. */
export class UnsupportedOperation extends Schema.TaggedError<UnsupportedOperation>()("UnsupportedOperation", {
  operations: Schema.Array(Schema.String),
  available: Schema.Array(Schema.String)
}) {}

/** A required input is missing; `pointer` says where (JSON pointer or field name). */
export class RequiredParamsMissing extends Schema.TaggedError<RequiredParamsMissing>()("RequiredParamsMissing", {
  detail: Schema.String,
  pointer: Schema.String
}) {}

/** An input is present but not acceptable; `pointer` says where. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  detail: Schema.String,
  pointer: Schema.String
}) {}

/** The bearer token is missing, unknown, expired or for another audience. */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", {
  detail: Schema.String
}) {}

/** The engine cannot take more work right now; the caller should retry after `retry_after_seconds`. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", {
  detail: Schema.String,
  retry_after_seconds: Schema.Int
}) {}

/**
 * One client's uploads being received already hold all it may hold at once; the client should
 * retry after `retry_after_seconds`, once one of them has ended.
 */
export class UploadsInFlightLimited extends Schema.TaggedError<UploadsInFlightLimited>()("UploadsInFlightLimited", {
  detail: Schema.String,
  retry_after_seconds: Schema.Int
}) {}

/** The store could not be reached or failed; the request can be retried. */
export class StoreUnavailable extends Schema.TaggedError<StoreUnavailable>()("StoreUnavailable", {
  detail: Schema.String
}) {}

/** A client with this id already exists. */
export class ClientAlreadyExists extends Schema.TaggedError<ClientAlreadyExists>()("ClientAlreadyExists", {
  client_id: Schema.String
}) {}

/** No client has this id. */
export class ClientNotFound extends Schema.TaggedError<ClientNotFound>()("ClientNotFound", {
  client_id: Schema.String
}) {}

/** The `error` codes of the OAuth 2.0 token endpoint (RFC 6749 §5.2). */
export const OAuthErrorCode = Schema.Literal(
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope"
)

/** OAuth 2.0 token endpoint errors (RFC 6749 §5.2). */
export class OAuthError extends Schema.TaggedError<OAuthError>()("OAuthError", {
  error: OAuthErrorCode,
  error_description: Schema.String
}) {}

/** Which limit an analysis went past. */
export const AnalysisLimit = Schema.Literal("time", "memory")
export type AnalysisLimit = typeof AnalysisLimit.Type

/**
 * An analysis (pre-processing or analyse) went past the engine's time or memory limit and was
 * stopped; the same input would be stopped again, so it is not retried.
 */
export class AnalysisLimitExceeded extends Schema.TaggedError<AnalysisLimitExceeded>()("AnalysisLimitExceeded", {
  limit: AnalysisLimit,
  detail: Schema.String
}) {}

/**
 * A stored record that no longer decodes (a damaged row, a secret sealed with a key the engine no
 * longer has): not an outage, so it is never answered as one; `kind` and `key` name the record.
 */
export class UnreadableRecord extends Schema.TaggedError<UnreadableRecord>()("UnreadableRecord", {
  kind: Schema.String,
  key: Schema.String,
  detail: Schema.String
}) {}

/** Everything a store port can fail with: an outage (retry later) or a record that cannot be read. */
export type StoreError = StoreUnavailable | UnreadableRecord
