import { createInterface } from "node:readline"
import { jobOfThisProcess } from "./pipeline-job.js"
import { pipelineThroughput } from "./pipeline-throughput.js"

/**
 * One of the two processes of `pipelineInTwoProcesses`: each round, a fresh one-worker pool is
 * warmed up, says `ready`, waits for a line on stdin (sent once both processes are ready), and
 * prints how long its tasks took. The server bundle is built by the parent.
 */
const job = jobOfThisProcess()
const lines = createInterface({ input: process.stdin })
const go = lines[Symbol.asyncIterator]()
for (let round = 0; round < job.rounds; round++) {
  const measured = await pipelineThroughput(
    job.name,
    job.bytes,
    job.rows,
    1,
    job.tasksPerWorker,
    job.warmUpBytes,
    async () => {
      process.stdout.write("ready\n")
      if ((await go.next()).done === true) throw new Error("the benchmark stopped before this round was timed")
    }
  )
  process.stdout.write(`${JSON.stringify({ ms: measured.ms })}\n`)
}
lines.close()
