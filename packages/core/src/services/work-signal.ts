import { Context, type Duration, Effect, Layer } from "effect"

/** A point in time of a signal: waiting on it returns once `notify` has been called after it was taken. */
export interface SignalMark {
  /** Whether the signal was notified since this mark was taken. */
  readonly notified: () => boolean
  /** Calls `wake` once the signal is notified; answers how to stop listening. */
  readonly listen: (wake: () => void) => () => void
}

/** A signal's operations; see `WorkSignal`. */
export interface Signal {
  /** Wakes every loop waiting on an earlier mark. */
  readonly notify: Effect.Effect<void>
  /** The current mark. */
  readonly mark: Effect.Effect<SignalMark>
  /** Waits until a notification after `mark`, or until `timeout` passes. */
  readonly wait: (mark: SignalMark, timeout: Duration.DurationInput) => Effect.Effect<void>
}

/**
 * Waits until any of `marks` is notified, or until `timeout` passes (by the Clock, so tests can move
 * it). The marks are listened to with callbacks, not a fiber each: every notify wakes every idle
 * loop, which looks for work and waits again, so a wait should cost little more than its timer.
 */
export const waitForAny = (marks: ReadonlyArray<SignalMark>, timeout: Duration.DurationInput): Effect.Effect<void> =>
  Effect.async<void>((resume) => {
    if (marks.some((mark) => mark.notified())) return resume(Effect.void)
    // a mark that is not notified keeps no listener once the wait has ended
    const stopAll = () => stops.forEach((stop) => stop())
    const stops = marks.map((mark) =>
      mark.listen(() => {
        stopAll()
        resume(Effect.void)
      })
    )
    return Effect.sync(stopAll)
  }).pipe(Effect.timeoutOption(timeout), Effect.asVoid)

/** A mark that the next `notify` ends: its listeners are called once, then dropped. */
const newMark = () => {
  let notified = false
  const listeners = new Set<() => void>()
  const mark: SignalMark = {
    notified: () => notified,
    listen: (wake) => {
      listeners.add(wake)
      return () => listeners.delete(wake)
    }
  }
  const end = () => {
    notified = true
    const woken = [...listeners]
    listeners.clear()
    for (const wake of woken) wake()
  }
  return { mark, end }
}

/** A new signal, for loops that share it. */
export const makeSignal: Effect.Effect<Signal> = Effect.sync(() => {
  let current = newMark()
  return {
    notify: Effect.sync(() => {
      const ended = current
      current = newMark()
      ended.end()
    }),
    mark: Effect.sync(() => current.mark),
    wait: (mark, timeout) => waitForAny([mark], timeout)
  }
})

/**
 * Service: wakes idle background loops when work may have arrived, instead of waiting for the
 * next poll. Take a mark before looking for work, and wait on that mark when there was none,
 * so a notification between the look and the wait is not missed.
 */
export class WorkSignal extends Context.Tag("@statement-engine/core/WorkSignal")<WorkSignal, Signal>() {
  static readonly layer = Layer.effect(WorkSignal, makeSignal)
}
