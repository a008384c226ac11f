import { analyseToJson, implementedOperations, preprocess } from "@statement-engine/analysis"
import { Schema } from "effect"
import { readFileSync } from "node:fs"
import { median } from "./measure.js"

/**
 * Pre-processing and all nine operations on each listed file in turn, in this process: `node <server
 * flags> in-process.mjs LIST WARM ROUNDS [WARM…]` (LIST a JSON array of `{ path, name }`), bundled as
 * the server is (`inProcessCpuPerStatement`). Times `ROUNDS` statements once `WARM` statements have
 * run (counting the timed ones), for each `WARM` in turn.
 * Prints one JSON line per timed block: the CPU milliseconds (every thread, so GC counts) of its
 * statements, their mean (the whole block's CPU over its statements, amortised collections
 * included, as the server's figure per report is) and each statement's median and spread.
 */
const [listPath = "", firstWarm = "100", rounds = "100", ...laterWarms] = process.argv.slice(2)
const List = Schema.parseJson(Schema.Array(Schema.Struct({ path: Schema.String, name: Schema.String })))
const statements = Schema.decodeUnknownSync(List)(readFileSync(listPath, "utf8")).map(({ name, path }) => ({
  name,
  bytes: new Uint8Array(readFileSync(path))
}))
let next = 0
const analyseOnce = () => {
  const files = [statements[next++ % statements.length]!]
  preprocess(files, {})
  analyseToJson({
    files,
    options: {},
    country: "GB",
    operations: implementedOperations,
    params: {},
    as_of: "2026-11-25T00:00:00.000Z"
  })
}
let done = 0
const timedBlock = () => {
  const readings: Array<number> = []
  const blockStart = process.cpuUsage()
  for (let i = 0; i < Number(rounds); i++) {
    const start = process.cpuUsage()
    analyseOnce()
    const used = process.cpuUsage(start)
    readings.push((used.user + used.system) / 1000)
  }
  done += readings.length
  const block = process.cpuUsage(blockStart)
  console.log(JSON.stringify({
    mean: (block.user + block.system) / 1000 / readings.length,
    median: median(readings),
    low: Math.min(...readings),
    high: Math.max(...readings)
  }))
}
for (const warm of [firstWarm, ...laterWarms]) {
  for (; done < Number(warm); done++) analyseOnce()
  timedBlock()
}
