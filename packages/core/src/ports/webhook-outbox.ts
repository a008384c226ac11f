import type { Option } from "effect"
import { Context, type Effect } from "effect"
import type { StoreError } from "../domain/errors.js"
import type { ClientId, RequestId } from "../domain/ids.js"
import type { WebhookDelivery } from "../domain/webhook.js"

/** What happened on one delivery attempt. */
export type DeliveryOutcome =
  | { readonly _tag: "Delivered"; readonly at: number }
  | { readonly _tag: "RetryAt"; readonly at: number; readonly retryAt: number; readonly error: string }
  | { readonly _tag: "GaveUp"; readonly at: number; readonly error: string }

/**
 * Port: webhook deliveries waiting to be sent. Deliveries enter with the report change that
 * caused them (see `ReportStore.update`); the dispatcher claims due ones and records outcomes.
 */
export class WebhookOutbox extends Context.Tag("@statement-engine/core/WebhookOutbox")<WebhookOutbox, {
  /**
   * Pending deliveries due at `now`, oldest first, each hidden from other claimers for
   * `leaseMillis`; none of the clients in `exceptClients` (whose receivers are busy).
   */
  readonly claimDue: (
    now: number,
    leaseMillis: number,
    limit: number,
    exceptClients?: ReadonlyArray<ClientId>
  ) => Effect.Effect<ReadonlyArray<WebhookDelivery>, StoreError>
  readonly record: (webhookId: string, outcome: DeliveryOutcome) => Effect.Effect<void, StoreError>
  readonly find: (webhookId: string) => Effect.Effect<Option.Option<WebhookDelivery>, StoreError>
  readonly forReport: (requestId: RequestId) => Effect.Effect<ReadonlyArray<WebhookDelivery>, StoreError>
}>() {}
