import { jobOfThisProcess } from "./pipeline-job.js"
import { type PipelineRound, pipelineRounds } from "./pipeline-throughput.js"
import { buildServerBundle } from "./server-process.js"

/**
 * A pool kept across rounds, as the server's is: for one and for two workers, a pool warmed up as
 * the benchmark's own figure's is, then `rounds + 2` timed rounds on it; the first is left out (its
 * threads' heaps grow for the first time) and the best of the rest kept.
 */
const job = jobOfThisProcess()
buildServerBundle()
const best: Record<string, PipelineRound> = {}
for (const workers of [1, 2]) {
  const rounds = await pipelineRounds(
    job.name,
    job.bytes,
    job.rows,
    workers,
    job.tasksPerWorker * workers,
    job.warmUpBytes,
    job.rounds + 2
  )
  for (const round of rounds.slice(1)) if (round.mbPerSecond > (best[workers]?.mbPerSecond ?? 0)) best[workers] = round
}
process.stdout.write(`${JSON.stringify(best)}\n`)
