/**
 * One-off measurement for docs/decisions/worker-pool-kept-read.md: CPU time (all threads of the
 * process) and wall time of pre-process + analyse on a one-thread pool, with the analysis served
 * from the thread's kept read, and sent with its bytes (the files renamed, so the pool does not
 * ask for a kept read). The two arms alternate in one run. `tsx bench/kept-read.ts`
 */
import { AnalysisRunner } from "@statement-engine/core"
import { Effect } from "effect"
import { generateCsvOfSize } from "../../testkit/src/generator/big-file.js"
import { WorkerPoolAnalysisRunner } from "../src/index.js"

const reps = Number(process.env.REPS ?? 5)
const sizes = [1, 8].map((mb) => mb * 1024 * 1024)

const cpuMillis = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

const measure = (runner: typeof AnalysisRunner.Service, bytes: Uint8Array, kept: boolean) =>
  Effect.gen(function*() {
    const files = [{ name: "statement.csv", bytes }]
    const cpu0 = cpuMillis()
    const wall0 = performance.now()
    const summary = yield* runner.preprocess(files, {})
    const analysed = kept ? files : [{ name: "statement-again.csv", bytes }]
    yield* runner.analyse({
      files: analysed,
      options: {},
      country: "GB",
      operations: summary.available_operations,
      params: {},
      as_of: "2026-01-01T00:00:00Z"
    })
    return { cpu: cpuMillis() - cpu0, wall: performance.now() - wall0 }
  })

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
const spread = (xs: ReadonlyArray<number>) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`

const program = Effect.gen(function*() {
  const runner = yield* AnalysisRunner
  for (const size of sizes) {
    const { bytes } = generateCsvOfSize(size, "kept-read")
    yield* measure(runner, bytes, true) // warm-up
    yield* measure(runner, bytes, false)
    const arms = { kept: [] as Array<{ cpu: number; wall: number }>, bytes: [] as Array<{ cpu: number; wall: number }> }
    for (let i = 0; i < reps; i++) {
      arms.kept.push(yield* measure(runner, bytes, true))
      arms.bytes.push(yield* measure(runner, bytes, false))
    }
    for (const [arm, xs] of Object.entries(arms)) {
      const cpu = xs.map((x) => x.cpu)
      const wall = xs.map((x) => x.wall)
      console.log(
        `${(size / 1024 / 1024).toFixed(0)} MB ${arm}: CPU median ${median(cpu).toFixed(0)} ms (${spread(cpu)}), ` +
          `wall median ${median(wall).toFixed(0)} ms (${spread(wall)}), n=${reps}`
      )
    }
  }
})

await Effect.runPromise(Effect.scoped(Effect.provide(program, WorkerPoolAnalysisRunner({ size: 1 }))))
