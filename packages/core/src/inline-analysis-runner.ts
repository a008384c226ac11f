import { analyseToJson, isPdf, preprocess, type StatementFile, withPdfText } from "@statement-engine/analysis"
import type { IntakeOptions, NoSuitableParser } from "@statement-engine/analysis"
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
 * The files with each PDF's text extracted (asynchronously, stopped at the limit), and the time
 * left of the limit for the synchronous read.
 */
const withText = (
  limitMillis: number,
  files: ReadonlyArray<StatementFile>,
  options: IntakeOptions
): Effect.Effect<{ readonly files: ReadonlyArray<StatementFile>; readonly left: number }, NoSuitableParser> =>
  Effect.suspend(() => {
    if (!files.some((f) => isPdf(f.bytes))) return Effect.succeed({ files, left: limitMillis })
    const started = performance.now()
    return Effect.flatMap(
      Effect.promise(() => withPdfText(files, options, started + limitMillis)),
      (read) =>
        Either.map(read, (withPdf) => ({
          files: withPdf,
          left: Math.max(1, limitMillis - (performance.now() - started))
        }))
    )
  })

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
    preprocess: (files, intakeOptions) =>
      Effect.flatMap(
        withText(limit, files, intakeOptions),
        (read) => withinTime(read.left, () => preprocess(read.files, intakeOptions))
      ),
    analyse: (request) =>
      Effect.flatMap(
        withText(limit, request.files, request.options),
        (read) => withinTime(read.left, () => analyseToJson({ ...request, files: read.files }))
      )
  })
}

/** The inline runner with the default time limit: the embedded default. */
export const InlineAnalysisRunner = inlineAnalysisRunner()
