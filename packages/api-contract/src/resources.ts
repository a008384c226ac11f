import { FileSummary, IntakeOptions, Operation, ProductParams } from "@statement-engine/analysis"
import { WebhookSettingsInput } from "@statement-engine/core/domain"
import { Schema } from "effect"

const Links = Schema.Struct({ related: Schema.String, self: Schema.String })

/** `POST /oauth/token` JSON body as the spec gives it; the form-encoded body carries the same fields. */
export const TokenRequestBody = Schema.Struct({
  audience: Schema.String,
  client_id: Schema.String,
  client_secret: Schema.String,
  grant_type: Schema.Literal("client_credentials")
})

/** RFC 6749 §5.1 success body. */
export const AccessTokenResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Int
})

/** The multipart form of `POST /v2/report`: files in `input`, optional JSON `options`. Documentation only. */
export const UploadForm = Schema.Struct({
  input: Schema.Array(
    Schema.Uint8ArrayFromSelf.annotations({ jsonSchema: { type: "string", format: "binary" } })
  ).annotations({ description: "One or more statement files." }),
  options: Schema.optional(Schema.parseJson(IntakeOptions)).annotations({
    description:
      "JSON: pins encoding, date_format, decimal_separator, delimiter, currency, columns; per file under files.<name>."
  })
})

/** Result of an upload. */
export const PreProcessingRecord = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report pre-processing record"),
    attributes: Schema.Struct({
      "available-operations": Schema.Array(Operation),
      "request-id": Schema.String,
      status: Schema.Literal("completed"),
      files: Schema.Array(FileSummary),
      transactions: Schema.Int,
      "duplicates-dropped": Schema.Int
    }),
    relationships: Schema.Struct({ operations: Schema.Struct({ links: Links }) })
  })
})
export type PreProcessingRecord = typeof PreProcessingRecord.Type

/** Body of `PUT /v2/report/process/{request-id}`. */
export const ProcessRequestBody = Schema.Struct({
  country: Schema.String,
  operations: Schema.Array(Schema.String),
  params: Schema.optional(ProductParams),
  use_webhook: Schema.optional(Schema.Boolean)
})

/** Result of asking for operations. */
export const ProcessingRecord = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing record"),
    attributes: Schema.Struct({
      "request-id": Schema.String,
      status: Schema.Literal("queued")
    }),
    relationships: Schema.Struct({ result: Schema.Struct({ links: Links }) })
  })
})
export type ProcessingRecord = typeof ProcessingRecord.Type

/** Why a run failed, on a `failed` processing result. */
export const RunErrorObject = Schema.Struct({ code: Schema.String, detail: Schema.String })

/** Result of fetching: status, and every requested product keyed by operation keyword once completed. */
export const ProcessingResult = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing result"),
    attributes: Schema.Struct(
      {
        "request-id": Schema.String,
        status: Schema.Literal("processing", "completed", "failed"),
        errors: Schema.optional(Schema.Array(RunErrorObject))
      },
      Schema.Record({ key: Schema.String, value: Schema.Unknown })
    )
  })
})
export type ProcessingResult = typeof ProcessingResult.Type

/** The scoring models available to the caller. */
export const ModelsList = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("models list"),
    attributes: Schema.Struct({ "available-models": Schema.Array(Schema.String) })
  })
})

/** One category of a tree, with the spec's field names. */
export const CategoryObject = Schema.Struct({
  id: Schema.Int,
  level: Schema.Int,
  parent_id: Schema.Int,
  "readable-title": Schema.String,
  type: Schema.Literal("income", "expense", "transfer")
})

/** The category tree of one country. */
export const CategoryTreeDocument = Schema.Struct({
  data: Schema.Array(Schema.Struct({
    type: Schema.Literal("category tree"),
    attributes: Schema.Struct({
      version: Schema.String,
      country: Schema.String,
      categories: Schema.Array(CategoryObject)
    })
  }))
})

/** Body of `POST /v2/webhook-settings`. */
export const WebhookSettingsBody = WebhookSettingsInput

/** Answer to `POST /v2/webhook-settings`. */
export const WebhookSettingsAccepted = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing record"),
    attributes: Schema.Struct({
      success: Schema.Boolean,
      "signing-secret": Schema.String.annotations({
        description: "Standard Webhooks secret (whsec_...) that signs this client's notifications."
      })
    })
  })
})

/** The body of a webhook notification: a report finished (Standard Webhooks, signed with the client's secret). */
export const ReportNotification = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing result"),
    attributes: Schema.Struct({
      "request-id": Schema.String,
      status: Schema.Literal("completed", "failed")
    })
  })
})
export type ReportNotification = typeof ReportNotification.Type
