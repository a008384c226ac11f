import { Either, Schema } from "effect"
import type { ReportEvent } from "./report-event.js"
import type { ReportState } from "./report-state.js"

/** An event that does not apply to the report's current state. */
export class IllegalTransition extends Schema.TaggedError<IllegalTransition>()("IllegalTransition", {
  from: Schema.String,
  event: Schema.String,
  reason: Schema.String
}) {}

const illegal = (state: ReportState, event: ReportEvent, reason: string) =>
  Either.left(new IllegalTransition({ from: state._tag, event: event._tag, reason }))

const sameOwner = (state: ReportState, owner: string): boolean =>
  state._tag === "Processing" && state.lease.owner === owner

/**
 * The report state machine: a pure function of (state, event).
 *
 * uploaded → queued (analysis requested, once) → processing (claimed under a lease)
 * → completed | failed, or back to queued when the lease expires or the holder retries.
 * Completed and failed are terminal. Only the lease holder can finish or renew a run.
 */
export const transition = (state: ReportState, event: ReportEvent): Either.Either<ReportState, IllegalTransition> => {
  // exhaustive over every event
  switch (event._tag) {
    case "AnalysisRequested":
      return state._tag === "Uploaded"
        ? Either.right({
          _tag: "Queued",
          request: event.request,
          queued_at: event.at,
          attempts: 0,
          not_before: event.at
        })
        : illegal(state, event, "an analysis was already requested for this upload")
    case "RunStarted":
      return state._tag === "Queued"
        ? Either.right({
          _tag: "Processing",
          request: state.request,
          queued_at: state.queued_at,
          started_at: event.at,
          attempts: state.attempts + 1,
          lease: event.lease
        })
        : illegal(state, event, "only a queued analysis can start")
    case "LeaseRenewed":
      return state._tag === "Processing" && sameOwner(state, event.owner)
        ? Either.right({ ...state, lease: { owner: event.owner, expires_at: event.expires_at } })
        : illegal(state, event, "only the lease holder can renew its lease")
    case "RunCompleted":
      return state._tag === "Processing" && sameOwner(state, event.owner)
        ? Either.right({
          _tag: "Completed",
          request: state.request,
          queued_at: state.queued_at,
          completed_at: event.at,
          products: event.products
        })
        : illegal(state, event, "only the lease holder can complete a run")
    case "RunFailed":
      return state._tag === "Processing" && sameOwner(state, event.owner)
        ? Either.right({
          _tag: "Failed",
          request: state.request,
          queued_at: state.queued_at,
          failed_at: event.at,
          error: event.error
        })
        : illegal(state, event, "only the lease holder can fail a run")
    case "RunRetried":
      return state._tag === "Processing" && sameOwner(state, event.owner)
        ? Either.right({
          _tag: "Queued",
          request: state.request,
          queued_at: state.queued_at,
          attempts: state.attempts,
          not_before: event.retry_at
        })
        : illegal(state, event, "only the lease holder can retry a run")
    case "LeaseExpired":
      return state._tag === "Processing" && state.lease.expires_at <= event.at
        ? Either.right({
          _tag: "Queued",
          request: state.request,
          queued_at: state.queued_at,
          attempts: state.attempts,
          not_before: event.at
        })
        : illegal(state, event, "only a run whose lease has run out can be taken back")
  }
}
