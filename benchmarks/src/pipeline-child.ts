import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { pipelineThroughput } from "./pipeline-throughput.js"

/** What `pipelineInServerProcess` asks of this process: files on disk and the rounds to run. */
const PipelineJob = Schema.parseJson(Schema.Struct({
  name: Schema.String,
  file: Schema.String,
  warmUp: Schema.String,
  rows: Schema.Number,
  rounds: Schema.Number,
  tasksPerWorker: Schema.Number
}))

const job = Schema.decodeUnknownSync(PipelineJob)(process.argv[2])
const bytes = new Uint8Array(readFileSync(job.file))
const warmUp = new Uint8Array(readFileSync(job.warmUp))
// one and two workers in alternating rounds, the best of each kept: a slow spell of the machine
// then weighs on neither figure of the ratio more than on the other
const best: Record<string, { mbPerSecond: number; rowsPerSecond: number }> = {}
for (let round = 0; round < job.rounds; round++) {
  for (const workers of [1, 2]) {
    const measured = await pipelineThroughput(job.name, bytes, job.rows, workers, job.tasksPerWorker * workers, warmUp)
    if (measured.mbPerSecond > (best[workers]?.mbPerSecond ?? 0)) best[workers] = measured
  }
}
process.stdout.write(`${JSON.stringify(best)}\n`)
