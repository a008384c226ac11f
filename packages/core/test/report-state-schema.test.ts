import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ReportState } from "../src/domain/report-state.js"
import { event } from "./report-events.arbitrary.js"
import { run } from "./report-states.js"

const isState = Schema.is(ReportState)

describe("report state machine and the report state schema", () => {
  it("any sequence of events leaves a legal state", () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 40 }), (events) => {
      for (const state of run(events)) expect(isState(state)).toBe(true)
    }))
  })
})
