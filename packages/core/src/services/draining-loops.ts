import { Deferred, Duration, Effect, type Scope } from "effect"

/** How a set of background loops runs and stops. */
export interface DrainingLoopsOptions {
  /** Copies of the loop running at once. */
  readonly slots: number
  /** One round of a loop's work; answers whether it found any. */
  readonly step: (slot: number) => Effect.Effect<boolean>
  /**
   * When stopping: `false` ends each loop after the round it is in (work in flight finishes, no
   * new work starts); `true` keeps each loop going until a round finds nothing (work due is flushed).
   */
  readonly flushWhenStopping: boolean
  /** How long stopping waits for the loops before they are interrupted. */
  readonly drainMillis: number
  /** Wakes loops that wait for work, so that they notice the engine is stopping. */
  readonly wake: Effect.Effect<void>
}

/**
 * Forks `slots` loops of `step` that live as long as the scope. When the scope closes, the loops
 * drain first, as `flushWhenStopping` says, for at most `drainMillis`; whatever is still running
 * then is interrupted.
 */
export const drainingLoops = (options: DrainingLoopsOptions): Effect.Effect<void, never, Scope.Scope> =>
  Effect.gen(function*() {
    let stopping = false
    let running = options.slots
    const stopped = yield* Deferred.make<void>()
    const loop = (slot: number) =>
      Effect.gen(function*() {
        for (;;) {
          const worked = yield* options.step(slot)
          if (stopping && !(options.flushWhenStopping && worked)) break
        }
        if (--running === 0) yield* Deferred.succeed(stopped, undefined)
      })
    for (let slot = 0; slot < options.slots; slot++) yield* Effect.forkScoped(loop(slot))
    if (options.slots === 0) yield* Deferred.succeed(stopped, undefined)
    // added after the loops' own finalizers, so it runs before they interrupt them
    yield* Effect.addFinalizer(() =>
      Effect.gen(function*() {
        stopping = true
        yield* options.wake
        // a finalizer is uninterruptible; the wait must not be, or the time limit could not end it
        yield* Deferred.await(stopped).pipe(
          Effect.interruptible,
          Effect.timeoutOption(Duration.millis(options.drainMillis))
        )
      })
    )
  })
