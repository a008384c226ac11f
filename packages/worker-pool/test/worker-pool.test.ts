import { describe, expect, it } from "@effect/vitest"
import { analyseToJson, preprocess, productTexts } from "@statement-engine/analysis"
import { AnalysisRunner } from "@statement-engine/core"
import { Cause, Effect, Either, Exit, Fiber } from "effect"
import { WorkerCrashed, WorkerPoolAnalysisRunner } from "../src/index.js"

const csv = [
  "Date,Description,Amount,Balance",
  "28/01/2024,ACME LTD SALARY,2500.00,3100.00",
  "01/02/2024,RENT LANDLORD SO,-950.00,2150.00",
  "03/02/2024,CARD PAYMENT TO TESCO STORES 2345,-45.20,2104.80"
].join("\n")

const file = (name: string) => ({ name, bytes: new TextEncoder().encode(csv) })
const request = (name: string) => ({
  files: [file(name)],
  options: {},
  country: "GB" as const,
  operations: ["categorisation" as const],
  params: {},
  as_of: "2024-04-01T00:00:00.000Z"
})

/** A statement of `count` card payments, twenty a day, to shops named `shop`. */
const largeCsv = (count: number, shop: string) =>
  [
    "Date,Description,Amount,Balance",
    ...Array.from({ length: count }, (_, i) => {
      const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 20) * 86_400_000).toISOString().slice(0, 10)
      return `${day},CARD PAYMENT TO ${shop} ${i % 97} REF ${i},-${(i % 50) + 1}.25,${10_000 - i}.00`
    })
  ].join("\n")

const misbehaving = new URL("./misbehaving-worker.ts", import.meta.url)
const failingToStart = new URL("./failing-worker.ts", import.meta.url)

/** What a call that crashed its worker reports, "" when it did not crash. */
const crashDetail = (exit: Exit.Exit<unknown, unknown>) => {
  const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
  return defect instanceof WorkerCrashed ? defect.detail : ""
}

describe("worker pool analysis runner", () => {
  it.live("pre-processes on a worker thread exactly as inline, without detaching the caller's bytes", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const input = [file("a.csv")]
      const summary = yield* runner.preprocess(input, {})
      expect(summary).toEqual(Either.getOrThrow(preprocess(input, {})))
      expect(new TextDecoder().decode(input[0]!.bytes)).toBe(csv)
      const products = yield* runner.analyse(request("a.csv"))
      expect(Object.keys(products)).toEqual(["categorisation"])
      // the thread kept the read from pre-processing: what it answers is what reading again gives
      expect(productTexts(products)).toEqual(productTexts(Either.getOrThrow(analyseToJson(request("a.csv")))))
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1 }))))

  it.live("the analysis of the very files pre-processed goes to the kept read under the thread's digest, unhashed", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      // with its currency stated, so that the read need not wait for the country and is kept as it is
      const withCurrency = [
        "Date,Description,Amount,Currency,Balance",
        "2024-01-28,ACME LTD SALARY,2500.00,GBP,3100.00",
        "2024-02-01,RENT LANDLORD SO,-950.00,GBP,2150.00"
      ].join("\n")
      const keptFile = () => ({ name: "kept.csv", bytes: new TextEncoder().encode(withCurrency) })
      const keptRequest = (files: ReadonlyArray<{ name: string; bytes: Uint8Array }>) => ({
        ...request("kept.csv"),
        files
      })
      const stored = [keptFile()]
      yield* runner.preprocess(stored, {})
      // the thread's digest is taken for the stored list: were it hashed again, the amount changed
      // below would miss the kept read, and the files would be read again with it
      const changed = new TextEncoder().encode(withCurrency.replace("-950.00", "-959.00"))
      expect(changed.byteLength).toBe(stored[0]!.bytes.byteLength)
      stored[0]!.bytes.set(changed)
      const products = yield* runner.analyse(keptRequest(stored))
      expect(productTexts(products)).toEqual(productTexts(Either.getOrThrow(analyseToJson(keptRequest([keptFile()])))))
      // a list read back from elsewhere (an equal copy, as PostgreSQL gives) is hashed: the changed bytes are read
      const copy = [{ name: "kept.csv", bytes: changed.slice() }]
      yield* runner.preprocess([keptFile()], {})
      const reread = yield* runner.analyse(keptRequest(copy))
      expect(productTexts(reread)).toEqual(productTexts(Either.getOrThrow(analyseToJson(keptRequest(copy)))))
      expect(productTexts(reread)).not.toEqual(productTexts(products))
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1 }))))

  it.live("products larger than a chunk arrive whole and in order, as inline", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const large = {
        ...request("large.csv"),
        files: [{ name: "large.csv", bytes: new TextEncoder().encode(largeCsv(12_000, "SHOP")) }]
      }
      const products = yield* runner.analyse(large)
      expect(productTexts(products).categorisation!.length).toBeGreaterThan(1024 * 1024)
      expect(products.categorisation!.length).toBeGreaterThan(1)
      expect(productTexts(products)).toEqual(productTexts(Either.getOrThrow(analyseToJson(large))))
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1 }))))

  it.live("a file given as a Node Buffer is copied, not transferred away from the caller", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      // Buffer's own slice() is a view: transferring its buffer would empty the caller's bytes
      for (const text of [csv, largeCsv(30_000, "SHOP")]) {
        const bytes = Buffer.from(text)
        const statement = { ...request("buffer.csv"), files: [{ name: "buffer.csv", bytes }] }
        yield* runner.preprocess(statement.files, {})
        const products = yield* runner.analyse({ ...statement, files: [{ name: "other.csv", bytes }] })
        expect(productTexts(products)).toEqual(
          productTexts(
            Either.getOrThrow(
              analyseToJson({ ...statement, files: [{ name: "other.csv", bytes: new TextEncoder().encode(text) }] })
            )
          )
        )
        expect(bytes.toString("utf8")).toBe(text)
      }
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1 }))))

  it.live("a file copied into the buffer a thread handed back reads as itself, not as what the buffer held", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      // over a MiB each, the second and third within twice the size of the one before
      for (
        const [name, count, shop] of [["first.csv", 30_000, "SHOP"], ["second.csv", 24_000, "STORE"], [
          "third.csv",
          20_000,
          "KIOSK"
        ]] as const
      ) {
        const statement = {
          ...request(name),
          files: [{ name, bytes: new TextEncoder().encode(largeCsv(count, shop)) }]
        }
        expect(statement.files[0]!.bytes.byteLength).toBeGreaterThan(1024 * 1024)
        const products = yield* runner.analyse(statement)
        expect(productTexts(products)).toEqual(productTexts(Either.getOrThrow(analyseToJson(statement))))
        expect(statement.files[0]!.bytes.byteLength).toBeGreaterThan(0)
      }
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1 }))))

  it.live("an analysis waiting for a thread is copied when one takes it, into the buffer the one before handed back", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const encode = (text: string) => new TextEncoder().encode(text)
      // over a MiB each, the waiting one within twice the size of the one before; that one holds the thread 300 ms
      const first = { ...request("slow.csv"), files: [{ name: "slow.csv", bytes: encode(largeCsv(30_000, "SHOP")) }] }
      const waiting = {
        ...request("buffer-size.csv"),
        files: [{ name: "buffer-size.csv", bytes: encode(largeCsv(24_000, "STORE")) }]
      }
      const [products, answered] = yield* Effect.all([runner.analyse(first), Effect.exit(runner.analyse(waiting))], {
        concurrency: "unbounded"
      })
      expect(productTexts(products)).toEqual(productTexts(Either.getOrThrow(analyseToJson(first))))
      // copied at submission it would have had a buffer of its own size
      expect(crashDetail(answered)).toBe(`Error: buffer ${first.files[0]!.bytes.byteLength}`)
      expect(waiting.files[0]!.bytes.byteLength).toBeLessThan(first.files[0]!.bytes.byteLength)
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, workerFile: misbehaving }))))

  it.live("an analysis of other files than the thread pre-processed last reads its own", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      yield* runner.preprocess([file("a.csv")], {})
      const other = {
        ...request("b.csv"),
        files: [{ name: "b.csv", bytes: new TextEncoder().encode(csv.replace("2500.00", "2600.00")) }]
      }
      const products = yield* runner.analyse(other)
      expect(productTexts(products)).toEqual(productTexts(Either.getOrThrow(analyseToJson(other))))
      expect(productTexts(products).categorisation).toContain("2600")
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1 }))))

  it.live("a task that kills its thread fails alone; the pool replaces the thread", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const crashed = yield* Effect.exit(runner.analyse(request("exit.csv")))
      expect(Exit.isFailure(crashed) && Cause.isDie(crashed.cause)).toBe(true)
      const thrown = yield* Effect.exit(runner.analyse(request("throw.csv")))
      expect(Exit.isFailure(thrown) && Cause.isDie(thrown.cause)).toBe(true)
      expect(Object.keys(yield* runner.analyse(request("fine.csv")))).toEqual(["categorisation"])
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, workerFile: misbehaving }))))

  it.live("a task that runs its thread out of memory fails alone at the memory limit; the pool replaces the thread", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const exhausted = yield* Effect.flip(runner.analyse(request("oom.csv")))
      expect(exhausted).toMatchObject({ _tag: "AnalysisLimitExceeded", limit: "memory" })
      expect(exhausted.detail).toContain("64 MB")
      expect(Object.keys(yield* runner.analyse(request("fine.csv")))).toEqual(["categorisation"])
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, heapLimitMb: 64, workerFile: misbehaving }))))

  it.live("threads get the configured young generation and heap limit (12 MB young by default)", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      expect(crashDetail(yield* Effect.exit(runner.analyse(request("limits.csv"))))).toMatch(
        /"maxYoungGenerationSizeMb":12\b/
      )
      const limited = yield* Effect.exit(
        AnalysisRunner.pipe(
          Effect.flatMap((other) => other.analyse(request("limits.csv"))),
          Effect.provide(
            WorkerPoolAnalysisRunner({ size: 1, youngGenerationMb: 8, heapLimitMb: 256, workerFile: misbehaving })
          )
        )
      )
      expect(crashDetail(limited)).toMatch(/"maxYoungGenerationSizeMb":8\b/)
      expect(crashDetail(limited)).toMatch(/"maxOldGenerationSizeMb":256\b/)
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, workerFile: misbehaving }))))

  it.live("a task past the time limit is aborted, fails at the time limit, and its thread is replaced", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      expect(yield* Effect.flip(runner.analyse(request("hang.csv")))).toMatchObject({
        _tag: "AnalysisLimitExceeded",
        limit: "time",
        detail: "The analysis ran longer than its time limit of 3000 ms and was stopped."
      })
      expect(Object.keys(yield* runner.analyse(request("fine.csv")))).toEqual(["categorisation"])
    }).pipe(
      Effect.provide(
        WorkerPoolAnalysisRunner({ size: 1, timeLimitMillis: 3000, stuckTaskMillis: 3000, workerFile: misbehaving })
      )
    ))

  it.live("a full queue answers ServiceUnavailable instead of growing", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const results = yield* Effect.all(
        Array.from({ length: 4 }, () => Effect.either(runner.analyse(request("slow.csv")))),
        { concurrency: "unbounded" }
      )
      const busy = results.filter((r) => Either.isLeft(r) && r.left._tag === "ServiceUnavailable")
      expect(busy.length).toBeGreaterThanOrEqual(1)
      expect(results.filter(Either.isRight).length).toBeGreaterThanOrEqual(2)
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, maxQueue: 1, workerFile: misbehaving }))))

  it.live("when every thread fails while starting, waiting tasks fail as WorkerCrashed instead of waiting", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const exits = yield* Effect.all(
        Array.from({ length: 3 }, (_, i) => Effect.exit(runner.preprocess([file(`waiting-${i}.csv`)], {}))),
        { concurrency: "unbounded" }
      )
      // tasks on a thread as it died fail with the memory limit; the ones still waiting, as crashed
      expect(exits.every(Exit.isFailure)).toBe(true)
      expect(exits.map(crashDetail).filter((detail) => detail.includes("failed while starting")).length)
        .toBeGreaterThanOrEqual(1)
      // a later task tries a new thread, and fails too rather than waiting
      expect(Exit.isFailure(yield* Effect.exit(runner.analyse(request("later.csv"))))).toBe(true)
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 2, heapLimitMb: 16, workerFile: failingToStart }))))

  it.live("interrupting the caller aborts its task", () =>
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const fiber = yield* Effect.fork(runner.analyse(request("hang.csv")))
      yield* Effect.sleep("200 millis")
      yield* Fiber.interrupt(fiber)
      expect(Object.keys(yield* runner.analyse(request("fine.csv")))).toEqual(["categorisation"])
    }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, workerFile: misbehaving }))))
})
