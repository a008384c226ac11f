import { parse } from "csv-parse/sync"
import { reportFetchedOnce, reportInOneCall } from "./http-load.js"
import { median } from "./measure.js"
import type { ServerProcess } from "./server-process.js"
import { processCpuMs, threadCpuMs } from "./small-statements.js"

/** A statement as a file and as text (for raw csv-parse). */
export interface LargeStatement {
  readonly name: string
  readonly bytes: Uint8Array
  readonly text: string
}

/** One report of a large statement on one server, from outside: CPU from `/proc`, wall-clock at the client. */
export interface LargeReportReading {
  /** Server CPU (every thread) for upload, every operation, the result fetched once (held with `Prefer: wait`). */
  readonly reportCpuMs: number
  /** The main thread's share of it. */
  readonly reportMainCpuMs: number
  /** Upload to the completed result received, wall-clock. */
  readonly reportWallMs: number
  /** The completed result's size as served (gzip, as `fetch` asks), bytes. */
  readonly resultBytes: number
  /** A later GET of the completed result, gzip asked (as `fetch` does): wall-clock and server CPU. */
  readonly gzipGetMs: number
  readonly gzipGetCpuMs: number
  /** A later GET of the completed result, `Accept-Encoding: identity`: wall-clock and server CPU. */
  readonly plainGetMs: number
  readonly plainGetCpuMs: number
}

const mainThreadMs = (pid: number) => threadCpuMs(pid).get("main thread") ?? 0

/**
 * Wall-clock and server CPU of one request, its body read whole. Sent again once when the kept-alive
 * connection was closed as it went out (the server's keep-alive timeout passing while a busy machine
 * delayed this client), so that nothing is measured twice.
 */
const measured = async (server: ServerProcess, request: () => Promise<Response>) => {
  const cpu = processCpuMs(server.pid)
  const start = performance.now()
  const response = await request().catch(() => request())
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`answered ${response.status}`)
  return { ms: performance.now() - start, cpuMs: processCpuMs(server.pid) - cpu }
}

/**
 * One report of `file` (every operation), in the four-step flow (upload, process, one held GET) or
 * in one call (`POST /v2/report` with the process fields, held), then two more GETs of its
 * completed result.
 */
export const largeReport = async (
  server: ServerProcess,
  token: string,
  file: LargeStatement,
  operations: ReadonlyArray<string>,
  flow: "four-step" | "one-call" = "four-step"
): Promise<LargeReportReading> => {
  const cpu = processCpuMs(server.pid)
  const main = mainThreadMs(server.pid)
  const start = performance.now()
  const { bytes, id } = await (flow === "one-call" ? reportInOneCall : reportFetchedOnce)(
    server,
    token,
    file,
    operations
  )
  const reportWallMs = performance.now() - start
  const reportCpuMs = processCpuMs(server.pid) - cpu
  const reportMainCpuMs = mainThreadMs(server.pid) - main
  const auth = { authorization: `Bearer ${token}` }
  const url = `${server.url}/v2/report/${id}`
  const gzip = await measured(server, () => fetch(url, { headers: { ...auth, "accept-encoding": "gzip" } }))
  const plain = await measured(server, () => fetch(url, { headers: { ...auth, "accept-encoding": "identity" } }))
  return {
    reportCpuMs,
    reportMainCpuMs,
    reportWallMs,
    resultBytes: bytes,
    gzipGetMs: gzip.ms,
    gzipGetCpuMs: gzip.cpuMs,
    plainGetMs: plain.ms,
    plainGetCpuMs: plain.cpuMs
  }
}

/** CPU milliseconds of raw csv-parse (array mode) of the statement's text, in this process. */
export const rawCsvParseCpuMs = (file: LargeStatement): number => {
  const start = process.cpuUsage()
  parse(file.text, { relax_column_count: true })
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

/** The median of each figure over some readings. */
export const medianReading = (readings: ReadonlyArray<LargeReportReading>): LargeReportReading => {
  const of = (key: keyof LargeReportReading) => median(readings.map((r) => r[key]))
  return {
    reportCpuMs: of("reportCpuMs"),
    reportMainCpuMs: of("reportMainCpuMs"),
    reportWallMs: of("reportWallMs"),
    resultBytes: of("resultBytes"),
    gzipGetMs: of("gzipGetMs"),
    gzipGetCpuMs: of("gzipGetCpuMs"),
    plainGetMs: of("plainGetMs"),
    plainGetCpuMs: of("plainGetCpuMs")
  }
}
