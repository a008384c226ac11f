import { JSONSchema, Predicate, type Schema } from "effect"
import * as examples from "./examples.js"
import { OriginalErrorBody, OriginalPreProcessingRecord, OriginalProcessingResult } from "./original-profile.js"

/** The audience a token request names unless the server is configured with another. */
export const DEFAULT_AUDIENCE = "statement-engine"

/** `info.description` of the OpenAPI document: what the API does and its four steps. */
export const API_DESCRIPTION =
  `Analyses bank account statements (CSV from any bank, OFX/QFX, CAMT.05x, MT940, PSD2 JSON, PDF) into
categorised transactions, income, risk, loan, recurring-payment and cash-flow insights, a
statement-integrity check, model features and credit scores.

**The four steps**

1. \`POST /oauth/token\` with your client credentials: a bearer token (on this page, *Authentication*
   → *oauth2* fetches it for you).
2. \`POST /v2/report\` with one or more statement files in the multipart field \`input\`: a
   \`request-id\` and the \`available-operations\` of the data.
3. \`PUT /v2/report/process/{requestId}\` with a \`country\` and the \`operations\` to run: \`queued\`.
4. \`GET /v2/report/{requestId}\` until \`status\` is \`completed\` (or \`failed\`): each product under
   its keyword in \`data.attributes\`. Send \`Prefer: wait=20\` to be answered as soon as it is done,
   or register a webhook (\`POST /v2/webhook-settings\`, \`use_webhook: true\`) to be told.

**One call per report**: steps 2 to 4 in one request. Add the fields \`country\` and \`operations\`
(a JSON array, or the field repeated) to the upload's form, with \`Prefer: wait=20\`: the answer is
the completed result (200), or the processing record (202) when the run takes longer.

Errors are JSON:API bodies, \`{"errors":[{"status","code","title","detail","source"}]}\`.

**Two profiles.** The shapes above are ours, the default. An operator can serve the whole server or
one client in the original service's shapes (\`STATEMENT_ENGINE_COMPATIBILITY=original\`, or
\`statement-engine clients compatibility <id> original\`): errors as a top-level array
(\`OriginalErrorBody\`), the upload record with the spec's attributes only
(\`OriginalPreProcessingRecord\`), and completed results as \`OriginalProcessingResult\`. Requests
are the same in both; category ids are ours in both.`

/** A plain JSON object of the document, or a fresh one put in its place. */
const child = (parent: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = parent[key]
  if (Predicate.isRecord(value)) return value
  const made: Record<string, unknown> = {}
  parent[key] = made
  return made
}

const DECODE_ERROR_REF = "#/components/schemas/HttpApiDecodeError"

/**
 * The framework's own decode error (`_tag`, `issues`) is never what the server answers: every
 * error is a JSON:API body. Drops it from every `anyOf` it joins, and its component schemas.
 */
const withoutFrameworkErrors = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutFrameworkErrors)
  if (!Predicate.isRecord(node)) return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) out[key] = withoutFrameworkErrors(value)
  const anyOf = out["anyOf"]
  if (Array.isArray(anyOf)) {
    const kept = anyOf.filter((s) => !(Predicate.isRecord(s) && s["$ref"] === DECODE_ERROR_REF))
    if (kept.length === 1 && Predicate.isRecord(kept[0])) {
      delete out["anyOf"]
      return { ...out, ...kept[0] }
    }
    out["anyOf"] = kept
  }
  return out
}

interface EndpointExamples {
  readonly request?: unknown
  readonly responses: Readonly<Record<string, unknown>>
}

/** An example request and success answer of every endpoint, by operationId. */
const endpointExamples: Readonly<Record<string, EndpointExamples>> = {
  fetchToken: { request: examples.tokenRequest, responses: { 200: examples.tokenResponse } },
  uploadReport: { responses: { 200: examples.preProcessingRecord, 202: examples.processingRecord } },
  processReport: { request: examples.processRequest, responses: { 202: examples.processingRecord } },
  getResult: { responses: { 200: examples.processingResult } },
  deleteReport: { responses: {} },
  getReportHtml: { responses: { 200: examples.reportHtml } },
  listModels: { responses: { 200: examples.modelsList } },
  getCategoryTree: { responses: { 200: examples.categoryTreeDocument } },
  setWebhookSettings: { request: examples.webhookSettings, responses: { 202: examples.webhookSettingsAccepted } }
}

const PARAMETER_EXAMPLES: Readonly<Record<string, unknown>> = { requestId: examples.requestId, country: "GB" }

/** Puts `example` on every media type of a content map. */
const exemplify = (content: unknown, example: unknown) => {
  if (!Predicate.isRecord(content)) return
  for (const media of Object.values(content)) if (Predicate.isRecord(media)) media["example"] = example
}

/** Examples on one operation: its request body, success answers and path parameters. */
const addExamples = (operation: Record<string, unknown>) => {
  const id = operation["operationId"]
  const found = typeof id === "string" ? endpointExamples[id] : undefined
  if (found === undefined) return
  if (found.request !== undefined) exemplify(child(operation, "requestBody")["content"], found.request)
  const responses = child(operation, "responses")
  for (const [status, example] of Object.entries(found.responses)) {
    exemplify(child(responses, status)["content"], example)
  }
  const parameters = operation["parameters"]
  if (Array.isArray(parameters)) {
    for (const parameter of parameters) {
      if (Predicate.isRecord(parameter) && typeof parameter["name"] === "string") {
        const example = PARAMETER_EXAMPLES[parameter["name"]]
        if (example !== undefined) parameter["example"] = example
      }
    }
  }
}

/** The OAuth2 client-credentials scheme, so that a docs page can fetch its own token. */
const oauth2Scheme = (audience: string) => ({
  type: "oauth2",
  description:
    "Client credentials (RFC 6749 §4.4) against `POST /oauth/token`; the token is then sent as a bearer token.",
  flows: {
    clientCredentials: {
      tokenUrl: "/oauth/token",
      scopes: {},
      // Scalar sends these with the token request (the server wants its audience there), and the
      // credentials in the body only: the server refuses them in the body and a Basic header at once
      "x-scalar-security-body": { audience },
      "x-scalar-credentials-location": "body"
    }
  }
})

/** The notification a webhook receives when a report ends (OpenAPI 3.1 `webhooks`). */
const webhooks = {
  reportFinished: {
    post: {
      operationId: "reportFinished",
      summary: "A report finished",
      description:
        "Sent to the client's callback URL when a run requested with `use_webhook: true` ends, signed per Standard Webhooks with the client's `whsec_` secret; fetch the result with `GET /v2/report/{requestId}`. Answer 2xx; anything else is retried with the same `webhook-id`.",
      tags: ["Webhooks"],
      security: [],
      parameters: [
        { name: "webhook-id", in: "header", required: true, schema: { type: "string" }, example: "msg_2b7c1d" },
        {
          name: "webhook-timestamp",
          in: "header",
          required: true,
          schema: { type: "string" },
          example: "1709280000"
        },
        {
          name: "webhook-signature",
          in: "header",
          required: true,
          description: "`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`.",
          schema: { type: "string" },
          example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4="
        }
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: { $ref: "#/components/schemas/ReportNotification" },
            example: examples.reportNotification
          }
        }
      },
      responses: { 200: { description: "Received." } }
    }
  }
}

const jsonSchemaOf = (response: unknown): unknown =>
  Predicate.isRecord(response) ? child(child(child(response, "content"), "application/json"), "schema") : undefined

/**
 * The one-call answers of `POST /v2/report`, which the API's schema leaves out so that its typed
 * clients keep the upload's one success: the `Prefer` header as the result takes it, 200 as the
 * pre-processing record or the result, 202 as the processing record (each the schema of its own
 * endpoint in this document).
 */
const addOneCallAnswers = (paths: Record<string, unknown>) => {
  const upload = child(child(paths, "/v2/report"), "post")
  const result = child(child(paths, "/v2/report/{requestId}"), "get")
  const processing = child(child(child(paths, "/v2/report/process/{requestId}"), "put"), "responses")["202"]
  const prefer = Array.isArray(result["parameters"])
    ? result["parameters"].find((parameter) => Predicate.isRecord(parameter) && parameter["name"] === "prefer")
    : undefined
  if (prefer !== undefined) {
    upload["parameters"] = [...(Array.isArray(upload["parameters"]) ? upload["parameters"] : []), prefer]
  }
  const responses = child(upload, "responses")
  const record = jsonSchemaOf(responses["200"])
  const completed = jsonSchemaOf(child(result, "responses")["200"])
  if (record !== undefined && completed !== undefined) {
    child(child(child(responses, "200"), "content"), "application/json")["schema"] = { anyOf: [record, completed] }
  }
  if (processing !== undefined) {
    responses["202"] = {
      ...structuredClone(processing),
      description: "One call per report: the upload's run is queued; the result is at `Location`."
    }
  }
}

/** `schema` as a component of the document (its parts under their identifiers), and a reference to it. */
const component = (schemas: Record<string, unknown>, schema: Schema.Schema.Any, name: string) => {
  const definitions: Record<string, JSONSchema.JsonSchema7> = {}
  const made: Record<string, unknown> = {
    ...JSONSchema.fromAST(schema.ast, { definitions, definitionPath: "#/components/schemas/" })
  }
  Object.assign(schemas, definitions)
  if (made["$ref"] === undefined) schemas[name] = made
  return { $ref: `#/components/schemas/${name}` }
}

/** Each JSON answer of `operation` with the original profile's shape beside ours: errors, and `shapes` by status. */
const withOriginalShapes = (
  operation: Record<string, unknown>,
  error: unknown,
  shapes: Readonly<Record<string, unknown>>
) => {
  for (const [status, response] of Object.entries(child(operation, "responses"))) {
    if (!Predicate.isRecord(response)) continue
    const original = Number(status) >= 400 ? error : shapes[status]
    const json = Predicate.isRecord(response["content"]) ? response["content"]["application/json"] : undefined
    if (original === undefined || !Predicate.isRecord(json) || json["schema"] === undefined) continue
    json["schema"] = { oneOf: [json["schema"], original] }
  }
}

/**
 * Finishes the generated document: servers, description, plain operation ids' examples, the webhook
 * payload, an OAuth2 scheme beside the bearer one on every secured operation, and error schemas that
 * are the JSON:API body only. `OpenApi.Transform` of the API.
 */
export const finishDocument = (generated: Record<string, unknown>): Record<string, unknown> => {
  const spec = withoutFrameworkErrors(generated)
  if (!Predicate.isRecord(spec)) return generated
  const document = spec
  const schemas = child(child(document, "components"), "schemas")
  for (const name of ["HttpApiDecodeError", "Issue", "PropertyKey"]) delete schemas[name]
  child(child(document, "components"), "securitySchemes")["oauth2"] = oauth2Scheme(DEFAULT_AUDIENCE)
  const originalError = component(schemas, OriginalErrorBody, "OriginalErrorBody")
  const originalResult = component(schemas, OriginalProcessingResult, "OriginalProcessingResult")
  const originalShapes: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
    "/v2/report": {
      // the upload's record, or with the one call's fields and Prefer: wait, the result
      200: { anyOf: [component(schemas, OriginalPreProcessingRecord, "OriginalPreProcessingRecord"), originalResult] }
    },
    "/v2/report/{requestId}": { 200: originalResult }
  }
  addOneCallAnswers(child(document, "paths"))
  for (const [route, path] of Object.entries(child(document, "paths"))) {
    if (!Predicate.isRecord(path)) continue
    for (const operation of Object.values(path)) {
      if (!Predicate.isRecord(operation)) continue
      addExamples(operation)
      withOriginalShapes(operation, originalError, originalShapes[route] ?? {})
      const security = operation["security"]
      if (Array.isArray(security) && security.length > 0) operation["security"] = [{ oauth2: [] }, ...security]
    }
  }
  document["webhooks"] = webhooks
  return document
}

/** The document with `audience` as the one the docs page's token request sends. */
export const withAudience = (document: Record<string, unknown>, audience: string): Record<string, unknown> => {
  if (audience === DEFAULT_AUDIENCE) return document
  const copy = structuredClone(document)
  child(child(copy, "components"), "securitySchemes")["oauth2"] = oauth2Scheme(audience)
  return copy
}
