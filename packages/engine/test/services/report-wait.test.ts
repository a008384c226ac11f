import { describe, expect, it } from "@effect/vitest"
import { productJsonOf } from "@statement-engine/analysis"
import { AnalysisLimitExceeded, AnalysisRunner, Engine, EngineConfig, EngineLive } from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { Deferred, Effect, Fiber, Layer, TestClock } from "effect"

type Gate = Deferred.Deferred<void, AnalysisLimitExceeded>

/** A runner whose analyses complete (or fail) when the test says so. */
const gatedRunner = (gate: Gate) =>
  Layer.succeed(AnalysisRunner, {
    preprocess: () =>
      Effect.succeed({ files: [], transactions: 1, duplicates_dropped: 0, available_operations: ["categorisation"] }),
    analyse: () => Deferred.await(gate).pipe(Effect.as(productJsonOf({ categorisation: "{}" })))
  })

/** An engine on the memory store with a gated runner; answers the client and a queued report's id. */
const queuedReport = Effect.gen(function*() {
  const engine = yield* Engine
  const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
  const report = yield* engine.upload(client, [{ name: "a.csv", bytes: new Uint8Array([1]) }])
  yield* engine.requestAnalysis(client, report.request_id, { country: "GB", operations: ["categorisation"] })
  return { engine, client, id: report.request_id }
})

const withGate = <A, E>(body: (gate: Gate) => Effect.Effect<A, E, Engine>) =>
  Effect.flatMap(Deferred.make<void, AnalysisLimitExceeded>(), (gate) =>
    body(gate).pipe(
      // a run still held would keep the engine's drain waiting on a clock that does not move
      Effect.ensuring(Deferred.succeed(gate, undefined)),
      Effect.provide(
        EngineLive.pipe(Layer.provide(Layer.mergeAll(MemoryStore, gatedRunner(gate), EngineConfig.layer())))
      ),
      Effect.scoped
    ))

// The test clock never moves by itself: a held request that answers before the clock is moved was woken
// by the report's signal, neither by its time running out nor by reading the report again.
describe("holding a result until the report settles (memory store)", () => {
  it.effect("answers as soon as the run completes, without the clock moving", () =>
    withGate((gate) =>
      Effect.gen(function*() {
        const { client, engine, id } = yield* queuedReport
        const held = yield* Effect.fork(engine.reportWhenSettled(client, id, "30 seconds"))
        yield* Effect.yieldNow({ priority: 1 }).pipe(Effect.repeatN(20))
        expect(yield* Fiber.poll(held)).toEqual(expect.objectContaining({ _tag: "None" }))
        yield* Deferred.succeed(gate, undefined)
        expect((yield* Fiber.join(held)).state._tag).toBe("Completed")
      })
    ))

  it.effect("answers as soon as the run fails", () =>
    withGate((gate) =>
      Effect.gen(function*() {
        const { client, engine, id } = yield* queuedReport
        const held = yield* Effect.fork(engine.reportWhenSettled(client, id, "30 seconds"))
        yield* Deferred.fail(gate, new AnalysisLimitExceeded({ limit: "time", detail: "stopped" }))
        expect((yield* Fiber.join(held)).state._tag).toBe("Failed")
      })
    ))

  it.effect("answers processing when the wait ends first, and at once when there is nothing to wait for", () =>
    withGate(() =>
      Effect.gen(function*() {
        const { client, engine, id } = yield* queuedReport
        const held = yield* Effect.fork(engine.reportWhenSettled(client, id, "30 seconds"))
        yield* TestClock.adjust("30 seconds")
        expect(["Queued", "Processing"]).toContain((yield* Fiber.join(held)).state._tag)
        const upload = yield* engine.upload(client, [{ name: "b.csv", bytes: new Uint8Array([2]) }])
        expect((yield* engine.reportWhenSettled(client, upload.request_id, "30 seconds")).state._tag).toBe("Uploaded")
      })
    ))

  it.effect("answers at once (not found) when the report is erased while held", () =>
    withGate((gate) =>
      Effect.gen(function*() {
        const { client, engine, id } = yield* queuedReport
        const held = yield* Effect.fork(engine.reportWhenSettled(client, id, "30 seconds"))
        yield* Effect.yieldNow().pipe(Effect.repeatN(5))
        yield* engine.deleteReport(client, id)
        const answer = yield* Fiber.join(held).pipe(Effect.flip)
        expect(answer._tag).toBe("ReportNotFound")
        // the erased report's run cannot store its end and backs off: let the clock pass it
        yield* Deferred.succeed(gate, undefined)
        yield* TestClock.adjust("1 minute")
      })
    ))
})
