import { productJsonOf } from "@statement-engine/analysis"
import { AnalysisRunner } from "@statement-engine/core"
import { Effect, Layer } from "effect"

/** An analysis runner that reads every upload as one transaction and analyses it to an empty categorisation. */
export const oneTransactionRunner = Layer.succeed(AnalysisRunner, {
  preprocess: () =>
    Effect.succeed({ files: [], transactions: 1, duplicates_dropped: 0, available_operations: ["categorisation"] }),
  analyse: () => Effect.succeed(productJsonOf({ categorisation: "{}" }))
})

/** Waits in real time, whatever clock the test runs on. */
export const realPause = (millis: number) =>
  Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, millis)))
