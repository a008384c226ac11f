import { implementedOperations } from "@statement-engine/analysis"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { readFileSync, writeFileSync } from "node:fs"
import { cpus, totalmem } from "node:os"
import { categorisationCost } from "./categorisation-cost.js"
import { type CpuTicks, cpuTicks, stealShare } from "./cpu-steal.js"
import { concurrentLoad, uploadToCompleted } from "./http-load.js"
import { inlineThreshold } from "./inline-threshold.js"
import { machineScaling } from "./machine-scaling.js"
import { fixed, median, quantile } from "./measure.js"
import { parseThroughput } from "./parse-throughput.js"
import {
  freshPoolReadings,
  pipelineInServerProcess,
  pipelineInTwoProcesses,
  pipelineOnKeptPool
} from "./pipeline-process.js"
import { startServerProcess } from "./server-process.js"

const MB = 1024 * 1024
/** Further readings of the fresh pools' two-worker ratio, each in a new process, for its median and range. */
const FRESH_POOL_READINGS = 5
/** Uploads after the first that warm a fresh server up before the timed ones. */
const WARMING_UPLOADS = 9
const quick = process.argv.includes("--quick")
const rows: Array<readonly [string, string]> = []
const report = (what: string, value: string) => {
  rows.push([what, value])
  console.log(`${what}: ${value}`)
}

/** The lowest and highest of some throughputs, as `a–b`. */
const range = (values: ReadonlyArray<number>) => `${fixed(Math.min(...values))}–${fixed(Math.max(...values))}`

const runStart = cpuTicks()
const stolen: Array<string> = []
/** Percent of the machine's CPU time since `from` that went to other guests. */
const stealSince = (from: CpuTicks | undefined) => `${fixed(100 * stealShare(from, cpuTicks()))}%`
const scaling = machineScaling()
report(
  "machine: two threads against one, nothing shared",
  `integer arithmetic ${fixed(scaling.integer, 2)}×, allocation-heavy ${fixed(scaling.allocation, 2)}×`
)

const sizes = quick ? [10 * MB] : [10 * MB, 100 * MB]
let rawParseMs10 = Number.NaN
let warmUp: Uint8Array | undefined
for (const size of sizes) {
  let pipelineOne = Number.NaN
  const label = `${size / MB} MB`
  const blockStart = cpuTicks()
  const file = generateCsvOfSize(size, 1)
  warmUp ??= file.bytes
  // files per thread in a round, and rounds, alike for the parse figures and the pipeline's
  const filesPerRound = size >= 100 * MB ? 2 : 6
  const rounds = quick ? 1 : size >= 100 * MB ? 2 : 3
  const parse = await parseThroughput(file.name, file.bytes, file.text, filesPerRound, rounds)
  if (size === 10 * MB) rawParseMs10 = parse.rawMs
  report(
    `${label}: raw csv-parse (array mode)`,
    `${fixed(parse.rawMbPerSecond)} MB/s (${filesPerRound} files back to back; best single file ${
      fixed(parse.rawSingleMbPerSecond)
    } MB/s)`
  )
  report(
    `${label}: our pre-processing (inline)`,
    `${fixed(parse.preprocessMbPerSecond)} MB/s (${fixed(parse.preprocessMbPerSecond / parse.rawMbPerSecond, 2)}× raw)`
  )
  const best = await pipelineInServerProcess(file, warmUp, rounds, filesPerRound)
  for (const workers of [1, 2]) {
    const pipeline = best.get(workers) ?? { mbPerSecond: Number.NaN, rowsPerSecond: Number.NaN }
    if (workers === 1) pipelineOne = pipeline.mbPerSecond
    const ratio = workers === 1
      ? `${fixed(pipeline.mbPerSecond / parse.rawMbPerSecond, 2)}× raw`
      : `${fixed(pipeline.mbPerSecond / pipelineOne, 2)}× one worker`
    report(
      `${label}: full pipeline on ${workers} worker${workers > 1 ? "s" : ""}`,
      `${fixed(pipeline.mbPerSecond)} MB/s, ${
        Math.round(pipeline.rowsPerSecond).toLocaleString("en")
      } rows/s (${ratio})`
    )
  }
  const readings = await freshPoolReadings(file, warmUp, filesPerRound, quick ? 2 : FRESH_POOL_READINGS)
  const ratios = readings.map((reading) => reading.two / reading.one)
  report(
    `${label}: 2 workers against 1, ${readings.length} more readings, each one round of fresh pools in a new process`,
    `median ${fixed(median(ratios), 2)}× (${ratios.map((ratio) => fixed(ratio, 2)).join(", ")}; ` +
      `1 worker ${range(readings.map((reading) => reading.one))} MB/s, 2 workers ${
        range(readings.map((reading) => reading.two))
      } MB/s)`
  )
  const pair = await pipelineInTwoProcesses(file, warmUp, rounds, filesPerRound)
  report(
    `${label}: full pipeline in two processes at once, 1 worker each`,
    `${fixed(pair.mbPerSecond)} MB/s, ${Math.round(pair.rowsPerSecond).toLocaleString("en")} rows/s ` +
      `(${fixed(pair.mbPerSecond / pipelineOne, 2)}× one worker: the machine's own scaling of this work)`
  )
  const kept = await pipelineOnKeptPool(file, warmUp, rounds, filesPerRound)
  const keptOne = kept.get(1)?.mbPerSecond ?? Number.NaN
  const keptTwo = kept.get(2)?.mbPerSecond ?? Number.NaN
  report(
    `${label}: full pipeline on a pool kept across rounds, rounds after its first`,
    `1 worker ${fixed(keptOne)} MB/s, 2 workers ${fixed(keptTwo)} MB/s (${fixed(keptTwo / keptOne, 2)}× one worker)`
  )
  stolen.push(`${stealSince(blockStart)} in the ${label} measures`)
}

const categorising = categorisationCost(quick ? 2 : 5)
report(
  "categorisation: CPU time per row",
  `${fixed(categorising.statementMicrosPerRow, 2)} µs over a 10 MB statement (${categorising.statementRows} rows, ` +
    `decisions remembered within it); ${fixed(categorising.distinctMicrosPerRow)} µs per distinct labelled description`
)

for (const row of await inlineThreshold([8 * 1024, 64 * 1024, 256 * 1024])) {
  report(
    `${row.bytes / 1024} KiB file: pre-processing inline vs on a warm worker`,
    `${fixed(row.inlineMs, 2)} ms inline, ${fixed(row.pooledMs, 2)} ms pooled`
  )
}

const httpStart = cpuTicks()
const ten = generateCsvOfSize(10 * MB - 64 * 1024, 2)
const tenFile = { name: ten.name, bytes: ten.bytes }
const fresh = await startServerProcess(2)
try {
  const idle = fresh.peakRssMb()
  await uploadToCompleted(fresh, await fresh.token(), tenFile, implementedOperations)
  report(
    "HTTP: server peak RSS processing one 10 MB upload",
    `${fixed(fresh.peakRssMb(), 0)} MB (${fixed(idle, 0)} MB at start; target < 400 MB)`
  )
} finally {
  await fresh.stop()
}

const server = await startServerProcess(2)
try {
  const token = await server.token()
  const uploadTen = () => uploadToCompleted(server, token, tenFile, implementedOperations)
  // a fresh server's first uploads also compile the code they run: on 2026-11-24 a thread's 10 MB
  // uploads settled from about the eighth on, as the pipeline's tasks do from about the tenth. They
  // are reported on their own, and the timed runs compare warm to warm, as the raw parse time they
  // are held against is warm too
  const cold = await uploadTen()
  report("HTTP: first 10 MB upload on a fresh server → completed (cold)", `${Math.round(cold)} ms`)
  const warming: Array<number> = []
  for (let i = 0; i < (quick ? 2 : WARMING_UPLOADS); i++) {
    warming.push(await uploadTen())
  }
  report(
    `HTTP: 10 MB uploads 2 to ${warming.length + 1} on that server → completed (warming up)`,
    `p50 ${Math.round(quantile(warming, 0.5))} ms, slowest ${Math.round(Math.max(...warming))} ms`
  )
  const latencies: Array<number> = []
  for (let i = 0; i < (quick ? 3 : 12); i++) {
    latencies.push(await uploadTen())
  }
  const p50 = quantile(latencies, 0.5)
  report(
    "HTTP: 10 MB upload → completed, every operation",
    `p50 ${Math.round(p50)} ms, p95 ${Math.round(quantile(latencies, 0.95))} ms over ${latencies.length} runs ` +
      `(target < 2 × raw parse + 300 ms = ${Math.round(2 * rawParseMs10 + 300)} ms)`
  )
  report(
    "HTTP: server peak RSS after those runs",
    `${fixed(server.peakRssMb(), 0)} MB (the in-memory store keeps every upload and result)`
  )
  const one = generateCsvOfSize(MB, 3)
  const load = await concurrentLoad(
    server,
    { name: one.name, bytes: one.bytes },
    implementedOperations,
    16,
    quick ? 5 : 30
  )
  report(
    `HTTP: 16 clients × 1 MB statements for ${quick ? 5 : 30} s`,
    `${fixed(load.reportsPerSecond)} reports/s, p95 ${
      Math.round(quantile(load.latencies, 0.95))
    } ms, ${load.errors} errors`
  )
  report("HTTP: server peak RSS overall", `${fixed(server.peakRssMb(), 0)} MB`)
} finally {
  await server.stop()
}

stolen.push(`${stealSince(httpStart)} in the HTTP ones`)
report(
  "machine: CPU time the hypervisor gave to other guests (steal)",
  `${stealSince(runStart)} of the run (${stolen.join(", ")}; figures slowed from outside the process)`
)

const readme = new URL("../README.md", import.meta.url)
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "cpu"}, ${
  Math.round(totalmem() / 2 ** 30)
} GiB, Node ${process.version}`
const table = [
  `Latest run: ${new Date().toISOString().slice(0, 10)} on ${machine}${quick ? " (quick mode)" : ""}.`,
  "",
  "| measure | result |",
  "|---|---|",
  ...rows.map(([what, value]) => `| ${what} | ${value} |`)
].join("\n")
const current = readFileSync(readme, "utf8")
const start = "<!-- results:start -->"
const end = "<!-- results:end -->"
writeFileSync(
  readme,
  `${current.slice(0, current.indexOf(start) + start.length)}\n${table}\n${current.slice(current.indexOf(end))}`
)
console.log(`\nwritten to ${readme.pathname}`)
