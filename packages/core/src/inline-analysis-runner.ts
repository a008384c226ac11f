import { analyseToJson, preprocess } from "@statement-engine/analysis"
import { Effect, Layer } from "effect"
import { AnalysisRunner } from "./ports/analysis-runner.js"

/**
 * The analysis runner that computes in the calling thread. It is the embedded default; the worker
 * pool runs the same functions off the main thread.
 */
export const InlineAnalysisRunner = Layer.succeed(AnalysisRunner, {
  preprocess: (files, options) => Effect.suspend(() => preprocess(files, options)),
  analyse: (request) => Effect.suspend(() => analyseToJson(request))
})
