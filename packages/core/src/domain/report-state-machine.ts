import { Either, Schema } from "effect"
import type { ReportEvent } from "./report-event.js"
import type { Processing, ReportState } from "./report-state.js"
import type { RunError } from "./run-error.js"

/** An event that does not apply to the report's current state. */
export class IllegalTransition extends Schema.TaggedError<IllegalTransition>()("IllegalTransition", {
  from: Schema.String,
  event: Schema.String,
  reason: Schema.String
}) {}

type Transition = Either.Either<ReportState, IllegalTransition>
type Event<Tag extends ReportEvent["_tag"]> = Extract<ReportEvent, { readonly _tag: Tag }>
type ProcessingState = typeof Processing.Type

const illegal = (state: ReportState, event: ReportEvent, reason: string): Transition =>
  Either.left(new IllegalTransition({ from: state._tag, event: event._tag, reason }))

const heldBy = (state: ReportState, owner: string): state is ProcessingState =>
  state._tag === "Processing" && state.lease.owner === owner

const requeued = (state: ProcessingState, attempts: number, notBefore: number): Transition =>
  Either.right({
    _tag: "Queued",
    request: state.request,
    queued_at: state.queued_at,
    attempts,
    not_before: notBefore
  })

const failed = (state: ProcessingState, at: number, error: RunError): Transition =>
  Either.right({
    _tag: "Failed",
    request: state.request,
    queued_at: state.queued_at,
    failed_at: at,
    error
  })

const analysisRequested = (state: ReportState, event: Event<"AnalysisRequested">): Transition =>
  state._tag === "Uploaded"
    ? Either.right({ _tag: "Queued", request: event.request, queued_at: event.at, attempts: 0, not_before: event.at })
    : illegal(state, event, "an analysis was already requested for this upload")

const runStarted = (state: ReportState, event: Event<"RunStarted">): Transition => {
  if (state._tag !== "Queued" || event.at < state.not_before) {
    return illegal(state, event, "only a queued analysis that is due can start")
  }
  return Either.right({
    _tag: "Processing",
    request: state.request,
    queued_at: state.queued_at,
    started_at: event.at,
    attempts: state.attempts + 1,
    lease: event.lease
  })
}

const runCompleted = (state: ReportState, event: Event<"RunCompleted">): Transition =>
  heldBy(state, event.owner)
    ? Either.right({
      _tag: "Completed",
      request: state.request,
      queued_at: state.queued_at,
      completed_at: event.at,
      products: event.products,
      ...(event.document === undefined ? {} : { document: event.document })
    })
    : illegal(state, event, "only the lease holder can complete a run")

const runCrashed = (state: ReportState, event: Event<"RunCrashed">): Transition => {
  if (!heldBy(state, event.owner)) return illegal(state, event, "only the lease holder can report a crashed run")
  return state.attempts < event.max_attempts
    ? requeued(state, state.attempts, event.retry_at)
    : failed(state, event.at, {
      code: "INTERNAL_ERROR",
      detail: `The analysis failed ${state.attempts} times without a result; the last failure: ${event.detail}`
    })
}

const leaseExpired = (state: ReportState, event: Event<"LeaseExpired">): Transition => {
  if (state._tag !== "Processing" || state.lease.expires_at > event.at) {
    return illegal(state, event, "only a run whose lease has run out can be taken back")
  }
  return state.attempts < event.max_attempts
    ? requeued(state, state.attempts, event.at)
    : failed(state, event.at, {
      code: "INTERNAL_ERROR",
      detail: `The analysis was started ${state.attempts} times and never finished: the last run's lease ran out `
        + "(its process stopped or stalled), so it is not tried again."
    })
}

/**
 * The report state machine: a pure function of (state, event), and the only place that decides
 * what may happen to a report.
 *
 * uploaded → queued (analysis requested, once) → processing (claimed under a lease, once due)
 * → completed | failed, or back to queued when the lease expires, the run crashes or the runner is busy.
 * A run that crashed or lost its lease on its `max_attempts`-th start ends failed instead.
 * Completed and failed are terminal. Only the lease holder can finish or renew a run.
 */
export const transition = (state: ReportState, event: ReportEvent): Transition => {
  switch (event._tag) {
    case "AnalysisRequested":
      return analysisRequested(state, event)
    case "RunStarted":
      return runStarted(state, event)
    case "LeaseRenewed":
      return heldBy(state, event.owner)
        ? Either.right({ ...state, lease: { owner: event.owner, expires_at: event.expires_at } })
        : illegal(state, event, "only the lease holder can renew its lease")
    case "RunCompleted":
      return runCompleted(state, event)
    case "RunFailed":
      return heldBy(state, event.owner)
        ? failed(state, event.at, event.error)
        : illegal(state, event, "only the lease holder can fail a run")
    case "RunRetried":
      return heldBy(state, event.owner)
        ? requeued(state, state.attempts - 1, event.retry_at)
        : illegal(state, event, "only the lease holder can retry a run")
    case "RunCrashed":
      return runCrashed(state, event)
    case "LeaseExpired":
      return leaseExpired(state, event)
  }
}
