import { describe, expect, it } from "@effect/vitest"
import { ClientStore, Engine, newSigningSecret, verifyWebhook } from "@statement-engine/core"
import { Effect } from "effect"
import { engineWith, notify, notifyClient, receiver } from "./webhook-test-kit.js"

const fast = [0, 50, 50, 50, 50]

describe("webhook delivery", () => {
  it.live("a receiver down for three attempts gets the fourth, signed, with the same webhook-id", () =>
    Effect.gen(function*() {
      const hook = yield* receiver((_, index, res) => res.writeHead(index < 3 ? 503 : 204).end())
      const { delivery, requestId, secret } = yield* notify({ callback_url: `${hook.url}/hook` }).pipe(
        Effect.provide(engineWith({ allowPrivateCallbacks: true, webhookRetryScheduleMillis: fast }))
      )
      expect(delivery).toMatchObject({ state: "delivered", attempts: 4 })
      expect(hook.hits).toHaveLength(4)
      expect(new Set(hook.hits.map((hit) => hit.headers["webhook-id"]))).toEqual(new Set([delivery.webhook_id]))
      const last = hook.hits[3]!
      expect(JSON.parse(last.body)).toEqual({
        data: { type: "report processing result", attributes: { "request-id": requestId, status: "completed" } }
      })
      const verify = (body: string) =>
        verifyWebhook({
          secret,
          body,
          webhookId: String(last.headers["webhook-id"]),
          timestamp: String(last.headers["webhook-timestamp"]),
          signature: String(last.headers["webhook-signature"]),
          nowSeconds: Math.floor(Date.now() / 1000)
        })
      expect(verify(last.body)).toBe(true)
      expect(verify(last.body.replace("completed", "Completed"))).toBe(false)
    }).pipe(Effect.scoped))

  it.live("gives up after the last attempt of the schedule, and on 410 at once", () =>
    Effect.gen(function*() {
      const down = yield* receiver((_, __, res) => res.writeHead(500).end())
      const failed = yield* notify({ callback_url: down.url }).pipe(
        Effect.provide(engineWith({ allowPrivateCallbacks: true, webhookRetryScheduleMillis: [0, 20, 20] }))
      )
      expect(failed.delivery).toMatchObject({ state: "failed", attempts: 3 })
      expect(down.hits).toHaveLength(3)
      const gone = yield* receiver((_, __, res) => res.writeHead(410).end())
      const stopped = yield* notify({ callback_url: gone.url }).pipe(
        Effect.provide(engineWith({ allowPrivateCallbacks: true, webhookRetryScheduleMillis: fast }))
      )
      expect(stopped.delivery).toMatchObject({ state: "failed", attempts: 1 })
      expect(gone.hits).toHaveLength(1)
    }).pipe(Effect.scoped))

  it.live("honours Retry-After and does not follow redirects", () =>
    Effect.gen(function*() {
      const target = yield* receiver((_, __, res) => res.writeHead(204).end())
      const moved = yield* receiver((_, index, res) =>
        index === 0 ? res.writeHead(302, { location: `${target.url}/elsewhere` }).end() : res.writeHead(204).end()
      )
      const redirected = yield* notify({ callback_url: moved.url }).pipe(
        Effect.provide(engineWith({ allowPrivateCallbacks: true, webhookRetryScheduleMillis: fast }))
      )
      expect(redirected.delivery).toMatchObject({ state: "delivered", attempts: 2 })
      expect(target.hits).toHaveLength(0)

      const slow = yield* receiver((_, index, res) =>
        index === 0 ? res.writeHead(429, { "retry-after": "1" }).end() : res.writeHead(204).end()
      )
      const started = Date.now()
      const later = yield* notify({ callback_url: slow.url }).pipe(
        Effect.provide(engineWith({ allowPrivateCallbacks: true, webhookRetryScheduleMillis: fast }))
      )
      expect(later.delivery.state).toBe("delivered")
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    }).pipe(Effect.scoped))

  it.live("authenticates with Basic Auth", () =>
    Effect.gen(function*() {
      const hook = yield* receiver((_, __, res) => res.writeHead(204).end())
      yield* notify({
        callback_url: hook.url,
        auth_method: "Basic Auth",
        auth_username: "hooks",
        auth_password: "s3cret"
      }).pipe(
        Effect.provide(engineWith({ allowPrivateCallbacks: true }))
      )
      expect(hook.hits[0]?.headers.authorization).toBe(`Basic ${Buffer.from("hooks:s3cret").toString("base64")}`)
    }).pipe(Effect.scoped))

  it.live("fetches one OAuth2 token for many deliveries and refreshes it once after a 401", () =>
    Effect.gen(function*() {
      let issued = 0
      const tokens = yield* receiver((_, __, res) => {
        issued++
        res.writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ access_token: `token-${issued}`, expires_in: 3600 }))
      })
      // the receiver starts refusing token-1 at its second request, as if the token were revoked
      const hook = yield* receiver((hit, index, res) =>
        res.writeHead(index >= 1 && hit.headers.authorization === "Bearer token-1" ? 401 : 204).end()
      )
      const settings = {
        callback_url: hook.url,
        auth_method: "OAuth2",
        oauth_token_url: `${tokens.url}/token`,
        oauth_client_id: "engine",
        oauth_client_secret: "shh",
        oauth_audience: "hooks-api",
        oauth_client_audience: "notify"
      } as const
      yield* Effect.gen(function*() {
        yield* notify(settings)
        yield* notify(settings)
        yield* notify(settings)
      }).pipe(Effect.provide(engineWith({ allowPrivateCallbacks: true })))
      expect(hook.hits.map((hit) => hit.headers.authorization)).toEqual([
        "Bearer token-1",
        "Bearer token-1",
        "Bearer token-2",
        "Bearer token-2"
      ])
      expect(tokens.hits).toHaveLength(2)
      const form = new URLSearchParams(tokens.hits[0]!.body)
      expect(Object.fromEntries(form)).toEqual({
        grant_type: "client_credentials",
        client_id: "engine",
        client_secret: "shh",
        audience: "hooks-api",
        scope: "notify"
      })
    }).pipe(Effect.scoped))

  it.live("refuses callbacks to private addresses in any spelling, when stored and again when delivering, connecting to none", () =>
    Effect.gen(function*() {
      const hook = yield* receiver((_, __, res) => res.writeHead(204).end())
      const spellings = [
        `https://127.0.0.1:${hook.port}/hook`,
        `https://2130706433:${hook.port}/hook`,
        `https://0x7f000001:${hook.port}/hook`,
        `https://[::ffff:127.0.0.1]:${hook.port}/hook`,
        `https://localhost:${hook.port}/hook`
      ]
      yield* Effect.gen(function*() {
        const engine = yield* Engine
        const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
        for (const callback_url of spellings) {
          expect(yield* Effect.flip(engine.saveWebhookSettings(client, { callback_url })))
            .toMatchObject({ _tag: "InvalidInput", pointer: "/callback_url" })
          expect(
            yield* Effect.flip(engine.saveWebhookSettings(client, {
              callback_url: "https://hooks.example.invalid/",
              auth_method: "OAuth2",
              oauth_token_url: callback_url,
              oauth_client_id: "engine",
              oauth_client_secret: "shh"
            }))
          ).toMatchObject({ _tag: "InvalidInput", pointer: "/oauth_token_url" })
        }
        // settings stored before they were checked, or whose host resolved to a public address then
        const clients = yield* ClientStore
        for (const callback_url of spellings) {
          yield* clients.saveWebhookSettings({
            client_id: client,
            callback_url,
            auth: { _tag: "SignatureOnly" },
            signing_secret: newSigningSecret(),
            updated_at: 0
          })
          const { delivery } = yield* notifyClient(client)
          expect(delivery.state).toBe("failed")
          expect(delivery.last_error).toMatch(/refused|non-public|loopback/)
        }
      }).pipe(Effect.provide(engineWith({ allowPrivateCallbacks: false, webhookRetryScheduleMillis: [0] })))
      expect(hook.connections()).toBe(0)
    }).pipe(Effect.scoped))
})
