import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { makeSignal, type SignalMark, waitForAny } from "../src/services/work-signal.js"

/** `mark` with a count of the listeners on it that have not stopped. */
const counting = (mark: SignalMark) => {
  let listening = 0
  const counted: SignalMark = {
    notified: mark.notified,
    listen: (wake) => {
      listening++
      const stop = mark.listen(wake)
      return () => {
        listening--
        stop()
      }
    }
  }
  return { mark: counted, listening: () => listening }
}

/** Lets forked fibers run until `ready` holds (a wait's fiber starts its own before it listens). */
const settled = (ready: () => boolean) =>
  Effect.gen(function*() {
    for (let turn = 0; turn < 100 && !ready(); turn++) yield* Effect.yieldNow()
  })

describe("work signal", () => {
  it.effect("a wait ends at a notify after its mark, not before", () =>
    Effect.gen(function*() {
      const signal = yield* makeSignal
      const mark = yield* signal.mark
      const waiting = yield* Effect.fork(signal.wait(mark, "1 minute"))
      yield* Effect.yieldNow()
      expect(Option.isNone(yield* Fiber.poll(waiting))).toBe(true)
      yield* signal.notify
      yield* Fiber.join(waiting)
    }))

  it.effect("a notify between the mark and the wait is not missed", () =>
    Effect.gen(function*() {
      const signal = yield* makeSignal
      const mark = yield* signal.mark
      yield* signal.notify
      // the clock never moves here: only the earlier notify can end this wait
      yield* signal.wait(mark, "1 minute")
      const later = yield* signal.mark
      const waiting = yield* Effect.fork(signal.wait(later, "1 minute"))
      yield* Effect.yieldNow()
      expect(Option.isNone(yield* Fiber.poll(waiting))).toBe(true)
      yield* Fiber.interrupt(waiting)
    }))

  it.effect("a wait ends at its timeout by the clock", () =>
    Effect.gen(function*() {
      const signal = yield* makeSignal
      const waiting = yield* Effect.fork(signal.wait(yield* signal.mark, "5 seconds"))
      yield* TestClock.adjust("4999 millis")
      expect(Option.isNone(yield* Fiber.poll(waiting))).toBe(true)
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(waiting)
    }))

  it.effect("a wait on two signals ends at either, and leaves no listener on the other", () =>
    Effect.gen(function*() {
      const work = yield* makeSignal
      const freed = yield* makeSignal
      const freedMark = yield* freed.mark
      const counted = counting(freedMark)
      const waiting = yield* Effect.fork(waitForAny([yield* work.mark, counted.mark], "1 minute"))
      yield* settled(() => counted.listening() === 1)
      expect(counted.listening()).toBe(1)
      yield* work.notify
      yield* Fiber.join(waiting)
      expect(counted.listening()).toBe(0)
      const second = yield* Effect.fork(waitForAny([yield* work.mark, yield* freed.mark], "1 minute"))
      yield* Effect.yieldNow()
      yield* freed.notify
      yield* Fiber.join(second)
    }))

  it.effect("an interrupted wait stops listening", () =>
    Effect.gen(function*() {
      const signal = yield* makeSignal
      const mark = yield* signal.mark
      const counted = counting(mark)
      const waiting = yield* Effect.fork(waitForAny([counted.mark], "1 minute"))
      yield* settled(() => counted.listening() === 1)
      expect(counted.listening()).toBe(1)
      yield* Fiber.interrupt(waiting)
      expect(counted.listening()).toBe(0)
    }))
})
