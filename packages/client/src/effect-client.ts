import { HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { type ResultLanguage, StatementAnalysisApi } from "@statement-engine/api-contract/api"
import { Clock, Context, Duration, Effect, Layer, Option, Ref } from "effect"
import { ReportFailedError, WaitTimeoutError } from "./client-errors.js"
import { backoffMillis, LONGEST_WAIT_SECONDS, retryAfterMillis, waitApplied } from "./retry-after.js"
import { RENEW_BEFORE_EXPIRY_MILLIS } from "./token-cache.js"

/** Where the API is and whose credentials to use. */
export interface ApiCredentials {
  readonly baseUrl: string | URL
  readonly clientId: string
  readonly clientSecret: string
  /** The token audience the server expects; `statement-engine` by default. */
  readonly audience?: string
}

/** A token and the instant (epoch ms) to fetch the next one. */
interface CachedToken {
  readonly token: string
  readonly renewAt: number
}

/** The bearer token of the credentials, cached until shortly before it expires; one fetch at a time. */
const tokenCache = (credentials: ApiCredentials) =>
  Effect.gen(function*() {
    const plain = yield* HttpApiClient.make(StatementAnalysisApi, { baseUrl: credentials.baseUrl })
    const cached = yield* Ref.make(Option.none<CachedToken>())
    const lock = yield* Effect.makeSemaphore(1)
    const issue = plain.token.token({
      payload: {
        audience: credentials.audience ?? "statement-engine",
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        grant_type: "client_credentials"
      }
    })
    return lock.withPermits(1)(Effect.gen(function*() {
      const now = yield* Clock.currentTimeMillis
      const current = yield* Ref.get(cached)
      if (Option.isSome(current) && now < current.value.renewAt) return current.value.token
      const issued = yield* issue
      const renewAt = now + Math.max(0, issued.expires_in * 1000 - RENEW_BEFORE_EXPIRY_MILLIS)
      yield* Ref.set(cached, Option.some({ token: issued.access_token, renewAt }))
      return issued.access_token
    }))
  })

/**
 * The API's typed client, made by `HttpApiClient` from the same `HttpApi` contract the server
 * implements: one method per endpoint (`reports.upload`, `reports.process`, `reports.result`,
 * `catalog.models`, …) with the contract's payloads, results and errors. Every request carries a
 * bearer token for the credentials, fetched on first use and again shortly before it expires.
 */
export const makeApiClient = (credentials: ApiCredentials) =>
  Effect.gen(function*() {
    const token = yield* tokenCache(credentials)
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequestEffect((request) =>
        Effect.map(token, (bearer) => HttpClientRequest.bearerToken(request, bearer))
      )
    )
    return yield* HttpApiClient.makeWith(StatementAnalysisApi, { httpClient, baseUrl: credentials.baseUrl })
  })

/** The typed client `makeApiClient` makes. */
export type ApiClient = Effect.Effect.Success<ReturnType<typeof makeApiClient>>

/** The typed client as a service, for programs that get it from their context. */
export class StatementEngineApi extends Context.Tag("@statement-engine/client/StatementEngineApi")<
  StatementEngineApi,
  ApiClient
>() {
  /** The service for the credentials; needs an `HttpClient` (e.g. `FetchHttpClient.layer`). */
  static readonly layer = (credentials: ApiCredentials) => Layer.effect(StatementEngineApi, makeApiClient(credentials))
}

/**
 * Waits for a report's result with the typed client: each poll asks the server to hold the
 * request up to 20 s (`Prefer: wait`), then waits what `Retry-After` says or backs off from 250 ms
 * to 5 s; `fields` and `lang` are the result's query parameters. Succeeds with the completed result's attributes; fails with `ReportFailedError` when the
 * analysis failed, `WaitTimeoutError` after `timeout` (10 minutes by default).
 */
export const waitForReport = (
  client: ApiClient,
  requestId: string,
  options: {
    readonly timeout?: Duration.DurationInput
    /** Only these products (`?fields=`). */
    readonly fields?: ReadonlyArray<string>
    /** Category titles in this language (`?lang=`). */
    readonly lang?: ResultLanguage
  } = {}
) =>
  Effect.gen(function*() {
    const started = yield* Clock.currentTimeMillis
    const deadline = started + Duration.toMillis(options.timeout ?? Duration.minutes(10))
    for (let attempt = 0;; attempt++) {
      const now = yield* Clock.currentTimeMillis
      const waitSeconds = Math.min(LONGEST_WAIT_SECONDS, Math.floor((deadline - now) / 1000))
      const [result, response] = yield* client.reports.result({
        path: { requestId },
        urlParams: {
          ...(options.fields === undefined ? {} : { fields: options.fields.join(",") }),
          ...(options.lang === undefined ? {} : { lang: options.lang })
        },
        headers: waitSeconds > 0 ? { prefer: `wait=${waitSeconds}` } : {},
        withResponse: true
      })
      const attributes = result.data.attributes
      if (attributes.status === "completed") return attributes
      if (attributes.status === "failed") {
        return yield* Effect.fail(new ReportFailedError(requestId, attributes.errors ?? []))
      }
      const after = yield* Clock.currentTimeMillis
      if (after >= deadline) return yield* Effect.fail(new WaitTimeoutError(requestId, after - started))
      const delay = waitApplied(response.headers["preference-applied"])
        ? 0
        : (retryAfterMillis(response.headers["retry-after"], after) ?? backoffMillis(attempt))
      yield* Effect.sleep(Math.min(delay, deadline - after))
    }
  })
