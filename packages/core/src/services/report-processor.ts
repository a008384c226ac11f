import type { AnalysisError, ProductJson } from "@statement-engine/analysis"
import { Cause, Clock, Duration, Effect, Either, Exit, Layer, Option, Schedule } from "effect"
import { randomUUID } from "node:crypto"
import { hostname } from "node:os"
import type { AnalysisLimitExceeded, ServiceUnavailable } from "../domain/errors.js"
import type { ReportEvent } from "../domain/report-event.js"
import { transition } from "../domain/report-state-machine.js"
import type { Report } from "../domain/report.js"
import type { WebhookDelivery } from "../domain/webhook.js"
import { EngineConfig } from "../engine-config.js"
import { AnalysisRunner } from "../ports/analysis-runner.js"
import { ReportStore } from "../ports/report-store.js"
import { UploadedFileStore } from "../ports/uploaded-file-store.js"
import { drainingLoops } from "./draining-loops.js"
import { addHostModelScores, hostModelsFor, withHostModelInputs } from "./host-model-scores.js"
import { runErrorOf } from "./run-outcome.js"
import { WorkSignal } from "./work-signal.js"

type RunResult =
  | { readonly _tag: "Products"; readonly products: ProductJson }
  | { readonly _tag: "AnalysisFailed"; readonly error: AnalysisError | AnalysisLimitExceeded }
  | { readonly _tag: "RunnerBusy"; readonly error: ServiceUnavailable }
  | { readonly _tag: "TimedOut" }
  | { readonly _tag: "Crashed"; readonly detail: string }
  /** The engine stopped while the run was going: it goes back to the queue at once. */
  | { readonly _tag: "Released" }

const deliveryFor = (report: Report, status: "completed" | "failed", now: number): WebhookDelivery => ({
  webhook_id: `msg_${randomUUID().replaceAll("-", "")}`,
  client_id: report.client_id,
  request_id: report.request_id,
  status,
  created_at: now,
  attempts: 0,
  next_attempt_at: now,
  state: "pending",
  last_error: null
})

/** The event a run's outcome is recorded as. */
const eventFor = (
  config: typeof EngineConfig.Service,
  report: Report,
  owner: string,
  result: RunResult,
  now: number
): ReportEvent => {
  const attempts = report.state._tag === "Processing" ? report.state.attempts : config.maxRunAttempts
  switch (result._tag) {
    case "Products":
      return { _tag: "RunCompleted", owner, at: now, products: result.products }
    case "AnalysisFailed":
      return { _tag: "RunFailed", owner, at: now, error: runErrorOf(result.error) }
    case "TimedOut":
      return {
        _tag: "RunFailed",
        owner,
        at: now,
        error: { code: "TIMEOUT", detail: `The analysis ran longer than ${config.runTimeLimitMillis} ms.` }
      }
    case "Released":
      return {
        _tag: "RunRetried",
        owner,
        at: now,
        retry_at: now,
        error: {
          code: "SERVICE_UNAVAILABLE",
          detail: "The engine process running the analysis stopped before it ended."
        }
      }
    case "RunnerBusy":
      return {
        _tag: "RunRetried",
        owner,
        at: now,
        retry_at: now + result.error.retry_after_seconds * 1000,
        error: { code: "SERVICE_UNAVAILABLE", detail: result.error.detail }
      }
    case "Crashed":
      return attempts < config.maxRunAttempts
        ? {
          _tag: "RunRetried",
          owner,
          at: now,
          retry_at: now + 1000 * 2 ** attempts,
          error: { code: "INTERNAL_ERROR", detail: result.detail }
        }
        : {
          _tag: "RunFailed",
          owner,
          at: now,
          error: { code: "INTERNAL_ERROR", detail: `The analysis failed ${attempts} times; last: ${result.detail}` }
        }
  }
}

/**
 * Background runs: claims queued analyses from the report store, runs them on the analysis runner
 * under a renewed lease, and records the outcome (with its webhook delivery) in one write.
 */
export const ReportProcessor = Layer.scopedDiscard(
  Effect.gen(function*() {
    const store = yield* ReportStore
    const files = yield* UploadedFileStore
    const runner = yield* AnalysisRunner
    const signal = yield* WorkSignal
    const config = yield* EngineConfig
    const processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

    const execute = (report: Report): Effect.Effect<RunResult> =>
      Effect.gen(function*() {
        if (report.state._tag !== "Processing") return { _tag: "Crashed", detail: "run is not processing" } as const
        const request = report.state.request
        const stored = yield* files.get(report.request_id)
        if (Option.isNone(stored)) {
          return { _tag: "Crashed", detail: "the uploaded files are no longer stored" } as const
        }
        const now = yield* Clock.currentTimeMillis
        const host = hostModelsFor(request, report.client_id, config.scoringModels)
        const analysed = withHostModelInputs(request, host)
        const exit = yield* runner.analyse({
          files: stored.value,
          options: report.options,
          country: analysed.country,
          operations: analysed.operations,
          params: analysed.params,
          as_of: new Date(now).toISOString()
        }).pipe(
          Effect.flatMap((products) => addHostModelScores(request, host, products).pipe(Effect.orDie)),
          Effect.timeoutOption(Duration.millis(config.runTimeLimitMillis)),
          Effect.exit
        )
        if (Exit.isSuccess(exit)) {
          return Option.match(exit.value, {
            onNone: () => ({ _tag: "TimedOut" }) as const,
            onSome: (products) => ({ _tag: "Products", products }) as const
          })
        }
        const failure = Cause.failureOption(exit.cause)
        if (Option.isSome(failure)) {
          return failure.value._tag === "ServiceUnavailable"
            ? ({ _tag: "RunnerBusy", error: failure.value } as const)
            : ({ _tag: "AnalysisFailed", error: failure.value } as const)
        }
        return { _tag: "Crashed", detail: Cause.pretty(exit.cause) } as const
      }).pipe(
        Effect.catchAllCause((cause) => Effect.succeed({ _tag: "Crashed", detail: Cause.pretty(cause) } as const))
      )

    const record = (report: Report, owner: string, result: RunResult) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        const event = eventFor(config, report, owner, result, now)
        yield* store.update(report.request_id, (current) =>
          Either.map(transition(current.state, event), (state) => {
            const status = state._tag === "Completed" ? "completed" : state._tag === "Failed" ? "failed" : null
            const wantsWebhook = current.state._tag === "Processing" && current.state.request.use_webhook
            return {
              report: { ...current, state },
              delivery: status !== null && wantsWebhook ? Option.some(deliveryFor(current, status, now)) : Option.none()
            }
          })).pipe(
            Effect.catchTag("IllegalTransition", (illegal) =>
              Effect.logWarning("a late result was discarded: the run's lease had passed to another runner").pipe(
                Effect.annotateLogs({ request_id: report.request_id, reason: illegal.reason })
              ))
          )
      })

    const heartbeat = (report: Report, owner: string) =>
      Effect.gen(function*() {
        const now = yield* Clock.currentTimeMillis
        yield* store.update(report.request_id, (current) =>
          Either.map(
            transition(current.state, { _tag: "LeaseRenewed", owner, expires_at: now + config.leaseMillis }),
            (state) => ({ report: { ...current, state }, delivery: Option.none() })
          ))
      }).pipe(
        Effect.repeat(Schedule.spaced(Duration.millis(Math.max(1, Math.floor(config.leaseMillis / 3))))),
        Effect.ignore
      )

    const runOne = (owner: string) =>
      Effect.gen(function*() {
        const mark = yield* signal.mark
        const now = yield* Clock.currentTimeMillis
        const claimed = yield* store.claimNext({ now, owner, leaseMillis: config.leaseMillis })
        if (Option.isNone(claimed)) {
          yield* signal.wait(mark, Duration.millis(config.pollIntervalMillis))
          return false
        }
        const result = yield* Effect.scoped(
          Effect.zipRight(Effect.forkScoped(heartbeat(claimed.value, owner)), execute(claimed.value))
        ).pipe(Effect.onInterrupt(() => record(claimed.value, owner, { _tag: "Released" }).pipe(Effect.ignore)))
        yield* record(claimed.value, owner, result)
        yield* signal.notify
        return true
      }).pipe(
        Effect.catchAllCause((cause) =>
          Effect.logError("report processor step failed", cause).pipe(
            Effect.zipRight(Effect.sleep(Duration.millis(config.pollIntervalMillis))),
            Effect.as(false)
          )
        )
      )

    yield* drainingLoops({
      slots: config.maxConcurrentRuns,
      step: (slot) => runOne(`${processId}/${slot}`),
      flushWhenStopping: false,
      drainMillis: config.drainMillis,
      wake: signal.notify
    })
  })
)
