import { readFileSync } from "node:fs"
import type { ServerProcess } from "./server-process.js"

/** What a request needs of a server: its address (the attacker runs in a process of its own). */
export type Target = Pick<ServerProcess, "url">

/** An API client of the server under test. */
export interface Client {
  readonly id: string
  readonly secret: string
}

/** `STATEMENT_ENGINE_CLIENTS` for some clients, with the benchmarks' own client first. */
export const clientsEnv = (clients: ReadonlyArray<Client>): string =>
  ["bench:bench-secret-0123456789", ...clients.map((c) => `${c.id}:${c.secret}`)].join(",")

export const tokenFor = async (server: Target, client: Client): Promise<string> => {
  const response = await fetch(`${server.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      audience: "statement-engine",
      client_id: client.id,
      client_secret: client.secret,
      grant_type: "client_credentials"
    })
  })
  if (!response.ok) throw new Error(`token for ${client.id}: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** One answer: its status, how long it took, and the report id it named, if any. */
export interface Answer {
  readonly status: number
  readonly ms: number
  readonly id?: string
}

const requestId = (body: string): string | undefined => /"request-id"\s*:\s*"([^"]+)"/.exec(body)?.[1]

const timedFetch = async (url: string, init: RequestInit): Promise<Answer> => {
  const start = performance.now()
  try {
    const response = await fetch(url, init)
    const body = await response.text()
    const id = requestId(body)
    return { status: response.status, ms: performance.now() - start, ...(id === undefined ? {} : { id }) }
  } catch {
    // a reset or refused connection: counted as status 0
    return { status: 0, ms: performance.now() - start }
  }
}

export const upload = (server: Target, token: string, name: string, bytes: Uint8Array): Promise<Answer> => {
  const form = new FormData()
  form.append("input", new Blob([bytes]), name)
  return timedFetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form
  })
}

export const processReport = (
  server: Target,
  token: string,
  id: string,
  operations: ReadonlyArray<string>,
  useWebhook: boolean
): Promise<Answer> =>
  timedFetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations, use_webhook: useWebhook })
  })

/** A report's result; `fetch` asks for gzip unless `compressed` is false. */
export const getReport = (server: Target, token: string, id: string, compressed = true): Promise<Answer> =>
  timedFetch(`${server.url}/v2/report/${id}`, {
    headers: { authorization: `Bearer ${token}`, ...(compressed ? {} : { "accept-encoding": "identity" }) }
  })

/** The report's status, or undefined when it could not be read. */
export const reportStatus = async (server: Target, token: string, id: string): Promise<string | undefined> => {
  try {
    const response = await fetch(`${server.url}/v2/report/${id}`, { headers: { authorization: `Bearer ${token}` } })
    const body = await response.text()
    return /"status"\s*:\s*"([a-z_-]+)"/.exec(body)?.[1]
  } catch {
    return undefined
  }
}

export const setWebhook = async (server: Target, token: string, callbackUrl: string): Promise<void> => {
  const response = await fetch(`${server.url}/v2/webhook-settings`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ callback_url: callbackUrl })
  })
  if (response.status !== 202) throw new Error(`webhook settings answered ${response.status}: ${await response.text()}`)
}

/** The longest event-loop stall since the last scrape, in ms (prom-client resets it on each scrape). */
export const eventLoopLagMaxMs = async (server: ServerProcess): Promise<number> => {
  const text = await (await fetch(`${server.url}/metrics`)).text()
  const value = /^nodejs_eventloop_lag_max_seconds\s+(\S+)/m.exec(text)?.[1]
  return value === undefined ? Number.NaN : Number(value) * 1000
}

/** The main thread's V8 heap (total) and memory outside it (external, array buffers), in MB, from `/metrics`. */
export const mainThreadMemoryMb = async (server: ServerProcess): Promise<{ heap: number; external: number }> => {
  const text = await (await fetch(`${server.url}/metrics`)).text()
  const read = (name: string) => Number(new RegExp(`^${name}\\s+(\\S+)`, "m").exec(text)?.[1] ?? Number.NaN) / 2 ** 20
  return { heap: read("nodejs_heap_size_total_bytes"), external: read("nodejs_external_memory_bytes") }
}

/** How many answers had each status, as `200 × 12, 413 × 3`. */
export const describeStatuses = (answers: ReadonlyArray<Answer>): string => {
  const counts = new Map<number, number>()
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${n} × ${s === 0 ? "no answer" : s}`).join(", ") ||
    "none"
}

/** CPU time used so far (user + system, in ms) by a process's main thread and by the whole process. */
export const cpuMs = (pid: number): { readonly main: number; readonly all: number } => {
  const ticks = (file: string) => {
    const stat = readFileSync(file, "utf8")
    // the fields after the command name, whose parentheses may hold anything
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return Number(fields[11]) + Number(fields[12])
  }
  const msPerTick = 1000 / CLOCK_TICKS_PER_SECOND
  return {
    main: ticks(`/proc/${pid}/task/${pid}/stat`) * msPerTick,
    all: ticks(`/proc/${pid}/stat`) * msPerTick
  }
}

// USER_HZ: 100 on every Linux the project runs on (sysconf is not reachable from Node)
const CLOCK_TICKS_PER_SECOND = 100
