import {
  leaseFrom,
  type Report,
  type ReportChange,
  reportChangeFor,
  ReportNotFound,
  type ReportStore,
  transition
} from "@statement-engine/core"
import { Effect, Either, Option } from "effect"
import type { MemoryState } from "./memory-state.js"

const isUnfinished = (report: Report) => report.state._tag === "Queued" || report.state._tag === "Processing"

const store = (state: MemoryState, report: Report) => {
  state.reports.set(report.request_id, report)
  if (isUnfinished(report)) {
    if (!state.unfinished.has(report.request_id)) state.unfinished.add(report.request_id)
  } else {
    state.unfinished.delete(report.request_id)
  }
}

const apply = (state: MemoryState, change: ReportChange) => {
  store(state, change.report)
  if (Option.isSome(change.delivery)) state.deliveries.set(change.delivery.value.webhook_id, change.delivery.value)
}

/** The report store port over a `MemoryState`. Every operation is one synchronous step, hence atomic. */
export const makeMemoryReportStore = (state: MemoryState): typeof ReportStore.Service => ({
  create: (report) => Effect.sync(() => store(state, report)),
  find: (requestId) => Effect.sync(() => Option.fromNullable(state.reports.get(requestId))),
  update: (requestId, change) =>
    Effect.suspend((): Effect.Effect<Report, ReportNotFound | Either.Either.Left<ReturnType<typeof change>>> => {
      const current = state.reports.get(requestId)
      if (current === undefined) return Effect.fail(new ReportNotFound({ request_id: requestId }))
      const next = change(current)
      if (Either.isLeft(next)) return Effect.fail(next.left)
      apply(state, next.right)
      return Effect.succeed(next.right.report)
    }),
  claimNext: ({ leaseMillis, maxRunAttempts, now, owner }) =>
    Effect.sync(() => {
      for (const requestId of state.unfinished) {
        const report = state.reports.get(requestId)
        if (report === undefined) continue
        let queued = report
        if (report.state._tag === "Processing") {
          const taken = reportChangeFor(report, { _tag: "LeaseExpired", at: now, max_attempts: maxRunAttempts }, now)
          if (Either.isLeft(taken)) continue
          // a run that lost its lease on its last start has ended: record it and look further
          if (taken.right.report.state._tag === "Failed") {
            apply(state, taken.right)
            continue
          }
          queued = taken.right.report
        }
        const started = transition(queued.state, {
          _tag: "RunStarted",
          at: now,
          lease: leaseFrom(owner, now, leaseMillis)
        })
        if (Either.isLeft(started)) continue
        const claimed = { ...report, state: started.right }
        state.reports.set(requestId, claimed)
        return Option.some(claimed)
      }
      return Option.none()
    }),
  countUnfinished: Effect.sync(() => state.unfinished.size),
  countByState: Effect.sync(() => {
    const counts = { Uploaded: 0, Queued: 0, Processing: 0, Completed: 0, Failed: 0 }
    for (const report of state.reports.values()) counts[report.state._tag]++
    return counts
  }),
  erase: (requestId) =>
    Effect.sync(() => {
      state.reports.delete(requestId)
      state.unfinished.delete(requestId)
      state.purged.delete(requestId)
      for (const [id, delivery] of state.deliveries) {
        if (delivery.request_id !== requestId) continue
        state.deliveries.delete(id)
        state.deliveryLeases.delete(id)
      }
    }),
  purgeCreatedBefore: (cutoff, now) =>
    Effect.sync(() => {
      const purged: Array<Report["request_id"]> = []
      for (const report of state.reports.values()) {
        if (report.created_at >= cutoff || isUnfinished(report)) continue
        state.reports.delete(report.request_id)
        for (const [id, delivery] of state.deliveries) {
          if (delivery.request_id === report.request_id && delivery.state !== "pending") state.deliveries.delete(id)
        }
        state.purged.set(report.request_id, {
          request_id: report.request_id,
          client_id: report.client_id,
          purged_at: now
        })
        purged.push(report.request_id)
      }
      return purged
    }),
  findPurged: (requestId) => Effect.sync(() => Option.fromNullable(state.purged.get(requestId)))
})
