import { Schema } from "effect"
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { mbPerSecond } from "./measure.js"
import { runWithServerFlags, scriptArguments } from "./script-process.js"
import { buildServerBundle } from "./server-process.js"

const Throughput = Schema.Struct({ mbPerSecond: Schema.Number, rowsPerSecond: Schema.Number })
const Best = Schema.parseJson(Schema.Struct({ 1: Throughput, 2: Throughput }))
const RoundTime = Schema.parseJson(Schema.Struct({ ms: Schema.Number }))

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

/** The best figure for one and for two workers that `script` prints, given the job. */
const bestOfOneAndTwo = (script: URL, file: PipelineFile, warmUp: Uint8Array, rounds: number, tasksPerWorker: number) =>
  withJob(file, warmUp, rounds, tasksPerWorker, (job) => {
    const best = runWithServerFlags(script, Best, [job])
    return new Map([[1, best[1]], [2, best[2]]])
  })

/**
 * The full pipeline on one and on two workers (`pipeline-child.ts`: alternating rounds, the best
 * of each kept), run in a process started with the Node flags of `pnpm start`, as the server's pool
 * runs, while the raw csv-parse it is compared to runs in this process with Node's defaults.
 */
export const pipelineInServerProcess = (
  file: PipelineFile,
  warmUp: Uint8Array,
  rounds: number,
  tasksPerWorker: number
) => bestOfOneAndTwo(pipelineChild, file, warmUp, rounds, tasksPerWorker)

/** One reading of two workers against one: the fresh pools' throughputs, in MB/s. */
export interface FreshPoolReading {
  readonly one: number
  readonly two: number
}

/**
 * `pipeline-child.ts` run `times` times on one job with one round each, every time in a new
 * process: each reading is one fresh pool of one worker and one of two, timed one after the other.
 * One reading is one draw of a wide spread, even on a quiet machine (on 2026-11-24, thirteenth
 * session, 23 readings of the same code at 100 MB: 1.50–2.02×, steal 0.1%).
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

/**
 * The full pipeline on a pool kept across rounds, as the server's is (`pipeline-kept-child.ts`: the
 * best of the rounds after its first, for one worker and for two), in a process started as
 * `pipelineInServerProcess` starts its own.
 */
export const pipelineOnKeptPool = (file: PipelineFile, warmUp: Uint8Array, rounds: number, tasksPerWorker: number) =>
  bestOfOneAndTwo(new URL("./pipeline-kept-child.ts", import.meta.url), file, warmUp, rounds, tasksPerWorker)

/**
 * The full pipeline on one worker in each of two processes at once (`pipeline-pair-child.ts`), each
 * started as `pipelineInServerProcess` starts its own, their timed tasks started together once both
 * have warmed up: the best of `rounds`, over the time the slower process took. Nothing is shared
 * between the two but the machine, so against one worker this is what the machine gives a second
 * copy of the same work, the figure two workers of one pool can be read against.
 */
export const pipelineInTwoProcesses = (
  file: PipelineFile,
  warmUp: Uint8Array,
  rounds: number,
  tasksPerWorker: number
) =>
  withJob(file, warmUp, rounds, tasksPerWorker, async (job) => {
    buildServerBundle()
    const script = new URL("./pipeline-pair-child.ts", import.meta.url)
    const children = [0, 1].map(() =>
      spawn(process.execPath, scriptArguments(script, [job]), { stdio: ["pipe", "pipe", "inherit"] })
    )
    const exited = children.map((child) => new Promise<number | null>((resolve) => child.once("exit", resolve)))
    try {
      const lines = children.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]())
      const nextLine = async (i: number): Promise<string> => {
        const line = await lines[i]?.next()
        if (line === undefined || line.done === true) {
          throw new Error("a pipeline process stopped before its rounds were done")
        }
        return line.value
      }
      let bestMs = Number.POSITIVE_INFINITY
      for (let round = 0; round < rounds; round++) {
        await Promise.all([0, 1].map(async (i) => {
          const line = await nextLine(i)
          if (line !== "ready") throw new Error(`a pipeline process said "${line}" where "ready" was expected`)
        }))
        for (const child of children) child.stdin.write("go\n")
        const times = await Promise.all(
          [0, 1].map(async (i) => Schema.decodeUnknownSync(RoundTime)(await nextLine(i)).ms)
        )
        bestMs = Math.min(bestMs, Math.max(...times))
      }
      for (const child of children) child.stdin.end()
      const codes = await Promise.all(exited)
      if (codes.some((code) => code !== 0)) throw new Error(`a pipeline process exited with ${codes.join(" and ")}`)
      const tasks = 2 * tasksPerWorker
      return {
        mbPerSecond: mbPerSecond(file.bytes.length * tasks, bestMs),
        rowsPerSecond: (file.rows * tasks) / (bestMs / 1000)
      }
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill()
    }
  })
