import type { WebhookDelivery, WebhookOutbox } from "@statement-engine/core"
import { Effect, Option } from "effect"
import type { MemoryState } from "./memory-state.js"

/** The webhook outbox port over a `MemoryState`. */
export const makeMemoryWebhookOutbox = (state: MemoryState): typeof WebhookOutbox.Service => ({
  claimDue: (now, leaseMillis, limit, exceptClients = []) =>
    Effect.sync(() => {
      const due: Array<WebhookDelivery> = []
      const excepted = new Set<string>(exceptClients)
      const pending = Array.from(state.deliveries.values())
        .filter((delivery) => delivery.state === "pending" && delivery.next_attempt_at <= now)
        .sort((a, b) => a.next_attempt_at - b.next_attempt_at || (a.webhook_id < b.webhook_id ? -1 : 1))
      for (const delivery of pending) {
        if (due.length >= limit) break
        if (excepted.has(delivery.client_id)) continue
        if ((state.deliveryLeases.get(delivery.webhook_id) ?? 0) > now) continue
        state.deliveryLeases.set(delivery.webhook_id, now + leaseMillis)
        due.push(delivery)
      }
      return due
    }),
  record: (webhookId, outcome) =>
    Effect.sync(() => {
      const delivery = state.deliveries.get(webhookId)
      if (delivery === undefined) return
      state.deliveryLeases.delete(webhookId)
      const attempts = delivery.attempts + 1
      switch (outcome._tag) {
        case "Delivered":
          state.deliveries.set(webhookId, { ...delivery, attempts, state: "delivered", last_error: null })
          return
        case "RetryAt":
          state.deliveries.set(webhookId, {
            ...delivery,
            attempts,
            next_attempt_at: outcome.retryAt,
            last_error: outcome.error
          })
          return
        case "GaveUp":
          state.deliveries.set(webhookId, { ...delivery, attempts, state: "failed", last_error: outcome.error })
          return
      }
    }),
  find: (webhookId) => Effect.sync(() => Option.fromNullable(state.deliveries.get(webhookId))),
  forReport: (requestId) =>
    Effect.sync(() => Array.from(state.deliveries.values()).filter((delivery) => delivery.request_id === requestId))
})
