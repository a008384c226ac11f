import { describe, expect, it } from "@effect/vitest"
import { Effect, Either, Exit, Option, Scope } from "effect"
import { clientBoundedUploadBudget, ClientId, clientUploadBytes, UploadBudget } from "../src/index.js"

// The per-client share of the upload budget alone; the in-memory store's whole budget is tested
// with that store (store-memory/test/upload-budget.test.ts).

const MiB = 1024 * 1024
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

const tagOf = (reservation: Either.Either<unknown, { readonly _tag: string }>) =>
  Either.getLeft(reservation).pipe(Option.map((e) => e._tag), Option.getOrUndefined)

describe("each client's share of the upload budget", () => {
  it("is a quarter of the budget by default, never less than one 10 MiB upload nor more than the budget", () => {
    expect(clientUploadBytes(96 * MiB)).toBe(24 * MiB)
    expect(clientUploadBytes(20 * MiB)).toBe(10 * MiB)
    expect(clientUploadBytes(6 * MiB)).toBe(6 * MiB)
    expect(clientUploadBytes(100 * MiB, 0.5)).toBe(50 * MiB)
    expect(clientUploadBytes(100 * MiB, 1)).toBe(100 * MiB)
  })

  it.effect("bounds each client alone when the store keeps uploads outside the process", () =>
    Effect.gen(function*() {
      const budget = yield* UploadBudget
      expect(budget.maxBytes).toBe(Number.POSITIVE_INFINITY)
      const first = yield* reserveIn(20 * MiB)
      expect(Either.isRight(first.reservation)).toBe(true)
      expect(tagOf((yield* reserveIn(5 * MiB)).reservation)).toBe("UploadsInFlightLimited")
      expect(Either.isLeft(budget.roomFor(clientA, 5 * MiB))).toBe(true)
      expect(Either.isRight((yield* reserveIn(24 * MiB, clientB)).reservation)).toBe(true)
      // with no store in the process to take the files, the body's end or the request's releases them
      yield* close(first.scope)
      const whole = yield* reserveIn(24 * MiB)
      const held = yield* whole.reservation
      expect(Either.isLeft(budget.roomFor(clientA, 1))).toBe(true)
      held.received()
      expect(Either.isRight(budget.roomFor(clientA, 24 * MiB))).toBe(true)
    }).pipe(Effect.provide(clientBoundedUploadBudget(24 * MiB))))
})
