import { describe, expect, it } from "@effect/vitest"
import { Engine, EngineConfig, EngineLive, type WebhookDelivery, WebhookOutbox } from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { Duration, Effect, Layer, TestClock } from "effect"
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { oneTransactionRunner, realPause } from "./webhook-test-kit.js"

/** Polls, in real time, until `check` answers a value. */
const eventually = <A, E>(what: string, check: Effect.Effect<A | undefined, E>) =>
  Effect.gen(function*() {
    for (let i = 0; i < 500; i++) {
      const found = yield* check
      if (found !== undefined) return found
      yield* realPause(10)
    }
    return yield* Effect.die(new Error(`timed out waiting for ${what}`))
  })

describe("webhook retry schedule on a simulated clock", () => {
  it.scoped("the default schedule: a receiver down for three attempts gets the fourth at 0 s, 5 s, 5 min, 30 min, with one webhook-id", () =>
    Effect.gen(function*() {
      const start = Math.floor(Date.now() / 1000) * 1000
      yield* TestClock.setTime(start)
      const hits: Array<IncomingHttpHeaders> = []
      const server = createServer((req, res) => {
        req.resume()
        req.on("end", () => {
          hits.push(req.headers)
          res.writeHead(hits.length <= 3 ? 503 : 204).end()
        })
      })
      yield* Effect.acquireRelease(
        Effect.promise(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))),
        () => Effect.promise(() => new Promise<void>((resolve) => server.close(() => resolve())))
      )
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
      const schedule = EngineConfig.defaults.webhookRetryScheduleMillis
      expect(schedule.slice(0, 4)).toEqual([0, 5_000, 300_000, 1_800_000])

      const layer = EngineLive.pipe(Layer.provideMerge(Layer.mergeAll(
        MemoryStore,
        oneTransactionRunner,
        // every wake-up of the dispatcher costs real time; with a 5 s poll the schedule's times
        // (all multiples of 5 s) are still hit exactly, and 35 simulated minutes pass in seconds
        EngineConfig.layer({ allowPrivateCallbacks: true, pollIntervalMillis: 5_000 })
      )))
      yield* Effect.gen(function*() {
        const engine = yield* Engine
        const outbox = yield* WebhookOutbox
        const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
        yield* engine.saveWebhookSettings(client, { callback_url: url })
        const report = yield* engine.upload(client, [{ name: "a.csv", bytes: new Uint8Array([65]) }])
        yield* engine.requestAnalysis(client, report.request_id, {
          country: "GB",
          operations: ["categorisation"],
          use_webhook: true
        })
        const delivery = (attempts: number) =>
          eventually(
            `attempt ${attempts}`,
            outbox.forReport(report.request_id).pipe(
              Effect.map((all) => all.find((d: WebhookDelivery) => d.attempts === attempts))
            )
          )
        // the processor and the first attempt run at once; each retry waits for the clock to reach its time
        let last = yield* delivery(1)
        for (const attempt of [2, 3, 4]) {
          const wait = schedule[attempt - 1] ?? 0
          yield* TestClock.adjust(Duration.millis(wait - 1_000))
          yield* realPause(150)
          expect(hits, `attempt ${attempt} must not come a second early`).toHaveLength(attempt - 1)
          yield* TestClock.adjust(Duration.millis(1_000))
          last = yield* delivery(attempt)
        }
        expect(last.state).toBe("delivered")
        expect(hits).toHaveLength(4)
        expect(new Set(hits.map((h) => h["webhook-id"]))).toEqual(new Set([last.webhook_id]))
        const seconds = hits.map((h) => Number(h["webhook-timestamp"]) - start / 1000)
        expect(seconds).toEqual([0, 5, 305, 2105])
      }).pipe(Effect.provide(layer))
    }))
})
