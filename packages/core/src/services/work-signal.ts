import { Context, Deferred, type Duration, Effect, Layer, Ref } from "effect"

/** A point in time of the signal: waiting on it returns once `notify` has been called after it was taken. */
export type SignalMark = Deferred.Deferred<void>

/** A signal's operations; see `WorkSignal`. */
export interface Signal {
  /** Wakes every loop waiting on an earlier mark. */
  readonly notify: Effect.Effect<void>
  /** The current mark. */
  readonly mark: Effect.Effect<SignalMark>
  /** Waits until a notification after `mark`, or until `timeout` passes. */
  readonly wait: (mark: SignalMark, timeout: Duration.DurationInput) => Effect.Effect<void>
}

/** A new signal, for loops that share it. */
export const makeSignal: Effect.Effect<Signal> = Effect.gen(function*() {
  const current = yield* Ref.make(yield* Deferred.make<void>())
  return {
    notify: Effect.flatMap(
      Deferred.make<void>(),
      (next) => Ref.getAndSet(current, next).pipe(Effect.flatMap((previous) => Deferred.succeed(previous, undefined)))
    ),
    mark: Ref.get(current),
    wait: (mark, timeout) => Deferred.await(mark).pipe(Effect.timeoutOption(timeout), Effect.asVoid)
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
