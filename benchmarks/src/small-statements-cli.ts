import { fixed } from "./measure.js"
import { inProcessCpuPerStatement, smallStatementRun, smallStatements, type Waiting } from "./small-statements.js"

/**
 * The small-statement load alone, for profiling: `pnpm --filter @statement-engine/benchmarks small
 * [--cpu-prof DIR] [--seconds N] [--warm-seconds N] [--in-process-warm N] [--prefer-wait] [--node-flags "FLAGS"]` (flags after the start script's, to
 * try another setting). Its figures are not written anywhere; `pnpm bench`
 * measures the same for the results table.
 */
const mean = (values: ReadonlyArray<number>) => Math.round(values.reduce((a, b) => a + b, 0) / values.length)
const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}
const profileDir = argument("--cpu-prof")
const seconds = Number(argument("--seconds") ?? 30)
const waiting: Waiting = process.argv.includes("--prefer-wait") ? "prefer-wait" : "poll"
const files = smallStatements()
// a server runs for thousands of reports: longer warm-ups read both sides nearer their steady state
const warmSeconds = Number(argument("--warm-seconds") ?? 5)
const inProcessWarm = Number(argument("--in-process-warm") ?? 100)
const inProcess = await inProcessCpuPerStatement(files, 100, inProcessWarm)
const extraFlags = (argument("--node-flags") ?? "").split(" ").filter((flag) => flag !== "")
const load = await smallStatementRun(
  files,
  { seconds, warmSeconds, waiting },
  [...extraFlags, ...(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`])]
)
console.log(
  `${files.length} statements of ${mean(files.map((file) => file.bytes.length))} bytes, ${
    mean(files.map((file) => file.rows))
  } rows on average; in process ${fixed(inProcess.mean, 2)} ms CPU (median ` +
    `${fixed(inProcess.median, 2)}, ${fixed(inProcess.low, 2)}–${fixed(inProcess.high, 2)}); ${waiting}: ${
      fixed(load.reportsPerSecond)
    } reports/s, ` +
    `p50 ${Math.round(load.p50)} ms, p95 ${Math.round(load.p95)} ms, ${load.errors} errors, ` +
    `server CPU ${fixed(load.serverCpuPerReport, 2)} ms/report (${
      fixed(load.serverCpuPerReport / inProcess.mean, 2)
    }×), peak RSS ${fixed(load.peakRssMb, 0)} MB`
)
console.log(
  `server CPU per report by thread: ${
    [...load.threadCpuPerReport].filter(([, ms]) => ms > 0.05).map(([name, ms]) => `${name} ${fixed(ms, 2)} ms`).join(
      ", "
    )
  }`
)
