import { describe, expect, it } from "@effect/vitest"
import {
  AnalysisLimitExceeded,
  AnalysisRunner,
  type ClientId,
  Engine,
  EngineConfig,
  EngineLive,
  inlineAnalysisRunner,
  type Report
} from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { Duration, Effect, Layer, Ref, Schedule } from "effect"

const waitForEnd = (client: ClientId, id: string) =>
  Effect.flatMap(Engine, (engine) =>
    engine.report(client, id).pipe(
      Effect.filterOrFail((r): r is Report => r.state._tag === "Completed" || r.state._tag === "Failed"),
      Effect.retry(Schedule.spaced(Duration.millis(10)).pipe(Schedule.upTo(Duration.seconds(20))))
    ))

const engineOn = (runner: Layer.Layer<AnalysisRunner>) =>
  EngineLive.pipe(Layer.provideMerge(Layer.mergeAll(
    MemoryStore,
    runner,
    EngineConfig.layer({ pollIntervalMillis: 10, maxRunAttempts: 3 })
  )))

const statement = (bytes: number) => {
  const file = generateCsvOfSize(bytes, 7)
  return { name: file.name, bytes: file.bytes }
}

describe("hardening: an analysis past a limit fails alone, at once, with ANALYSIS_LIMIT", () => {
  it.live("a run stopped at a limit ends failed with ANALYSIS_LIMIT after one attempt, not retried", () =>
    Effect.gen(function*() {
      const calls = yield* Ref.make(0)
      const limited = Layer.succeed(AnalysisRunner, {
        preprocess: () =>
          Effect.succeed({
            files: [],
            transactions: 1,
            duplicates_dropped: 0,
            available_operations: ["categorisation"]
          }),
        analyse: () =>
          Ref.update(calls, (n) => n + 1).pipe(Effect.zipRight(Effect.fail(
            new AnalysisLimitExceeded({ limit: "memory", detail: "The analysis needed more memory than 64 MB." })
          )))
      })
      yield* Effect.gen(function*() {
        const engine = yield* Engine
        const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
        const report = yield* engine.upload(client, [statement(1_000)])
        yield* engine.requestAnalysis(client, report.request_id, { country: "GB", operations: ["categorisation"] })
        const done = yield* waitForEnd(client, report.request_id)
        expect(done.state).toMatchObject({
          _tag: "Failed",
          error: { code: "ANALYSIS_LIMIT", detail: "The analysis needed more memory than 64 MB." }
        })
        expect(yield* Ref.get(calls)).toBe(1)
      }).pipe(Effect.provide(engineOn(limited)))
    }))

  it.live("with no worker threads, reading or analysing past the time limit is stopped inline; the next one runs", () =>
    Effect.gen(function*() {
      const engine = yield* Engine
      const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
      // the first reading in a process compiles code: not what is limited here
      yield* engine.upload(client, [statement(2_000)]).pipe(Effect.ignore)
      const started = performance.now()
      const refused = yield* Effect.flip(engine.upload(client, [statement(8 * 1024 * 1024)]))
      expect(refused).toMatchObject({ _tag: "AnalysisLimitExceeded", limit: "time" })
      expect(performance.now() - started).toBeLessThan(5_000)
      // the stopped reading's garbage is collected during the next ones, which a 50 ms limit may not cover
      const small = yield* engine.upload(client, [statement(2_000)]).pipe(Effect.retry({ times: 3 }))
      expect(small.intake.transactions).toBeGreaterThan(0)
    }).pipe(Effect.provide(engineOn(inlineAnalysisRunner({ timeLimitMillis: 50 })))))
})
