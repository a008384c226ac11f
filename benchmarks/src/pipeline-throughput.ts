import { implementedOperations } from "@statement-engine/analysis"
import { AnalysisRunner } from "@statement-engine/core"
import { WorkerPoolAnalysisRunner } from "@statement-engine/worker-pool"
import { Effect } from "effect"
import { mbPerSecond, timed } from "./measure.js"
import { bundledWorkerFile } from "./server-process.js"

/**
 * Tasks each thread runs before timing starts: the server's pool lives for the process, so its
 * threads run compiled code. A fresh thread's 10 MB tasks settle from about the tenth on (one thread:
 * 762, 623, 577, 468, 524, 497, 457, 520, 518, 480, then 416–481 ms; two threads side by side, whose
 * compiling competes for the same two cores: 1124 ms falling to 541–609 ms from the eleventh round).
 */
const WARM_UP_TASKS_PER_THREAD = 12

/** One timed round: how long its tasks took, and the throughput that makes. */
export interface PipelineRound {
  readonly ms: number
  readonly mbPerSecond: number
  readonly rowsPerSecond: number
}

/**
 * The full pipeline (read + every implemented operation) on a pool of `workers` threads running the
 * server bundle's worker (built beforehand, see `buildServerBundle`): `rounds` timed rounds on the
 * same pool, each of `tasks` copies of the file analysed at once, after `WARM_UP_TASKS_PER_THREAD`
 * rounds of one task per thread on `warmUp` (a statement of the same generator, smaller when the
 * timed one is large: what is being warmed is the code, not the data). `beforeTimed` is awaited
 * between the warm-up and the first timed round.
 */
export const pipelineRounds = (
  name: string,
  bytes: Uint8Array,
  rows: number,
  workers: number,
  tasks: number,
  warmUp: Uint8Array,
  rounds: number,
  beforeTimed: () => Promise<void> = () => Promise.resolve()
): Promise<ReadonlyArray<PipelineRound>> =>
  Effect.runPromise(
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
      const warmUpRequest = { ...request, files: [{ name, bytes: warmUp }] }
      for (let i = 0; i < WARM_UP_TASKS_PER_THREAD; i++) {
        yield* Effect.all(Array.from({ length: workers }, () => runner.analyse(warmUpRequest)), {
          concurrency: "unbounded"
        })
      }
      yield* Effect.promise(beforeTimed)
      const measured: Array<PipelineRound> = []
      for (let round = 0; round < rounds; round++) {
        const run = yield* Effect.promise(() =>
          timed(() =>
            Effect.runPromise(
              Effect.all(Array.from({ length: tasks }, () => runner.analyse(request)), { concurrency: "unbounded" })
                .pipe(
                  Effect.orDie
                )
            )
          )
        )
        measured.push({
          ms: run.ms,
          mbPerSecond: mbPerSecond(bytes.length * tasks, run.ms),
          rowsPerSecond: (rows * tasks) / (run.ms / 1000)
        })
      }
      return measured
    }).pipe(
      Effect.orDie,
      Effect.provide(
        WorkerPoolAnalysisRunner({
          size: workers,
          maxQueue: tasks * 2,
          inlinePreprocessMaxBytes: 0,
          // a throughput figure, not a limit check: on a busy machine a 100 MB task outlasts 60 s
          timeLimitMillis: 30 * 60_000,
          workerFile: bundledWorkerFile
        })
      )
    )
  )

/** `pipelineRounds` with one timed round on a fresh pool: the benchmark's own figure. */
export const pipelineThroughput = async (
  name: string,
  bytes: Uint8Array,
  rows: number,
  workers: number,
  tasks: number,
  warmUp: Uint8Array = bytes,
  beforeTimed?: () => Promise<void>
): Promise<PipelineRound> => {
  const [round] = await pipelineRounds(name, bytes, rows, workers, tasks, warmUp, 1, beforeTimed)
  if (round === undefined) throw new Error("no round was timed")
  return round
}
