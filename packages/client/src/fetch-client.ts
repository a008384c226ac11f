import type { ResultLanguage } from "@statement-engine/api-contract/api"
import { OriginalPreProcessingRecord, OriginalProcessingResult } from "@statement-engine/api-contract/original-profile"
import {
  AccessTokenResponse,
  CategoryTreeDocument,
  ModelsList,
  PreProcessingRecord,
  ProcessingRecord,
  ProcessingResult,
  type ProcessRequestBody,
  WebhookSettingsAccepted,
  type WebhookSettingsBody
} from "@statement-engine/api-contract/resources"
import { Either, ParseResult, Schema } from "effect"
import { responseError, unexpectedAnswer } from "./http-errors.js"
import { LONGEST_WAIT_SECONDS } from "./retry-after.js"
import { type StatementFileInput, uploadForm } from "./statement-files.js"
import { makeTokenCache } from "./token-cache.js"
import { waitForCompletion, type WaitOptions } from "./wait-for-result.js"

/** Where the API is and whose credentials to use. */
export interface ClientOptions {
  /** The server's address, e.g. `http://127.0.0.1:8080`. */
  readonly baseUrl: string | URL
  readonly clientId: string
  readonly clientSecret: string
  /** The token audience the server expects (its `STATEMENT_ENGINE_AUDIENCE`); `statement-engine` by default. */
  readonly audience?: string
  /** The fetch to use (the global one by default). */
  readonly fetch?: typeof globalThis.fetch
}

/** What an upload answers: the report's request id, the operations its data supports, and each file's summary. */
export type UploadedReport =
  | PreProcessingRecord["data"]["attributes"]
  | typeof OriginalPreProcessingRecord.Type["data"]["attributes"]
/** A report's result: its status and, once completed, every requested product keyed by operation. */
export type ReportResult =
  | ProcessingResult["data"]["attributes"]
  | typeof OriginalProcessingResult.Type["data"]["attributes"]
/** What to analyse an upload for. */
export type ProcessRequest = typeof ProcessRequestBody.Encoded
/** Webhook settings of a client. */
export type WebhookSettings = typeof WebhookSettingsBody.Encoded

/** Which products of a completed result to fetch (`?fields=`), and the language of its category titles (`?lang=`). */
export interface ResultView {
  readonly fields?: ReadonlyArray<string>
  readonly lang?: ResultLanguage
}

const queryOf = (view: ResultView): string => {
  const query = new URLSearchParams()
  if (view.fields !== undefined) query.set("fields", view.fields.join(","))
  if (view.lang !== undefined) query.set("lang", view.lang)
  const text = query.toString()
  return text === "" ? "" : `?${text}`
}

/** An upload's form with the process request as its fields: the one call per report. */
const withProcessFields = (form: FormData, request: ProcessRequest): FormData => {
  form.append("country", request.country)
  form.append("operations", JSON.stringify(request.operations))
  if (request.params !== undefined) form.append("params", JSON.stringify(request.params))
  if (request.use_webhook !== undefined) form.append("use_webhook", String(request.use_webhook))
  return form
}

/** One answer of the API: its status, headers and body (decoded with the contract's schema). */
interface Answer<A> {
  readonly value: A
  readonly headers: Headers
}

const decoder = <A, I>(schema: Schema.Schema<A, I>) => {
  const decode = Schema.decodeUnknownEither(schema)
  return (status: number, body: unknown): A => {
    const decoded = decode(body)
    if (Either.isRight(decoded)) return decoded.right
    throw unexpectedAnswer(status, ParseResult.TreeFormatter.formatErrorSync(decoded.left))
  }
}

const decodeToken = decoder(AccessTokenResponse)
// either profile's answer: ours, or the original's (docs/compatibility.md)
const decodeUploaded = decoder(Schema.Union(PreProcessingRecord, OriginalPreProcessingRecord))
const decodeProcessing = decoder(ProcessingRecord)
const decodeResult = decoder(Schema.Union(ProcessingResult, OriginalProcessingResult))
// the one call answers its processing record, or with Prefer: wait the result, in either profile
const decodeOneCall = decoder(Schema.Union(ProcessingRecord, ProcessingResult, OriginalProcessingResult))
const decodeModels = decoder(ModelsList)
const decodeTree = decoder(CategoryTreeDocument)
const decodeWebhook = decoder(WebhookSettingsAccepted)

/**
 * A small client of the Statement Analysis API on `fetch`, for hosts that do not use Effect:
 * bearer tokens fetched and cached until shortly before they expire (and fetched again after a
 * 401), uploads from paths or bytes, and `waitForResult`, which polls with backoff, honours
 * `Retry-After` and asks the server to hold the request (`Prefer: wait`) where it can.
 */
export class StatementEngineClient {
  private readonly base: string
  private readonly fetch: typeof globalThis.fetch
  private readonly tokens: ReturnType<typeof makeTokenCache>

  constructor(options: ClientOptions) {
    this.base = String(options.baseUrl).replace(/\/+$/, "")
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis)
    this.tokens = makeTokenCache(async () => {
      const token = await this.send(
        "/oauth/token",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            audience: options.audience ?? "statement-engine",
            client_id: options.clientId,
            client_secret: options.clientSecret,
            grant_type: "client_credentials"
          })
        },
        decodeToken,
        false
      )
      return { accessToken: token.value.access_token, expiresInSeconds: token.value.expires_in }
    })
  }

  /** A bearer token for the client's credentials, from the cache while it is good. */
  token(): Promise<string> {
    return this.tokens.token()
  }

  /** Uploads statement files (paths or contents), with optional intake options; answers the pre-processing record. */
  async upload(files: ReadonlyArray<StatementFileInput>, options?: unknown): Promise<UploadedReport> {
    const body = await uploadForm(files, options)
    const answer = await this.send("/v2/report", { method: "POST", body }, decodeUploaded)
    return answer.value.data.attributes
  }

  /** Asks for the analysis of an upload (202, `queued`). */
  async process(requestId: string, request: ProcessRequest): Promise<{ readonly "request-id": string }> {
    const answer = await this.send(`/v2/report/process/${encodeURIComponent(requestId)}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request)
    }, decodeProcessing)
    return answer.value.data.attributes
  }

  /**
   * The report's result now (`processing`, `completed` or `failed`); `waitSeconds` asks the server to
   * hold it until done, `fields` and `lang` choose products and the titles' language.
   */
  async result(
    requestId: string,
    options: ResultView & { readonly waitSeconds?: number } = {}
  ): Promise<ReportResult> {
    return (await this.resultAnswer(requestId, options.waitSeconds, options)).value.data.attributes
  }

  /** The result once the report is completed; rejects with `ReportFailedError` or `WaitTimeoutError`. */
  waitForResult(requestId: string, options: WaitOptions & ResultView = {}): Promise<ReportResult> {
    return waitForCompletion(requestId, options, async (waitSeconds) => {
      const answer = await this.resultAnswer(requestId, waitSeconds, options)
      return { result: answer.value.data.attributes, headers: answer.headers }
    })
  }

  /**
   * The completed result of some files, in one call where it can (`POST /v2/report` with the
   * process fields and `Prefer: wait`, `waitSeconds` of it, 20 by default); when the run takes
   * longer, or the view asks for some products or a language, the result is waited for as
   * `waitForResult` does. Rejects with the API's error, `ReportFailedError` or `WaitTimeoutError`.
   */
  async analyse(
    files: ReadonlyArray<StatementFileInput>,
    request: ProcessRequest & { readonly waitSeconds?: number },
    options: { readonly intakeOptions?: unknown; readonly wait?: WaitOptions & ResultView } = {}
  ): Promise<ReportResult> {
    const wait = options.wait ?? {}
    // the one call answers the whole result: a view of it is fetched afterwards
    const viewed = wait.fields !== undefined || wait.lang !== undefined
    const waitSeconds = viewed ? 0 : Math.max(0, Math.min(LONGEST_WAIT_SECONDS, request.waitSeconds ?? 20))
    const body = withProcessFields(await uploadForm(files, options.intakeOptions), request)
    const answer = await this.send("/v2/report", {
      method: "POST",
      ...(waitSeconds > 0 ? { headers: { prefer: `wait=${waitSeconds}` } } : {}),
      body
    }, decodeOneCall)
    const requestId = answer.value.data.attributes["request-id"]
    let settled: { result: ReportResult; headers: Headers } | undefined =
      answer.value.data.type === "report processing record"
        ? undefined
        : { result: answer.value.data.attributes, headers: answer.headers }
    return waitForCompletion(requestId, wait, async (seconds) => {
      if (settled !== undefined) {
        const first = settled
        settled = undefined
        return first
      }
      const polled = await this.resultAnswer(requestId, seconds, wait)
      return { result: polled.value.data.attributes, headers: polled.headers }
    })
  }

  /** The completed report as one self-contained HTML page (`GET /v2/report/{id}/report.html`). */
  async reportHtml(requestId: string): Promise<string> {
    const response = await this.authorisedFetch(`/v2/report/${encodeURIComponent(requestId)}/report.html`, {
      method: "GET"
    })
    if (!response.ok) throw await responseError(response)
    return response.text()
  }

  /** The names of the scoring models the `credit-scores` operation can run. */
  async availableModels(): Promise<ReadonlyArray<string>> {
    return (await this.send("/v2/available-models", { method: "GET" }, decodeModels)).value.data.attributes[
      "available-models"
    ]
  }

  /** A country's category tree (ids, levels, parents, titles in the country's language). */
  async categoryTree(country: string) {
    const answer = await this.send(`/v2/category-tree/${encodeURIComponent(country)}`, { method: "GET" }, decodeTree)
    return answer.value.data[0]?.attributes
  }

  /** Stores the client's webhook callback; answers the signing secret that `verifyWebhook` checks notifications with. */
  async setWebhook(settings: WebhookSettings): Promise<string> {
    const answer = await this.send("/v2/webhook-settings", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(settings)
    }, decodeWebhook)
    return answer.value.data.attributes["signing-secret"]
  }

  private resultAnswer(requestId: string, waitSeconds: number | undefined, view: ResultView) {
    const prefer = waitSeconds !== undefined && waitSeconds > 0
      ? { prefer: `wait=${Math.ceil(waitSeconds)}` }
      : undefined
    return this.send(`/v2/report/${encodeURIComponent(requestId)}${queryOf(view)}`, {
      method: "GET",
      ...(prefer === undefined ? {} : { headers: prefer })
    }, decodeResult)
  }

  /** Sends a request with the bearer token, and once more with a new token after a 401. */
  private async authorisedFetch(path: string, init: RequestInit): Promise<Response> {
    const attempt = async () => {
      const headers = new Headers(init.headers)
      headers.set("authorization", `Bearer ${await this.tokens.token()}`)
      return this.fetch(`${this.base}${path}`, { ...init, headers })
    }
    const response = await attempt()
    if (response.status !== 401) return response
    await response.body?.cancel()
    this.tokens.forget()
    return attempt()
  }

  /** Sends a request (with the bearer token when `authorised`) and decodes its answer with the contract's schema. */
  private async send<A>(
    path: string,
    init: RequestInit,
    decode: (status: number, body: unknown) => A,
    authorised = true
  ): Promise<Answer<A>> {
    const response = authorised
      ? await this.authorisedFetch(path, init)
      : await this.fetch(`${this.base}${path}`, init)
    if (!response.ok) throw await responseError(response)
    const text = await response.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw unexpectedAnswer(response.status, `the answer is not JSON: ${text.slice(0, 200)}`)
    }
    return { value: decode(response.status, body), headers: response.headers }
  }
}

/** A client of the API at `options.baseUrl` with the given credentials. */
export const createClient = (options: ClientOptions): StatementEngineClient => new StatementEngineClient(options)
