import { describe, expect, it } from "@effect/vitest"
import {
  type AnalysisError,
  type AnalysisRequest,
  type ProductJson,
  productJsonOf,
  productTexts
} from "@statement-engine/analysis"
import { NoSuitableParser, ProductFailure } from "@statement-engine/analysis"
import {
  AnalysisRunner,
  type ClientId,
  Engine,
  EngineConfig,
  EngineLive,
  type EngineSettings,
  type Report,
  ReportStore,
  ServiceUnavailable,
  WebhookOutbox
} from "@statement-engine/core"
import { MemoryStore } from "@statement-engine/store-memory"
import { Deferred, Duration, Effect, Either, Layer, Option, Ref, Schedule } from "effect"

type Outcome = (
  request: AnalysisRequest,
  call: number
) => Effect.Effect<ProductJson, AnalysisError | ServiceUnavailable>

const testEngine = (outcome: Outcome, settings: Partial<EngineSettings> = {}) =>
  Effect.gen(function*() {
    const calls = yield* Ref.make(0)
    const runner = Layer.succeed(AnalysisRunner, {
      preprocess: (files) =>
        files.some((file) => file.name === "unreadable.txt")
          ? Effect.fail(new NoSuitableParser({ file: "unreadable.txt", detail: "no header", tried: ["csv"] }))
          : Effect.succeed({
            files: [],
            transactions: files.length,
            duplicates_dropped: 0,
            available_operations: ["categorisation", "insights-income"]
          }),
      analyse: (request) => Ref.updateAndGet(calls, (n) => n + 1).pipe(Effect.flatMap((n) => outcome(request, n)))
    })
    const layer = EngineLive.pipe(
      Layer.provideMerge(Layer.mergeAll(
        MemoryStore,
        runner,
        EngineConfig.layer({ pollIntervalMillis: 10, leaseMillis: 200, drainMillis: 200, ...settings })
      ))
    )
    return { layer, calls }
  })

const file = { name: "a.csv", bytes: new TextEncoder().encode("x") }

const waitForEnd = (client: ClientId, id: string) =>
  Effect.flatMap(Engine, (engine) =>
    engine.report(client, id).pipe(
      Effect.filterOrFail((r): r is Report => r.state._tag === "Completed" || r.state._tag === "Failed"),
      Effect.retry(Schedule.spaced(Duration.millis(10)).pipe(Schedule.upTo(Duration.seconds(10))))
    ))

const uploadAndRequest = (useWebhook = false) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
    if (useWebhook) {
      // a name under .invalid never resolves (RFC 6761): delivering to it connects nowhere
      yield* engine.saveWebhookSettings(client, { callback_url: "https://hooks.example.invalid/hook" })
    }
    const report = yield* engine.upload(client, [file])
    yield* engine.requestAnalysis(client, report.request_id, {
      country: "gb",
      operations: ["categorisation"],
      use_webhook: useWebhook
    })
    return { client, id: report.request_id }
  })

describe("Engine", () => {
  it.live("runs a requested analysis to completed with the runner's products", () =>
    Effect.gen(function*() {
      const { layer } = yield* testEngine(() => Effect.succeed(productJsonOf({ categorisation: "{\"accounts\":[]}" })))
      yield* Effect.gen(function*() {
        const { client, id } = yield* uploadAndRequest()
        const done = yield* waitForEnd(client, id)
        expect(done.state._tag).toBe("Completed")
        expect(done.state._tag === "Completed" && productTexts(done.state.products)).toEqual({
          categorisation: "{\"accounts\":[]}"
        })
        if (done.state._tag === "Completed") expect(done.state.request.country).toBe("GB")
      }).pipe(Effect.provide(layer))
    }))

  it.live("ends failed with the analysis error's code", () =>
    Effect.gen(function*() {
      const { layer } = yield* testEngine(() =>
        Effect.fail(new ProductFailure({ operation: "categorisation", detail: "boom" }))
      )
      yield* Effect.gen(function*() {
        const { client, id } = yield* uploadAndRequest()
        const done = yield* waitForEnd(client, id)
        expect(done.state).toMatchObject({ _tag: "Failed", error: { code: "PRODUCT_FAILED" } })
      }).pipe(Effect.provide(layer))
    }))

  it.live("retries a crashed run with backoff, then fails after the last attempt", () =>
    Effect.gen(function*() {
      const { calls, layer } = yield* testEngine(() => Effect.die(new Error("worker died")), { maxRunAttempts: 2 })
      yield* Effect.gen(function*() {
        const { client, id } = yield* uploadAndRequest()
        const done = yield* waitForEnd(client, id)
        expect(done.state).toMatchObject({ _tag: "Failed", error: { code: "INTERNAL_ERROR" } })
        expect(yield* Ref.get(calls)).toBe(2)
      }).pipe(Effect.provide(layer))
    }))

  it.live.each(
    [
      [1, "Completed", 1],
      [2, "Failed", 0]
    ] as const
  )(
    "takes back a run a dead process held on start %i of 2: %s, run here %i times",
    ([attempts, ending, runs]) =>
      Effect.gen(function*() {
        const { calls, layer } = yield* testEngine(() => Effect.succeed(productJsonOf({ categorisation: "{}" })), {
          maxRunAttempts: 2
        })
        yield* Effect.gen(function*() {
          const engine = yield* Engine
          const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
          yield* engine.saveWebhookSettings(client, { callback_url: "https://hooks.example.invalid/hook" })
          const { request_id: id } = yield* engine.upload(client, [file])
          const request = { country: "GB", operations: ["categorisation"], params: {}, use_webhook: true } as const
          // as a process that claimed it and then died leaves it: processing, under a lease long run out
          yield* (yield* ReportStore).update(id, (current) =>
            Either.right({
              report: {
                ...current,
                state: {
                  _tag: "Processing",
                  request,
                  queued_at: 1,
                  started_at: 2,
                  attempts,
                  lease: { owner: "dead-process", expires_at: 3 }
                }
              },
              delivery: Option.none()
            }))
          const done = yield* waitForEnd(client, id)
          expect(done.state._tag).toBe(ending)
          expect(yield* Ref.get(calls)).toBe(runs)
          if (done.state._tag === "Failed") {
            expect(done.state.error.code).toBe("INTERNAL_ERROR")
            expect(done.state.error.detail).toContain("started 2 times")
          }
          const deliveries = yield* (yield* WebhookOutbox).forReport(id)
          expect(deliveries.map((d) => d.status)).toEqual([ending === "Failed" ? "failed" : "completed"])
        }).pipe(Effect.provide(layer))
      })
  )

  it.live("fails a run that passes the time limit with TIMEOUT", () =>
    Effect.gen(function*() {
      const { layer } = yield* testEngine(() => Effect.never, { runTimeLimitMillis: 50 })
      yield* Effect.gen(function*() {
        const { client, id } = yield* uploadAndRequest()
        const done = yield* waitForEnd(client, id)
        expect(done.state).toMatchObject({ _tag: "Failed", error: { code: "TIMEOUT" } })
      }).pipe(Effect.provide(layer))
    }))

  it.live("keeps a long run's lease alive with heartbeats, so it completes once", () =>
    Effect.gen(function*() {
      const { calls, layer } = yield* testEngine(
        () => Effect.sleep(Duration.millis(700)).pipe(Effect.as(productJsonOf({ categorisation: "{}" }))),
        { leaseMillis: 150, maxConcurrentRuns: 2 }
      )
      yield* Effect.gen(function*() {
        const { client, id } = yield* uploadAndRequest()
        const done = yield* waitForEnd(client, id)
        expect(done.state._tag).toBe("Completed")
        expect(yield* Ref.get(calls)).toBe(1)
      }).pipe(Effect.provide(layer))
    }))

  it.live("enqueues one webhook delivery with the terminal change when asked to", () =>
    Effect.gen(function*() {
      const gate = yield* Deferred.make<void>()
      const { layer } = yield* testEngine(() =>
        Deferred.await(gate).pipe(Effect.as(productJsonOf({ categorisation: "{}" })))
      )
      yield* Effect.gen(function*() {
        const { client, id } = yield* uploadAndRequest(true)
        const outbox = yield* WebhookOutbox
        expect(yield* outbox.forReport(id)).toEqual([])
        yield* Deferred.succeed(gate, undefined)
        yield* waitForEnd(client, id)
        const deliveries = yield* outbox.forReport(id)
        expect(deliveries).toHaveLength(1)
        expect(deliveries[0]).toMatchObject({ status: "completed", client_id: client })
      }).pipe(Effect.provide(layer))
    }))

  it.live("refuses what it cannot do, with typed errors", () =>
    Effect.gen(function*() {
      const { layer } = yield* testEngine(() => Effect.succeed({}))
      yield* Effect.gen(function*() {
        const engine = yield* Engine
        const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
        const other = yield* engine.registerClient("client-b", "secret-b-0123456789")
        expect((yield* Effect.flip(engine.upload(client, [])))._tag).toBe("RequiredParamsMissing")
        expect((yield* Effect.flip(engine.upload(client, [{ ...file, name: "unreadable.txt" }])))._tag)
          .toBe("NoSuitableParser")
        const report = yield* engine.upload(client, [file])
        const id = report.request_id
        const request = { country: "GB", operations: ["categorisation"] }
        expect((yield* Effect.flip(engine.requestAnalysis(client, id, { ...request, country: "XX" })))._tag)
          .toBe("UnsupportedCountry")
        expect(yield* Effect.flip(engine.requestAnalysis(client, id, { ...request, operations: ["features"] })))
          .toMatchObject({ _tag: "UnsupportedOperation", operations: ["features"] })
        expect((yield* Effect.flip(engine.requestAnalysis(other, id, request)))._tag).toBe("ReportNotFound")
        expect((yield* Effect.flip(engine.report(other, id)))._tag).toBe("ReportNotFound")
        expect(yield* Effect.flip(engine.requestAnalysis(client, id, { ...request, use_webhook: true })))
          .toMatchObject({ _tag: "InvalidInput", pointer: "/use_webhook" })
        yield* engine.requestAnalysis(client, id, request)
        expect((yield* Effect.flip(engine.requestAnalysis(client, id, request)))._tag).toBe("AnalysisAlreadyRequested")
      }).pipe(Effect.provide(layer))
    }))

  it.live("issues tokens only for valid credentials and the configured audience", () =>
    Effect.gen(function*() {
      const { layer } = yield* testEngine(() => Effect.succeed({}), { audience: "my-audience" })
      yield* Effect.gen(function*() {
        const engine = yield* Engine
        const client = yield* engine.registerClient("client-a", "secret-a-0123456789")
        const good = {
          grant_type: "client_credentials",
          client_id: "client-a",
          client_secret: "secret-a-0123456789",
          audience: "my-audience"
        }
        const token = yield* engine.issueToken(good)
        expect(yield* engine.authenticate(token.access_token)).toBe(client)
        expect(yield* Effect.flip(engine.issueToken({ ...good, client_secret: "wrong" })))
          .toMatchObject({ error: "invalid_client" })
        expect(yield* Effect.flip(engine.issueToken({ ...good, audience: "statement-engine" })))
          .toMatchObject({ error: "invalid_request" })
        expect((yield* Effect.flip(engine.authenticate("made-up")))._tag).toBe("Unauthorized")
      }).pipe(Effect.provide(layer))
    }))

  it.live("answers 'busy' when the queue is full", () =>
    Effect.gen(function*() {
      const { layer } = yield* testEngine(() => Effect.never, { maxQueuedRuns: 1, maxConcurrentRuns: 1 })
      yield* Effect.gen(function*() {
        yield* uploadAndRequest()
        const engine = yield* Engine
        const client = yield* engine.registerClient("client-c", "secret-c-0123456789")
        const report = yield* engine.upload(client, [file])
        const refused = yield* Effect.flip(
          engine.requestAnalysis(client, report.request_id, { country: "GB", operations: ["categorisation"] })
        )
        expect(refused).toBeInstanceOf(ServiceUnavailable)
      }).pipe(Effect.provide(layer))
    }))
})
