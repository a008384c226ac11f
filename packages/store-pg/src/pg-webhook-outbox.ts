import { SqlClient } from "@effect/sql"
import { type DeliveryOutcome, WebhookDelivery, type WebhookOutbox } from "@statement-engine/core"
import { Effect, Option, Schema } from "effect"
import { decodeRows, unavailable } from "./store-errors.js"

const encodeDelivery = Schema.encodeSync(WebhookDelivery)

/** A delivery after one attempt's outcome. */
const afterAttempt = (delivery: WebhookDelivery, outcome: DeliveryOutcome): WebhookDelivery => {
  const attempts = delivery.attempts + 1
  switch (outcome._tag) {
    case "Delivered":
      return { ...delivery, attempts, state: "delivered", last_error: null }
    case "RetryAt":
      return { ...delivery, attempts, next_attempt_at: outcome.retryAt, last_error: outcome.error }
    case "GaveUp":
      return { ...delivery, attempts, state: "failed", last_error: outcome.error }
  }
}

/**
 * The webhook outbox port on PostgreSQL. Deliveries are inserted by `ReportStore.update` in the
 * same transaction as the report change; dispatchers claim due ones under a lease with
 * `FOR UPDATE SKIP LOCKED`, so a dispatcher that dies mid-send leaves the delivery to be claimed
 * again (the receiver may see it twice, with the same `webhook-id`; it is never lost).
 */
export const makePgWebhookOutbox = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const deliveries = decodeRows(WebhookDelivery, "webhook delivery")
  const outbox: typeof WebhookOutbox.Service = {
    claimDue: (now, leaseMillis, limit, exceptClients = []) =>
      unavailable(
        sql`UPDATE se_webhook_deliveries SET lease_until = ${now + leaseMillis}
          WHERE webhook_id IN (
            SELECT webhook_id FROM se_webhook_deliveries
            WHERE state = 'pending' AND next_attempt_at <= ${now} AND lease_until <= ${now}
            AND NOT (body->>'client_id' = ANY(${exceptClients}::text[]))
            ORDER BY next_attempt_at, webhook_id LIMIT ${limit} FOR UPDATE SKIP LOCKED
          )
          RETURNING webhook_id AS key, body`.pipe(Effect.flatMap(deliveries))
      ),
    record: (webhookId, outcome) =>
      unavailable(sql.withTransaction(Effect.gen(function*() {
        const [delivery] =
          yield* sql`SELECT webhook_id AS key, body FROM se_webhook_deliveries WHERE webhook_id = ${webhookId} FOR UPDATE`
            .pipe(
              Effect.flatMap(deliveries)
            )
        if (delivery === undefined) return
        const next = afterAttempt(delivery, outcome)
        yield* sql`UPDATE se_webhook_deliveries SET state = ${next.state}, next_attempt_at = ${next.next_attempt_at}, lease_until = 0,
          body = ${JSON.stringify(encodeDelivery(next))}::jsonb WHERE webhook_id = ${webhookId}`
      }))),
    find: (webhookId) =>
      unavailable(
        sql`SELECT webhook_id AS key, body FROM se_webhook_deliveries WHERE webhook_id = ${webhookId}`.pipe(
          Effect.flatMap(deliveries),
          Effect.map((found) => Option.fromNullable(found[0]))
        )
      ),
    forReport: (requestId) =>
      unavailable(
        sql`SELECT webhook_id AS key, body FROM se_webhook_deliveries WHERE request_id = ${requestId} ORDER BY webhook_id`
          .pipe(
            Effect.flatMap(deliveries)
          )
      )
  }
  return outbox
})
