import { implementedOperations } from "@statement-engine/analysis"
import { generateCsvOfSize, serverEnvironment, serverNodeFlags } from "@statement-engine/testkit"
import { Schema } from "effect"
import { build } from "esbuild"
import { execFile } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { quantile } from "./measure.js"
import { type ServerProcess, startServerProcess } from "./server-process.js"

/** A statement of the small-statement load: about 60 KB, about 650 rows (`seed` 34 is the first). */
export const smallStatement = (seed = 34) => {
  const file = generateCsvOfSize(60 * 1000, seed)
  return { name: file.name, bytes: file.bytes, rows: file.text.split("\n").length - 2 }
}

/**
 * Reports each analysis isolate runs before the steady-state figures are read: the in-process
 * measure's one isolate this many, the server (two worker threads) twice as many in all. A server
 * runs for thousands of reports, and most of an isolate's optimising compiles come in its first few
 * hundred (`docs/decisions/small-statements.md`, consequences).
 */
export const STEADY_WARM_REPORTS_PER_ISOLATE = 1000

/** How many distinct statements the small-statement load uploads, in turn. */
export const SMALL_STATEMENTS = 128

/**
 * The statements of the small-statement load: `count` distinct ones of about 60 KB (own seed, own
 * name, own bytes), so no upload is the same bytes as one a moment before and no read kept for one
 * upload or cached by digest serves another.
 */
export const smallStatements = (count = SMALL_STATEMENTS) =>
  Array.from({ length: count }, (_, i) => smallStatement(34 + i))

type StatementFile = { readonly name: string; readonly bytes: Uint8Array }

/** The CPU time (user + system, every thread) a process has used, in milliseconds, from /proc/PID/stat. */
export const processCpuMs = (pid: number): number => {
  // the command name (field 2) is in parentheses and may hold spaces: count fields after it
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  const ticksPerSecond = 100
  return (Number(fields[11]) + Number(fields[12])) * 1000 / ticksPerSecond
}

/** CPU milliseconds of each thread of a process by thread name (`/proc/PID/task/TID/stat`), summed per name. */
export const threadCpuMs = (pid: number): ReadonlyMap<string, number> => {
  const byName = new Map<string, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8")
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const key = tid === String(pid) ? "main thread" : name
      byName.set(key, (byName.get(key) ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10)
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return byName
}

const InProcessCpu = Schema.parseJson(
  Schema.Struct({ mean: Schema.Number, median: Schema.Number, low: Schema.Number, high: Schema.Number })
)

/** One timed block of the in-process measure: the mean CPU per statement, and single statements' median and spread. */
export type InProcessCpu = typeof InProcessCpu.Type

/** The in-process measure after the short warm-up, and after the long one when it was asked for. */
export type InProcessResult = InProcessCpu & { readonly steady?: InProcessCpu }

/**
 * CPU milliseconds (every thread, so GC counts) of pre-processing and all nine operations on `files`
 * (each statement in turn),
 * measured as the server runs them: the analysis bundled by esbuild (as `packages/http`'s build does
 * the worker) and run in a process of its own with the `start` script's Node flags and environment,
 * warmed by `warm` statements, then `rounds` timed; with `steadyWarm`, `rounds` timed again once
 * `steadyWarm` statements have run in all. `mean` (the block's CPU over its statements,
 * amortised collections included) is the figure to divide the server's CPU per report by, a mean
 * too; the median and spread are of single statements.
 */
export const inProcessCpuPerStatement = async (
  files: ReadonlyArray<StatementFile>,
  rounds: number,
  warm = 100,
  steadyWarm?: number
): Promise<InProcessResult> => {
  const [first] = await inProcessCpuSideBySide(files, rounds, warm, steadyWarm, 1)
  if (first === undefined) throw new Error("the in-process measure ran no process")
  return first
}

/**
 * The in-process measure run by `copies` processes at once, each on its own copy of the work: with
 * as many copies as cores, what one statement's analysis costs while every core is busy, as the
 * server's threads are under load (shared caches, memory bandwidth, the host's scheduling).
 */
export const inProcessCpuSideBySide = async (
  files: ReadonlyArray<StatementFile>,
  rounds: number,
  warm: number,
  steadyWarm: number | undefined,
  copies: number
): Promise<ReadonlyArray<InProcessResult>> => {
  const dir = mkdtempSync(join(tmpdir(), "statement-engine-in-process-"))
  try {
    const listPath = await writeInProcessBundle(dir, files)
    const args = [
      ...serverNodeFlags(),
      join(dir, "in-process.mjs"),
      listPath,
      String(warm),
      String(rounds),
      ...(steadyWarm === undefined ? [] : [String(steadyWarm)])
    ]
    const env = { ...process.env, ...serverEnvironment() }
    const outputs = await Promise.all(
      Array.from({ length: copies }, () =>
        new Promise<string>((resolve, reject) => {
          execFile(process.execPath, args, { encoding: "utf8", env }, (error, stdout, stderr) => {
            if (error === null) resolve(stdout)
            else reject(new Error(`the in-process measure failed: ${stderr}`))
          })
        }))
    )
    return outputs.map((out) => {
      const [short, steady] = out.trim().split("\n").map((line) => Schema.decodeUnknownSync(InProcessCpu)(line))
      if (short === undefined) throw new Error("the in-process measure printed nothing")
      return steady === undefined ? short : { ...short, steady }
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Bundles the in-process child into `dir` beside its data tables and the statements; answers the list's path. */
const writeInProcessBundle = async (dir: string, files: ReadonlyArray<StatementFile>): Promise<string> => {
  await build({
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    logLevel: "warning",
    entryPoints: [fileURLToPath(new URL("./in-process-child.ts", import.meta.url))],
    outfile: join(dir, "in-process.mjs"),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" }
  })
  // the categoriser reads its tables from `data/` beside the running module, as in the server bundle
  symlinkSync(
    fileURLToPath(new URL("../../packages/categorise/src/data", import.meta.url)),
    join(dir, "data")
  )
  const list = files.map((file, i) => {
    const path = join(dir, `statement-${i}`)
    writeFileSync(path, file.bytes)
    return { path, name: file.name }
  })
  const listPath = join(dir, "statements.json")
  writeFileSync(listPath, JSON.stringify(list))
  return listPath
}

/**
 * How a load's clients ask for a result: the four-step flow polling every 250 ms, or its GET held with
 * `Prefer: wait`; or one call (`POST /v2/report` with the process fields and `Prefer: wait`).
 */
export type Waiting = "poll" | "prefer-wait" | "one-call"

const POLL_MILLIS = 250

/** A result body's status. */
const statusOf = async (result: Response) =>
  ((await result.json()) as { data: { attributes: { status: string } } }).data.attributes.status

/** One report in one call, held until completed (a 202 after the wait is followed by held GETs); its milliseconds. */
const oneCallReport = async (server: ServerProcess, token: string, file: StatementFile): Promise<number> => {
  const headers = { authorization: `Bearer ${token}`, prefer: "wait=30" }
  const start = performance.now()
  const form = new FormData()
  form.append("input", new Blob([file.bytes]), file.name)
  form.append("country", "GB")
  form.append("operations", JSON.stringify(implementedOperations))
  const answered = await fetch(`${server.url}/v2/report`, { method: "POST", headers, body: form })
  if (answered.status !== 200 && answered.status !== 202) throw new Error(`upload answered ${answered.status}`)
  const body = (await answered.json()) as { data: { attributes: { "request-id": string; status: string } } }
  let status = body.data.attributes.status
  while (status === "queued" || status === "processing") {
    const result = await fetch(`${server.url}/v2/report/${body.data.attributes["request-id"]}`, { headers })
    if (result.status !== 200) throw new Error(`result answered ${result.status}`)
    status = await statusOf(result)
  }
  if (status !== "completed") throw new Error(`report ended ${status}`)
  return performance.now() - start
}

/** One report from upload to completed; answers its milliseconds, or fails. */
const oneReport = async (
  server: ServerProcess,
  token: string,
  file: StatementFile,
  waiting: Waiting
): Promise<number> => {
  if (waiting === "one-call") return oneCallReport(server, token, file)
  const auth = { authorization: `Bearer ${token}` }
  const start = performance.now()
  const form = new FormData()
  form.append("input", new Blob([file.bytes]), file.name)
  const uploaded = await fetch(`${server.url}/v2/report`, { method: "POST", headers: auth, body: form })
  if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}`)
  const id = ((await uploaded.json()) as { data: { attributes: { "request-id": string } } }).data.attributes[
    "request-id"
  ]
  const processed = await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations: implementedOperations })
  })
  if (processed.status !== 202) throw new Error(`process answered ${processed.status}`)
  const headers = waiting === "poll" ? auth : { ...auth, prefer: "wait=30" }
  for (;;) {
    if (waiting === "poll") await new Promise((resolve) => setTimeout(resolve, POLL_MILLIS))
    const result = await fetch(`${server.url}/v2/report/${id}`, { headers })
    if (result.status !== 200) throw new Error(`result answered ${result.status}`)
    const status = await statusOf(result)
    if (status === "completed") return performance.now() - start
    if (status === "failed") throw new Error("report failed")
  }
}

/** What one timed load measured. */
export interface SmallLoadResult {
  readonly reports: number
  readonly reportsPerSecond: number
  readonly p50: number
  readonly p95: number
  readonly errors: number
  /** Server CPU (every thread) over the timed window per completed report, in ms. */
  readonly serverCpuPerReport: number
  readonly peakRssMb: number
  /** Server CPU per report by thread name over the timed window, in ms. */
  readonly threadCpuPerReport: ReadonlyMap<string, number>
}

/** How a small load runs: its clients, its timed window, the untimed warm-up before it, and the optional steady-state window. */
export interface SmallLoadOptions {
  readonly clients: number
  readonly seconds: number
  readonly warmSeconds: number
  readonly waiting: Waiting
  /**
   * When given, after the first timed window the load goes on untimed until this many reports have
   * completed in all, then is timed again for `seconds`: the server nearer its steady state.
   */
  readonly steadyWarmReports?: number
}

/** A small load's figures after the short warm-up, and after the long one when it was asked for. */
export type SmallLoadResults = SmallLoadResult & { readonly steady?: SmallLoadResult }

/** The server's CPU over one timed window, per completed report, in all and by thread. */
const timedWindow = async (
  server: ServerProcess,
  window: () => Promise<{ readonly latencies: ReadonlyArray<number>; readonly errors: number }>
): Promise<SmallLoadResult> => {
  const cpuBefore = processCpuMs(server.pid)
  const threadsBefore = threadCpuMs(server.pid)
  const start = performance.now()
  const timed = await window()
  const elapsed = (performance.now() - start) / 1000
  const cpu = processCpuMs(server.pid) - cpuBefore
  const threadCpuPerReport = new Map(
    [...threadCpuMs(server.pid)].map((
      [name, ms]
    ) => [name, (ms - (threadsBefore.get(name) ?? 0)) / timed.latencies.length])
  )
  return {
    reports: timed.latencies.length,
    reportsPerSecond: timed.latencies.length / elapsed,
    p50: quantile(timed.latencies, 0.5),
    p95: quantile(timed.latencies, 0.95),
    errors: timed.errors,
    serverCpuPerReport: cpu / timed.latencies.length,
    peakRssMb: server.peakRssMb(),
    threadCpuPerReport
  }
}

/**
 * `clients` loops sending reports back to back for `seconds` after `warmSeconds` of the same untimed,
 * each report the next of `files` in turn (across all clients); then, with `steadyWarmReports`, on
 * untimed until that many reports have completed since the start, and `seconds` timed again.
 */
export const smallStatementLoad = async (
  server: ServerProcess,
  files: ReadonlyArray<StatementFile>,
  options: SmallLoadOptions
): Promise<SmallLoadResults> => {
  const token = await server.token()
  let next = 0
  let completed = 0
  const nextFile = () => files[next++ % files.length]!
  const run = async (goOn: () => boolean) => {
    const latencies: Array<number> = []
    let errors = 0
    await Promise.all(Array.from({ length: options.clients }, async () => {
      while (goOn()) {
        try {
          latencies.push(await oneReport(server, token, nextFile(), options.waiting))
          completed++
        } catch {
          errors++
        }
      }
    }))
    return { latencies, errors }
  }
  const runFor = (seconds: number) => {
    const deadline = performance.now() + seconds * 1000
    return run(() => performance.now() < deadline)
  }
  await runFor(options.warmSeconds)
  const short = await timedWindow(server, () => runFor(options.seconds))
  const steadyWarmReports = options.steadyWarmReports
  if (steadyWarmReports === undefined) return short
  await run(() => completed < steadyWarmReports)
  return { ...short, steady: await timedWindow(server, () => runFor(options.seconds)) }
}

/** Starts a server with `workers` analysis threads (2 unless given) and `nodeFlags`, runs the load, stops the server. */
export const smallStatementRun = async (
  files: ReadonlyArray<StatementFile>,
  options: Omit<SmallLoadOptions, "clients">,
  nodeFlags: ReadonlyArray<string> = [],
  workers = 2
): Promise<SmallLoadResults> => {
  const server = await startServerProcess(workers, { nodeFlags })
  try {
    return await smallStatementLoad(server, files, { clients: 32, ...options })
  } finally {
    await server.stop()
  }
}
