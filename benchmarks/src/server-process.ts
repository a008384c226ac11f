import { freePort, serverEnvironment, serverNodeFlags } from "@statement-engine/testkit"
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

/** This checkout's root: the server measured unless a run names another checkout. */
const thisCheckout = fileURLToPath(new URL("../..", import.meta.url))
const built = new Set<string>()

/** The analysis worker of the server bundle: the code `pnpm start`'s worker threads run. */
export const bundledWorkerFile = new URL("../../packages/http/dist/worker.mjs", import.meta.url)

/** Builds a checkout's server bundle (server and worker) once per benchmark run; this checkout's by default. */
export const buildServerBundle = (checkout = thisCheckout): void => {
  if (built.has(checkout)) return
  execFileSync(process.execPath, [join(checkout, "packages/http/scripts/build.mjs")], { stdio: "inherit" })
  built.add(checkout)
}

/** A statement-engine server in its own process, as `pnpm start` runs it. */
export interface ServerProcess {
  readonly url: string
  readonly port: number
  /** The process id, for reading its CPU time from /proc. */
  readonly pid: number
  readonly token: () => Promise<string>
  /** Peak resident memory of the server process so far (VmHWM), in MB. */
  readonly peakRssMb: () => number
  /** Resident memory of the server process now (VmRSS), in MB. */
  readonly rssMb: () => number
  readonly stop: () => Promise<void>
  /** Kills the process at once (SIGKILL), as a crash would. */
  readonly kill: () => Promise<void>
  /** True while the process runs. */
  readonly alive: () => boolean
}

/** How to start a server beyond its worker count. */
export interface ServerProcessOptions {
  /** Extra environment (for example `DATABASE_URL`); the in-memory store by default. */
  readonly env?: Readonly<Record<string, string>>
  /** The port to listen on; a free one by default (a restarted server keeps its port). */
  readonly port?: number
  /** Node flags beyond those `pnpm start` uses (for example `--cpu-prof`). */
  readonly nodeFlags?: ReadonlyArray<string>
  /** Another checkout (installed) whose bundle to build and run, for side-by-side figures; this one by default. */
  readonly checkout?: string
}

/** A memory figure of `/proc/<pid>/status` (in kB there), in MB. */
const statusMb = (child: ChildProcess, field: "VmHWM" | "VmRSS"): number => {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8")
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN)
  return kb / 1024
}

const CLIENT = { id: "bench", secret: "bench-secret-0123456789" }

/** Builds the server bundle once, starts it on a free port with `workers` analysis threads, waits until it answers. */
export const startServerProcess = async (
  workers: number,
  options: ServerProcessOptions = {}
): Promise<ServerProcess> => {
  const checkout = options.checkout ?? thisCheckout
  buildServerBundle(checkout)
  const port = options.port ?? await freePort()
  const mainFile = join(checkout, "packages/http/dist/main.mjs")
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(), ...(options.nodeFlags ?? []), mainFile], {
    env: {
      ...process.env,
      ...serverEnvironment(),
      PORT: String(port),
      HOST: "127.0.0.1",
      STATEMENT_ENGINE_CLIENTS: `${CLIENT.id}:${CLIENT.secret}`,
      STATEMENT_ENGINE_WORKERS: String(workers),
      STATEMENT_ENGINE_RATE_LIMIT: "0",
      STATEMENT_ENGINE_TOKEN_RATE_LIMIT: "0",
      STATEMENT_ENGINE_TOKEN_RATE_LIMIT_PER_ADDRESS: "0",
      DATABASE_URL: "",
      ...options.env
    },
    stdio: ["ignore", "ignore", "inherit"]
  })
  const url = `http://127.0.0.1:${port}`
  const token = async () => {
    const response = await fetch(`${url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        audience: "statement-engine",
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        grant_type: "client_credentials"
      })
    })
    if (!response.ok) throw new Error(`token: ${response.status}`)
    return ((await response.json()) as { access_token: string }).access_token
  }
  for (let i = 0;; i++) {
    try {
      await token()
      break
    } catch (error) {
      if (i > 300 || child.exitCode !== null) throw new Error(`the server did not start: ${String(error)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once("exit", () => resolve())
      child.kill(name)
    })
  return {
    url,
    port,
    pid: child.pid ?? Number.NaN,
    token,
    peakRssMb: () => statusMb(child, "VmHWM"),
    rssMb: () => statusMb(child, "VmRSS"),
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
    alive: () => child.exitCode === null && child.signalCode === null
  }
}
