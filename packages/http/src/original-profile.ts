import { HttpServerResponse } from "@effect/platform"
import { fromProductJson, originalResultAttributes } from "@statement-engine/analysis"
import { JsonApiError } from "@statement-engine/api-contract/api-errors"
import type { Report } from "@statement-engine/core"
import { Option, Schema } from "effect"
import codesData from "./original-error-codes.json" with { type: "json" }

/*
 * The `original` compatibility profile at the HTTP edge: our answers reshaped as the original service
 * shaped them (../docs/compatibility.md). Only presentation: what the engine did is the same.
 */

const OriginalCode = Schema.Struct({ code: Schema.String, status: Schema.Int, seen: Schema.Boolean })
const codes = Schema.decodeUnknownSync(Schema.Record({ key: Schema.String, value: OriginalCode }))(codesData)

/** Statuses the original answered 400 for where we answer a more precise 4xx. */
const ORIGINAL_BAD_REQUEST = new Set([409, 413, 415, 422])

const JsonApiBody = Schema.parseJson(Schema.Struct({ errors: Schema.NonEmptyArray(JsonApiError) }))
const OAuthBody = Schema.parseJson(Schema.Struct({ error: Schema.String, error_description: Schema.String }))
const PreProcessingBody = Schema.parseJson(Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report pre-processing record"),
    attributes: Schema.Struct({
      "available-operations": Schema.Array(Schema.String),
      "request-id": Schema.String,
      status: Schema.String
    }),
    relationships: Schema.Unknown
  })
}))

const decoder = new TextDecoder()
const textOf = (response: HttpServerResponse.HttpServerResponse): string | undefined =>
  response.body._tag === "Uint8Array" ? decoder.decode(response.body.body) : undefined

/** One error as the original wrote it: `title`, `detail`, `error-code`, `source` (an array). */
const originalError = (error: JsonApiError) => ({
  title: error.title,
  detail: error.detail,
  "error-code": codes[error.code]?.code ?? error.code,
  source: error.source === undefined ? [] : [error.source]
})

const originalStatus = (status: number, code: string): number =>
  codes[code]?.status ?? (ORIGINAL_BAD_REQUEST.has(status) ? 400 : status)

const reshaped = (response: HttpServerResponse.HttpServerResponse, status: number, body: unknown) =>
  HttpServerResponse.unsafeJson(body, { status, headers: response.headers })

/**
 * A JSON answer in the original's shape: an error body (ours, or the token endpoint's RFC 6749 one)
 * as a top-level array with the original's code and status, a pre-processing record with only the
 * spec's attributes. Any other answer is returned as it is.
 */
export const presentedAsOriginal = (
  response: HttpServerResponse.HttpServerResponse
): HttpServerResponse.HttpServerResponse => {
  const text = textOf(response)
  if (text === undefined) return response
  if (response.status >= 400) {
    const ours = Schema.decodeUnknownOption(JsonApiBody)(text)
    if (Option.isSome(ours)) {
      const [first] = ours.value.errors
      return reshaped(response, originalStatus(response.status, first.code), ours.value.errors.map(originalError))
    }
    const oauth = Schema.decodeUnknownOption(OAuthBody)(text)
    if (Option.isSome(oauth)) {
      return reshaped(response, response.status, [{
        title: oauth.value.error,
        detail: oauth.value.error_description,
        "error-code": oauth.value.error.toUpperCase(),
        source: []
      }])
    }
    return response
  }
  const record = Schema.decodeUnknownOption(PreProcessingBody)(text)
  if (Option.isNone(record)) return response
  const { attributes, relationships, type } = record.value.data
  return reshaped(response, response.status, {
    data: {
      type,
      attributes: {
        "available-operations": attributes["available-operations"],
        "request-id": attributes["request-id"],
        status: attributes.status
      },
      relationships
    }
  })
}

/** The one currency the original's single-currency insights show: the caller's, else the one most rows are in. */
const shownCurrency = (report: Report, params: { readonly currency?: string | undefined }) => {
  const asked = params.currency?.trim().toUpperCase()
  if (asked !== undefined && asked !== "") return asked
  const rows = new Map<string, number>()
  for (const file of report.intake.files) {
    for (const currency of file.currencies) rows.set(currency, (rows.get(currency) ?? 0) + file.rows)
  }
  return [...rows].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]?.[0]
}

/**
 * A completed result in the original's shape: `data.type` as the original service sent it
 * (`report processing status`), the products reshaped and placed where it placed them.
 */
export const originalCompletedResult = (
  report: Report,
  completed: Extract<Report["state"], { readonly _tag: "Completed" }>
): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({
    data: {
      type: "report processing status",
      attributes: {
        "request-id": report.request_id,
        status: "completed",
        ...originalResultAttributes(fromProductJson(completed.products), {
          country: completed.request.country,
          currency: shownCurrency(report, completed.request.params)
        })
      }
    }
  })
