import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Ref, Scope } from "effect"
import { drainingLoops } from "../src/services/draining-loops.js"

/** Runs loops whose steps take `stepMillis` and find work `workRounds` times, then closes their scope. */
const stopLoops = (
  options: { flushWhenStopping: boolean; workRounds: number; stepMillis: number; drainMillis: number }
) =>
  Effect.gen(function*() {
    const rounds = yield* Ref.make(0)
    const finished = yield* Ref.make(0)
    const scope = yield* Scope.make()
    const step = Effect.gen(function*() {
      const round = yield* Ref.updateAndGet(rounds, (n) => n + 1)
      yield* Effect.sleep(`${options.stepMillis} millis`)
      yield* Ref.update(finished, (n) => n + 1)
      return round <= options.workRounds
    })
    yield* drainingLoops({ slots: 1, step: () => step, wake: Effect.void, ...options }).pipe(Scope.extend(scope))
    yield* Effect.sleep("30 millis")
    yield* Scope.close(scope, Exit.void)
    return { started: yield* Ref.get(rounds), finished: yield* Ref.get(finished) }
  })

describe("draining loops", () => {
  it.live("end after the round in flight when they need not flush", () =>
    Effect.gen(function*() {
      const { finished, started } = yield* stopLoops({
        flushWhenStopping: false,
        workRounds: 100,
        stepMillis: 50,
        drainMillis: 5_000
      })
      expect(started).toBe(1)
      expect(finished).toBe(1)
    }))

  it.live("keep going until a round finds no work when they flush", () =>
    Effect.gen(function*() {
      const { finished, started } = yield* stopLoops({
        flushWhenStopping: true,
        workRounds: 4,
        stepMillis: 20,
        drainMillis: 5_000
      })
      expect(started).toBe(5)
      expect(finished).toBe(5)
    }))

  it.live("are interrupted when the drain time is up", () =>
    Effect.gen(function*() {
      const { finished, started } = yield* stopLoops({
        flushWhenStopping: false,
        workRounds: 1,
        stepMillis: 60_000,
        drainMillis: 100
      })
      expect(started).toBe(1)
      expect(finished).toBe(0)
    }))
})
