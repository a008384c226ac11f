import { runWithinTime } from "@statement-engine/core"
import { Effect, Either } from "effect"

/**
 * Runs `inline` on the calling thread when it finishes within `watchdogMillis`; when the watchdog
 * stops it, `onThread` runs instead (on a worker thread, with the full time limit), so a small input
 * that happens to be slow to read holds the calling thread for the watchdog's time at most.
 */
export const inlineOrThread = <A, E, E2>(
  inline: () => Either.Either<A, E>,
  watchdogMillis: number,
  onThread: Effect.Effect<A, E2>
): Effect.Effect<A, E | E2> =>
  Effect.suspend((): Effect.Effect<A, E | E2> => {
    const done = runWithinTime(watchdogMillis, inline)
    return Either.isRight(done) ? done.right : onThread
  })
