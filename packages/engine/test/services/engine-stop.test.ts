import { describe, expect, it } from "@effect/vitest"
import { productJsonOf } from "@statement-engine/analysis"
import {
  AnalysisRunner,
  ClientStore,
  Engine,
  EngineConfig,
  EngineLive,
  InProcessReportSignals,
  type Report,
  ReportStore,
  UploadedFileStore,
  WebhookOutbox
} from "@statement-engine/core"
import {
  emptyMemoryState,
  makeMemoryClientStore,
  makeMemoryReportStore,
  makeMemoryUploadedFileStore,
  makeMemoryWebhookOutbox,
  type MemoryState
} from "@statement-engine/store-memory"
import { Context, Duration, Effect, Layer, ManagedRuntime, Schedule } from "effect"

/** The memory store on a state the test keeps, so that it can look at it after the engine stopped. */
const storeOn = (state: MemoryState) =>
  Layer.succeedContext(
    Context.make(ReportStore, makeMemoryReportStore(state)).pipe(
      Context.add(UploadedFileStore, makeMemoryUploadedFileStore(state)),
      Context.add(ClientStore, makeMemoryClientStore(state)),
      Context.add(WebhookOutbox, makeMemoryWebhookOutbox(state))
    )
  )

/** A runner whose analyses take `millis` of real time. */
const runnerTaking = (millis: number) =>
  Layer.succeed(AnalysisRunner, {
    preprocess: () =>
      Effect.succeed({ files: [], transactions: 1, duplicates_dropped: 0, available_operations: ["categorisation"] }),
    analyse: () =>
      Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, millis))).pipe(
        Effect.as(productJsonOf({ categorisation: "{}" }))
      )
  })

/** Starts an analysis, waits until a runner holds it, stops the engine; answers the report as the store kept it. */
const stopWhileRunning = (analysisMillis: number, drainMillis: number) =>
  Effect.promise(async () => {
    const state = emptyMemoryState()
    const runtime = ManagedRuntime.make(EngineLive.pipe(Layer.provide(Layer.mergeAll(
      storeOn(state),
      InProcessReportSignals,
      runnerTaking(analysisMillis),
      EngineConfig.layer({ pollIntervalMillis: 20, leaseMillis: 60_000, drainMillis })
    ))))
    const id = await runtime.runPromise(Effect.gen(function*() {
      const engine = yield* Engine
      const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
      const report = yield* engine.upload(client, [{ name: "a.csv", bytes: new Uint8Array([1]) }])
      yield* engine.requestAnalysis(client, report.request_id, { country: "GB", operations: ["categorisation"] })
      yield* engine.report(client, report.request_id).pipe(
        Effect.filterOrFail((r): r is Report => r.state._tag === "Processing"),
        Effect.retry(Schedule.spaced(Duration.millis(5)).pipe(Schedule.upTo(Duration.seconds(10))))
      )
      return report.request_id
    }))
    await runtime.dispose()
    return state.reports.get(id)?.state
  })

describe("stopping the engine", () => {
  it.live("lets a run in flight finish within the drain time", () =>
    Effect.gen(function*() {
      const state = yield* stopWhileRunning(300, 10_000)
      expect(state?._tag).toBe("Completed")
    }))

  it.live("releases a run still going when the drain time is up, to be taken at once by another process", () =>
    Effect.gen(function*() {
      const before = Date.now()
      const state = yield* stopWhileRunning(60_000, 200)
      // a released run gives its start back: restarts never bring a report nearer its attempt limit
      expect(state).toMatchObject({ _tag: "Queued", attempts: 0 })
      if (state?._tag === "Queued") expect(state.not_before).toBeLessThanOrEqual(Date.now())
      expect(state?._tag === "Queued" && state.not_before >= before).toBe(true)
    }))
})
