import { Cause, Clock, Duration, Effect, Layer, Option } from "effect"
import { randomUUID } from "node:crypto"
import { hostname } from "node:os"
import type { Report } from "../domain/report.js"
import { EngineConfig, type EngineSettings } from "../engine-config.js"
import { AnalysisRunner } from "../ports/analysis-runner.js"
import { ReportSignals } from "../ports/report-signals.js"
import { ReportStore } from "../ports/report-store.js"
import { UploadedFileStore } from "../ports/uploaded-file-store.js"
import { drainingLoops } from "./draining-loops.js"
import { addHostModelScores, hostModelsFor, withHostModelInputs } from "./host-model-scores.js"
import { reportChangeFor } from "./report-change.js"
import { reportSettled } from "./report-waiting.js"
import { withResultDocument } from "./result-documents.js"
import { heartbeatIntervalMillis, leaseFrom, outcomeEvent, type RunResult, runResultOf } from "./run-outcome.js"
import { type Signal, WorkSignal } from "./work-signal.js"

/** What the processor's steps work with. */
interface Processor {
  readonly store: typeof ReportStore.Service
  readonly files: typeof UploadedFileStore.Service
  readonly runner: typeof AnalysisRunner.Service
  readonly signal: Signal
  readonly signals: typeof ReportSignals.Service
  readonly config: EngineSettings
}

/** Runs one claimed analysis; never fails: whatever goes wrong is a `Crashed` result. */
const execute = ({ config, files, runner }: Processor) => (report: Report): Effect.Effect<RunResult> =>
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
    const result = runResultOf(exit)
    if (result._tag !== "Products") return result
    return { _tag: "Products", ...yield* withResultDocument(report.request_id, result.products) } as const
  }).pipe(
    Effect.catchAllCause((cause) => Effect.succeed({ _tag: "Crashed", detail: Cause.pretty(cause) } as const))
  )

/** Records a run's outcome; a result that arrives after the lease passed to another runner is dropped. */
const record = ({ config, signals, store }: Processor) => (report: Report, owner: string, result: RunResult) =>
  Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    const event = outcomeEvent(result, {
      owner,
      now,
      attempts: report.state._tag === "Processing" ? report.state.attempts : config.maxRunAttempts,
      maxRunAttempts: config.maxRunAttempts,
      runTimeLimitMillis: config.runTimeLimitMillis
    })
    yield* store.update(report.request_id, (current) => reportChangeFor(current, event, now)).pipe(
      Effect.tap((stored) => reportSettled(stored) ? signals.publish(stored.request_id) : Effect.void),
      Effect.catchTag(
        "IllegalTransition",
        (illegal) =>
          Effect.logWarning("a late result was discarded: the run's lease had passed to another runner").pipe(
            Effect.annotateLogs({ request_id: report.request_id, reason: illegal.reason })
          )
      )
    )
  })

/**
 * Renews the run's lease every beat until interrupted. The first renewal comes a beat after the claim,
 * which wrote a fresh lease: a run shorter than a beat (most small statements) writes no renewal.
 */
const heartbeat = ({ config, store }: Processor) => (report: Report, owner: string) =>
  Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    yield* store.update(
      report.request_id,
      (current) => reportChangeFor(current, { _tag: "LeaseRenewed", ...leaseFrom(owner, now, config.leaseMillis) }, now)
    )
  }).pipe(
    Effect.delay(Duration.millis(heartbeatIntervalMillis(config.leaseMillis))),
    Effect.forever,
    Effect.ignore
  )

/** One step of a slot: claims a due run and carries it out; answers whether there was one. */
const runOne = (processor: Processor) => (owner: string) =>
  Effect.gen(function*() {
    const { config, signal, store } = processor
    const mark = yield* signal.mark
    const now = yield* Clock.currentTimeMillis
    const claimed = yield* store.claimNext({
      now,
      owner,
      leaseMillis: config.leaseMillis,
      maxRunAttempts: config.maxRunAttempts
    })
    if (Option.isNone(claimed)) {
      yield* signal.wait(mark, Duration.millis(config.pollIntervalMillis))
      return false
    }
    const result = yield* Effect.scoped(
      Effect.zipRight(Effect.forkScoped(heartbeat(processor)(claimed.value, owner)), execute(processor)(claimed.value))
    ).pipe(Effect.onInterrupt(() => record(processor)(claimed.value, owner, { _tag: "Released" }).pipe(Effect.ignore)))
    yield* record(processor)(claimed.value, owner, result)
    yield* signal.notify
    return true
  }).pipe(
    Effect.catchAllCause((cause) =>
      Effect.logError("report processor step failed", cause).pipe(
        Effect.zipRight(Effect.sleep(Duration.millis(processor.config.pollIntervalMillis))),
        Effect.as(false)
      )
    )
  )

/**
 * Background runs: claims queued analyses from the report store, runs them on the analysis runner
 * under a renewed lease, and records the outcome (with its webhook delivery) in one write.
 */
export const ReportProcessor = Layer.scopedDiscard(
  Effect.gen(function*() {
    const processor: Processor = {
      store: yield* ReportStore,
      files: yield* UploadedFileStore,
      runner: yield* AnalysisRunner,
      signal: yield* WorkSignal,
      signals: yield* ReportSignals,
      config: yield* EngineConfig
    }
    const processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
    yield* drainingLoops({
      slots: processor.config.maxConcurrentRuns,
      step: (slot) => runOne(processor)(`${processId}/${slot}`),
      flushWhenStopping: false,
      drainMillis: processor.config.drainMillis,
      wake: processor.signal.notify
    })
  })
)
