import { ReportNotification } from "@statement-engine/api-contract/resources"
import { Either, Schema } from "effect"
import { Webhook } from "standardwebhooks"
import { WebhookSignatureError } from "./client-errors.js"

/** Request headers as Node (`IncomingHttpHeaders`), fetch (`Headers`) or a plain record give them. */
export type WebhookHeaders =
  | Headers
  | Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

const header = (headers: WebhookHeaders, name: string): string => {
  const value = headers instanceof Headers ? headers.get(name) : headers[name]
  const text = typeof value === "string" ? value : value?.[0]
  if (text === undefined || text === null || text === "") throw new WebhookSignatureError(`missing ${name} header`)
  return text
}

const decodeNotification = Schema.decodeUnknownEither(ReportNotification)

/**
 * Verifies a statement-engine webhook per Standard Webhooks: the `webhook-signature` is the
 * HMAC-SHA256 of `webhook-id.webhook-timestamp.body` under the signing secret (`whsec_…`, from
 * `POST /v2/webhook-settings`), and the timestamp is within five minutes of now. Answers the
 * notification (which report finished, and how); throws `WebhookSignatureError` otherwise.
 * Pass the body exactly as received (the raw text, not re-serialised JSON). The same notification
 * may arrive more than once: handle each `webhook-id` once.
 */
export const verifyWebhook = (signingSecret: string, body: string, headers: WebhookHeaders): ReportNotification => {
  let payload: unknown
  try {
    payload = new Webhook(signingSecret).verify(body, {
      "webhook-id": header(headers, "webhook-id"),
      "webhook-timestamp": header(headers, "webhook-timestamp"),
      "webhook-signature": header(headers, "webhook-signature")
    })
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw error
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error))
  }
  const notification = decodeNotification(payload)
  if (Either.isLeft(notification)) throw new WebhookSignatureError("the signed body is not a report notification")
  return notification.right
}
