import {
  HttpApi,
  HttpApiEndpoint,
  HttpApiGroup,
  HttpApiMiddleware,
  HttpApiSchema,
  HttpApiSecurity,
  OpenApi
} from "@effect/platform"
import { TitleLanguage } from "@statement-engine/analysis"
import type { ClientId } from "@statement-engine/core/domain"
import { Context, Schema } from "effect"
import {
  BadRequest,
  Conflict,
  Gone,
  InternalServerError,
  NotFound,
  OAuthBadRequest,
  OAuthInvalidClient,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnprocessableEntity,
  UnsupportedMediaType
} from "./api-errors.js"
import { API_DESCRIPTION, finishDocument } from "./openapi-document.js"
import {
  AccessTokenResponse,
  CategoryTreeDocument,
  CountryCode,
  ModelsList,
  PreProcessingRecord,
  ProcessingRecord,
  ProcessingResult,
  ProcessRequestBody,
  ReportNotification,
  TokenRequestBody,
  UploadForm,
  WebhookSettingsAccepted,
  WebhookSettingsBody
} from "./resources.js"

/** The client the bearer token belongs to, provided to every `/v2` handler. */
export class CurrentClient extends Context.Tag("@statement-engine/http/CurrentClient")<CurrentClient, ClientId>() {}

/** Bearer authentication (security scheme `bearerAuth`) for every `/v2` endpoint. */
export class BearerAuth extends HttpApiMiddleware.Tag<BearerAuth>()("BearerAuth", {
  failure: Schema.Union(Unauthorized, TooManyRequests, ServiceUnavailable),
  provides: CurrentClient,
  security: { bearerAuth: HttpApiSecurity.bearer }
}) {}

const requestId = HttpApiSchema.param("requestId", Schema.String)
const country = HttpApiSchema.param("country", CountryCode)

/** Longest `Prefer: wait` the result endpoint honours, in seconds. */
export const LONGEST_RESULT_WAIT_SECONDS = 30

/** Request headers of `GET /v2/report/{request-id}`. */
export const ResultHeaders = Schema.Struct({
  prefer: Schema.optional(Schema.String).annotations({
    description:
      `RFC 7240 \`wait=N\`: hold the request up to N seconds (at most ${LONGEST_RESULT_WAIT_SECONDS}) until the report is completed or failed; the answer then carries \`Preference-Applied: wait=N\`.`
  })
})

/** Languages category titles can be served in: those of the category trees. */
export const ResultLanguage = TitleLanguage
export type ResultLanguage = typeof ResultLanguage.Type

/** Query parameters of `GET /v2/report/{request-id}`. */
export const ResultUrlParams = Schema.Struct({
  fields: Schema.optional(Schema.String).annotations({
    description:
      "Comma-separated operation keywords: only these products of a completed report (e.g. `insights-income,credit-scores`)."
  }),
  lang: Schema.optional(ResultLanguage).annotations({
    description:
      "The language of the categorised transactions' `category_title` (the report's country's language when absent)."
  })
})

/** `POST /oauth/token`. */
export class TokenGroup extends HttpApiGroup.make("token").add(
  HttpApiEndpoint.post("token", "/oauth/token")
    .annotate(OpenApi.Identifier, "fetchToken")
    .setPayload(Schema.Union(
      TokenRequestBody,
      TokenRequestBody.pipe(HttpApiSchema.withEncoding({ kind: "UrlParams" }))
    ))
    .addSuccess(AccessTokenResponse)
    .addError(OAuthBadRequest)
    .addError(OAuthInvalidClient)
    .annotate(OpenApi.Summary, "Fetch token")
    .annotate(
      OpenApi.Description,
      "Client-credentials grant (RFC 6749 §4.4). JSON or form-encoded body; credentials may also come in a Basic header."
    )
).annotate(OpenApi.Title, "Authentication")
  .annotate(OpenApi.Description, "Step 1: a bearer token for the client credentials.")
{}

/** Upload, apply operations, get result. */
export class ReportsGroup extends HttpApiGroup.make("reports")
  .add(
    HttpApiEndpoint.post("upload", "/v2/report")
      .annotate(OpenApi.Identifier, "uploadReport")
      .setPayload(HttpApiSchema.MultipartStream(UploadForm))
      .addSuccess(PreProcessingRecord)
      .addError(BadRequest)
      .addError(NotFound)
      .addError(PayloadTooLarge)
      .addError(UnsupportedMediaType)
      .addError(UnprocessableEntity)
      .addError(ServiceUnavailable)
      .annotate(OpenApi.Summary, "Upload account data")
      .annotate(
        OpenApi.Description,
        "Step 2: the files in `input` are read and stored; 200 with the pre-processing record (`request-id`, `available-operations`). One call per report: with the fields `country` and `operations` (and optionally `params`, `use_webhook`) of `PUT /v2/report/process/{requestId}`, the upload is also processed at once, refused with the PUT's 400s (a refused upload is not kept), and answered 202 with the processing record (`Location`: the result); with `Prefer: wait=N` (at most 30) the answer waits like `GET /v2/report/{requestId}` and is the completed or failed result, 200, when the run ends within N seconds."
      )
  )
  .add(
    HttpApiEndpoint.put("process")`/v2/report/process/${requestId}`
      .annotate(OpenApi.Identifier, "processReport")
      .setPayload(ProcessRequestBody)
      .addSuccess(ProcessingRecord, { status: 202 })
      .addError(BadRequest)
      .addError(NotFound)
      .addError(Gone)
      .addError(Conflict)
      .addError(ServiceUnavailable)
      .annotate(OpenApi.Summary, "Apply operations")
  )
  .add(
    HttpApiEndpoint.get("result")`/v2/report/${requestId}`
      .annotate(OpenApi.Identifier, "getResult")
      .setHeaders(ResultHeaders)
      .setUrlParams(ResultUrlParams)
      .addSuccess(ProcessingResult)
      .addError(NotFound)
      .addError(Gone)
      .annotate(OpenApi.Summary, "Get result")
  )
  .add(
    HttpApiEndpoint.del("erase")`/v2/report/${requestId}`
      .annotate(OpenApi.Identifier, "deleteReport")
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .addError(ServiceUnavailable)
      .annotate(OpenApi.Summary, "Delete a report")
      .annotate(
        OpenApi.Description,
        "Erases the report: its uploaded files, products and webhook deliveries (erasure on a data-protection request). Answers 204; the request-id is unknown from then on."
      )
  )
  .add(
    HttpApiEndpoint.get("reportHtml")`/v2/report/${requestId}/report.html`
      .annotate(OpenApi.Identifier, "getReportHtml")
      .addSuccess(HttpApiSchema.Text({ contentType: "text/html" }))
      .addError(NotFound)
      .addError(Gone)
      .addError(Conflict)
      .annotate(OpenApi.Summary, "Get the report as a page")
      .annotate(
        OpenApi.Description,
        "A completed report as one self-contained HTML page for a person to read: balance over time, money in and out per month, spending by category, income, recurring payments, risk flags, scores with reasons and the integrity verdict. 409 REPORT_NOT_COMPLETED while it is processing or when it failed."
      )
  )
  .middleware(BearerAuth)
  .annotate(OpenApi.Title, "Reports")
  .annotate(OpenApi.Description, "Steps 2 to 4: upload statements, ask for operations, get the products.")
{}

/** Scoring models and category trees. */
export class CatalogGroup extends HttpApiGroup.make("catalog")
  .add(
    HttpApiEndpoint.get("models", "/v2/available-models")
      .annotate(OpenApi.Identifier, "listModels")
      .addSuccess(ModelsList)
      .annotate(OpenApi.Summary, "List scoring models")
  )
  .add(
    HttpApiEndpoint.get("categoryTree")`/v2/category-tree/${country}`
      .annotate(OpenApi.Identifier, "getCategoryTree")
      .addSuccess(CategoryTreeDocument)
      .addError(BadRequest)
      .annotate(OpenApi.Summary, "Get category tree")
  )
  .middleware(BearerAuth)
  .annotate(OpenApi.Title, "Catalog")
  .annotate(OpenApi.Description, "The scoring models a client may use and the category trees of the countries.")
{}

/** Webhook settings. */
export class WebhooksGroup extends HttpApiGroup.make("webhooks")
  .add(
    HttpApiEndpoint.post("settings", "/v2/webhook-settings")
      .annotate(OpenApi.Identifier, "setWebhookSettings")
      .setPayload(WebhookSettingsBody)
      .addSuccess(WebhookSettingsAccepted, { status: 202 })
      .addError(BadRequest)
      .annotate(OpenApi.Summary, "Set webhook settings")
  )
  .middleware(BearerAuth)
  .annotate(OpenApi.Title, "Webhooks")
  .annotate(OpenApi.Description, "Where to notify the client when a report ends, and the notification sent.")
{}

/** The Statement Analysis Service interface: every endpoint of the spec. */
export class StatementAnalysisApi extends HttpApi.make("statement-analysis")
  .add(TokenGroup)
  .add(ReportsGroup)
  .add(CatalogGroup)
  .add(WebhooksGroup)
  .addError(InternalServerError)
  .addError(BadRequest)
  .addError(Unauthorized)
  .addError(TooManyRequests)
  .annotate(OpenApi.Title, "statement-engine: Statement Analysis API")
  .annotate(OpenApi.Version, "2")
  .annotate(OpenApi.Description, API_DESCRIPTION)
  .annotate(OpenApi.License, { name: "MIT", url: "https://opensource.org/license/mit" })
  .annotate(OpenApi.Servers, [{ url: "http://127.0.0.1:8080", description: "A local server (pnpm start)" }])
  .annotate(HttpApi.AdditionalSchemas, [ReportNotification])
  .annotate(OpenApi.Transform, finishDocument)
{}
