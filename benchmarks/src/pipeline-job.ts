import { Schema } from "effect"
import { readFileSync } from "node:fs"

/** What a pipeline process is asked to measure: files on disk and the rounds to run. */
export const PipelineJob = Schema.parseJson(Schema.Struct({
  name: Schema.String,
  file: Schema.String,
  warmUp: Schema.String,
  rows: Schema.Number,
  rounds: Schema.Number,
  tasksPerWorker: Schema.Number
}))

/** The job given as this process's first argument, with its files read. */
export const jobOfThisProcess = () => {
  const job = Schema.decodeUnknownSync(PipelineJob)(process.argv[2])
  return {
    ...job,
    bytes: new Uint8Array(readFileSync(job.file)),
    warmUpBytes: new Uint8Array(readFileSync(job.warmUp))
  }
}
