import { HttpApiError } from "@effect/platform"
import { BadRequest, jsonApiError } from "@statement-engine/api-contract/api-errors"
import { ProcessRequestBody } from "@statement-engine/api-contract/resources"
import { Effect, Option, ParseResult, Schema } from "effect"
import { MAX_JSON_DEPTH, nestsWithin } from "./json-depth.js"

/** The multipart fields of `POST /v2/report` that ask for the analysis in the same call (the PUT's body). */
export const PROCESS_FIELDS = ["country", "operations", "params", "use_webhook"] as const

/** The text fields of an upload that carry the PUT's body, as received (empty ones left out). */
export interface ProcessFieldTexts {
  readonly country: Array<string>
  readonly operations: Array<string>
  readonly params: Array<string>
  readonly use_webhook: Array<string>
}

/** Empty lists: no process field received yet. */
export const noProcessFields = (): ProcessFieldTexts => ({ country: [], operations: [], params: [], use_webhook: [] })

/** Whether a text field is one of the process fields. */
export const isProcessField = (field: string): field is (typeof PROCESS_FIELDS)[number] =>
  (PROCESS_FIELDS as ReadonlyArray<string>).includes(field)

const decodeProcessBody = Schema.decodeUnknown(ProcessRequestBody)

const invalid = (field: string, detail: string) =>
  new BadRequest({ errors: [jsonApiError(400, "VALIDATION_ERROR", detail, { source: { pointer: `/${field}` } })] })

const once = (field: string, values: ReadonlyArray<string>) =>
  values.length > 1
    ? Effect.fail(invalid(field, `Send the field \`${field}\` once.`))
    : Effect.succeed(values[0])

const parseJson = (field: string, text: string) =>
  nestsWithin(text)
    ? Effect.try({
      try: (): unknown => JSON.parse(text),
      catch: () => invalid(field, `The field \`${field}\` must be JSON.`)
    })
    : Effect.fail(invalid(field, `The field \`${field}\` nests deeper than ${MAX_JSON_DEPTH} levels.`))

/** `operations` as one JSON array, or as one keyword per field (repeated fields). */
const operationsOf = (values: ReadonlyArray<string>) =>
  values.length === 1 && values[0]!.trimStart().startsWith("[")
    ? parseJson("operations", values[0]!)
    : Effect.succeed(values.length === 0 ? undefined : values.map((value) => value.trim()))

const useWebhookOf = (value: string | undefined) =>
  value === undefined || value === "true" || value === "false"
    ? Effect.succeed(value === undefined ? undefined : value === "true")
    : Effect.fail(invalid("use_webhook", "The field `use_webhook` must be `true` or `false`."))

/**
 * The PUT body that an upload's process fields spell, decoded with the PUT's own schema (so the
 * same 400s: a missing `country` or `operations` is `API_REQUIRED_PARAMS_MISSING`); none when the
 * upload carries none of them.
 */
export const processRequestOf = (texts: ProcessFieldTexts) =>
  Effect.gen(function*() {
    if (PROCESS_FIELDS.every((field) => texts[field].length === 0)) return Option.none()
    const country = yield* once("country", texts.country)
    const params = yield* once("params", texts.params)
    const useWebhook = yield* once("use_webhook", texts.use_webhook).pipe(Effect.flatMap(useWebhookOf))
    const operations = yield* operationsOf(texts.operations)
    // an absent field is left out of the body, as from a JSON one, so that it is reported missing
    const body = {
      ...(country === undefined ? {} : { country: country.trim() }),
      ...(operations === undefined ? {} : { operations }),
      ...(params === undefined ? {} : { params: yield* parseJson("params", params) }),
      ...(useWebhook === undefined ? {} : { use_webhook: useWebhook })
    }
    const request = yield* decodeProcessBody(body).pipe(
      Effect.catchIf(ParseResult.isParseError, HttpApiError.HttpApiDecodeError.refailParseError)
    )
    return Option.some(request)
  })
