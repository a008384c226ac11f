import { describe, expect, it } from "vitest"
import { newSigningSecret, signWebhook, verifyWebhook } from "../src/webhooks/signature.js"

// The known answer is the Standard Webhooks specification's example, recomputed with
// `openssl dgst -sha256 -mac HMAC` over `msg_id.timestamp.body` with the base64-decoded secret.
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
const webhookId = "msg_p5jXN8AQM9LWM0D4loKWxJek"
const timestamp = 1614265330
const body = "{\"test\": 2432232314}"
const signature = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="

const verify = (overrides: Partial<Parameters<typeof verifyWebhook>[0]> = {}) =>
  verifyWebhook({
    secret,
    body,
    webhookId,
    timestamp: String(timestamp),
    signature,
    nowSeconds: timestamp,
    ...overrides
  })

describe("webhook signing", () => {
  it("signs as Standard Webhooks does", () => {
    expect(signWebhook(secret, webhookId, timestamp, body)).toBe(signature)
  })

  it("reads a secret without its whsec_ prefix as the same key", () => {
    expect(signWebhook("MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", webhookId, timestamp, body)).toBe(signature)
  })

  it("signs id, timestamp and body: a change to any changes the signature", () => {
    expect(signWebhook(secret, "msg_other", timestamp, body)).not.toBe(signature)
    expect(signWebhook(secret, webhookId, timestamp + 1, body)).not.toBe(signature)
    expect(signWebhook(secret, webhookId, timestamp, `${body} `)).not.toBe(signature)
    expect(signWebhook("whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", webhookId, timestamp, body)).not.toBe(signature)
  })

  it("makes new secrets of whsec_ and 24 random bytes", () => {
    const secrets = Array.from({ length: 20 }, newSigningSecret)
    expect(new Set(secrets).size).toBe(20)
    for (const s of secrets) {
      expect(s).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
      expect(Buffer.from(s.slice(6), "base64")).toHaveLength(24)
    }
  })
})

describe("webhook verification", () => {
  it("accepts the signed message", () => {
    expect(verify()).toBe(true)
  })

  it.each([
    ["another body", { body: "{\"test\": 2432232315}" }],
    ["another id", { webhookId: "msg_other" }],
    ["another timestamp header", { timestamp: String(timestamp + 1), nowSeconds: timestamp + 1 }],
    ["another secret", { secret: "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }],
    ["a signature of another version", { signature: signature.replace("v1,", "v2,") }],
    ["a signature with no value", { signature: "v1" }],
    ["a signature with an empty value", { signature: "v1," }],
    ["a shorter signature", { signature: signature.slice(0, -2) }],
    ["a signature of the same length, one character off", { signature: `${signature.slice(0, -2)}x=` }],
    ["no signature", { signature: "" }],
    ["a timestamp that is not a whole number", { timestamp: `${timestamp}.5` }],
    ["a timestamp that is not a number", { timestamp: "yesterday" }],
    ["an empty timestamp", { timestamp: "", nowSeconds: 0 }]
  ])("refuses %s", (_why, overrides) => {
    expect(verify(overrides)).toBe(false)
  })

  it("refuses a message signed over a timestamp in fractions of a second (the header carries whole seconds)", () => {
    const fraction = timestamp + 0.5
    const signed = signWebhook(secret, webhookId, fraction, body)
    expect(verify({ timestamp: String(fraction), signature: signed })).toBe(false)
  })

  it("accepts any one valid signature among several", () => {
    expect(verify({ signature: `v1,AAAA ${signature}` })).toBe(true)
    expect(verify({ signature: `${signature} v1,AAAA` })).toBe(true)
    expect(verify({ signature: "v1,AAAA v1,BBBB" })).toBe(false)
  })

  it("accepts timestamps up to five minutes away, either side, and no further", () => {
    expect(verify({ nowSeconds: timestamp + 300 })).toBe(true)
    expect(verify({ nowSeconds: timestamp - 300 })).toBe(true)
    expect(verify({ nowSeconds: timestamp + 301 })).toBe(false)
    expect(verify({ nowSeconds: timestamp - 301 })).toBe(false)
  })

  it("takes another tolerance when given", () => {
    expect(verify({ nowSeconds: timestamp + 10, toleranceSeconds: 10 })).toBe(true)
    expect(verify({ nowSeconds: timestamp + 11, toleranceSeconds: 10 })).toBe(false)
    expect(verify({ nowSeconds: timestamp - 11, toleranceSeconds: 10 })).toBe(false)
    expect(verify({ nowSeconds: timestamp + 1, toleranceSeconds: 0 })).toBe(false)
  })
})
