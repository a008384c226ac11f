/**
 * Measurement for docs/decisions/small-statements.md: CPU time of the whole process (every thread)
 * per report when many clients upload different small statements at once, the load in which a
 * thread's kept read is most often missed: 32 clients, each pre-processing then analysing (all
 * nine operations) its own 60 KB statement, on a two-thread pool whose worker is the server
 * bundle's (`packages/http/dist/worker.mjs`, built by `pnpm --filter @statement-engine/http build`).
 * 200 reports to warm, then readings of 400. `tsx bench/distinct-uploads.ts [readings]`
 */
import { Effect } from "effect"
import { generateCsvOfSize } from "../../testkit/src/generator/big-file.js"
import { WorkerPoolAnalysisRunner } from "../src/index.js"
import { reportOnPool } from "./report-on-pool.js"

const CLIENTS = 32
const uploads = Array.from({ length: CLIENTS * 2 }, (_, i) => generateCsvOfSize(60 * 1000, 100 + i).bytes)
let next = 0
const oneReport = Effect.suspend(() => {
  const n = next++
  return reportOnPool(`statement-${n}.csv`, uploads[n % uploads.length]!)
})
const reports = (count: number) => Effect.all(Array.from({ length: count }, () => oneReport), { concurrency: CLIENTS })
const cpuMillis = () => {
  const { system, user } = process.cpuUsage()
  return (system + user) / 1000
}

await Effect.runPromise(
  Effect.gen(function*() {
    yield* reports(200)
    for (let reading = 0; reading < Number(process.argv[2] ?? 3); reading++) {
      const before = cpuMillis()
      yield* reports(400)
      console.log(`process CPU ${((cpuMillis() - before) / 400).toFixed(2)} ms per report`)
    }
  }).pipe(
    Effect.provide(
      WorkerPoolAnalysisRunner({ size: 2, workerFile: new URL("../../http/dist/worker.mjs", import.meta.url) })
    )
  )
)
