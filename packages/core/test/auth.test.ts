import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref, TestClock } from "effect"
import type { Client, IssuedToken } from "../src/domain/client.js"
import { ClientId } from "../src/domain/ids.js"
import { EngineConfig } from "../src/engine-config.js"
import { ClientStore } from "../src/ports/client-store.js"
import { Auth, type TokenRequest } from "../src/services/auth.js"
import { hashSecret, tokenHash, verifySecret } from "../src/services/secret-hash.js"

// Token checks in process, against a client store kept in two maps; the expected errors are the
// RFC 6749 §5.2 codes and the details the API reference documents.

const secret = "secret-a-0123456789"
const clientA = ClientId.make("client-a")

const harness = Effect.gen(function*() {
  const clients = yield* Ref.make(new Map<string, Client>())
  const tokens = yield* Ref.make(new Map<string, IssuedToken>())
  const store = Layer.succeed(ClientStore, {
    findClient: (id) => Ref.get(clients).pipe(Effect.map((m) => Option.fromNullable(m.get(id)))),
    saveClient: (client) => Ref.update(clients, (m) => new Map(m).set(client.client_id, client)),
    saveToken: (token) => Ref.update(tokens, (m) => new Map(m).set(token.token_hash, token)),
    findToken: (hash) => Ref.get(tokens).pipe(Effect.map((m) => Option.fromNullable(m.get(hash)))),
    saveWebhookSettings: () => Effect.void,
    findWebhookSettings: () => Effect.succeed(Option.none()),
    listClients: Ref.get(clients).pipe(Effect.map((m) => [...m.values()])),
    deleteClient: (id) =>
      Ref.update(clients, (m) => {
        const next = new Map(m)
        next.delete(id)
        return next
      }),
    deleteTokensOf: (id) => Ref.update(tokens, (m) => new Map([...m].filter(([, token]) => token.client_id !== id)))
  })
  const auth = yield* Effect.provide(
    Auth,
    Auth.layer.pipe(Layer.provide(Layer.merge(store, EngineConfig.layer({ audience: "aud", tokenTtlSeconds: 60 }))))
  )
  yield* auth.registerClient(clientA, secret)
  return { auth, clients, tokens }
})

const valid: TokenRequest = {
  grant_type: "client_credentials",
  client_id: "client-a",
  client_secret: secret,
  audience: "aud"
}

const refusal = (request: TokenRequest) => Effect.flatMap(harness, ({ auth }) => Effect.flip(auth.issueToken(request)))

const required = (field: string) => ({
  _tag: "OAuthError",
  error: "invalid_request",
  error_description: `The ${field} parameter is required.`
})

const badClient = {
  _tag: "OAuthError",
  error: "invalid_client",
  error_description: "Client authentication failed: unknown client_id or wrong client_secret."
}

describe("token requests", () => {
  it.effect("valid credentials get a bearer token, stored only as its hash, for the configured lifetime", () =>
    Effect.gen(function*() {
      const { auth, tokens } = yield* harness
      yield* TestClock.adjust("5 seconds")
      const issued = yield* auth.issueToken(valid)
      expect(issued).toEqual({ access_token: issued.access_token, token_type: "Bearer", expires_in: 60 })
      expect(issued.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const stored = yield* Ref.get(tokens)
      expect([...stored.values()]).toEqual([{
        token_hash: tokenHash(issued.access_token),
        client_id: "client-a",
        audience: "aud",
        expires_at: 65_000
      }])
    }))

  it.effect.each<readonly [string, TokenRequest]>([
    ["grant_type", { ...valid, grant_type: undefined }],
    ["grant_type", { ...valid, grant_type: "" }],
    ["client_id", { ...valid, client_id: undefined }],
    ["client_id", { ...valid, client_id: "" }],
    ["client_secret", { ...valid, client_secret: undefined }],
    ["client_secret", { ...valid, client_secret: "" }],
    ["audience", { ...valid, audience: undefined }],
    ["audience", { ...valid, audience: "" }]
  ])("a request without %s is refused, naming it", ([field, request]) =>
    Effect.gen(function*() {
      expect(yield* refusal(request)).toMatchObject(required(field))
    }))

  it.effect("another grant type is refused as unsupported", () =>
    Effect.gen(function*() {
      expect(yield* refusal({ ...valid, grant_type: "password" })).toMatchObject({
        error: "unsupported_grant_type",
        error_description: "Only the client_credentials grant type is supported."
      })
    }))

  it.effect.each<readonly [string, TokenRequest]>([
    ["an unknown client", { ...valid, client_id: "client-b" }],
    ["a wrong secret", { ...valid, client_secret: `${secret}x` }],
    ["a wrong secret and audience", { ...valid, client_secret: "nope", audience: "other" }]
  ])("%s is refused as invalid_client, the same either way", ([_why, request]) =>
    Effect.gen(function*() {
      expect(yield* refusal(request)).toMatchObject(badClient)
    }))

  it.effect("another audience is refused, naming the right one", () =>
    Effect.gen(function*() {
      expect(yield* refusal({ ...valid, audience: "other" })).toMatchObject({
        error: "invalid_request",
        error_description: "The audience must be \"aud\"."
      })
    }))
})

describe("bearer authentication", () => {
  const save = (token: IssuedToken) =>
    Effect.flatMap(
      harness,
      ({ auth, tokens }) => Ref.update(tokens, (m) => new Map(m).set(token.token_hash, token)).pipe(Effect.as(auth))
    )

  it.effect("a token it issued names its client until it expires, and not from then on", () =>
    Effect.gen(function*() {
      const { auth } = yield* harness
      const { access_token } = yield* auth.issueToken(valid)
      expect(yield* auth.authenticate(access_token)).toBe("client-a")
      yield* TestClock.adjust("59999 millis")
      expect(yield* auth.authenticate(access_token)).toBe("client-a")
      yield* TestClock.adjust("1 millis")
      expect(yield* Effect.flip(auth.authenticate(access_token))).toMatchObject({
        _tag: "Unauthorized",
        detail: "The bearer token has expired; request a new one."
      })
    }))

  it.effect("an unknown token is refused", () =>
    Effect.gen(function*() {
      const { auth } = yield* harness
      expect(yield* Effect.flip(auth.authenticate("not-a-token"))).toMatchObject({
        _tag: "Unauthorized",
        detail: "The bearer token is not valid."
      })
    }))

  it.effect("a token issued for another audience is refused", () =>
    Effect.gen(function*() {
      const auth = yield* save({ token_hash: tokenHash("t"), client_id: clientA, audience: "old", expires_at: 10_000 })
      expect(yield* Effect.flip(auth.authenticate("t"))).toMatchObject({
        _tag: "Unauthorized",
        detail: "The bearer token was issued for another audience."
      })
    }))

  it.effect("a token is looked up by its hash, not its text", () =>
    Effect.gen(function*() {
      const auth = yield* save({ token_hash: "t", client_id: clientA, audience: "aud", expires_at: 10_000 })
      expect(yield* Effect.flip(auth.authenticate("t"))).toMatchObject({ _tag: "Unauthorized" })
    }))
})

describe("client registration", () => {
  it.effect("stores the client with a hash of its secret and the time, and replaces it when registered again", () =>
    Effect.gen(function*() {
      const { auth, clients } = yield* harness
      yield* TestClock.adjust("2 seconds")
      expect(yield* auth.registerClient("client-b", "first-secret")).toBe("client-b")
      const first = (yield* Ref.get(clients)).get("client-b")!
      expect(first).toMatchObject({ client_id: "client-b", created_at: 2_000 })
      expect(first.secret_hash).not.toContain("first-secret")
      expect(yield* verifySecret("first-secret", first.secret_hash)).toBe(true)
      yield* auth.registerClient("client-b", "second-secret")
      const second = (yield* Ref.get(clients)).get("client-b")!
      expect(yield* verifySecret("second-secret", second.secret_hash)).toBe(true)
      expect(yield* verifySecret("first-secret", second.secret_hash)).toBe(false)
      expect((yield* hashSecret("x")).startsWith("scrypt$")).toBe(true)
    }))
})
