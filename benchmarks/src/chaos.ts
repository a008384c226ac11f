/**
 * The chaos check of the PostgreSQL store (issue 7), run on demand: `npx --yes pnpm@10 bench:chaos`.
 *
 * 1. Three server processes share one fresh database and process 1,000 reports while one of them
 *    is killed with SIGKILL every few seconds and restarted: every accepted report must reach
 *    `completed`, none may be lost, none completed twice (each report's webhook carries one
 *    `webhook-id`, the same on every retry).
 * 2. PostgreSQL is stopped in the middle of a second batch and started again: requests get 503
 *    during the outage, the processes recover without intervention, nothing is lost.
 *
 * Needs a PostgreSQL it may stop: `DATABASE_URL` (default the local cluster) and the commands in
 * `CHAOS_PG_STOP` / `CHAOS_PG_START` (default `pg_ctlcluster`). The result goes into README.md, or
 * only to the console with `--print` (a run against a scratch cluster, recorded in `docs/decisions/`).
 */
import { generateCsvOfSize } from "@statement-engine/testkit"
import { execFileSync, execSync } from "node:child_process"
import { randomBytes } from "node:crypto"
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { cpus } from "node:os"
import { quantile } from "./measure.js"
import { type ServerProcess, startServerProcess } from "./server-process.js"

const quick = process.argv.includes("--quick")
const printOnly = process.argv.includes("--print")
const REPORTS = quick ? 200 : 1_000
const OUTAGE_REPORTS = quick ? 60 : 200
const KILL_EVERY_MS = 4_000
const base = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const pgVersion = (): string => {
  try {
    return readdirSync("/etc/postgresql")[0] ?? "15"
  } catch {
    return "15"
  }
}
const pgStop = process.env.CHAOS_PG_STOP ?? `pg_ctlcluster --skip-systemctl-redirect ${pgVersion()} main stop -m fast`
const pgStart = process.env.CHAOS_PG_START ?? `pg_ctlcluster --skip-systemctl-redirect ${pgVersion()} main start`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`)

// --- a fresh database for this run --------------------------------------------------------------
const dbName = `chaos_${Date.now()}`
execFileSync("psql", [base, "-qc", `CREATE DATABASE ${dbName}`])
const dbUrl = new URL(base)
dbUrl.pathname = `/${dbName}`
// every process shares the key its webhook secrets are sealed with, as on one database they must
const env = {
  DATABASE_URL: dbUrl.href,
  STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS: "1",
  STATEMENT_ENGINE_SECRET_KEY: randomBytes(32).toString("base64")
}

// --- a webhook receiver: which webhook ids arrived for which report -----------------------------
const webhookIds = new Map<string, Set<string>>()
const notifiedAt = new Map<string, number>()
const statuses = new Map<string, string>()
const receiver = createServer((req, res) => {
  let body = ""
  req.on("data", (chunk) => (body += String(chunk)))
  req.on("end", () => {
    try {
      const parsed = JSON.parse(body) as { data: { attributes: { "request-id": string; status: string } } }
      const id = parsed.data.attributes["request-id"]
      const ids = webhookIds.get(id) ?? new Set<string>()
      ids.add(String(req.headers["webhook-id"]))
      webhookIds.set(id, ids)
      if (!notifiedAt.has(id)) notifiedAt.set(id, Date.now())
      statuses.set(id, parsed.data.attributes.status)
    } catch {
      // a malformed notification counts as none
    }
    res.writeHead(204).end()
  })
})
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`

// --- three servers ------------------------------------------------------------------------------
const servers: Array<ServerProcess> = []
for (let i = 0; i < 3; i++) servers.push(await startServerProcess(1, { env }))
log(`3 servers on ${dbName}: ${servers.map((s) => s.port).join(", ")}`)

let next = 0
const live = (): ServerProcess => {
  for (let i = 0; i < servers.length; i++) {
    const s = servers[(next++) % servers.length]!
    if (s.alive()) return s
  }
  return servers[0]!
}

let token = ""
const auth = () => ({ authorization: `Bearer ${token}` })
const refreshToken = async () => {
  for (;;) {
    try {
      token = await live().token()
      return
    } catch {
      await sleep(200)
    }
  }
}
await refreshToken()

/** Sends a request to some live server until one answers something other than a network error or 5xx. */
const request = async (
  path: string,
  init: () => RequestInit,
  onServerError?: (status: number) => void
): Promise<Response> => {
  for (;;) {
    const server = live()
    try {
      const response = await fetch(`${server.url}${path}`, init())
      if (response.status === 401) {
        await refreshToken()
        continue
      }
      if (response.status < 500) return response
      onServerError?.(response.status)
      await response.arrayBuffer()
    } catch {
      // the server died under us: try another
    }
    await sleep(100)
  }
}

const settings = await request("/v2/webhook-settings", () => ({
  method: "POST",
  headers: { ...auth(), "content-type": "application/json" },
  body: JSON.stringify({ callback_url: hookUrl })
}))
if (settings.status !== 202) throw new Error(`webhook settings answered ${settings.status}: ${await settings.text()}`)

const serverErrors = new Map<string, number>()
const countError = (what: string) => (status: number) =>
  serverErrors.set(`${status} on ${what}`, (serverErrors.get(`${status} on ${what}`) ?? 0) + 1)

/** Uploads one statement and asks for its analysis; answers the request id once both were accepted. */
const submit = async (seed: number): Promise<string> => {
  const file = generateCsvOfSize(4 * 1024, `chaos-${dbName}-${seed}`)
  let id: string | undefined
  // an upload whose answer was lost may exist unseen; it is simply not counted (never accepted)
  while (id === undefined) {
    const uploaded = await request("/v2/report", () => {
      const form = new FormData()
      form.append("input", new Blob([file.bytes]), file.name)
      return { method: "POST", headers: auth(), body: form }
    }, countError("upload"))
    if (uploaded.status !== 200) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`)
    id = ((await uploaded.json()) as { data: { attributes: { "request-id": string } } }).data.attributes["request-id"]
  }
  const processed = await request(`/v2/report/process/${id}`, () => ({
    method: "PUT",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations: ["categorisation", "insights-income"], use_webhook: true })
  }), countError("process"))
  if (processed.status !== 202 && processed.status !== 409) {
    throw new Error(`process answered ${processed.status}: ${await processed.text()}`)
  }
  await processed.arrayBuffer()
  return id
}

const submitAll = async (count: number, from: number, parallel: number): Promise<Array<string>> => {
  const ids: Array<string> = []
  let i = 0
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (i < count) {
      const seed = from + i++
      ids.push(await submit(seed))
    }
  }))
  return ids
}

/** Polls every report until each is final; answers how many ended in which status. */
const awaitFinal = async (ids: ReadonlyArray<string>, limitMs: number) => {
  const final = new Map<string, string>()
  const deadline = Date.now() + limitMs
  while (final.size < ids.length && Date.now() < deadline) {
    for (const id of ids) {
      if (final.has(id)) continue
      const r = await request(`/v2/report/${id}`, () => ({ headers: auth() }))
      if (r.status === 404) {
        final.set(id, "lost")
        continue
      }
      const body = (await r.json()) as { data: { attributes: { status: string } } }
      const status = body.data.attributes.status
      if (status === "completed" || status === "failed") final.set(id, status)
    }
    if (final.size < ids.length) await sleep(500)
  }
  const count = (s: string) => [...final.values()].filter((v) => v === s).length
  return {
    completed: count("completed"),
    failed: count("failed"),
    lost: count("lost"),
    unfinished: ids.length - final.size
  }
}

/**
 * Waits until every report's webhook arrived: a delivery claimed by a process that was then killed
 * is sent again once its lease (three webhook timeouts, 45 s) runs out.
 */
const allNotified = async (ids: ReadonlyArray<string>) => {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && ids.some((id) => !webhookIds.has(id))) await sleep(500)
  await sleep(1_000)
}

const restart = async (index: number) => {
  const old = servers[index]!
  await old.kill()
  await sleep(1_000)
  servers[index] = await startServerProcess(1, { env, port: old.port })
}

// --- phase 1: kill a server every few seconds ---------------------------------------------------
let kills = 0
let chaos = true
const killer = (async () => {
  while (chaos) {
    await sleep(KILL_EVERY_MS)
    if (!chaos) break
    const victim = Math.floor(Math.random() * servers.length)
    log(`SIGKILL server ${victim} (port ${servers[victim]!.port})`)
    kills++
    await restart(victim)
  }
})()
const started = Date.now()
const ids = await submitAll(REPORTS, 0, 16)
log(`${ids.length} reports accepted in ${((Date.now() - started) / 1000).toFixed(0)} s; waiting for them to finish`)
const waitStart = Date.now()
while (Date.now() - waitStart < 5 * KILL_EVERY_MS) await sleep(500)
chaos = false
await killer
const phase1 = await awaitFinal(ids, 10 * 60_000)
const phase1Seconds = (Date.now() - started) / 1000
await allNotified(ids)
const phase1Errors = new Map(serverErrors)
serverErrors.clear()
const notifiedTwice = ids.filter((id) => (webhookIds.get(id)?.size ?? 0) > 1).length
const notNotified = ids.filter((id) => !webhookIds.has(id)).length
log(
  `phase 1: ${
    JSON.stringify(phase1)
  }, ${kills} kills, ${notifiedTwice} reports with two webhook ids, ${notNotified} without a webhook`
)

// --- phase 2: PostgreSQL stops in the middle of a batch -----------------------------------------
const outageErrors = new Map<number, number>()
const probe = ids[0]!
let probing = true
let outageStartedAt = 0
let pgStartedAt = 0
let recoveredAt = 0
const prober = (async () => {
  while (probing) {
    try {
      const r = await fetch(`${live().url}/v2/report/${probe}`, { headers: auth() })
      await r.arrayBuffer()
      // a 5xx before the outage is as much a failure as one during it
      if (r.status >= 500) outageErrors.set(outageStartedAt > 0 ? r.status : 500, (outageErrors.get(r.status) ?? 0) + 1)
      if (pgStartedAt > 0 && recoveredAt === 0 && r.status === 200) recoveredAt = Date.now()
    } catch {
      // connection errors are not answers
    }
    await sleep(200)
  }
})()
const batch = submitAll(OUTAGE_REPORTS, REPORTS, 8)
await sleep(2_000)
log("stopping PostgreSQL")
execSync(pgStop, { stdio: "inherit" })
outageStartedAt = Date.now()
await sleep(8_000)
log("starting PostgreSQL")
execSync(pgStart, { stdio: "inherit" })
pgStartedAt = Date.now()
const ids2 = await batch
const phase2 = await awaitFinal(ids2, 10 * 60_000)
probing = false
await prober
await allNotified(ids2)
const notifiedTwice2 = ids2.filter((id) => (webhookIds.get(id)?.size ?? 0) > 1).length
const notNotified2 = ids2.filter((id) => !webhookIds.has(id)).length
const outage503 = outageErrors.get(503) ?? 0
const otherErrors = [...outageErrors].filter(([s]) => s !== 503).reduce((n, [, c]) => n + c, 0)
log(
  `phase 2: ${JSON.stringify(phase2)}, ${outage503} × 503 during the outage, ${otherErrors} other 5xx, recovered ${
    ((recoveredAt - pgStartedAt) / 1000).toFixed(1)
  } s after PostgreSQL started`
)

// --- phase 3: how promptly a quiet cluster picks up work --------------------------------------
// one report at a time; from the PUT being accepted to its webhook arriving (pickup, analysis, notification)
const latencies: Array<number> = []
for (let i = 0; i < 30; i++) {
  const before = Date.now()
  const id = await submit(REPORTS + OUTAGE_REPORTS + i)
  const accepted = Date.now()
  while (!notifiedAt.has(id) && Date.now() - before < 30_000) await sleep(5)
  latencies.push((notifiedAt.get(id) ?? Number.NaN) - accepted)
}
const pct = (q: number) => quantile(latencies, q)
log(`quiet cluster: PUT accepted → webhook received p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms`)

for (const s of servers) await s.stop()
receiver.close()
execFileSync("psql", [base, "-qc", `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`])

const ok = phase1.lost === 0 && phase1.failed === 0 && phase1.unfinished === 0 && notifiedTwice === 0 &&
  notNotified === 0 &&
  phase2.lost === 0 && phase2.failed === 0 && phase2.unfinished === 0 && notifiedTwice2 === 0 && notNotified2 === 0 &&
  outage503 > 0 && otherErrors === 0
const rows: Array<readonly [string, string]> = [
  [
    // a restart waits until the new process answers, so kills come further apart than KILL_EVERY_MS
    "reports, 3 servers, one SIGKILLed 4 s after the last restarted one answered",
    `${ids.length} accepted, ${phase1.completed} completed, ${phase1.failed} failed, ${phase1.lost} lost, ${phase1.unfinished} unfinished; ${kills} kills; ${
      phase1Seconds.toFixed(0)
    } s`
  ],
  ["completed twice (two webhook ids for one report) / never notified", `${notifiedTwice} / ${notNotified}`],
  ["5xx answers seen by clients while servers died (retried elsewhere)", describeErrors(phase1Errors)],
  [
    "PostgreSQL stopped for 8 s mid-batch",
    `${ids2.length} accepted, ${phase2.completed} completed, ${phase2.failed} failed, ${phase2.lost} lost, ${phase2.unfinished} unfinished`
  ],
  ["completed twice / never notified, outage batch", `${notifiedTwice2} / ${notNotified2}`],
  ["5xx answers seen by the batch's clients (retried until accepted)", describeErrors(serverErrors)],
  ["answers to a GET probe every 200 ms during the outage", `${outage503} × 503, ${otherErrors} other 5xx`],
  [
    "recovery after PostgreSQL started",
    `first 200 ${((recoveredAt - pgStartedAt) / 1000).toFixed(1)} s after it accepted connections, no intervention`
  ],
  [
    "quiet cluster, 30 reports one at a time: PUT accepted → webhook received",
    `p50 ${pct(0.5)} ms, p95 ${
      pct(0.95)
    } ms (the accepting process wakes its runners at once; the others poll every second)`
  ],
  ["verdict", ok ? "pass" : "FAIL"]
]
function describeErrors(errors: ReadonlyMap<string, number>): string {
  return [...errors].map(([s, n]) => `${n} × ${s}`).join(", ") || "none"
}
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "cpu"}, Node ${process.version}`
const table = [
  `Latest chaos run: ${new Date().toISOString().slice(0, 10)} on ${machine}${quick ? " (quick mode)" : ""}.`,
  "",
  "| check | result |",
  "|---|---|",
  ...rows.map(([what, value]) => `| ${what} | ${value} |`)
].join("\n")
const readme = new URL("../README.md", import.meta.url)
const current = readFileSync(readme, "utf8")
const open = "<!-- chaos:start -->"
const close = "<!-- chaos:end -->"
// a README without its markers is left alone rather than cut at index -1
const writable = !printOnly && current.includes(open) && current.includes(close)
if (writable) {
  writeFileSync(
    readme,
    `${current.slice(0, current.indexOf(open) + open.length)}\n${table}\n${current.slice(current.indexOf(close))}`
  )
}
console.log(`\n${table}\n\n${writable ? `written to ${readme.pathname}` : "not written to README.md"}`)
process.exit(ok ? 0 : 1)
