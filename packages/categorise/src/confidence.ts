import { Schema } from "effect"
import type { Categorised } from "./categorised.js"
import confidenceJson from "./data/confidence.json" with { type: "json" }

const Calibration = Schema.Struct({
  default: Schema.Number.pipe(Schema.between(0, 1)),
  evidence: Schema.Record({ key: Schema.String, value: Schema.Number.pipe(Schema.between(0, 1)) })
})

const calibration = Schema.decodeUnknownSync(Calibration)(confidenceJson)

/** The calibrated confidence of a decision resting on `evidence` (`data/confidence.json`). */
export const confidenceOf = (evidence: string): number => calibration.evidence[evidence] ?? calibration.default

/** The evidence a decision's confidence was read for. */
export const evidenceOf = (decision: Categorised): string => decision.evidence
