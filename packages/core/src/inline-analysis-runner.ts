import { analyseToJson, preprocess } from "@statement-engine/analysis"
import { Effect, Either, Layer } from "effect"
import type { AnalysisLimitExceeded } from "./domain/errors.js"
import { EngineConfig } from "./engine-config.js"
import { AnalysisRunner } from "./ports/analysis-runner.js"
import { runWithinTime } from "./run-within-time.js"

/** Runs a synchronous analysis step within `limitMillis` as an effect: its own failure, or the limit's. */
const withinTime = <A, E>(
  limitMillis: number,
  work: () => Either.Either<A, E>
): Effect.Effect<A, E | AnalysisLimitExceeded> =>
  Effect.suspend(() => Either.flatMap(runWithinTime(limitMillis, work), (done) => done))

/**
 * The analysis runner that computes in the calling thread, each step stopped once it has run
 * `timeLimitMillis` (the engine's `analysisTimeLimitMillis` by default). Until then the thread
 * does nothing else, and no memory limit applies: the worker pool runs the same functions off
 * the main thread, each in a thread with its own heap limit.
 */
export const inlineAnalysisRunner = (
  options: { readonly timeLimitMillis?: number } = {}
): Layer.Layer<AnalysisRunner> => {
  const limit = options.timeLimitMillis ?? EngineConfig.defaults.analysisTimeLimitMillis
  return Layer.succeed(AnalysisRunner, {
    preprocess: (files, intakeOptions) => withinTime(limit, () => preprocess(files, intakeOptions)),
    analyse: (request) => withinTime(limit, () => analyseToJson(request))
  })
}

/** The inline runner with the default time limit: the embedded default. */
export const InlineAnalysisRunner = inlineAnalysisRunner()
