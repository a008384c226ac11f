import { fixed } from "./measure.js"
import {
  type InProcessCpu,
  inProcessCpuPerStatement,
  inProcessCpuSideBySide,
  type SmallLoadResult,
  smallStatementRun,
  smallStatements,
  STEADY_WARM_REPORTS_PER_ISOLATE,
  type Waiting
} from "./small-statements.js"

/**
 * The small-statement load alone, for profiling: `pnpm --filter @statement-engine/benchmarks small
 * [--cpu-prof DIR] [--seconds N] [--warm-seconds N] [--in-process-warm N] [--steady-warm N]
 * [--prefer-wait | --one-call] [--workers N] [--in-process-copies N] [--node-flags "FLAGS"]` (flags after the start
 * script's, to try another setting).
 * Prints the figures after the short warm-up (`--warm-seconds`, 5 s; `--in-process-warm`, 100
 * statements), then at steady state: after `--steady-warm` reports per analysis isolate on both
 * sides (1,000 by default: the in-process isolate that many, the server's `--workers` (2) that many
 * times over; 0 leaves it out). Its figures are not written anywhere; `pnpm bench` measures the
 * same for the results table.
 */
const mean = (values: ReadonlyArray<number>) => Math.round(values.reduce((a, b) => a + b, 0) / values.length)
const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}
const profileDir = argument("--cpu-prof")
const seconds = Number(argument("--seconds") ?? 30)
const waiting: Waiting = process.argv.includes("--one-call")
  ? "one-call"
  : process.argv.includes("--prefer-wait")
  ? "prefer-wait"
  : "poll"
const files = smallStatements()
const warmSeconds = Number(argument("--warm-seconds") ?? 5)
const inProcessWarm = Number(argument("--in-process-warm") ?? 100)
const steadyWarmOption = Number(argument("--steady-warm") ?? STEADY_WARM_REPORTS_PER_ISOLATE)
const steadyWarm = steadyWarmOption > 0 ? steadyWarmOption : undefined
const inProcess = await inProcessCpuPerStatement(files, 100, inProcessWarm, steadyWarm)
const copies = Number(argument("--in-process-copies") ?? 1)
if (copies > 1) {
  const sideBySide = await inProcessCpuSideBySide(files, 100, inProcessWarm, steadyWarm, copies)
  const steadyMeans = sideBySide.flatMap((copy) => copy.steady === undefined ? [] : [fixed(copy.steady.mean, 2)])
  console.log(
    `in process, ${copies} copies at once: ${sideBySide.map((copy) => fixed(copy.mean, 2)).join(", ")} ms CPU${
      steadyMeans.length > 0 ? `; steady state ${steadyMeans.join(", ")} ms` : ""
    } (alone: ${fixed(inProcess.mean, 2)}${
      inProcess.steady === undefined ? "" : `, ${fixed(inProcess.steady.mean, 2)}`
    } ms)`
  )
}
const extraFlags = (argument("--node-flags") ?? "").split(" ").filter((flag) => flag !== "")
const workers = Number(argument("--workers") ?? 2)
const load = await smallStatementRun(
  files,
  {
    seconds,
    warmSeconds,
    waiting,
    ...(steadyWarm === undefined ? {} : { steadyWarmReports: Math.max(1, workers) * steadyWarm })
  },
  [...extraFlags, ...(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`])],
  workers
)
console.log(
  `${files.length} statements of ${mean(files.map((file) => file.bytes.length))} bytes, ${
    mean(files.map((file) => file.rows))
  } rows on average; ${waiting}`
)
const figures = (what: string, cpu: InProcessCpu, window: SmallLoadResult) => {
  console.log(
    `${what}: in process ${fixed(cpu.mean, 2)} ms CPU (median ${fixed(cpu.median, 2)}, ${fixed(cpu.low, 2)}–${
      fixed(cpu.high, 2)
    }); ${fixed(window.reportsPerSecond)} reports/s, p50 ${Math.round(window.p50)} ms, p95 ${
      Math.round(window.p95)
    } ms, ${window.errors} errors, server CPU ${fixed(window.serverCpuPerReport, 2)} ms/report (${
      fixed(window.serverCpuPerReport / cpu.mean, 2)
    }×), peak RSS ${fixed(window.peakRssMb, 0)} MB`
  )
  console.log(
    `  server CPU per report by thread: ${
      [...window.threadCpuPerReport].filter(([, ms]) => ms > 0.05).map(([name, ms]) => `${name} ${fixed(ms, 2)} ms`)
        .join(", ")
    }`
  )
}
figures(`short warm-up (${warmSeconds} s; in process ${inProcessWarm})`, inProcess, load)
if (load.steady !== undefined && inProcess.steady !== undefined && steadyWarm !== undefined) {
  figures(
    `steady state (server after ${2 * steadyWarm} reports; in process after ${steadyWarm})`,
    inProcess.steady,
    load.steady
  )
}
