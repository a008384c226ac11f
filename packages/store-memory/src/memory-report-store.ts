import {
  leaseFrom,
  type Report,
  type ReportChange,
  reportChangeFor,
  ReportNotFound,
  type ReportStore,
  type RequestId,
  transition
} from "@statement-engine/core"
import { Clock, Effect, Either, Option } from "effect"
import { countFiles, deleteReport, forgetReport, makeRoom, writeReport } from "./memory-capacity.js"
import type { MemoryState } from "./memory-state.js"

const isUnfinished = (report: Report) => report.state._tag === "Queued" || report.state._tag === "Processing"

const apply = (state: MemoryState, change: ReportChange) => {
  writeReport(state, change.report)
  if (Option.isSome(change.delivery)) state.deliveries.set(change.delivery.value.webhook_id, change.delivery.value)
}

/** Wakes whoever waits on a report whose run has ended. */
export type ReportSettled = (requestId: RequestId) => Effect.Effect<void>

/**
 * `claimNext` over `state`: the oldest due run, moved to processing under a lease by the state machine.
 * A run it ends (lease lost on its last start) is announced through `settled`.
 */
const claimNextIn =
  (state: MemoryState, settled: ReportSettled): typeof ReportStore.Service["claimNext"] =>
  ({ leaseMillis, maxRunAttempts, now, owner }) =>
    Effect.suspend(() => {
      const ended: Array<RequestId> = []
      const claim = (): Option.Option<Report> => {
        for (const requestId of state.unfinished) {
          const report = state.reports.get(requestId)
          if (report === undefined) continue
          let queued = report
          if (report.state._tag === "Processing") {
            // a live lease is not taken back: skip it without building the state machine's refusal
            if (report.state.lease.expires_at > now) continue
            const taken = reportChangeFor(report, { _tag: "LeaseExpired", at: now, max_attempts: maxRunAttempts }, now)
            if (Either.isLeft(taken)) continue
            // a run that lost its lease on its last start has ended: record it and look further
            if (taken.right.report.state._tag === "Failed") {
              apply(state, taken.right)
              ended.push(report.request_id)
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
      }
      const claimed = claim()
      return Effect.as(Effect.forEach(ended, settled, { discard: true }), claimed)
    })

/**
 * The report store port over a `MemoryState`. Every operation is one synchronous step, hence
 * atomic. A new report that would not fit the store's limits makes room by deleting finished
 * reports (then uploads no analysis was asked for), oldest first; when only queued and running
 * work is left, it is refused as `ServiceUnavailable`.
 */
export const makeMemoryReportStore = (
  state: MemoryState,
  settled: ReportSettled = () => Effect.void
): typeof ReportStore.Service => ({
  create: (report) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.suspend(() => {
        const room = makeRoom(state, { reports: 1, bytes: 0, keep: report.request_id }, now)
        if (Either.isLeft(room)) {
          // the upload's files were kept first; refused, the report will never come for them
          state.files.delete(report.request_id)
          countFiles(state, report.request_id, 0)
          return room
        }
        writeReport(state, report)
        return Effect.void
      })),
  find: (requestId) => Effect.sync(() => Option.fromNullable(state.reports.get(requestId))),
  update: (requestId, change) =>
    Effect.flatMap(
      Clock.currentTimeMillis,
      (now) =>
        Effect.suspend((): Effect.Effect<Report, ReportNotFound | Either.Either.Left<ReturnType<typeof change>>> => {
          const current = state.reports.get(requestId)
          if (current === undefined) return Effect.fail(new ReportNotFound({ request_id: requestId }))
          const next = change(current)
          if (Either.isLeft(next)) return Effect.fail(next.left)
          apply(state, next.right)
          // a result is always kept; other finished reports make room for it when they can
          makeRoom(state, { reports: 0, bytes: 0, keep: requestId }, now)
          return Effect.succeed(next.right.report)
        })
    ),
  claimNext: claimNextIn(state, settled),
  keepResultGzip: (requestId, gzip) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Effect.sync(() => {
        const report = state.reports.get(requestId)
        if (report?.state._tag !== "Completed" || report.state.document === undefined) return
        const document = { ...report.state.document, gzip }
        writeReport(state, { ...report, state: { ...report.state, document } })
        // the gzip counts against the store's bytes like the document: older finished reports make room
        makeRoom(state, { reports: 0, bytes: 0, keep: requestId }, now)
      })),
  countUnfinished: Effect.sync(() => state.unfinished.size),
  countByState: Effect.sync(() => {
    const counts = { Uploaded: 0, Queued: 0, Processing: 0, Completed: 0, Failed: 0 }
    for (const report of state.reports.values()) counts[report.state._tag]++
    return counts
  }),
  erase: (requestId) =>
    Effect.sync(() => {
      forgetReport(state, requestId)
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
      for (const report of Array.from(state.reports.values())) {
        if (report.created_at >= cutoff || isUnfinished(report)) continue
        deleteReport(state, report, now)
        purged.push(report.request_id)
      }
      return purged
    }),
  findPurged: (requestId) => Effect.sync(() => Option.fromNullable(state.purged.get(requestId)))
})
