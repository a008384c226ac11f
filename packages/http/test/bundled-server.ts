import { serverEnvironment, serverNodeFlags } from "@statement-engine/testkit"
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { mkdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"

/** packages/http, where `pnpm start` runs. */
export const httpPackage = fileURLToPath(new URL("..", import.meta.url))
export const bundleDir = fileURLToPath(new URL("../dist", import.meta.url))
const buildScript = fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))
const metaFile = `${bundleDir}/bundle-meta.json`
const lockDir = `${bundleDir}/.build-lock`

/** esbuild's metafile, as much of it as the tests read. */
export interface Metafile {
  readonly inputs: Readonly<Record<string, unknown>>
  readonly outputs: Readonly<
    Record<string, {
      readonly imports: ReadonlyArray<{ readonly path: string; readonly kind?: string; readonly external?: boolean }>
    }>
  >
}

/** The metafile of each bundle (`main.mjs`, `worker.mjs`), as the last build wrote it. */
export const bundleMeta = (): Readonly<Record<string, Metafile>> =>
  JSON.parse(readFileSync(metaFile, "utf8")) as Record<string, Metafile>

/** True when no input of the last build (nor the build script) is newer than its metafile. */
const upToDate = (): boolean => {
  let built: number
  try {
    built = statSync(metaFile).mtimeMs
  } catch {
    return false
  }
  const repo = fileURLToPath(new URL("../../..", import.meta.url))
  const inputs = Object.values(bundleMeta()).flatMap((meta) => Object.keys(meta.inputs))
  return [buildScript, ...inputs.map((input) => `${repo}${input}`)].every((path) => {
    try {
      return statSync(path).mtimeMs <= built
    } catch {
      return false
    }
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Builds the bundles as `pnpm start` does unless they are up to date. Test files run in parallel,
 * so one builds while the others wait on a lock folder (taken over after two minutes: a crashed holder).
 */
export const ensureBundle = async (): Promise<void> => {
  mkdirSync(bundleDir, { recursive: true })
  for (let waited = 0;; waited += 200) {
    try {
      mkdirSync(lockDir)
      break
    } catch {
      if (waited > 120_000) rmSync(lockDir, { recursive: true, force: true })
      await sleep(200)
    }
  }
  try {
    if (!upToDate()) execFileSync(process.execPath, [buildScript], { cwd: httpPackage, stdio: "pipe" })
  } finally {
    rmSync(lockDir, { recursive: true, force: true })
  }
}

/**
 * This process's environment as `pnpm start` would see it: pnpm's bin shims (vitest's among them)
 * set NODE_PATH to the store's hoisted packages, through which a module the bundle cannot find
 * would resolve in tests and not for users.
 */
export const startEnvironment = (): Record<string, string | undefined> => {
  const { NODE_PATH: _hoisted, ...env } = process.env
  return env
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

/** The client every bundled test server registers. */
export const bundleClient = { id: "bundle", secret: "0123456789abcdef" } as const

export interface BundledServer {
  readonly url: string
  readonly child: ChildProcess
  /** What the server wrote to stderr and stdout so far. */
  readonly log: () => string
  readonly token: () => Promise<string>
  readonly stop: () => Promise<number | null>
}

/**
 * Starts `dist/main.mjs` from packages/http with the start script's Node flags and environment
 * defaults (read from the script itself), on 127.0.0.1, in memory, with one client; `env` adds to
 * or overrides the environment.
 */
export const startBundledServer = async (env: Readonly<Record<string, string>> = {}): Promise<BundledServer> => {
  await ensureBundle()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...serverNodeFlags(), "dist/main.mjs"], {
    cwd: httpPackage,
    env: {
      ...startEnvironment(),
      ...serverEnvironment(),
      PORT: String(port),
      HOST: "127.0.0.1",
      STATEMENT_ENGINE_CLIENTS: `${bundleClient.id}:${bundleClient.secret}`,
      STATEMENT_ENGINE_SHUTDOWN_GRACE_SECONDS: "5",
      DATABASE_URL: "",
      ...env
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => void (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => void (output += chunk.toString()))
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode)
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
      child.once("exit", (code) => {
        clearTimeout(timer)
        resolve(code)
      })
      child.kill("SIGTERM")
    })
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the bundled server ended: ${output}`)
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) {
      const token = async () => {
        const answer = await fetch(`${url}/oauth/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            audience: "statement-engine",
            client_id: bundleClient.id,
            client_secret: bundleClient.secret,
            grant_type: "client_credentials"
          })
        })
        const body = await answer.json() as { access_token?: string }
        if (body.access_token === undefined) throw new Error(`no token: ${JSON.stringify(body)}`)
        return body.access_token
      }
      return { url, child, log: () => output, token, stop }
    }
    await sleep(100)
  }
  await stop()
  throw new Error(`the bundled server did not answer /healthz within 30 s: ${output}`)
}
