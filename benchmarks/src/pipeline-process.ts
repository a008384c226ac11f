import { Schema } from "effect"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { runWithServerFlags } from "./script-process.js"

const Throughput = Schema.Struct({ mbPerSecond: Schema.Number, rowsPerSecond: Schema.Number })
const Best = Schema.parseJson(Schema.Struct({ 1: Throughput, 2: Throughput }))

/** A statement to measure the pipeline on. */
export interface PipelineFile {
  readonly name: string
  readonly bytes: Uint8Array
  readonly rows: number
}

/** Writes the files a pipeline process reads into a directory of its own, runs `f` with the job, removes them. */
const withJob = async <A>(
  file: PipelineFile,
  warmUp: Uint8Array,
  rounds: number,
  tasksPerWorker: number,
  f: (job: string) => A | Promise<A>
): Promise<A> => {
  const dir = mkdtempSync(join(tmpdir(), "statement-engine-bench-"))
  try {
    writeFileSync(join(dir, "file"), file.bytes)
    writeFileSync(join(dir, "warm-up"), warmUp)
    return await f(
      JSON.stringify({
        name: file.name,
        file: join(dir, "file"),
        warmUp: join(dir, "warm-up"),
        rows: file.rows,
        rounds,
        tasksPerWorker
      })
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The fresh pools' measure: the best of alternating rounds on one and on two workers. */
const pipelineChild = new URL("./pipeline-child.ts", import.meta.url)

/** One reading of the fresh pools: MB/s on one worker and on two. */
export interface FreshPoolReading {
  readonly one: number
  readonly two: number
}

/**
 * `pipeline-child.ts` run `times` times on one job with one round each, every time in a new
 * process: each reading is one fresh pool of one worker and one of two, timed one after the other.
 * One reading is one draw of a wide spread, so the table gives the median and range of several.
 */
export const freshPoolReadings = (file: PipelineFile, warmUp: Uint8Array, tasksPerWorker: number, times: number) =>
  withJob(
    file,
    warmUp,
    1,
    tasksPerWorker,
    (job): ReadonlyArray<FreshPoolReading> =>
      Array.from({ length: times }, () => {
        const best = runWithServerFlags(pipelineChild, Best, [job])
        return { one: best[1].mbPerSecond, two: best[2].mbPerSecond }
      })
  )
