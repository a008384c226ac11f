import { Clock, Duration, Effect, ExecutionStrategy, Layer, Option, Scope } from "effect"
import type { StoreError } from "../domain/errors.js"
import type { WebhookDelivery, WebhookSettings } from "../domain/webhook.js"
import { EngineConfig } from "../engine-config.js"
import { ClientStore } from "../ports/client-store.js"
import { type DeliveryOutcome, WebhookOutbox } from "../ports/webhook-outbox.js"
import { drainingLoops } from "../services/draining-loops.js"
import { makeSignal, waitForAny, WorkSignal } from "../services/work-signal.js"
import { makeDeliverySlots } from "./delivery-slots.js"
import { HttpCallFailed, type HttpCallResult, postOnce } from "./http-call.js"
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

/** Deliveries claimed in one look at the outbox, at most. */
const CLAIM_BATCH = 16

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
 * The signed call of one attempt (with its OAuth2 token, refreshed once on a 401), the token request
 * and the call together within one deadline of `webhookTimeoutMillis`.
 */
const makeSignedCall = Effect.gen(function*() {
  const config = yield* EngineConfig
  const deadline = config.webhookTimeoutMillis
  const tokens = yield* makeOAuthTokenCache({ timeoutMillis: deadline, allowPrivate: config.allowPrivateCallbacks })
  return (delivery: WebhookDelivery, settings: WebhookSettings, body: string) =>
    Effect.gen(function*() {
      const timestamp = Math.floor((yield* Clock.currentTimeMillis) / 1000)
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
          timeoutMillis: deadline,
          allowPrivate: config.allowPrivateCallbacks
        })
      if (auth._tag !== "OAuth2") return yield* send(Option.none())
      const first = yield* send(Option.some(`Bearer ${yield* tokens.get(auth)}`))
      if (first.status !== 401) return first
      yield* tokens.invalidate(auth)
      return yield* send(Option.some(`Bearer ${yield* tokens.get(auth)}`))
    }).pipe(
      // interrupting aborts whichever request is in flight
      Effect.timeoutFail({
        duration: Duration.millis(deadline),
        onTimeout: () =>
          new HttpCallFailed({ message: `no complete answer within ${deadline} ms (the attempt's deadline)` })
      })
    )
})

/** One delivery attempt: the client's settings, the signed call, and its outcome recorded on the retry schedule. */
const makeDeliveryAttempt = Effect.gen(function*() {
  const outbox = yield* WebhookOutbox
  const clients = yield* ClientStore
  const config = yield* EngineConfig
  const call = yield* makeSignedCall

  return (delivery: WebhookDelivery): Effect.Effect<void, StoreError> =>
    Effect.gen(function*() {
      const settings = yield* clients.findWebhookSettings(delivery.client_id).pipe(
        // logged where it failed to decode; the attempt counts, so it ends on the schedule
        Effect.catchTag("UnreadableRecord", () => Effect.succeed(undefined))
      )
      const result: AttemptResult = settings === undefined
        ? { _tag: "Error", error: "the client's webhook settings cannot be read" }
        : yield* Option.match(settings, {
          onNone: () => Effect.succeed<AttemptResult>({ _tag: "Error", error: "the client has no webhook settings" }),
          onSome: (found) =>
            call(delivery, found, webhookBody(delivery)).pipe(
              Effect.map((response): AttemptResult => ({ _tag: "Response", response })),
              Effect.catchAll((error) => Effect.succeed<AttemptResult>({ _tag: "Error", error: error.message }))
            )
        })
      const now = yield* Clock.currentTimeMillis
      const outcome = outcomeOf(result, delivery.attempts + 1, now, config.webhookRetryScheduleMillis)
      yield* outbox.record(delivery.webhook_id, outcome)
      if (outcome._tag === "GaveUp") {
        yield* Effect.logWarning("webhook delivery given up").pipe(
          Effect.annotateLogs({ webhook_id: delivery.webhook_id, reason: outcome.error })
        )
      }
    })
})

/**
 * Background delivery of webhook notifications from the outbox: signed per Standard Webhooks,
 * authenticated as the client's settings say, retried on the configured schedule with the same
 * `webhook-id`, never following redirects. Each delivery runs in a fiber of its own as soon as it
 * is claimed, so deliveries never wait for each other's batch; at most
 * `webhookConcurrencyPerReceiver` run at once per client's receiver and `webhookConcurrency` in
 * all, and a receiver at its bound is not claimed for, so a slow one delays only its own
 * notifications. Stopping flushes what is due and in flight, for at most `drainMillis`. Delivery
 * never changes a report.
 */
export const WebhookDispatcher = Layer.scopedDiscard(
  Effect.gen(function*() {
    const outbox = yield* WebhookOutbox
    const signal = yield* WorkSignal
    const config = yield* EngineConfig
    const attempt = yield* makeDeliveryAttempt
    const perReceiver = Math.max(1, config.webhookConcurrencyPerReceiver)
    const slots = makeDeliverySlots(perReceiver)
    const freed = yield* makeSignal
    const batch = Math.max(1, Math.min(CLAIM_BATCH, config.webhookConcurrency))
    // long enough for a claimed delivery to wait behind the rest of its batch to the same receiver
    const leaseMillis = config.webhookTimeoutMillis * (Math.ceil(batch / perReceiver) + 2)
    const poll = Duration.millis(config.pollIntervalMillis)

    // deliveries run in a scope of their own, closed after the loop has drained (see below)
    const inFlight = yield* Scope.fork(yield* Effect.scope, ExecutionStrategy.sequential)
    const start = (delivery: WebhookDelivery): Effect.Effect<void> =>
      Effect.forkIn(
        attempt(delivery).pipe(
          Effect.catchAllCause((cause) =>
            Effect.logError("webhook delivery attempt failed", cause).pipe(
              Effect.annotateLogs({ webhook_id: delivery.webhook_id })
            )
          ),
          Effect.ensuring(Effect.suspend(() => {
            const next = slots.release(delivery.client_id)
            return Effect.zipRight(next === undefined ? Effect.void : start(next), freed.notify)
          }))
        ),
        inFlight
      ).pipe(Effect.asVoid)

    /** One look at the outbox; answers whether any delivery was claimed or is still in flight. */
    const step = Effect.gen(function*() {
      const mark = yield* signal.mark
      const freedMark = yield* freed.mark
      const room = config.webhookConcurrency - slots.held()
      const due = room <= 0
        ? []
        : yield* outbox.claimDue(
          yield* Clock.currentTimeMillis,
          leaseMillis,
          Math.min(batch, room),
          slots.busyClients()
        )
      if (due.length === 0) {
        yield* waitForAny([mark, freedMark], poll)
        return slots.held() > 0
      }
      for (const delivery of due) if (slots.take(delivery)) yield* start(delivery)
      return true
    }).pipe(
      Effect.catchAllCause((cause) =>
        Effect.logError("webhook dispatcher step failed", cause).pipe(
          Effect.zipRight(Effect.sleep(poll)),
          Effect.as(false)
        )
      )
    )

    // stopping flushes: deliveries due by then, and those in flight, end before the engine stops
    yield* drainingLoops({
      slots: 1,
      step: () => step,
      flushWhenStopping: true,
      drainMillis: config.drainMillis,
      wake: signal.notify
    })
  })
)
