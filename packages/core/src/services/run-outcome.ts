import { type AnalysisError, noSuitableParserCode, type ProductJson, refusalOf } from "@statement-engine/analysis"
import { Cause, Exit, Option } from "effect"
import type { AnalysisLimitExceeded, ServiceUnavailable } from "../domain/errors.js"
import type { ReportEvent } from "../domain/report-event.js"
import type { Lease } from "../domain/report-state.js"
import type { ResultDocument } from "../domain/result-document.js"
import type { RunError } from "../domain/run-error.js"

/** The API error code and detail a failed analysis ends with. */
export const runErrorOf = (error: AnalysisError | AnalysisLimitExceeded): RunError => {
  switch (error._tag) {
    case "AnalysisLimitExceeded":
      return { code: "ANALYSIS_LIMIT", detail: error.detail }
    case "UnsupportedEncoding":
      return { code: "UNSUPPORTED_ENCODING", detail: `${error.file}: ${error.detail}`, meta: refusalOf(error) }
    case "NoSuitableParser":
      return { code: noSuitableParserCode(error), detail: `${error.file}: ${error.detail}`, meta: refusalOf(error) }
    case "InvalidAnalysisOptions":
      return { code: "INVALID_OPTIONS", detail: `${error.pointer}: ${error.detail}` }
    case "ProductFailure":
      return { code: "PRODUCT_FAILED", detail: `${error.operation}: ${error.detail}` }
  }
}

/** How one run of an analysis ended, as the runner saw it. */
export type RunResult =
  | { readonly _tag: "Products"; readonly products: ProductJson; readonly document?: ResultDocument }
  | { readonly _tag: "AnalysisFailed"; readonly error: AnalysisError | AnalysisLimitExceeded }
  | { readonly _tag: "RunnerBusy"; readonly error: ServiceUnavailable }
  | { readonly _tag: "TimedOut" }
  | { readonly _tag: "Crashed"; readonly detail: string }
  /** The engine stopped while the run was going: it goes back to the queue at once. */
  | { readonly _tag: "Released" }

/**
 * The result of a run from the exit of the analysis under its time limit: `None` is a timeout,
 * a typed failure is the analysis's answer (a limit it went past included) or the busy runner's,
 * a defect is a crash.
 */
export const runResultOf = (
  exit: Exit.Exit<Option.Option<ProductJson>, AnalysisError | AnalysisLimitExceeded | ServiceUnavailable>
): RunResult => {
  if (Exit.isSuccess(exit)) {
    return Option.match(exit.value, {
      onNone: () => ({ _tag: "TimedOut" }) as const,
      onSome: (products) => ({ _tag: "Products", products }) as const
    })
  }
  const failure = Cause.failureOption(exit.cause)
  if (Option.isNone(failure)) return { _tag: "Crashed", detail: Cause.pretty(exit.cause) }
  return failure.value._tag === "ServiceUnavailable"
    ? { _tag: "RunnerBusy", error: failure.value }
    : { _tag: "AnalysisFailed", error: failure.value }
}

/** When a run that crashed on its `attempts`-th start may be tried again: 2 s, 4 s, 8 s … after `now`. */
export const crashRetryAt = (now: number, attempts: number): number => now + 1000 * 2 ** attempts

/** The lease a runner holds from `now`: `leaseMillis` long, renewed by heartbeats. */
export const leaseFrom = (owner: string, now: number, leaseMillis: number): Lease => ({
  owner,
  expires_at: now + leaseMillis
})

/** How often a runner renews its lease: three times per lease, so two missed beats still leave it held. */
export const heartbeatIntervalMillis = (leaseMillis: number): number => Math.max(1, Math.floor(leaseMillis / 3))

/** The run a result belongs to and the limits it ran under. */
export interface RunContext {
  readonly owner: string
  readonly now: number
  /** Starts of this analysis so far, this run's included. */
  readonly attempts: number
  readonly maxRunAttempts: number
  readonly runTimeLimitMillis: number
}

/** The event that records a run's result; whether a crash is tried again is the state machine's decision. */
export const outcomeEvent = (result: RunResult, run: RunContext): ReportEvent => {
  const { now: at, owner } = run
  switch (result._tag) {
    case "Products":
      return {
        _tag: "RunCompleted",
        owner,
        at,
        products: result.products,
        ...(result.document === undefined ? {} : { document: result.document })
      }
    case "AnalysisFailed":
      return { _tag: "RunFailed", owner, at, error: runErrorOf(result.error) }
    case "TimedOut":
      return {
        _tag: "RunFailed",
        owner,
        at,
        error: { code: "TIMEOUT", detail: `The analysis ran longer than ${run.runTimeLimitMillis} ms.` }
      }
    case "Released":
      return {
        _tag: "RunRetried",
        owner,
        at,
        retry_at: at,
        error: {
          code: "SERVICE_UNAVAILABLE",
          detail: "The engine process running the analysis stopped before it ended."
        }
      }
    case "RunnerBusy":
      return {
        _tag: "RunRetried",
        owner,
        at,
        retry_at: at + result.error.retry_after_seconds * 1000,
        error: { code: "SERVICE_UNAVAILABLE", detail: result.error.detail }
      }
    case "Crashed":
      return {
        _tag: "RunCrashed",
        owner,
        at,
        retry_at: crashRetryAt(at, run.attempts),
        max_attempts: run.maxRunAttempts,
        detail: result.detail
      }
  }
}
