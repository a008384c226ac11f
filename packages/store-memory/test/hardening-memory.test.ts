import { describe, expect, it } from "@effect/vitest"
import { ClientId, type Report, ReportStore, RequestId, transition, UploadedFileStore } from "@statement-engine/core"
import { uploadedReport } from "@statement-engine/testkit/store-conformance"
import { Effect, Either, Option } from "effect"
import { memoryStore, type MemoryStoreLimits } from "../src/index.js"

const request = { country: "GB", operations: ["categorisation"], params: {}, use_webhook: false } as const

/** Writes what the state machine makes of `event` for the report. */
const apply = (report: Report, event: Parameters<typeof transition>[1]) =>
  Effect.flatMap(
    ReportStore,
    (store) =>
      store.update(report.request_id, (current) =>
        Either.map(transition(current.state, event), (state) => ({
          report: { ...current, state },
          delivery: Option.none()
        })))
  )

/** Stores a new report with `bytes` bytes of files, created at `at`. */
const upload = (bytes: number, at: number) =>
  Effect.gen(function*() {
    const report = { ...uploadedReport("client-a", at), request_id: RequestId.make(`r-${at}`) }
    yield* (yield* UploadedFileStore).put(report.request_id, [{ name: "a.csv", bytes: new Uint8Array(bytes) }])
    yield* (yield* ReportStore).create(report)
    return report
  })

const queue = (report: Report, at: number) => apply(report, { _tag: "AnalysisRequested", at, request })
const finish = (report: Report, at: number) =>
  Effect.gen(function*() {
    yield* queue(report, at)
    yield* (yield* ReportStore).claimNext({ now: at, owner: "o", leaseMillis: 1_000, maxRunAttempts: 3 })
    yield* apply(report, { _tag: "RunFailed", owner: "o", at, error: { code: "X", detail: "y" } })
  })

const exists = (report: Report) =>
  Effect.map(Effect.flatMap(ReportStore, (store) => store.find(report.request_id)), Option.isSome)
const purgedAs = (report: Report) =>
  Effect.map(
    Effect.flatMap(ReportStore, (store) => store.findPurged(report.request_id)),
    Option.map((p) => p.client_id)
  )

const bounded = (limits: Partial<MemoryStoreLimits>) => memoryStore(limits)

describe("hardening: the in-memory store is bounded", () => {
  it.effect("past its report count it deletes finished reports first, then idle uploads, oldest first", () =>
    Effect.gen(function*() {
      const idle = yield* upload(10, 1)
      const finishedOld = yield* upload(10, 2)
      const finishedNew = yield* upload(10, 3)
      yield* finish(finishedNew, 4)
      yield* finish(finishedOld, 5)
      // finishedNew ended first: it goes first, whatever the order of creation
      yield* upload(10, 6)
      expect(yield* exists(finishedNew)).toBe(false)
      expect(yield* exists(finishedOld)).toBe(true)
      yield* upload(10, 7)
      expect(yield* exists(finishedOld)).toBe(false)
      yield* upload(10, 8)
      expect(yield* exists(idle)).toBe(false)
      // their owners get 410, as after retention
      expect(yield* purgedAs(finishedNew)).toEqual(Option.some(ClientId.make("client-a")))
      expect(yield* purgedAs(idle)).toEqual(Option.some(ClientId.make("client-a")))
    }).pipe(Effect.provide(bounded({ maxReports: 3 }))))

  it.effect("never deletes queued or running work: with only that left, a new upload is refused as busy", () =>
    Effect.gen(function*() {
      const running = yield* upload(10, 1)
      const queued = yield* upload(10, 2)
      yield* queue(running, 3)
      yield* queue(queued, 3)
      const claimed = yield* (yield* ReportStore).claimNext({
        now: 4,
        owner: "o",
        leaseMillis: 1_000,
        maxRunAttempts: 3
      })
      expect(Option.map(claimed, (r) => r.request_id)).toEqual(Option.some(running.request_id))
      const refused = yield* Effect.flip(upload(10, 5))
      expect(refused).toMatchObject({ _tag: "ServiceUnavailable", retry_after_seconds: 7 })
      expect(yield* exists(queued)).toBe(true)
      expect(yield* exists(running)).toBe(true)
      expect(yield* (yield* UploadedFileStore).get(RequestId.make("r-5"))).toEqual(Option.none())
      // once a run ends, its report makes room
      yield* apply(running, { _tag: "RunFailed", owner: "o", at: 6, error: { code: "X", detail: "y" } })
      yield* upload(10, 7)
      expect(yield* exists(running)).toBe(false)
      expect(yield* exists(queued)).toBe(true)
    }).pipe(Effect.provide(bounded({ maxReports: 2, retryAfterSeconds: 7 }))))

  it.effect("past its bytes it deletes as many finished reports as it takes, and refuses what cannot fit", () =>
    Effect.gen(function*() {
      const a = yield* upload(400, 1)
      const b = yield* upload(400, 2)
      yield* finish(a, 3)
      yield* finish(b, 4)
      const big = yield* upload(900, 5)
      expect(yield* exists(a)).toBe(false)
      expect(yield* exists(b)).toBe(false)
      expect(yield* exists(big)).toBe(true)
      yield* queue(big, 6)
      expect(yield* Effect.flip(upload(200, 7))).toMatchObject({ _tag: "ServiceUnavailable" })
      expect(yield* Effect.flip(upload(2_000, 8))).toMatchObject({ _tag: "ServiceUnavailable" })
    }).pipe(Effect.provide(bounded({ maxBytes: 1_000 }))))

  it.effect("remembers a bounded number of deleted reports, forgetting the oldest", () =>
    Effect.gen(function*() {
      const reports: Array<Report> = []
      for (let at = 1; at <= 6; at++) {
        const report = yield* upload(1, at)
        yield* finish(report, at)
        reports.push(report)
      }
      // a report count of 1 deletes each finished report at the next upload: five deleted, two remembered
      expect(yield* purgedAs(reports[0]!)).toEqual(Option.none())
      expect(Option.isSome(yield* purgedAs(reports[3]!))).toBe(true)
      expect(Option.isSome(yield* purgedAs(reports[4]!))).toBe(true)
    }).pipe(Effect.provide(bounded({ maxReports: 1, maxPurgedRecords: 2 }))))
})
