import {
  InvalidAnalysisOptions,
  NoSuitableParser,
  ProductFailure,
  type ProductJson,
  UnsupportedEncoding
} from "@statement-engine/analysis"
import { Cause, Exit, FiberId, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ServiceUnavailable } from "../src/domain/errors.js"
import {
  crashRetryAt,
  heartbeatIntervalMillis,
  leaseFrom,
  outcomeEvent,
  type RunContext,
  runErrorOf,
  runResultOf
} from "../src/services/run-outcome.js"

// The report processor's decisions, in process: how a run's exit is read, which event records it,
// and the lease and retry arithmetic. Expected values follow docs/architecture.md ("Background work").

const products: ProductJson = {}
const run: RunContext = { owner: "host:1/0", now: 50_000, attempts: 2, maxRunAttempts: 3, runTimeLimitMillis: 120_000 }

describe("the API error a failed analysis ends with", () => {
  it.each([
    [
      new UnsupportedEncoding({ file: "a.csv", detail: "not UTF-8" }),
      { code: "UNSUPPORTED_ENCODING", detail: "a.csv: not UTF-8", meta: { file: "a.csv" } }
    ],
    [
      new NoSuitableParser({ file: "b.txt", detail: "no header", tried: ["csv"] }),
      { code: "NO_SUITABLE_PARSERS", detail: "b.txt: no header", meta: { file: "b.txt" } }
    ],
    [
      new InvalidAnalysisOptions({ pointer: "/columns/date", detail: "no such column" }),
      { code: "INVALID_OPTIONS", detail: "/columns/date: no such column" }
    ],
    [
      new ProductFailure({ operation: "insights-income", detail: "boom" }),
      { code: "PRODUCT_FAILED", detail: "insights-income: boom" }
    ]
  ])("%s", (error, expected) => {
    expect(runErrorOf(error)).toEqual(expected)
  })

  it("a refusal keeps its line, what was found and missing, and the option that reads the file", () => {
    const error = new UnsupportedEncoding({
      file: "pl.csv",
      detail: "windows-1252 and windows-1250 give different text",
      found: "bytes that windows-1252 and windows-1250 read as different text",
      missing: "evidence in the text that settles the encoding",
      fix: { option: "encoding", value: "windows-1252" }
    })
    expect(runErrorOf(error).meta).toEqual({
      file: "pl.csv",
      found: "bytes that windows-1252 and windows-1250 read as different text",
      missing: "evidence in the text that settles the encoding",
      fix: { option: "encoding", value: "windows-1252" }
    })
    const csv = new NoSuitableParser({
      file: "b.csv",
      detail: "dates undecided",
      tried: ["csv"],
      line: 2,
      found: "dates such as \"01/02/2024\"",
      missing: "a day above 12",
      fix: { option: "date_format", value: "DD/MM/YYYY" }
    })
    expect(runErrorOf(csv).meta).toMatchObject({ line: 2, fix: { option: "date_format", value: "DD/MM/YYYY" } })
  })
})

describe("how a run's exit is read", () => {
  it("products within the time limit", () => {
    expect(runResultOf(Exit.succeed(Option.some(products)))).toEqual({ _tag: "Products", products })
  })

  it("nothing within the time limit is a timeout", () => {
    expect(runResultOf(Exit.succeed(Option.none()))).toEqual({ _tag: "TimedOut" })
  })

  it("a busy runner is told apart from a failed analysis", () => {
    const busy = new ServiceUnavailable({ detail: "every worker is busy", retry_after_seconds: 5 })
    expect(runResultOf(Exit.fail(busy))).toEqual({ _tag: "RunnerBusy", error: busy })
    const failure = new ProductFailure({ operation: "categorisation", detail: "boom" })
    expect(runResultOf(Exit.fail(failure))).toEqual({ _tag: "AnalysisFailed", error: failure })
  })

  it("a defect or an interruption is a crash, with the cause as detail", () => {
    const died = runResultOf(Exit.die(new Error("worker exited with code 134")))
    expect(died).toMatchObject({ _tag: "Crashed" })
    expect(died._tag === "Crashed" && died.detail).toContain("worker exited with code 134")
    const interrupted = runResultOf(Exit.failCause(Cause.interrupt(FiberId.none)))
    expect(interrupted).toEqual({ _tag: "Crashed", detail: Cause.pretty(Cause.interrupt(FiberId.none)) })
  })
})

describe("the event that records a run", () => {
  it("products complete the run", () => {
    expect(outcomeEvent({ _tag: "Products", products }, run)).toEqual({
      _tag: "RunCompleted",
      owner: "host:1/0",
      at: 50_000,
      products
    })
  })

  it("an analysis error fails it with the error's code", () => {
    const error = new NoSuitableParser({ file: "x.pdf", detail: "not a statement", tried: [] })
    expect(outcomeEvent({ _tag: "AnalysisFailed", error }, run)).toEqual({
      _tag: "RunFailed",
      owner: "host:1/0",
      at: 50_000,
      error: { code: "NO_SUITABLE_PARSERS", detail: "x.pdf: not a statement", meta: { file: "x.pdf" } }
    })
  })

  it("a timeout fails it with TIMEOUT and the limit", () => {
    expect(outcomeEvent({ _tag: "TimedOut" }, run)).toEqual({
      _tag: "RunFailed",
      owner: "host:1/0",
      at: 50_000,
      error: { code: "TIMEOUT", detail: "The analysis ran longer than 120000 ms." }
    })
  })

  it("a busy runner puts it back after the runner's Retry-After", () => {
    const error = new ServiceUnavailable({ detail: "every worker is busy", retry_after_seconds: 7 })
    expect(outcomeEvent({ _tag: "RunnerBusy", error }, run)).toEqual({
      _tag: "RunRetried",
      owner: "host:1/0",
      at: 50_000,
      retry_at: 57_000,
      error: { code: "SERVICE_UNAVAILABLE", detail: "every worker is busy" }
    })
  })

  it("a crash is reported with the backoff and the limit, for the state machine to decide", () => {
    expect(outcomeEvent({ _tag: "Crashed", detail: "worker died" }, run)).toEqual({
      _tag: "RunCrashed",
      owner: "host:1/0",
      at: 50_000,
      retry_at: 54_000,
      max_attempts: 3,
      detail: "worker died"
    })
  })
})

describe("lease and retry arithmetic", () => {
  it.each([[1, 3_000], [2, 5_000], [3, 9_000], [0, 2_000]])("a crash on start %i is retried at %i ms", (n, at) => {
    expect(crashRetryAt(1_000, n)).toBe(at)
  })

  it("a lease runs leaseMillis from now", () => {
    expect(leaseFrom("runner", 1_000, 30_000)).toEqual({ owner: "runner", expires_at: 31_000 })
  })

  it.each([[30_000, 10_000], [200, 66], [10, 3], [3, 1], [2, 1], [0, 1]])(
    "a lease of %i ms is renewed every %i ms",
    (lease, every) => {
      expect(heartbeatIntervalMillis(lease)).toBe(every)
    }
  )
})
