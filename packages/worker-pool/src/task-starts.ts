import { Deferred, Effect, Exit, Option, Schema } from "effect"
import type { Piscina } from "piscina"
import { TaskStarted } from "./worker-messages.js"

const decodeStarted = Schema.decodeUnknownOption(TaskStarted)

/** A numbered task, and an effect that completes once a thread has started it. */
export interface TrackedTask {
  readonly id: number
  readonly started: Effect.Effect<void>
}

/**
 * When threads start tasks: each posted task carries a number, and the thread that takes it posts
 * `TaskStarted` on its parent port (piscina re-emits it as the pool's `message` event). Waiting for
 * a thread, and a new thread's start-up, then do not count against a task's stuck-task limit.
 */
export const makeTaskStarts = (pool: Piscina) =>
  Effect.gen(function*() {
    let next = 0
    const waiting = new Map<number, Deferred.Deferred<void>>()
    const onMessage = (message: unknown) =>
      Option.map(decodeStarted(message), ({ task_started }) => {
        const started = waiting.get(task_started)
        if (started !== undefined) Deferred.unsafeDone(started, Exit.void)
      })
    yield* Effect.acquireRelease(
      Effect.sync(() => pool.on("message", onMessage)),
      () => Effect.sync(() => pool.off("message", onMessage))
    )
    /** A task number to post with, for as long as `use` runs. */
    return <A, E, R>(use: (task: TrackedTask) => Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.acquireUseRelease(
        Effect.map(Deferred.make<void>(), (started) => {
          const id = next++
          waiting.set(id, started)
          return { id, started: Deferred.await(started) }
        }),
        use,
        ({ id }) => Effect.sync(() => waiting.delete(id))
      )
  })
