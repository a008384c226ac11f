import { Either, Option } from "effect"
import { randomUUID } from "node:crypto"
import type { ReportEvent } from "../domain/report-event.js"
import { type IllegalTransition, transition } from "../domain/report-state-machine.js"
import type { ReportState } from "../domain/report-state.js"
import type { Report } from "../domain/report.js"
import type { WebhookDelivery } from "../domain/webhook.js"
import type { ReportChange } from "../ports/report-store.js"

/** A new Standard Webhooks message id: `msg_` and 32 hex digits. */
export const newWebhookId = (): string => `msg_${randomUUID().replaceAll("-", "")}`

/** The notification a report's new state owes its client: one when a run that asked for webhooks ends. */
export const notificationFor = (
  report: Report,
  state: ReportState,
  now: number,
  webhookId: () => string = newWebhookId
): Option.Option<WebhookDelivery> => {
  if (state._tag !== "Completed" && state._tag !== "Failed") return Option.none()
  if (!state.request.use_webhook) return Option.none()
  return Option.some({
    webhook_id: webhookId(),
    client_id: report.client_id,
    request_id: report.request_id,
    status: state._tag === "Completed" ? "completed" : "failed",
    created_at: now,
    attempts: 0,
    next_attempt_at: now,
    state: "pending",
    last_error: null
  })
}

/**
 * The change an event makes to a report, decided by the state machine, with the webhook delivery
 * to enqueue in the same write: what every writer of run outcomes (runners, claiming stores) stores.
 */
export const reportChangeFor = (
  report: Report,
  event: ReportEvent,
  now: number
): Either.Either<ReportChange, IllegalTransition> =>
  Either.map(transition(report.state, event), (state) => ({
    report: { ...report, state },
    delivery: notificationFor(report, state, now)
  }))
