/**
 * Measurement for docs/decisions/small-statements.md: the main thread's CPU time per report that
 * the worker pool's own path costs (no HTTP), for the 60 KB statement of the small-statement load:
 * pre-process then analyse (all nine operations) on a two-thread pool, four reports at a time, the
 * files named in turn from three names so that some analyses find a kept read and some do not.
 * 100 reports to warm, then three readings of 300. `tsx bench/main-thread-cpu.ts`
 */
import { Effect } from "effect"
import { readFileSync } from "node:fs"
import { generateCsvOfSize } from "../../testkit/src/generator/big-file.js"
import { WorkerPoolAnalysisRunner } from "../src/index.js"
import { reportOnPool } from "./report-on-pool.js"

const { bytes } = generateCsvOfSize(60 * 1000, 34)

/** CPU milliseconds of this process's main thread, from /proc (10 ms ticks, summed over many reports). */
const mainThreadMillis = () => {
  const stat = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return (Number(fields[11]) + Number(fields[12])) * 10
}

let next = 0
const oneReport = Effect.suspend(() => reportOnPool(`statement-${next++ % 3}.csv`, bytes))
const reports = (count: number) => Effect.all(Array.from({ length: count }, () => oneReport), { concurrency: 4 })

await Effect.runPromise(
  Effect.gen(function*() {
    yield* reports(100)
    for (let reading = 0; reading < 3; reading++) {
      const before = mainThreadMillis()
      yield* reports(300)
      console.log(`main thread ${((mainThreadMillis() - before) / 300).toFixed(2)} ms per report`)
    }
  }).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 2 })))
)
