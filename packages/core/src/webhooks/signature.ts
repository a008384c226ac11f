import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/** A new Standard Webhooks signing secret: `whsec_` and 24 random bytes, base64. */
export const newSigningSecret = (): string => `whsec_${randomBytes(24).toString("base64")}`

const keyOf = (secret: string): Buffer => Buffer.from(secret.startsWith("whsec_") ? secret.slice(6) : secret, "base64")

/** The `webhook-signature` header value for a message, per Standard Webhooks (`v1,<base64 HMAC-SHA256>`). */
export const signWebhook = (secret: string, webhookId: string, timestampSeconds: number, body: string): string =>
  `v1,${createHmac("sha256", keyOf(secret)).update(`${webhookId}.${timestampSeconds}.${body}`).digest("base64")}`

/**
 * Verifies Standard Webhooks headers for a received body; for receivers that do not use the
 * `standardwebhooks` package. Rejects timestamps more than `toleranceSeconds` away from `nowSeconds`.
 */
export const verifyWebhook = (options: {
  readonly secret: string
  readonly body: string
  readonly webhookId: string
  readonly timestamp: string
  readonly signature: string
  readonly nowSeconds: number
  readonly toleranceSeconds?: number
}): boolean => {
  const timestamp = Number(options.timestamp)
  if (!Number.isInteger(timestamp)) return false
  if (Math.abs(options.nowSeconds - timestamp) > (options.toleranceSeconds ?? 300)) return false
  const expected = Buffer.from(signWebhook(options.secret, options.webhookId, timestamp, options.body).slice(3))
  return options.signature.split(" ").some((candidate) => {
    const [version, value] = candidate.split(",")
    if (version !== "v1" || value === undefined) return false
    const actual = Buffer.from(value)
    return actual.length === expected.length && timingSafeEqual(actual, expected)
  })
}
