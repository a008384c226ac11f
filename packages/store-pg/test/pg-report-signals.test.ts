import { describe, expect, it } from "@effect/vitest"
import { productJsonOf } from "@statement-engine/analysis"
import { AnalysisRunner, Engine, EngineConfig, EngineLive } from "@statement-engine/core"
import { freshDatabase } from "@statement-engine/testkit/postgres"
import { Context, Deferred, Duration, Effect, Fiber, Layer } from "effect"
import { PgStore } from "../src/index.js"

/** A runner whose analyses complete when the test opens the gate. */
const gatedRunner = (gate: Deferred.Deferred<void>) =>
  Layer.succeed(AnalysisRunner, {
    preprocess: () =>
      Effect.succeed({ files: [], transactions: 1, duplicates_dropped: 0, available_operations: ["categorisation"] }),
    analyse: () => Deferred.await(gate).pipe(Effect.as(productJsonOf({ categorisation: "{}" })))
  })

/** An engine process on `url`: `runs` analyses at once (0: it never runs one, it only serves). */
const engineOn = (url: string, gate: Deferred.Deferred<void>, runs: number) =>
  Layer.build(
    EngineLive.pipe(Layer.provide(Layer.mergeAll(
      PgStore({ url, maxConnections: 3 }),
      gatedRunner(gate),
      EngineConfig.layer({ maxConcurrentRuns: runs, pollIntervalMillis: 200 })
    )))
  ).pipe(Effect.map((context) => Context.get(context, Engine)))

/** Far below the 30 s held: a held request answering before this was woken, not timed out. */
const WOKEN_WITHIN = Duration.seconds(20)

describe("report signals across processes on one PostgreSQL database", () => {
  it.live("a request held on one engine answers when another engine completes the run", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const gate = yield* Deferred.make<void>()
      const serving = yield* engineOn(url, gate, 0)
      yield* engineOn(url, gate, 1)
      const client = yield* serving.registerClient("client-a", "secret-a-0123456789")
      const report = yield* serving.upload(client, [{ name: "a.csv", bytes: new Uint8Array([1]) }])
      yield* serving.requestAnalysis(client, report.request_id, { country: "GB", operations: ["categorisation"] })
      const held = yield* Effect.fork(serving.reportWhenSettled(client, report.request_id, "30 seconds"))
      yield* Effect.sleep("300 millis")
      expect((yield* Fiber.poll(held))._tag).toBe("None")
      yield* Deferred.succeed(gate, undefined)
      const answer = yield* Fiber.join(held).pipe(Effect.timeoutFail({
        duration: WOKEN_WITHIN,
        onTimeout: () => new Error("the held request was not woken by the other engine's completion")
      }))
      expect(answer.state._tag).toBe("Completed")
    }).pipe(Effect.scoped), 60_000)
})
