import { describe, expect, it } from "@effect/vitest"
import {
  ClientId,
  type Report,
  ReportStore,
  RequestId,
  transition,
  UploadBudget,
  UploadedFileStore
} from "@statement-engine/core"
import { uploadedReport } from "@statement-engine/testkit/store-conformance"
import { Effect, Either, Exit, Option, Scope } from "effect"
import { memoryStore } from "../src/index.js"

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

const clientA = ClientId.make("client-a")
const clientB = ClientId.make("client-b")

/** A reservation of `client`'s in a scope of its own (which the test closes) that `bytes` arrived for. */
const reserveIn = (bytes: number, client = clientA) =>
  Effect.gen(function*() {
    const scope = yield* Scope.make()
    const held = yield* (yield* UploadBudget).reserve(client).pipe(Scope.extend(scope))
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
      expect(Either.isRight(budget.roomFor(clientA, 100))).toBe(true)
      expect(Either.isLeft(budget.roomFor(clientA, 101))).toBe(true)
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

const MiB = 1024 * 1024
const tagOf = (reservation: Either.Either<unknown, { readonly _tag: string }>) =>
  Either.getLeft(reservation).pipe(Option.map((e) => e._tag), Option.getOrUndefined)

describe("each client's share of the upload budget", () => {
  it.effect("refuses a client whose uploads in flight hold its share, deleting nothing, while another client's fit; release restores its room", () =>
    Effect.gen(function*() {
      const budget = yield* UploadBudget
      expect(budget.maxClientBytes).toBe(16 * MiB)
      const idle = yield* store(1_000, 1)
      const first = yield* reserveIn(10 * MiB)
      expect(Either.isRight(first.reservation)).toBe(true)
      // 10 + 7 MiB would pass client A's 16 MiB, with 54 MiB of the budget still free
      const over = yield* reserveIn(7 * MiB)
      expect(tagOf(over.reservation)).toBe("UploadsInFlightLimited")
      expect(Either.getLeft(over.reservation).pipe(Option.map((e) => e.retry_after_seconds))).toEqual(Option.some(5))
      expect(Either.isLeft(budget.roomFor(clientA, 7 * MiB))).toBe(true)
      expect(yield* exists(idle)).toBe(true)
      // client B is not held back by A's uploads
      expect(Either.isRight(budget.roomFor(clientB, 16 * MiB))).toBe(true)
      const other = yield* reserveIn(16 * MiB, clientB)
      expect(Either.isRight(other.reservation)).toBe(true)
      // what A's refused reservation had before it stays counted until its scope ends
      yield* close(over.scope)
      yield* close(first.scope)
      expect(Either.isRight((yield* reserveIn(16 * MiB)).reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 64 * MiB }))))

  it.effect("counts bytes as they arrive: an upload growing past the client's share is refused at the chunk that passes it", () =>
    Effect.gen(function*() {
      const held = yield* (yield* reserveIn(0)).reservation
      expect(Either.isRight(held.add(12 * MiB))).toBe(true)
      expect(tagOf(held.add(5 * MiB))).toBe("UploadsInFlightLimited")
      expect(Either.isRight(held.add(4 * MiB))).toBe(true)
      expect(tagOf((yield* reserveIn(1)).reservation)).toBe("UploadsInFlightLimited")
    }).pipe(Effect.provide(memoryStore({ maxBytes: 64 * MiB }))))

  it.effect("gives back a client's share when the store takes its upload's files", () =>
    Effect.gen(function*() {
      const { reservation } = yield* reserveIn(16 * MiB)
      const held = yield* reservation
      expect(tagOf((yield* reserveIn(1)).reservation)).toBe("UploadsInFlightLimited")
      yield* held.storing(store(16 * MiB, 1))
      // the files are the store's now, counted against the whole budget, not the client's uploads
      expect(Either.isRight((yield* reserveIn(16 * MiB)).reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 64 * MiB }))))

  it.effect("stops counting a body against its client's share once it has wholly arrived, but not against the budget", () =>
    Effect.gen(function*() {
      // a 40 MiB budget: each client's share is one 10 MiB upload
      const first = yield* reserveIn(10 * MiB)
      const held = yield* first.reservation
      expect(tagOf((yield* reserveIn(1)).reservation)).toBe("UploadsInFlightLimited")
      // waiting for the server (pre-processing) is not the client's doing
      held.received()
      expect(Either.isRight((yield* reserveIn(10 * MiB)).reservation)).toBe(true)
      expect(Either.isRight((yield* reserveIn(10 * MiB, clientB)).reservation)).toBe(true)
      const clientC = ClientId.make("client-c")
      const clientD = ClientId.make("client-d")
      expect(Either.isRight((yield* reserveIn(10 * MiB, clientC)).reservation)).toBe(true)
      // the budget still holds all four: 40 of 40 MiB, so a fourth client's byte does not fit
      expect(tagOf((yield* reserveIn(1, clientD)).reservation)).toBe("ServiceUnavailable")
      yield* close(first.scope)
      expect(Either.isRight((yield* reserveIn(10 * MiB, clientD)).reservation)).toBe(true)
    }).pipe(Effect.provide(memoryStore({ maxBytes: 40 * MiB }))))

  it.effect("follows the configured share", () =>
    Effect.gen(function*() {
      expect((yield* UploadBudget).maxClientBytes).toBe(32 * MiB)
      expect(Either.isRight((yield* reserveIn(32 * MiB)).reservation)).toBe(true)
      expect(tagOf((yield* reserveIn(1)).reservation)).toBe("UploadsInFlightLimited")
    }).pipe(Effect.provide(memoryStore({ maxBytes: 64 * MiB, clientUploadShare: 0.5 }))))
})
