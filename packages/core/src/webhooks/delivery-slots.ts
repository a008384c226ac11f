import type { ClientId } from "../domain/ids.js"
import type { WebhookDelivery } from "../domain/webhook.js"

/**
 * The deliveries one dispatcher has claimed and not yet recorded, per client (each client has one
 * receiver): at most `perReceiver` of a client's run at once, the others wait for one of them to
 * end. A client at its bound is not claimed for, so a slow receiver holds only its own deliveries.
 */
export interface DeliverySlots {
  /** Deliveries claimed and not yet ended, running or waiting. */
  readonly held: () => number
  /** The clients whose receivers have their bound of deliveries running. */
  readonly busyClients: () => ReadonlyArray<ClientId>
  /** Takes a claimed delivery: true when it may start now, false when it waits its turn. */
  readonly take: (delivery: WebhookDelivery) => boolean
  /** A delivery of the client ended: its next waiting delivery, which starts in its place, if any. */
  readonly release: (clientId: ClientId) => WebhookDelivery | undefined
}

/** Empty slots with a bound of `perReceiver` deliveries running per client. */
export const makeDeliverySlots = (perReceiver: number): DeliverySlots => {
  const running = new Map<ClientId, number>()
  const waiting = new Map<ClientId, Array<WebhookDelivery>>()
  let held = 0
  return {
    held: () => held,
    busyClients: () => Array.from(running).filter(([, count]) => count >= perReceiver).map(([client]) => client),
    take: (delivery) => {
      held++
      const count = running.get(delivery.client_id) ?? 0
      if (count < perReceiver) {
        running.set(delivery.client_id, count + 1)
        return true
      }
      const queue = waiting.get(delivery.client_id) ?? []
      queue.push(delivery)
      waiting.set(delivery.client_id, queue)
      return false
    },
    release: (clientId) => {
      held--
      const queue = waiting.get(clientId)
      const next = queue?.shift()
      if (queue !== undefined && queue.length === 0) waiting.delete(clientId)
      if (next !== undefined) return next
      const count = (running.get(clientId) ?? 1) - 1
      if (count <= 0) running.delete(clientId)
      else running.set(clientId, count)
      return undefined
    }
  }
}
