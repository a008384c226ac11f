import { implementedOperations } from "@statement-engine/analysis"
import { AnalysisRunner } from "@statement-engine/core"
import { WorkerPoolAnalysisRunner } from "@statement-engine/worker-pool"
import { Effect } from "effect"
import { mbPerSecond, timed } from "./measure.js"
import { buildServerBundle, bundledWorkerFile } from "./server-process.js"

/** Tasks each thread runs before timing starts: the server's pool lives for the process, so its threads run compiled code. */
const WARM_UP_TASKS_PER_THREAD = 3

/**
 * The full pipeline (read + every implemented operation) on a pool of `workers` threads running the
 * server bundle's worker: `tasks` copies of the file analysed at once, after
 * `WARM_UP_TASKS_PER_THREAD` rounds of one task per thread.
 */
export const pipelineThroughput = (name: string, bytes: Uint8Array, rows: number, workers: number, tasks: number) => {
  buildServerBundle()
  return Effect.runPromise(
    Effect.gen(function*() {
      const runner = yield* AnalysisRunner
      const request = {
        files: [{ name, bytes }],
        options: {},
        country: "GB" as const,
        operations: implementedOperations,
        params: {},
        as_of: "2025-01-01T00:00:00.000Z"
      }
      for (let i = 0; i < WARM_UP_TASKS_PER_THREAD; i++) {
        yield* Effect.all(Array.from({ length: workers }, () => runner.analyse(request)), { concurrency: "unbounded" })
      }
      const run = yield* Effect.promise(() =>
        timed(() =>
          Effect.runPromise(
            Effect.all(Array.from({ length: tasks }, () => runner.analyse(request)), { concurrency: "unbounded" }).pipe(
              Effect.orDie
            )
          )
        )
      )
      return {
        ms: run.ms,
        mbPerSecond: mbPerSecond(bytes.length * tasks, run.ms),
        rowsPerSecond: (rows * tasks) / (run.ms / 1000)
      }
    }).pipe(
      Effect.orDie,
      Effect.provide(WorkerPoolAnalysisRunner({ size: workers, maxQueue: tasks * 2, inlineBelowBytes: 0, workerFile: bundledWorkerFile }))
    )
  )
}
