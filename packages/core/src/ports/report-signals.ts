import { Context, Deferred, Effect, Layer, type Scope } from "effect"
import type { RequestId } from "../domain/ids.js"

/**
 * Port: tells whoever waits on a report that its run has ended (completed or failed) or that it was
 * erased. A store shared by several processes carries the signal between them (PostgreSQL: LISTEN /
 * NOTIFY), so that a request held on one process answers when another one finishes the run.
 */
export class ReportSignals extends Context.Tag("@statement-engine/core/ReportSignals")<ReportSignals, {
  /** Wakes every subscriber to this report; called once its new state is stored. */
  readonly publish: (requestId: RequestId) => Effect.Effect<void>
  /**
   * Subscribes to this report for the scope and answers the wait: it returns once `publish` was called
   * for this report after the subscription (or when the signal may have been lost and the report should
   * be read again). Subscribe before reading the report, so that no change between the two is missed.
   */
  readonly subscribe: (requestId: RequestId) => Effect.Effect<Effect.Effect<void>, never, Scope.Scope>
}>() {}

/** Subscribers to report signals within one process, by request id; what every adapter hands signals to. */
export interface LocalReportSignals {
  readonly publish: (requestId: string) => Effect.Effect<void>
  /** Wakes every subscriber, whatever its report: they read their report again. */
  readonly publishAll: Effect.Effect<void>
  readonly subscribe: (requestId: RequestId) => Effect.Effect<Effect.Effect<void>, never, Scope.Scope>
}

/** A new in-process registry of report subscribers. */
export const makeLocalReportSignals: Effect.Effect<LocalReportSignals> = Effect.sync(() => {
  const waiting = new Map<string, Set<Deferred.Deferred<void>>>()
  const wake = (waiters: Iterable<Deferred.Deferred<void>>) =>
    Effect.forEach(waiters, (waiter) => Deferred.succeed(waiter, undefined), { discard: true })
  const remove = (requestId: string, waiter: Deferred.Deferred<void>) =>
    Effect.sync(() => {
      const set = waiting.get(requestId)
      set?.delete(waiter)
      if (set?.size === 0) waiting.delete(requestId)
    })
  return {
    publish: (requestId) => Effect.suspend(() => wake(waiting.get(requestId) ?? [])),
    publishAll: Effect.suspend(() => wake([...waiting.values()].flatMap((set) => [...set]))),
    subscribe: (requestId) =>
      Effect.acquireRelease(
        Effect.flatMap(Deferred.make<void>(), (waiter) =>
          Effect.sync(() => {
            const set = waiting.get(requestId) ?? new Set()
            waiting.set(requestId, set.add(waiter))
            return waiter
          })),
        (waiter) => remove(requestId, waiter)
      ).pipe(Effect.map((waiter) => Deferred.await(waiter)))
  }
})

/** The in-process report signals: enough for a store that only one process uses (the in-memory one). */
export const inProcessReportSignals: Effect.Effect<ReportSignals["Type"]> = Effect.map(
  makeLocalReportSignals,
  (local) => ({ publish: local.publish, subscribe: local.subscribe })
)

/** The in-process report signals as a layer. */
export const InProcessReportSignals: Layer.Layer<ReportSignals> = Layer.effect(ReportSignals, inProcessReportSignals)
