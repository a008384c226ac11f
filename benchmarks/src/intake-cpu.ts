import { preprocess } from "@statement-engine/analysis"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { parse } from "csv-parse/sync"
import { fixed } from "./measure.js"

/**
 * Pre-processing throughput in CPU time: the process's user + system CPU milliseconds per file
 * for our pre-processing and for raw csv-parse on the same text, best round of each, alternating.
 * CPU time, unlike wall time, is not lengthened by other processes sharing the machine; the ratio
 * to raw csv-parse cancels most of what remains (the machine's speed). Run with
 * `pnpm --filter @statement-engine/benchmarks intake-cpu`.
 */
const MB = 1024 * 1024
const cpuMs = (f: () => unknown): number => {
  const start = process.cpuUsage()
  f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

const sizes = process.argv.includes("--quick") ? [10 * MB] : [10 * MB, 50 * MB]
for (const size of sizes) {
  const file = generateCsvOfSize(size, 1)
  const filesPerRound = size > 10 * MB ? 1 : 4
  const rounds = size > 10 * MB ? 3 : 5
  let raw = Number.POSITIVE_INFINITY
  let ours = Number.POSITIVE_INFINITY
  for (let r = 0; r < rounds; r++) {
    raw = Math.min(
      raw,
      cpuMs(() => {
        for (let f = 0; f < filesPerRound; f++) parse(file.text, { relax_column_count: true })
      }) / filesPerRound
    )
    ours = Math.min(
      ours,
      cpuMs(() => {
        for (let f = 0; f < filesPerRound; f++) preprocess([{ name: file.name, bytes: file.bytes }], {})
      }) / filesPerRound
    )
  }
  const mb = file.bytes.length / 1e6
  console.log(
    `${size / MB} MB: pre-processing ${fixed(ours)} ms CPU (${fixed(mb / (ours / 1000))} MB/s), raw csv-parse ${
      fixed(raw)
    } ms CPU (${fixed(mb / (raw / 1000))} MB/s), pre-processing / raw ${fixed(ours / raw, 3)}`
  )
}
