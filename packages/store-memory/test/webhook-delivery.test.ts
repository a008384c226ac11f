import { describe, expect, it } from "@effect/vitest"
import {
  Engine,
  EngineConfig,
  EngineLive,
  type EngineSettings,
  verifyWebhook,
  type WebhookDelivery,
  WebhookOutbox,
  type WebhookSettingsInput
} from "@statement-engine/core"
import { Duration, Effect, Layer, Option, Schedule } from "effect"
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { MemoryStore } from "../src/index.js"
import { oneTransactionRunner } from "./webhook-test-kit.js"

interface Hit {
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A local HTTP receiver whose answers the test scripts; it counts connections and requests. */
const receiver = (answer: (hit: Hit, index: number, res: ServerResponse) => void) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const hits: Array<Hit> = []
      let connections = 0
      const server = createServer((req, res) => {
        let body = ""
        req.on("data", (chunk) => (body += String(chunk)))
        req.on("end", () => {
          const hit = { path: req.url ?? "", headers: req.headers, body }
          hits.push(hit)
          answer(hit, hits.length - 1, res)
        })
      })
      server.on("connection", () => connections++)
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const port = (server.address() as AddressInfo).port
      return { port, url: `http://127.0.0.1:${port}`, hits, connections: () => connections, server }
    }),
    ({ server }) => Effect.promise(() => new Promise<void>((resolve) => server.close(() => resolve())))
  )

const engineWith = (settings: Partial<EngineSettings>) =>
  EngineLive.pipe(Layer.provideMerge(Layer.mergeAll(
    MemoryStore,
    oneTransactionRunner,
    EngineConfig.layer({ pollIntervalMillis: 10, webhookTimeoutMillis: 2000, ...settings })
  )))

/** Runs one analysis with `use_webhook` for a client with `settings`; answers its webhook delivery once it is final. */
const notify = (settings: WebhookSettingsInput) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    const outbox = yield* WebhookOutbox
    const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
    const saved = yield* engine.saveWebhookSettings(client, settings)
    const report = yield* engine.upload(client, [{ name: "a.csv", bytes: new Uint8Array([65]) }])
    yield* engine.requestAnalysis(client, report.request_id, {
      country: "GB",
      operations: ["categorisation"],
      use_webhook: true
    })
    const delivery = yield* outbox.forReport(report.request_id).pipe(
      Effect.map((all) => Option.fromNullable(all[0])),
      Effect.flatMap(Option.match({ onNone: () => Effect.fail("none yet" as const), onSome: Effect.succeed })),
      Effect.filterOrFail((d: WebhookDelivery) => d.state !== "pending", () => "pending" as const),
      Effect.retry(Schedule.spaced(Duration.millis(20)).pipe(Schedule.upTo(Duration.seconds(20))))
    )
    return { delivery, secret: saved.signing_secret, requestId: report.request_id }
  })

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

  it.live("refuses callbacks to private addresses in any spelling, with no connection made", () =>
    Effect.gen(function*() {
      const hook = yield* receiver((_, __, res) => res.writeHead(204).end())
      const spellings = [
        `https://127.0.0.1:${hook.port}/hook`,
        `https://2130706433:${hook.port}/hook`,
        `https://0x7f000001:${hook.port}/hook`,
        `https://[::ffff:127.0.0.1]:${hook.port}/hook`,
        `https://localhost:${hook.port}/hook`
      ]
      for (const callback_url of spellings) {
        const { delivery } = yield* notify({ callback_url }).pipe(
          Effect.provide(engineWith({ allowPrivateCallbacks: false, webhookRetryScheduleMillis: [0] }))
        )
        expect(delivery.state).toBe("failed")
        expect(delivery.last_error).toMatch(/refused|non-public|loopback/)
      }
      expect(hook.connections()).toBe(0)
    }).pipe(Effect.scoped))
})
