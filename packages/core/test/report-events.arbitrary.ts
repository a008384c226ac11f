import type { ProductJson } from "@statement-engine/analysis"
import fc from "fast-check"
import type { ReportEvent } from "../src/domain/report-event.js"

// Random events for the state machine's properties; light to import (no analysis package at run
// time), so that mutation testing reloads little per mutant.

const products: ProductJson = {}

const owners = ["runner-a", "runner-b"] as const
/** The analysis request of every generated report. */
export const request = {
  country: "GB",
  operations: ["categorisation"],
  params: {},
  use_webhook: false
} as const

/** The attempt limit the generated events carry. */
export const MAX_ATTEMPTS = 3
const time = fc.integer({ min: 0, max: 1_000_000 })
const owner = fc.constantFrom(...owners)

/** Any event, from either of two runners, at any time. */
export const event: fc.Arbitrary<ReportEvent> = fc.oneof(
  time.map((at) => ({ _tag: "AnalysisRequested", at, request }) as const),
  fc.tuple(time, owner, time).map(([at, o, lease]) =>
    ({
      _tag: "RunStarted",
      at,
      lease: { owner: o, expires_at: at + lease }
    }) as const
  ),
  fc.tuple(owner, time).map(([o, expires_at]) => ({ _tag: "LeaseRenewed", owner: o, expires_at }) as const),
  fc.tuple(owner, time).map(([o, at]) =>
    ({
      _tag: "RunCompleted",
      owner: o,
      at,
      products
    }) as const
  ),
  fc.tuple(owner, time).map(([o, at]) =>
    ({
      _tag: "RunFailed",
      owner: o,
      at,
      error: { code: "PRODUCT_FAILED", detail: "x" }
    }) as const
  ),
  fc.tuple(owner, time, time).map(([o, at, delay]) =>
    ({
      _tag: "RunRetried",
      owner: o,
      at,
      retry_at: at + delay,
      error: { code: "INTERNAL_ERROR", detail: "x" }
    }) as const
  ),
  fc.tuple(owner, time, time).map(([o, at, delay]) =>
    ({
      _tag: "RunCrashed",
      owner: o,
      at,
      retry_at: at + delay,
      max_attempts: MAX_ATTEMPTS,
      detail: "x"
    }) as const
  ),
  time.map((at) => ({ _tag: "LeaseExpired", at, max_attempts: MAX_ATTEMPTS }) as const)
)
