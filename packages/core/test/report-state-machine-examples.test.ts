import type { ProductJson } from "@statement-engine/analysis"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import type { ReportEvent } from "../src/domain/report-event.js"
import { transition } from "../src/domain/report-state-machine.js"
import type { ReportState } from "../src/domain/report-state.js"

// Every event from every state, with the exact state each legal one leads to and the reason each
// illegal one is refused; expected values are written from the state diagram in docs/architecture.md.
// Imports only the state machine's module, so a mutation-testing run reloads little per mutant.

const request = { country: "GB", operations: ["categorisation"], params: {}, use_webhook: false } as const
const otherRequest = { country: "DE", operations: ["insights-income"], params: {}, use_webhook: true } as const
const products: ProductJson = {}

const uploaded: ReportState = { _tag: "Uploaded" }
const queued: ReportState = { _tag: "Queued", request, queued_at: 10, attempts: 1, not_before: 50 }
const processing = {
  _tag: "Processing",
  request,
  queued_at: 10,
  started_at: 40,
  attempts: 2,
  lease: { owner: "holder", expires_at: 100 }
} as const
const completed: ReportState = { _tag: "Completed", request, queued_at: 10, completed_at: 90, products }
const failed: ReportState = {
  _tag: "Failed",
  request,
  queued_at: 10,
  failed_at: 90,
  error: { code: "PRODUCT_FAILED", detail: "x" }
}

const events = {
  AnalysisRequested: { _tag: "AnalysisRequested", at: 60, request: otherRequest },
  RunStarted: { _tag: "RunStarted", at: 60, lease: { owner: "next", expires_at: 160 } },
  LeaseRenewed: { _tag: "LeaseRenewed", owner: "holder", expires_at: 130 },
  RunCompleted: { _tag: "RunCompleted", owner: "holder", at: 70, products },
  RunFailed: { _tag: "RunFailed", owner: "holder", at: 70, error: { code: "PRODUCT_FAILED", detail: "boom" } },
  RunRetried: {
    _tag: "RunRetried",
    owner: "holder",
    at: 70,
    retry_at: 75,
    error: { code: "SERVICE_UNAVAILABLE", detail: "busy" }
  },
  RunCrashed: { _tag: "RunCrashed", owner: "holder", at: 70, retry_at: 72, max_attempts: 3, detail: "worker died" },
  LeaseExpired: { _tag: "LeaseExpired", at: 100, max_attempts: 3 }
} as const satisfies Record<ReportEvent["_tag"], ReportEvent>

type EventTag = keyof typeof events

const reasons: Record<EventTag, string> = {
  AnalysisRequested: "an analysis was already requested for this upload",
  RunStarted: "only a queued analysis that is due can start",
  LeaseRenewed: "only the lease holder can renew its lease",
  RunCompleted: "only the lease holder can complete a run",
  RunFailed: "only the lease holder can fail a run",
  RunRetried: "only the lease holder can retry a run",
  RunCrashed: "only the lease holder can report a crashed run",
  LeaseExpired: "only a run whose lease has run out can be taken back"
}

const legal: Record<ReportState["_tag"], Partial<Record<EventTag, ReportState>>> = {
  Uploaded: {
    AnalysisRequested: { _tag: "Queued", request: otherRequest, queued_at: 60, attempts: 0, not_before: 60 }
  },
  Queued: {
    RunStarted: {
      _tag: "Processing",
      request,
      queued_at: 10,
      started_at: 60,
      attempts: 2,
      lease: { owner: "next", expires_at: 160 }
    }
  },
  Processing: {
    LeaseRenewed: { ...processing, lease: { owner: "holder", expires_at: 130 } },
    RunCompleted: { _tag: "Completed", request, queued_at: 10, completed_at: 70, products },
    RunFailed: {
      _tag: "Failed",
      request,
      queued_at: 10,
      failed_at: 70,
      error: { code: "PRODUCT_FAILED", detail: "boom" }
    },
    RunRetried: { _tag: "Queued", request, queued_at: 10, attempts: 1, not_before: 75 },
    RunCrashed: { _tag: "Queued", request, queued_at: 10, attempts: 2, not_before: 72 },
    LeaseExpired: { _tag: "Queued", request, queued_at: 10, attempts: 2, not_before: 100 }
  },
  Completed: {},
  Failed: {}
}

const states: ReadonlyArray<ReportState> = [uploaded, queued, processing, completed, failed]
const cases = states.flatMap((state) =>
  (Object.keys(events) as Array<EventTag>).map((tag) => [state._tag, tag, state] as const)
)

const refusal = (state: ReportState, event: ReportEvent) =>
  Either.match(transition(state, event), {
    onLeft: (illegal) => ({ _tag: illegal._tag, from: illegal.from, event: illegal.event, reason: illegal.reason }),
    onRight: (next) => ({ accepted: next })
  })

describe("report state machine, every event from every state", () => {
  it.each(cases)("%s + %s", (from, tag, state) => {
    const expected = legal[from][tag]
    const result = transition(state, events[tag])
    if (expected === undefined) {
      expect(refusal(state, events[tag])).toEqual({
        _tag: "IllegalTransition",
        from,
        event: tag,
        reason: reasons[tag]
      })
    } else {
      expect(result).toEqual(Either.right(expected))
    }
  })
})

describe("report state machine, owner rules", () => {
  const byOwner = {
    LeaseRenewed: (owner: string) => ({ ...events.LeaseRenewed, owner }),
    RunCompleted: (owner: string) => ({ ...events.RunCompleted, owner }),
    RunFailed: (owner: string) => ({ ...events.RunFailed, owner }),
    RunRetried: (owner: string) => ({ ...events.RunRetried, owner }),
    RunCrashed: (owner: string) => ({ ...events.RunCrashed, owner })
  } as const
  const owned = Object.keys(byOwner) as Array<keyof typeof byOwner>

  it.each(owned)("%s by the lease holder is accepted", (tag) => {
    expect(transition(processing, byOwner[tag]("holder"))).toEqual(Either.right(legal.Processing[tag]))
  })

  it.each(owned.flatMap((tag) => ["another runner", "Holder", "holder ", ""].map((owner) => [tag, owner] as const)))(
    "%s by %j, who does not hold the lease, is refused",
    (tag, owner) => {
      expect(refusal(processing, byOwner[tag](owner))).toEqual({
        _tag: "IllegalTransition",
        from: "Processing",
        event: tag,
        reason: reasons[tag]
      })
    }
  )

  it.each(owned)("%s by an owner named like the holder is refused before any run started", (tag) => {
    expect(Either.isLeft(transition(queued, byOwner[tag]("holder")))).toBe(true)
  })

  it("anyone may start a due run, and the starter holds the new lease", () => {
    expect(transition(queued, { _tag: "RunStarted", at: 50, lease: { owner: "any", expires_at: 80 } })).toEqual(
      Either.right({
        _tag: "Processing",
        request,
        queued_at: 10,
        started_at: 50,
        attempts: 2,
        lease: { owner: "any", expires_at: 80 }
      })
    )
  })
})

describe("report state machine, times and attempts", () => {
  const withAttempts = (attempts: number) => ({ ...processing, attempts })

  it("a queued run starts at its not_before, not a millisecond earlier", () => {
    const start = (at: number) => transition(queued, { _tag: "RunStarted", at, lease: { owner: "r", expires_at: 999 } })
    expect(refusal(queued, { _tag: "RunStarted", at: 49, lease: { owner: "r", expires_at: 999 } })).toMatchObject({
      reason: reasons.RunStarted
    })
    expect(Either.isRight(start(50))).toBe(true)
  })

  it("a lease is taken back at its expiry, not a millisecond earlier", () => {
    expect(refusal(processing, { _tag: "LeaseExpired", at: 99, max_attempts: 3 })).toMatchObject({
      reason: reasons.LeaseExpired
    })
    expect(transition(processing, { _tag: "LeaseExpired", at: 100, max_attempts: 3 })).toEqual(
      Either.right({ _tag: "Queued", request, queued_at: 10, attempts: 2, not_before: 100 })
    )
  })

  it("a lease lost on the last allowed start ends the report failed, with why", () => {
    const lastRun = { _tag: "LeaseExpired", at: 150, max_attempts: 3 } as const
    const expected = Either.right({
      _tag: "Failed",
      request,
      queued_at: 10,
      failed_at: 150,
      error: {
        code: "INTERNAL_ERROR",
        detail: "The analysis was started 3 times and never finished: the last run's lease ran out "
          + "(its process stopped or stalled), so it is not tried again."
      }
    })
    expect(transition(withAttempts(3), lastRun)).toEqual(expected)
    expect(transition(withAttempts(4), lastRun)).toMatchObject(Either.right({ _tag: "Failed" }))
    expect(transition(withAttempts(2), lastRun)).toMatchObject(Either.right({ _tag: "Queued", attempts: 2 }))
    expect(transition(withAttempts(1), { ...lastRun, max_attempts: 1 })).toMatchObject(Either.right({ _tag: "Failed" }))
  })

  it("a crash on the last allowed start ends the report failed, with the last failure", () => {
    const crash = { ...events.RunCrashed, at: 80 }
    expect(transition(withAttempts(3), crash)).toEqual(Either.right({
      _tag: "Failed",
      request,
      queued_at: 10,
      failed_at: 80,
      error: {
        code: "INTERNAL_ERROR",
        detail: "The analysis failed 3 times without a result; the last failure: worker died"
      }
    }))
    expect(transition(withAttempts(5), crash)).toMatchObject(Either.right({ _tag: "Failed" }))
    expect(transition(withAttempts(2), crash)).toEqual(
      Either.right({ _tag: "Queued", request, queued_at: 10, attempts: 2, not_before: 72 })
    )
    expect(transition(withAttempts(2), { ...crash, max_attempts: 2 })).toMatchObject(Either.right({ _tag: "Failed" }))
  })

  it("a run the runner had no room for does not count as an attempt", () => {
    expect(transition(withAttempts(1), events.RunRetried)).toEqual(
      Either.right({ _tag: "Queued", request, queued_at: 10, attempts: 0, not_before: 75 })
    )
    expect(transition(withAttempts(3), events.RunRetried)).toMatchObject(Either.right({ _tag: "Queued", attempts: 2 }))
  })

  it("a whole life: requested, started, renewed, crashed, started again, completed", () => {
    const steps: ReadonlyArray<readonly [ReportEvent, ReportState]> = [
      [{ _tag: "AnalysisRequested", at: 1, request }, {
        _tag: "Queued",
        request,
        queued_at: 1,
        attempts: 0,
        not_before: 1
      }],
      [{ _tag: "RunStarted", at: 2, lease: { owner: "a", expires_at: 32 } }, {
        _tag: "Processing",
        request,
        queued_at: 1,
        started_at: 2,
        attempts: 1,
        lease: { owner: "a", expires_at: 32 }
      }],
      [{ _tag: "LeaseRenewed", owner: "a", expires_at: 42 }, {
        _tag: "Processing",
        request,
        queued_at: 1,
        started_at: 2,
        attempts: 1,
        lease: { owner: "a", expires_at: 42 }
      }],
      [{ _tag: "RunCrashed", owner: "a", at: 20, retry_at: 22, max_attempts: 2, detail: "died" }, {
        _tag: "Queued",
        request,
        queued_at: 1,
        attempts: 1,
        not_before: 22
      }],
      [{ _tag: "RunStarted", at: 22, lease: { owner: "b", expires_at: 52 } }, {
        _tag: "Processing",
        request,
        queued_at: 1,
        started_at: 22,
        attempts: 2,
        lease: { owner: "b", expires_at: 52 }
      }],
      [{ _tag: "RunCompleted", owner: "b", at: 30, products }, {
        _tag: "Completed",
        request,
        queued_at: 1,
        completed_at: 30,
        products
      }]
    ]
    let state: ReportState = uploaded
    for (const [event, expected] of steps) {
      state = Either.getOrThrow(transition(state, event))
      expect(state).toEqual(expected)
    }
  })
})

describe("a completed run keeps its result document", () => {
  const document = { json: new Uint8Array([123, 125]), gzip: new Uint8Array([31, 139]), products: {} }

  it("keeps the document the holder completed with", () => {
    const done = Either.getOrThrow(transition(processing, { ...events.RunCompleted, document }))
    expect(done).toEqual({ _tag: "Completed", request, queued_at: 10, completed_at: 70, products, document })
  })

  it("carries no document when the holder completed without one", () => {
    const done = Either.getOrThrow(transition(processing, events.RunCompleted))
    expect("document" in done).toBe(false)
  })
})
