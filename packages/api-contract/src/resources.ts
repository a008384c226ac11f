import {
  allOperations,
  FileSummary,
  IntakeOptions,
  Operation,
  ProductParams,
  type ProductRegistry,
  productRegistry,
  RefusalMeta,
  supportedCountries
} from "@statement-engine/analysis"
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

/**
 * A country code as a request names it. Declared as the enum of supported countries; read as any
 * string so that the engine's own answer (case-insensitive, `UK` for `GB`, 400 naming the supported
 * ones) stays the one a caller gets.
 */
export const CountryCode = Schema.String.annotations({
  jsonSchema: { type: "string", enum: supportedCountries },
  description:
    "ISO 3166-1 alpha-2 code of a supported country: the EU and EEA members, CH, GB, US, CA, AU and NZ (case-insensitive; `UK` means `GB`, `EL` means `GR`).",
  examples: ["GB"]
})

/** An operation keyword as a request names it; read as any string for the same reason as `CountryCode`. */
export const OperationKeyword = Schema.String.annotations({
  jsonSchema: { type: "string", enum: allOperations },
  description: "An analysis product (docs/products/<keyword>.md); it must be in the upload's available-operations."
})

/**
 * The multipart form of `POST /v2/report`: files in `input`, optional JSON `options`, and optionally
 * the PUT's body as fields (one call per report). Documentation only.
 */
export const UploadForm = Schema.Struct({
  input: Schema.Array(
    Schema.Uint8ArrayFromSelf.annotations({ jsonSchema: { type: "string", format: "binary" } })
  ).annotations({
    description:
      "One or more statement files, formats mixed: CSV, OFX/QFX, CAMT.05x, MT940, PSD2 JSON, PDF statements with their text."
  }),
  options: Schema.optional(Schema.parseJson(IntakeOptions)).annotations({
    description:
      "JSON: pins encoding, date_format, decimal_separator, delimiter, currency, columns, the password of an encrypted PDF; per file under files.<name>."
  }),
  // the PUT's body as fields: with them the upload is processed in the same call. Plain strings without
  // enums or examples, which the /docs page would otherwise fill in and so turn every upload into one call
  country: Schema.optional(Schema.String).annotations({
    description:
      "One call per report: the `country` of `PUT /v2/report/process/{requestId}` (e.g. `GB`); send it with `operations`."
  }),
  operations: Schema.optional(Schema.Array(Schema.String)).annotations({
    description:
      "One call per report: the operations to run, as one JSON array (`[\"categorisation\"]`) or one keyword per repeated field."
  }),
  params: Schema.optional(Schema.String).annotations({
    description: "One call per report: the PUT's `params`, as a JSON object."
  }),
  use_webhook: Schema.optional(Schema.String).annotations({
    description: "One call per report: the PUT's `use_webhook`, `true` or `false`."
  })
})

/** Body of `PUT /v2/report/process/{request-id}`. */
export const ProcessRequestBody = Schema.Struct({
  country: CountryCode,
  operations: Schema.Array(OperationKeyword),
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

/**
 * Why a run failed, on a `failed` processing result; a refused file's `meta` names it, the line,
 * what was found and what is missing there, and the option that reads it (`fix`: pass
 * `options.files[file][fix.option] = fix.value` in a new upload).
 */
export const RunErrorObject = Schema.Struct({
  code: Schema.String,
  detail: Schema.String,
  meta: Schema.optional(RefusalMeta)
})

/** Each product of the registry as an optional field of a result, under its keyword and with its schema. */
type ProductFields = { readonly [K in Operation]: Schema.optional<ProductRegistry[K]["schema"]> }

/** The component name of a product's schema in the OpenAPI document: its keyword in PascalCase. */
const componentName = (keyword: Operation) =>
  keyword.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("")

// built from the registry, so that a product added there is typed here; the cast names each field's
// own schema, which `Object.fromEntries` cannot keep
const productFields = Object.fromEntries(allOperations.map((keyword) => {
  const product = productRegistry[keyword]
  const schema = product.schema.annotations({ identifier: componentName(keyword), description: product.summary })
  return [keyword, Schema.optional(schema)]
})) as ProductFields

/** Result of fetching: status, and every requested product keyed by operation keyword once completed. */
export const ProcessingResult = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing result"),
    attributes: Schema.Struct({
      "request-id": Schema.String,
      status: Schema.Literal("processing", "completed", "failed"),
      errors: Schema.optional(Schema.Array(RunErrorObject)),
      ...productFields
    })
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
      country: CountryCode,
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
}).annotations({ identifier: "ReportNotification" })
export type ReportNotification = typeof ReportNotification.Type
