import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ReportEvent } from "../src/domain/report-event.js"
import { transition } from "../src/domain/report-state-machine.js"
import type { ReportState } from "../src/domain/report-state.js"
import { event, MAX_ATTEMPTS, request } from "./report-events.arbitrary.js"
import { run } from "./report-states.js"

const isTerminal = (state: ReportState) => state._tag === "Completed" || state._tag === "Failed"

describe("report state machine", () => {
  it("terminal states never change", () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 40 }), fc.array(event, { maxLength: 10 }), (prefix, suffix) => {
      const states = run(prefix)
      const last = states[states.length - 1]!
      if (!isTerminal(last)) return
      for (const e of suffix) expect(Either.isLeft(transition(last, e))).toBe(true)
    }))
  })

  it("products exist only on completed reports, and completion needs a request and a run", () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 40 }), (events) => {
      const states = run(events)
      states.forEach((state, index) => {
        expect("products" in state).toBe(state._tag === "Completed")
        if (state._tag === "Completed") {
          const before = states.slice(0, index).map((s) => s._tag)
          expect(before).toContain("Queued")
          expect(before).toContain("Processing")
        }
      })
    }))
  })

  it("no analysis starts more often than the attempts allow, whatever happens to its runs", () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 60 }), (events) => {
      for (const state of run(events)) {
        if (state._tag === "Processing") expect(state.attempts).toBeLessThanOrEqual(MAX_ATTEMPTS)
        if (state._tag === "Queued") expect(state.attempts).toBeLessThan(MAX_ATTEMPTS)
      }
    }))
  })

  it("a run ends failed only by its holder's word or after its last attempt", () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 60 }), (events) => {
      let state: ReportState = { _tag: "Uploaded" }
      for (const e of events) {
        const next: ReportState = Either.getOrElse(transition(state, e), () => state)
        if (next._tag === "Failed" && state._tag !== "Failed") {
          expect(state._tag).toBe("Processing")
          if (e._tag !== "RunFailed") expect(state._tag === "Processing" && state.attempts).toBe(MAX_ATTEMPTS)
        }
        state = next
      }
    }))
  })

  it("a run that never finishes ends failed on its last allowed start, never earlier, whatever mix of crashes, lost leases and busy runners", () => {
    const ending = fc.constantFrom("crash", "lease lost", "busy")
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.array(ending, { maxLength: 30 }), (max, endings) => {
      let state = Either.getOrThrow(transition({ _tag: "Uploaded" }, { _tag: "AnalysisRequested", at: 0, request }))
      let starts = 0
      for (const [i, end] of endings.entries()) {
        const at = 20 * i
        state = Either.getOrThrow(
          transition(state, { _tag: "RunStarted", at, lease: { owner: "r", expires_at: at + 10 } })
        )
        if (end !== "busy") starts++
        const event: ReportEvent = end === "crash"
          ? { _tag: "RunCrashed", owner: "r", at: at + 1, retry_at: at + 2, max_attempts: max, detail: "died" }
          : end === "lease lost"
          ? { _tag: "LeaseExpired", at: at + 10, max_attempts: max }
          : { _tag: "RunRetried", owner: "r", at: at + 1, retry_at: at + 2, error: { code: "BUSY", detail: "busy" } }
        state = Either.getOrThrow(transition(state, event))
        if (starts < max || end === "busy") {
          expect(state).toMatchObject({ _tag: "Queued", attempts: starts })
        } else {
          expect(state).toMatchObject({ _tag: "Failed", error: { code: "INTERNAL_ERROR" } })
          return
        }
      }
    }))
  })

  it("an analysis can be requested once", () => {
    const queued = transition({ _tag: "Uploaded" }, { _tag: "AnalysisRequested", at: 1, request })
    expect(Either.isRight(queued)).toBe(true)
    const again = Either.flatMap(queued, (state) => transition(state, { _tag: "AnalysisRequested", at: 2, request }))
    expect(Either.isLeft(again)).toBe(true)
  })

  it("only the lease holder finishes a run; an expired lease goes back to the queue", () => {
    const processing = Either.getOrThrow(Either.flatMap(
      transition({ _tag: "Uploaded" }, { _tag: "AnalysisRequested", at: 1, request }),
      (state) => transition(state, { _tag: "RunStarted", at: 2, lease: { owner: "runner-a", expires_at: 100 } })
    ))
    const stale = transition(processing, { _tag: "RunCompleted", owner: "runner-b", at: 3, products: {} })
    expect(Either.isLeft(stale)).toBe(true)
    expect(Either.isLeft(transition(processing, { _tag: "LeaseExpired", at: 99, max_attempts: 3 }))).toBe(true)
    const requeued = Either.getOrThrow(transition(processing, { _tag: "LeaseExpired", at: 100, max_attempts: 3 }))
    expect(requeued._tag).toBe("Queued")
    const reclaimed = Either.getOrThrow(
      transition(requeued, { _tag: "RunStarted", at: 101, lease: { owner: "runner-b", expires_at: 200 } })
    )
    expect(reclaimed._tag === "Processing" && reclaimed.attempts).toBe(2)
    expect(Either.isLeft(transition(reclaimed, { _tag: "RunCompleted", owner: "runner-a", at: 102, products: {} })))
      .toBe(true)
    expect(
      Either.getOrThrow(transition(reclaimed, { _tag: "RunCompleted", owner: "runner-b", at: 102, products: {} }))._tag
    )
      .toBe("Completed")
  })
})
