import { implementedOperations } from "@statement-engine/analysis"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { largeReport, type LargeReportReading, medianReading, rawCsvParseCpuMs } from "./large-report.js"
import { fixed, median } from "./measure.js"
import { type ServerProcess, startServerProcess } from "./server-process.js"

/**
 * The server as `pnpm start` runs it (the bundle, two workers) on one 10 MB statement, against raw
 * csv-parse of the same bytes, optionally beside another checkout's server in alternating rounds:
 * `npx tsx src/large-report-cli.ts [--against DIR] [--rounds N] [--one-call]` (`--one-call`: each
 * report in one `POST /v2/report` with the process fields, held). Prints, per server, the median of
 * the CPU per report (upload, every operation, the result fetched once; every thread, `/proc`), the
 * wall-clock from upload to the result received, and later GETs of the completed result.
 */
const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}
const rounds = Number(argument("--rounds") ?? 4)
const against = argument("--against")
const flow = process.argv.includes("--one-call") ? "one-call" : "four-step"
const MB = 1024 * 1024
const generated = generateCsvOfSize(10 * MB - 64 * 1024, 2)
const file = { name: generated.name, bytes: generated.bytes, text: generated.text }

const servers: Array<{ readonly name: string; readonly server: ServerProcess; readonly token: string }> = []
try {
  for (const [name, checkout] of [["this checkout", undefined], [against ?? "", against]] as const) {
    if (name === "") continue
    const server = await startServerProcess(2, checkout === undefined ? {} : { checkout })
    servers.push({ name, server, token: await server.token() })
  }
  const readings = new Map<string, Array<LargeReportReading>>(servers.map(({ name }) => [name, []]))
  const raw: Array<number> = []
  // two untimed reports each: code still being compiled is not what is compared
  for (const { server, token } of servers) {
    for (let i = 0; i < 2; i++) await largeReport(server, token, file, implementedOperations, flow)
  }
  for (let round = 0; round < rounds; round++) {
    raw.push(rawCsvParseCpuMs(file))
    for (const { name, server, token } of round % 2 === 0 ? servers : [...servers].reverse()) {
      readings.get(name)!.push(await largeReport(server, token, file, implementedOperations, flow))
    }
  }
  const rawMs = median(raw)
  console.log(
    `${(file.bytes.length / MB).toFixed(2)} MB statement, raw csv-parse ${
      fixed(rawMs, 0)
    } ms CPU (median of ${raw.length}: ${raw.map((ms) => fixed(ms, 0)).join(", ")}); ${flow} flow`
  )
  for (const { name, server } of servers) {
    const all = readings.get(name)!
    const m = medianReading(all)
    console.log(`\n${name} (${rounds} reports, median; peak RSS ${fixed(server.peakRssMb(), 0)} MB)`)
    console.log(
      `  server CPU per report ${fixed(m.reportCpuMs, 0)} ms = ${fixed(m.reportCpuMs / rawMs, 2)}× raw (main thread ${
        fixed(m.reportMainCpuMs, 0)
      } ms); readings ${all.map((r) => fixed(r.reportCpuMs, 0)).join(", ")}`
    )
    console.log(
      `  upload → completed result received ${fixed(m.reportWallMs, 0)} ms (target 2 × raw + 300 = ${
        fixed(2 * rawMs + 300, 0)
      } ms); readings ${all.map((r) => fixed(r.reportWallMs, 0)).join(", ")}`
    )
    console.log(
      `  later GET of the completed result: gzip ${fixed(m.gzipGetMs, 0)} ms (${fixed(m.gzipGetCpuMs, 0)} ms CPU), ` +
        `plain ${fixed(m.plainGetMs, 0)} ms (${fixed(m.plainGetCpuMs, 0)} ms CPU); result ${
          fixed(m.resultBytes / MB, 1)
        } MB`
    )
  }
} finally {
  for (const { server } of servers) await server.stop()
}
