import { Either, Option, Redacted } from "effect"
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import {
  ClientId,
  ephemeralSecretKeys,
  isSealed,
  openSecret,
  openWebhookSettings,
  parseSecretKey,
  sealSecret,
  sealWebhookSettings,
  type SecretKeys,
  type WebhookSettings
} from "../src/index.js"

const hexKey = (name: string) => createHash("sha256").update(name).digest("hex")
const keyOf = (name: string) => Either.getOrThrow(parseSecretKey(hexKey(name)))
const keys = (current: string, ...previous: Array<string>): SecretKeys => ({
  current: keyOf(current),
  previous: previous.map(keyOf)
})

describe("secrets sealed at rest", () => {
  it("reads a key as 64 hex digits or base64 of 32 bytes, and nothing else", () => {
    const bytes = Buffer.from(hexKey("k"), "hex")
    const fromHex = Either.getOrThrow(parseSecretKey(bytes.toString("hex")))
    const fromBase64 = Either.getOrThrow(parseSecretKey(bytes.toString("base64")))
    const fromBase64Url = Either.getOrThrow(parseSecretKey(bytes.toString("base64url")))
    expect(Redacted.value(fromHex.bytes)).toEqual(bytes)
    expect(Redacted.value(fromBase64.bytes)).toEqual(bytes)
    expect(Redacted.value(fromBase64Url.bytes)).toEqual(bytes)
    expect(fromHex.id).toBe(fromBase64.id)
    for (
      const bad of ["", "short", "a".repeat(63), Buffer.alloc(16).toString("base64"), "correct horse battery staple"]
    ) {
      expect(Either.isLeft(parseSecretKey(bad))).toBe(true)
    }
    // the id is no part of the key
    expect(hexKey("k")).not.toContain(fromHex.id)
  })

  it("seals with AES-256-GCM: no plain text, a fresh IV each time, the key id written with it", () => {
    const ring = keys("a")
    const once = sealSecret(ring, "hunter2-password", "client-1/auth_password")
    const twice = sealSecret(ring, "hunter2-password", "client-1/auth_password")
    expect(isSealed(once)).toBe(true)
    expect(once).not.toContain("hunter2")
    expect(once).not.toBe(twice)
    expect(once).toContain(ring.current.id)
    expect(openSecret(ring, once, "client-1/auth_password")).toEqual(Either.right("hunter2-password"))
  })

  it("opens with a previous key after rotation, refuses an unknown key, a moved value and a damaged one", () => {
    const old = sealSecret(keys("old"), "s3cret", "client-1/signing_secret")
    expect(openSecret(keys("new", "old"), old, "client-1/signing_secret")).toEqual(Either.right("s3cret"))
    expect(Either.isLeft(openSecret(keys("new"), old, "client-1/signing_secret"))).toBe(true)
    expect(Either.isLeft(openSecret(keys("old"), old, "client-2/signing_secret"))).toBe(true)
    const damaged = old.slice(0, -3) + (old.endsWith("A") ? "BBB" : "AAA")
    expect(Either.isLeft(openSecret(keys("old"), damaged, "client-1/signing_secret"))).toBe(true)
    expect(Either.isLeft(openSecret(ephemeralSecretKeys(), old, "client-1/signing_secret"))).toBe(true)
  })

  it("reads a value stored before encryption as the plain text it is", () => {
    expect(openSecret(keys("a"), "whsec_plain", "client-1/signing_secret")).toEqual(Either.right("whsec_plain"))
  })

  it("seals every secret of webhook settings and opens them back", () => {
    const settings: WebhookSettings = {
      client_id: ClientId.make("client-1"),
      callback_url: "https://hooks.example.com/",
      auth: {
        _tag: "OAuth2",
        token_url: "https://auth.example.com/token",
        client_id: "engine",
        client_secret: "oauth-secret-value",
        audience: null,
        scope: null
      },
      signing_secret: "whsec_c2lnbmluZy1zZWNyZXQ=",
      updated_at: 1
    }
    const ring = keys("a")
    const sealed = sealWebhookSettings(ring, settings)
    const stored = JSON.stringify(sealed)
    expect(stored).not.toContain("oauth-secret-value")
    expect(stored).not.toContain("whsec_")
    expect(stored).toContain("https://auth.example.com/token")
    expect(openWebhookSettings(ring, sealed)).toEqual(Either.right(settings))
    const elsewhere = { ...sealed, client_id: ClientId.make("client-2") }
    expect(Either.getLeft(openWebhookSettings(ring, elsewhere)).pipe(Option.map((e) => e._tag))).toEqual(
      Option.some("UnreadableRecord")
    )
  })
})
