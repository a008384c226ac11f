import { describe, expect, it, layer } from "@effect/vitest"
import { preprocess } from "@statement-engine/analysis"
import { AnalysisRunner } from "@statement-engine/core"
import { Effect, Either, Fiber } from "effect"
import { inlineOrThread, WorkerPoolAnalysisRunner } from "../src/index.js"

const csv = [
  "Date,Description,Amount,Balance",
  "28/01/2024,ACME LTD SALARY,2500.00,3100.00",
  "01/02/2024,RENT LANDLORD SO,-950.00,2150.00"
].join("\n")

const misbehaving = new URL("./misbehaving-worker.ts", import.meta.url)
const file = (name: string, text = csv) => ({ name, bytes: new TextEncoder().encode(text) })
const request = (name: string, text = csv) => ({
  files: [file(name, text)],
  options: {},
  country: "GB" as const,
  operations: ["categorisation" as const],
  params: {},
  as_of: "2024-04-01T00:00:00.000Z"
})

/** A statement of about `bytes` bytes: card payments, twenty a day. */
const largeCsv = (bytes: number) => {
  const rows = ["Date,Description,Amount,Balance"]
  for (let i = 0, size = 0; size < bytes; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 20) * 86_400_000).toISOString().slice(0, 10)
    const row = `${day},CARD PAYMENT TO SHOP ${i % 97} REF ${i},-${(i % 50) + 1}.25,${100_000 - i}.00`
    rows.push(row)
    size += row.length + 1
  }
  return rows.join("\n")
}

/** One analysis on each of two threads, so that their start-up does not count against a test's limits. */
const warmUp = Effect.flatMap(
  AnalysisRunner,
  (runner) =>
    Effect.all([runner.analyse(request("warm-1.csv")), runner.analyse(request("warm-2.csv"))], { concurrency: 2 })
)

/**
 * Two threads of the misbehaving worker: it spins on over-time.csv until the thread's own watchdog
 * stops it (1.5 s), and on hang.csv outside it, so that only the stuck-task limit (2 s from when the
 * thread starts the task) stops that one.
 */
const misbehavingPool = WorkerPoolAnalysisRunner({
  size: 2,
  timeLimitMillis: 1500,
  stuckTaskMillis: 2000,
  workerFile: misbehaving
})

const spin = (millis: number) => {
  const until = performance.now() + millis
  while (performance.now() < until) { /* hold the thread */ }
}

describe("hardening: per-analysis limits on the worker pool", () => {
  // one pool for both: its threads start once
  layer(misbehavingPool, { timeout: "60 seconds", excludeTestServices: true })("on two misbehaving threads", (it) => {
    it.effect("a thread stuck where its own limit cannot stop it is terminated and replaced, while the other serves", () =>
      Effect.gen(function*() {
        const runner = yield* AnalysisRunner
        yield* warmUp
        const started = Date.now()
        const stuck = yield* Effect.fork(Effect.flip(runner.analyse(request("hang.csv"))))
        // the other thread answers analyses one after another while the first is stuck
        const answered: Array<number> = []
        for (let i = 0; i < 3; i++) {
          yield* runner.analyse(request(`fine-${i}.csv`))
          answered.push(Date.now() - started)
        }
        const stopped = yield* Fiber.join(stuck)
        const stoppedAfter = Date.now() - started
        expect(stopped).toMatchObject({ _tag: "AnalysisLimitExceeded", limit: "time" })
        expect(stoppedAfter).toBeGreaterThanOrEqual(2000)
        expect(answered.every((at) => at < stoppedAfter)).toBe(true)
        // both threads work again: two analyses at once both finish
        const both = yield* Effect.all([runner.analyse(request("a.csv")), runner.analyse(request("b.csv"))], {
          concurrency: 2
        })
        expect(both.map((products) => Object.keys(products))).toEqual([["categorisation"], ["categorisation"]])
      }))

    it.effect("an analysis its thread stops at the time limit fails alone; the thread goes on with the next", () =>
      Effect.gen(function*() {
        const runner = yield* AnalysisRunner
        const [stopped, other] = yield* Effect.all(
          [Effect.flip(runner.analyse(request("over-time.csv"))), runner.analyse(request("other.csv"))],
          { concurrency: 2 }
        )
        expect(stopped).toMatchObject({
          _tag: "AnalysisLimitExceeded",
          limit: "time",
          detail: "The analysis ran longer than its time limit of 1500 ms and was stopped."
        })
        expect(Object.keys(other)).toEqual(["categorisation"])
        // stopped by its own thread, which was not replaced: both threads answer at once
        const both = yield* Effect.all([runner.analyse(request("c.csv")), runner.analyse(request("d.csv"))], {
          concurrency: 2
        })
        expect(both).toHaveLength(2)
      }))
  })

  it.live("a large real statement is stopped at a time limit too short for it", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      expect(yield* Effect.flip(runner.analyse(request("big.csv", largeCsv(8 * 1024 * 1024))))).toMatchObject({
        _tag: "AnalysisLimitExceeded",
        limit: "time"
      })
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, timeLimitMillis: 150 }))))

  it.live("a real upload that needs more heap than the limit fails alone with the memory limit", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const refused = yield* Effect.flip(runner.preprocess([file("heavy.csv", largeCsv(24 * 1024 * 1024))], {}))
      expect(refused).toMatchObject({ _tag: "AnalysisLimitExceeded", limit: "memory" })
      expect((yield* runner.preprocess([file("light.csv")], {})).transactions).toBe(2)
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, heapLimitMb: 64 }))))

  it.live("only tiny uploads are read on the calling thread; analyses always go to a thread", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      // the first reading in a process compiles code and may pass the watchdog: it does not count here
      yield* runner.preprocess([file("warm.csv")], {})
      // the misbehaving worker throws on this name: read inline it never reaches a thread
      expect((yield* runner.preprocess([file("throw.csv")], {})).transactions).toBe(2)
      const larger = file("throw.csv", largeCsv(8 * 1024))
      expect(larger.bytes.byteLength).toBeGreaterThan(4 * 1024)
      expect((yield* Effect.exit(runner.preprocess([larger], {})))._tag).toBe("Failure")
      expect((yield* Effect.exit(runner.analyse(request("throw.csv"))))._tag).toBe("Failure")
    }).pipe(Effect.provide(
      WorkerPoolAnalysisRunner({
        size: 1,
        inlinePreprocessMaxBytes: 4 * 1024,
        // which path a read takes is tested here, the watchdog in the next test: on a loaded machine a
        // first inline read of a new code path can pass a short one and go to the thread, which throws
        inlineWatchdogMillis: 5_000,
        workerFile: misbehaving
      })
    )))

  it.live("inline work stopped by its watchdog is done on a thread instead", () =>
    Effect.gen(function*() {
      let onThread = 0
      const thread = Effect.sync(() => ++onThread).pipe(Effect.as("read on a thread"))
      const started = performance.now()
      const slow = yield* inlineOrThread(
        () => {
          spin(2_000)
          return Either.right("read inline")
        },
        20,
        thread
      )
      expect(slow).toBe("read on a thread")
      expect(performance.now() - started).toBeLessThan(1_500)
      expect(
        yield* inlineOrThread(
          () => preprocess([file("a.csv")], {}).pipe(Either.map(() => "read inline")),
          1_000,
          thread
        )
      )
        .toBe("read inline")
      expect(onThread).toBe(1)
    }))
})
