import { type IntakeError, noSuitableParserCode, refusalMeta } from "@statement-engine/analysis"
import {
  BadRequest,
  Conflict,
  Gone,
  InternalServerError,
  jsonApiError,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnprocessableEntity
} from "@statement-engine/api-contract/api-errors"
import type {
  AnalysisAlreadyRequested,
  AnalysisLimitExceeded,
  AnalysisNotRequested,
  InvalidInput,
  ReportGone,
  ReportNotFound,
  RequiredParamsMissing,
  ServiceUnavailable as Busy,
  StoreUnavailable,
  Unauthorized as NotAuthenticated,
  UnreadableRecord,
  UnsupportedCountry,
  UnsupportedOperation,
  UploadsInFlightLimited
} from "@statement-engine/core"

/** Every error the engine answers a request with. */
export type EngineError =
  | IntakeError
  | AnalysisLimitExceeded
  | AnalysisAlreadyRequested
  | AnalysisNotRequested
  | InvalidInput
  | ReportGone
  | ReportNotFound
  | RequiredParamsMissing
  | Busy
  | StoreUnavailable
  | UnreadableRecord
  | NotAuthenticated
  | UnsupportedCountry
  | UnsupportedOperation
  | UploadsInFlightLimited

const one = <A>(
  make: (body: { errors: readonly [ReturnType<typeof jsonApiError>] }) => A,
  error: ReturnType<typeof jsonApiError>
) => make({ errors: [error] })

/** The answers to limits and to the store: the engine could not do it, or not now. */
const operationalError = (
  error: AnalysisLimitExceeded | Busy | StoreUnavailable | UnreadableRecord | UploadsInFlightLimited
) => {
  switch (error._tag) {
    case "AnalysisLimitExceeded":
      // a file too large to read within the memory limit is content too large; one too slow to read is not readable
      return error.limit === "memory"
        ? one(
          (b) => new PayloadTooLarge(b),
          jsonApiError(413, "ANALYSIS_LIMIT", error.detail, { meta: { limit: "memory" } })
        )
        : one(
          (b) => new UnprocessableEntity(b),
          jsonApiError(422, "ANALYSIS_LIMIT", error.detail, { meta: { limit: error.limit } })
        )
    case "ServiceUnavailable":
      return one(
        (b) => new ServiceUnavailable(b),
        jsonApiError(503, "SERVICE_UNAVAILABLE", error.detail, {
          meta: { retry_after_seconds: error.retry_after_seconds }
        })
      )
    case "UploadsInFlightLimited":
      // the client's own uploads hold its share: a limit on this client, as the request rate is
      return one(
        (b) => new TooManyRequests(b),
        jsonApiError(429, "RATE_LIMIT", error.detail, { meta: { retry_after_seconds: error.retry_after_seconds } })
      )
    case "StoreUnavailable":
      return one(
        (b) => new ServiceUnavailable(b),
        jsonApiError(
          503,
          "SERVICE_UNAVAILABLE",
          "The store is not reachable right now; retry shortly.",
          { meta: { retry_after_seconds: 5 } }
        )
      )
    case "UnreadableRecord":
      // the cause is logged where the record failed to decode; retrying will not help, so not 503
      return one(
        (b) => new InternalServerError(b),
        jsonApiError(
          500,
          "INTERNAL_ERROR",
          `${
            error.key === "" ? `A stored ${error.kind}` : `The stored ${error.kind} "${error.key}"`
          } cannot be read; the server logged why. Retrying will not help until an operator repairs it.`
        )
      )
  }
}

/** Errors about the report a request names. */
const reportError = (error: Extract<EngineError, { readonly _tag: ReportErrorTag }>) => {
  switch (error._tag) {
    case "ReportNotFound":
      return one(
        (b) => new NotFound(b),
        jsonApiError(404, "NOT_FOUND", `No report has the request-id "${error.request_id}".`, {
          source: { parameter: "request-id" }
        })
      )
    case "ReportGone":
      return one(
        (b) => new Gone(b),
        jsonApiError(
          410,
          "GONE",
          `The report "${error.request_id}" is past the retention period; its files and results were deleted on ${
            new Date(error.purged_at).toISOString()
          }.`,
          { source: { parameter: "request-id" } }
        )
      )
    case "AnalysisNotRequested":
      return one(
        (b) => new NotFound(b),
        jsonApiError(
          404,
          "NOT_FOUND",
          `No analysis was requested for "${error.request_id}" yet: PUT /v2/report/process/${error.request_id} first.`,
          { source: { parameter: "request-id" } }
        )
      )
    case "AnalysisAlreadyRequested":
      return one(
        (b) => new Conflict(b),
        jsonApiError(
          409,
          "ANALYSIS_ALREADY_REQUESTED",
          `An analysis was already requested for "${error.request_id}"; upload the files again for another one.`
        )
      )
  }
}

/** Errors about what a request asked for or sent. */
const requestError = (error: Exclude<EngineError, { readonly _tag: ReportErrorTag | OperationalTag }>) => {
  switch (error._tag) {
    case "UnsupportedCountry":
      return one(
        (b) => new BadRequest(b),
        jsonApiError(
          400,
          "UNSUPPORTED_COUNTRY_REQUESTED",
          `"${error.country}" is not a supported country. Supported: ${
            error.supported.join(", ")
          } (UK is an alias of GB).`,
          { source: { pointer: "/country" } }
        )
      )
    case "UnsupportedOperation":
      return one(
        (b) => new BadRequest(b),
        jsonApiError(
          400,
          "UNSUPPORTED_OPERATION",
          `Not available for this upload: ${error.operations.join(", ")}. Available: ${
            error.available.join(", ") || "none"
          }.`,
          { source: { pointer: "/operations" } }
        )
      )
    case "RequiredParamsMissing":
      return one(
        (b) => new BadRequest(b),
        jsonApiError(400, "API_REQUIRED_PARAMS_MISSING", error.detail, {
          source: { pointer: error.pointer }
        })
      )
    case "InvalidInput":
      return one(
        (b) => new BadRequest(b),
        jsonApiError(400, "VALIDATION_ERROR", error.detail, {
          source: { pointer: error.pointer }
        })
      )
    case "InvalidAnalysisOptions":
      return one(
        (b) => new BadRequest(b),
        jsonApiError(400, "INVALID_OPTIONS", error.detail, {
          source: { pointer: `/options${error.pointer.startsWith("/") ? "" : "/"}${error.pointer}` }
        })
      )
    case "UnsupportedEncoding":
      return one(
        (b) => new UnprocessableEntity(b),
        jsonApiError(
          422,
          "UNSUPPORTED_ENCODING",
          `${error.file}: ${error.detail}`,
          { meta: { file: error.file, ...refusalMeta(error) } }
        )
      )
    case "NoSuitableParser":
      return one(
        (b) => new UnprocessableEntity(b),
        jsonApiError(
          422,
          noSuitableParserCode(error),
          `${error.file}: ${error.detail}`,
          { meta: { file: error.file, tried: error.tried, ...refusalMeta(error) } }
        )
      )
    case "Unauthorized":
      return one((b) => new Unauthorized(b), jsonApiError(401, "UNAUTHORIZED", error.detail))
  }
}

type ReportErrorTag = "ReportNotFound" | "ReportGone" | "AnalysisNotRequested" | "AnalysisAlreadyRequested"
type OperationalTag =
  | "AnalysisLimitExceeded"
  | "ServiceUnavailable"
  | "StoreUnavailable"
  | "UnreadableRecord"
  | "UploadsInFlightLimited"

/**
 * The JSON:API error an engine error is answered with. Unknown ids and other clients' ids give
 * the same answer, so a response never tells whether another client's report exists.
 */
export const toApiError = (error: EngineError) => {
  switch (error._tag) {
    case "ReportNotFound":
    case "ReportGone":
    case "AnalysisNotRequested":
    case "AnalysisAlreadyRequested":
      return reportError(error)
    case "AnalysisLimitExceeded":
    case "ServiceUnavailable":
    case "StoreUnavailable":
    case "UnreadableRecord":
    case "UploadsInFlightLimited":
      return operationalError(error)
    default:
      return requestError(error)
  }
}
