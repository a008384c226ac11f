import { describe, expect, it } from "@effect/vitest"
import { type Report, ReportStore, RequestId, transition, UploadedFileStore } from "@statement-engine/core"
import { uploadedReport } from "@statement-engine/testkit/store-conformance"
import { Effect, Either, Exit, Option, Scope } from "effect"
import { memoryStore, UploadBudget } from "../src/index.js"

const request = { country: "GB", operations: ["categorisation"], params: {}, use_webhook: false } as const

/** Stores a new upload of `bytes` bytes, created at `at`, as the engine does: files, then the report. */
const store = (bytes: number, at: number) =>
  Effect.gen(function*() {
    const report = { ...uploadedReport("client-a", at), request_id: RequestId.make(`r-${at}`) }
    yield* (yield* UploadedFileStore).put(report.request_id, [{ name: "a.csv", bytes: new Uint8Array(bytes) }])
    yield* (yield* ReportStore).create(report)
    return report
  })

const queue = (report: Report, at: number) =>
  Effect.flatMap(ReportStore, (reports) =>
    reports.update(report.request_id, (current) =>
      Either.map(
        transition(current.state, { _tag: "AnalysisRequested", at, request }),
        (state) => ({ report: { ...current, state }, delivery: Option.none() })
      )))

const exists = (report: Report) =>
  Effect.map(Effect.flatMap(ReportStore, (reports) => reports.find(report.request_id)), Option.isSome)

/** A reservation in a scope of its own (which the test closes) that `bytes` arrived for. */
const reserveIn = (bytes: number) =>
  Effect.gen(function*() {
    const scope = yield* Scope.make()
    const held = yield* (yield* UploadBudget).reserve.pipe(Scope.extend(scope))
    return { scope, reservation: Either.map(held.add(bytes), () => held) }
  })

const close = (scope: Scope.CloseableScope) => Scope.close(scope, Exit.void)

describe("the upload budget of the in-memory store", () => {
  it.effect("counts uploads being received with the bytes kept: one that would pass the bound is refused", () =>
    Effect.gen(function*() {
      const first = yield* reserveIn(60)
      expect(Either.isRight(first.reservation)).toBe(true)
      const second = yield* reserveIn(60)
      expect(Either.getLeft(second.reservation).pipe(Option.map((e) => e._tag))).toEqual(
        Option.some("ServiceUnavailable")
      )
      expect(Either.getLeft(second.reservation).pipe(Option.map((e) => e.retry_after_seconds))).toEqual(Option.some(5))
      // freed when the first upload ends
      yield* close(first.scope)
      const third = yield* reserveIn(60)
      expect(Either.isRight(third.reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 100 }))))

  it.effect("refuses bytes that arrive past the bound, and keeps what was reserved before", () =>
    Effect.gen(function*() {
      const { reservation } = yield* reserveIn(0)
      const held = yield* reservation
      expect(Either.isRight(held.add(70))).toBe(true)
      expect(Either.isLeft(held.add(40))).toBe(true)
      expect(Either.isRight(held.add(30))).toBe(true)
      const other = yield* reserveIn(1)
      expect(Either.isLeft(other.reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 100 }))))

  it.effect("makes room by deleting finished reports and idle uploads, never queued work; when only that is left it deletes nothing", () =>
    Effect.gen(function*() {
      const idle = yield* store(40, 1)
      const queued = yield* store(40, 2)
      yield* queue(queued, 3)
      const fits = yield* reserveIn(50)
      expect(Either.isRight(fits.reservation)).toBe(true)
      expect(yield* exists(idle)).toBe(false)
      expect(yield* exists(queued)).toBe(true)
      yield* close(fits.scope)
      const tooMuch = yield* reserveIn(61)
      expect(Either.isLeft(tooMuch.reservation)).toBe(true)
      expect(yield* exists(queued)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 100 }))))

  it.effect("passes an upload's bytes to the store when its files are stored within `storing`: counted once", () =>
    Effect.gen(function*() {
      const { reservation, scope } = yield* reserveIn(80)
      const held = yield* reservation
      // 80 reserved and 70 stored would pass 100 were both counted; nothing could be deleted for it
      const stored = yield* held.storing(store(70, 1))
      yield* queue(stored, 2)
      expect(Either.isLeft((yield* reserveIn(31)).reservation)).toBe(true)
      const fits = yield* reserveIn(30)
      expect(Either.isRight(fits.reservation)).toBe(true)
      yield* close(fits.scope)
      // the reservation ended when its files were stored: closing its scope frees nothing more
      yield* close(scope)
      expect(Either.isLeft((yield* reserveIn(31)).reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 100 }))))

  it.effect("tells whether a declared length would find room, without holding it or deleting anything", () =>
    Effect.gen(function*() {
      const budget = yield* UploadBudget
      const idle = yield* store(40, 1)
      expect(budget.maxBytes).toBe(100)
      expect(Either.isRight(budget.roomFor(100))).toBe(true)
      expect(Either.isLeft(budget.roomFor(101))).toBe(true)
      expect(yield* exists(idle)).toBe(true)
      // nothing was held: the whole bound is still there
      expect(Either.isRight((yield* reserveIn(100)).reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 100 }))))

  it.effect("files stored outside `storing` leave the reservation in place until its scope closes", () =>
    Effect.gen(function*() {
      const { scope } = yield* reserveIn(50)
      const stored = yield* store(40, 1)
      yield* queue(stored, 2)
      expect(Either.isLeft((yield* reserveIn(11)).reservation)).toBe(true)
      yield* close(scope)
      expect(Either.isRight((yield* reserveIn(60)).reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 100 }))))
})
