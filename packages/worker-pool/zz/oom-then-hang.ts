import { AnalysisRunner } from "@statement-engine/core"
import { Effect, Exit } from "effect"
import { WorkerPoolAnalysisRunner } from "../src/index.js"
const csv = "Date,Description,Amount,Balance\n28/01/2024,ACME LTD SALARY,2500.00,3100.00\n"
const request = (name: string) => ({ files: [{ name, bytes: new TextEncoder().encode(csv) }], options: {}, country: "GB" as const, operations: ["categorisation" as const], params: {}, as_of: "2024-04-01T00:00:00.000Z" })
const misbehaving = new URL("../test/misbehaving-worker.ts", import.meta.url)
const t0 = Date.now()
await Effect.runPromise(Effect.gen(function*() {
  const runner = yield* AnalysisRunner
  yield* Effect.exit(runner.analyse(request("exit.csv")))
  yield* Effect.exit(runner.analyse(request("throw.csv")))
  yield* runner.analyse(request("fine.csv"))
}).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, workerFile: misbehaving }))))
const log = (m: string) => console.log(Date.now() - t0, m)
await Effect.runPromise(Effect.gen(function*() {
  const runner = yield* AnalysisRunner
  const e = yield* Effect.exit(runner.analyse(request("oom.csv")))
  log("oom " + Exit.isFailure(e))
  yield* runner.analyse(request("fine.csv")); log("fine1")
}).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, heapLimitMb: 64, workerFile: misbehaving }))))
log("destroyed 1")
await Effect.runPromise(Effect.gen(function*() {
  const runner = yield* AnalysisRunner
  const e = yield* Effect.exit(runner.analyse(request("hang.csv")).pipe(Effect.timeout("8 seconds")))
  log("hang " + Exit.isFailure(e))
  yield* runner.analyse(request("fine.csv")); log("fine2")
}).pipe(Effect.provide(WorkerPoolAnalysisRunner({ size: 1, taskTimeoutMillis: 3000, workerFile: misbehaving }))))
log("destroyed 2")
