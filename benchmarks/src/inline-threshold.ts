import { preprocess } from "@statement-engine/analysis"
import { AnalysisRunner } from "@statement-engine/core"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { WorkerPoolAnalysisRunner } from "@statement-engine/worker-pool"
import { Effect } from "effect"
import { bestOf } from "./measure.js"

/** Pre-processing time of small files inline and through a warm one-thread pool, to place the inline threshold. */
export const inlineThreshold = (sizes: ReadonlyArray<number>) =>
  Effect.runPromise(
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const rows: Array<{ readonly bytes: number; readonly inlineMs: number; readonly pooledMs: number }> = []
      for (const size of sizes) {
        const file = generateCsvOfSize(size, 4)
        const files = [{ name: file.name, bytes: file.bytes }]
        yield* runner.preprocess(files, {})
        const inlineMs = yield* Effect.promise(() => bestOf(20, () => preprocess(files, {})))
        const pooledMs = yield* Effect.promise(() =>
          bestOf(20, () => Effect.runPromise(runner.preprocess(files, {}).pipe(Effect.orDie)))
        )
        rows.push({ bytes: size, inlineMs, pooledMs })
      }
      return rows
    }).pipe(Effect.orDie, Effect.provide(WorkerPoolAnalysisRunner({ size: 1, inlinePreprocessMaxBytes: 0 })))
  )
