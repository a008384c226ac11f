import { describe, expect, it } from "@effect/vitest"
import { Engine, EngineConfig, EngineLive, type WebhookDelivery, WebhookOutbox } from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { testSecretKeys } from "@statement-engine/testkit/secret-keys"
import { Effect, Exit, Layer, Scope } from "effect"
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { oneTransactionRunner, realPause } from "./webhook-test-kit.js"

describe("a webhook sender that dies between sending and recording", () => {
  it.live("makes the receiver see the notification again with the same webhook-id, never lose it", () =>
    Effect.gen(function*() {
      const hits: Array<IncomingHttpHeaders> = []
      const held: Array<ServerResponse> = []
      const server = createServer((req, res) => {
        req.resume()
        req.on("end", () => {
          hits.push(req.headers)
          // the first notification is received but never answered: its sender dies waiting
          if (hits.length === 1) held.push(res)
          else res.writeHead(204).end()
        })
      })
      yield* Effect.acquireRelease(
        Effect.promise(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))),
        () =>
          Effect.sync(() => {
            for (const res of held) res.destroy()
            server.close()
          })
      )
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
      // one store outlives both engine instances, as a database outlives a process
      const store = yield* Layer.build(MemoryStore)
      const engineOn = EngineLive.pipe(Layer.provideMerge(Layer.mergeAll(
        Layer.succeedContext(store),
        oneTransactionRunner,
        // a delivery's lease is (16 / 4 + 2) deadlines: 3 s here; the processes share the secret key
        EngineConfig.layer({
          allowPrivateCallbacks: true,
          pollIntervalMillis: 20,
          webhookTimeoutMillis: 500,
          secretKeys: testSecretKeys()
        })
      )))

      const first = yield* Scope.make()
      const { requestId } = yield* Effect.gen(function*() {
        const engine = yield* Engine
        const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
        yield* engine.saveWebhookSettings(client, { callback_url: url })
        const report = yield* engine.upload(client, [{ name: "a.csv", bytes: new Uint8Array([65]) }])
        yield* engine.requestAnalysis(client, report.request_id, {
          country: "GB",
          operations: ["categorisation"],
          use_webhook: true
        })
        return { requestId: report.request_id }
      }).pipe(Effect.provide(Layer.extendScope(engineOn)), Scope.extend(first))
      for (let i = 0; i < 500 && hits.length === 0; i++) yield* realPause(10)
      expect(hits).toHaveLength(1)
      // the process dies: its fibers stop mid-request, nothing is recorded
      yield* Scope.close(first, Exit.void)

      const delivered = yield* Effect.gen(function*() {
        const outbox = yield* WebhookOutbox
        for (let i = 0; i < 800; i++) {
          const found = (yield* outbox.forReport(requestId)).find((d: WebhookDelivery) => d.state === "delivered")
          if (found !== undefined) return found
          yield* realPause(10)
        }
        return yield* Effect.die(new Error("the notification was lost"))
      }).pipe(Effect.provide(engineOn))
      expect(hits).toHaveLength(2)
      expect(hits[1]?.["webhook-id"]).toBe(hits[0]?.["webhook-id"])
      expect(delivered.webhook_id).toBe(hits[0]?.["webhook-id"])
    }).pipe(Effect.scoped))
})
