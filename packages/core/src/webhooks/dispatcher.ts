import { Clock, Duration, Effect, Layer, Option } from "effect"
import type { WebhookDelivery, WebhookSettings } from "../domain/webhook.js"
import { EngineConfig } from "../engine-config.js"
import { ClientStore } from "../ports/client-store.js"
import { type DeliveryOutcome, WebhookOutbox } from "../ports/webhook-outbox.js"
import { drainingLoops } from "../services/draining-loops.js"
import { WorkSignal } from "../services/work-signal.js"
import { type HttpCallResult, postOnce } from "./http-call.js"
import { makeOAuthTokenCache } from "./oauth-token-cache.js"
import { signWebhook } from "./signature.js"

/** The JSON body of a "report processing result" notification. */
export const webhookBody = (delivery: WebhookDelivery): string =>
  JSON.stringify({
    data: {
      type: "report processing result",
      attributes: { "request-id": delivery.request_id, status: delivery.status }
    }
  })

const retryAfterMillis = (response: HttpCallResult): number => {
  const header = response.headers["retry-after"]
  const value = typeof header === "string" ? header : undefined
  if (value === undefined) return 0
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? 0 : Math.max(0, date - Date.now())
}

/** What one attempt came to: a response, or an error before any. */
type AttemptResult =
  | { readonly _tag: "Response"; readonly response: HttpCallResult }
  | { readonly _tag: "Error"; readonly error: string }

/** How attempt number `attempt` of a delivery ended, and when it is tried again (on `schedule`). */
const outcomeOf = (
  result: AttemptResult,
  attempt: number,
  now: number,
  schedule: ReadonlyArray<number>
): DeliveryOutcome => {
  const retry = (error: string, minimumDelay: number): DeliveryOutcome => {
    const delay = schedule[attempt]
    return delay === undefined
      ? { _tag: "GaveUp", at: now, error: `${error} (attempt ${attempt} of ${schedule.length})` }
      : { _tag: "RetryAt", at: now, retryAt: now + Math.max(delay, minimumDelay), error }
  }
  return result._tag === "Error"
    ? retry(result.error, 0)
    : result.response.status >= 200 && result.response.status < 300
    ? { _tag: "Delivered", at: now }
    : result.response.status === 410
    ? { _tag: "GaveUp", at: now, error: "the receiver answered 410 Gone" }
    : retry(`the receiver answered ${result.response.status}`, retryAfterMillis(result.response))
}

/**
 * Background delivery of webhook notifications from the outbox: signed per Standard Webhooks,
 * authenticated as the client's settings say, retried on the configured schedule with the same
 * `webhook-id`, never following redirects. Delivery never changes a report.
 */
export const WebhookDispatcher = Layer.scopedDiscard(
  Effect.gen(function*() {
    const outbox = yield* WebhookOutbox
    const clients = yield* ClientStore
    const signal = yield* WorkSignal
    const config = yield* EngineConfig
    const tokens = yield* makeOAuthTokenCache({
      timeoutMillis: config.webhookTimeoutMillis,
      allowPrivate: config.allowPrivateCallbacks
    })
    const schedule = config.webhookRetryScheduleMillis

    const call = (delivery: WebhookDelivery, settings: WebhookSettings, body: string) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        const timestamp = Math.floor(now / 1000)
        const headers: Record<string, string> = {
          "content-type": "application/json",
          "user-agent": "statement-engine-webhooks",
          "webhook-id": delivery.webhook_id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(settings.signing_secret, delivery.webhook_id, timestamp, body)
        }
        const auth = settings.auth
        if (auth._tag === "BasicAuth") {
          headers.authorization = `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`
        }
        const send = (authorization: Option.Option<string>) =>
          postOnce({
            url: settings.callback_url,
            headers: Option.match(authorization, {
              onNone: () => headers,
              onSome: (value) => ({ ...headers, authorization: value })
            }),
            body,
            timeoutMillis: config.webhookTimeoutMillis,
            allowPrivate: config.allowPrivateCallbacks
          })
        if (auth._tag !== "OAuth2") return yield* send(Option.none())
        const first = yield* send(Option.some(`Bearer ${yield* tokens.get(auth)}`))
        if (first.status !== 401) return first
        yield* tokens.invalidate(auth)
        return yield* send(Option.some(`Bearer ${yield* tokens.get(auth)}`))
      })

    const deliver = (delivery: WebhookDelivery) =>
      Effect.gen(function*() {
        const attempt = delivery.attempts + 1
        const settings = yield* clients.findWebhookSettings(delivery.client_id)
        const result: AttemptResult = yield* Option.match(settings, {
          onNone: () => Effect.succeed({ _tag: "Error", error: "the client has no webhook settings" } as const),
          onSome: (found) =>
            call(delivery, found, webhookBody(delivery)).pipe(
              Effect.map((response) => ({ _tag: "Response", response }) as const),
              Effect.catchAll((error) => Effect.succeed({ _tag: "Error", error: error.message } as const))
            )
        })
        const outcome = outcomeOf(result, attempt, yield* Clock.currentTimeMillis, schedule)
        yield* outbox.record(delivery.webhook_id, outcome)
        if (outcome._tag === "GaveUp") {
          yield* Effect.logWarning("webhook delivery given up").pipe(
            Effect.annotateLogs({ webhook_id: delivery.webhook_id, reason: outcome.error })
          )
        }
      })

    const step = Effect.gen(function*() {
      const mark = yield* signal.mark
      const now = yield* Clock.currentTimeMillis
      const due = yield* outbox.claimDue(now, config.webhookTimeoutMillis * 3, 16)
      if (due.length === 0) {
        yield* signal.wait(mark, Duration.millis(config.pollIntervalMillis))
        return false
      }
      yield* Effect.forEach(due, deliver, { concurrency: 8, discard: true })
      return true
    }).pipe(
      Effect.catchAllCause((cause) =>
        Effect.logError("webhook dispatcher step failed", cause).pipe(
          Effect.zipRight(Effect.sleep(Duration.millis(config.pollIntervalMillis))),
          Effect.as(false)
        )
      )
    )

    // stopping flushes: deliveries due by then are sent before the engine stops
    yield* drainingLoops({
      slots: 1,
      step: () => step,
      flushWhenStopping: true,
      drainMillis: config.drainMillis,
      wake: signal.notify
    })
  })
)
