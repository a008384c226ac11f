import type { Option } from "effect"
import { Context, type Effect } from "effect"
import type { StoreUnavailable } from "../domain/errors.js"
import type { RequestId } from "../domain/ids.js"
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
  /** Pending deliveries due at `now`, each hidden from other claimers for `leaseMillis`. */
  readonly claimDue: (
    now: number,
    leaseMillis: number,
    limit: number
  ) => Effect.Effect<ReadonlyArray<WebhookDelivery>, StoreUnavailable>
  readonly record: (webhookId: string, outcome: DeliveryOutcome) => Effect.Effect<void, StoreUnavailable>
  readonly find: (webhookId: string) => Effect.Effect<Option.Option<WebhookDelivery>, StoreUnavailable>
  readonly forReport: (requestId: RequestId) => Effect.Effect<ReadonlyArray<WebhookDelivery>, StoreUnavailable>
}>() {}
