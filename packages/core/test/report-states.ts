import { Either } from "effect"
import type { ReportEvent } from "../src/domain/report-event.js"
import { transition } from "../src/domain/report-state-machine.js"
import type { ReportState } from "../src/domain/report-state.js"

/** Every state a new report passes through under `events`, refused events leaving it as it was. */
export const run = (events: ReadonlyArray<ReportEvent>): ReadonlyArray<ReportState> => {
  const states: Array<ReportState> = [{ _tag: "Uploaded" }]
  for (const e of events) {
    const current = states[states.length - 1]!
    states.push(Either.getOrElse(transition(current, e), () => current))
  }
  return states
}
