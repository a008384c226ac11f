import { freePort } from "@statement-engine/testkit"
import { type ChildProcess, spawn } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"

/** The credentials of the two clients every test server has. */
export const clientA = { clientId: "client-a", clientSecret: "secret-a-0123456789" } as const
export const clientB = { clientId: "client-b", clientSecret: "secret-b-0123456789" } as const

const main = fileURLToPath(new URL("../../http/src/main.ts", import.meta.url))
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href

/** A statement-engine server running as a child process on 127.0.0.1. */
export interface ServerProcess {
  readonly url: string
  readonly close: () => Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
  })

/**
 * Starts the server as people do (`packages/http/src/main.ts`, memory store) on a free port of
 * 127.0.0.1 with clients A and B, one analysis worker thread and webhooks allowed to call
 * loopback addresses; answers once `/openapi.json` does.
 */
export const startServerProcess = async (env: Readonly<Record<string, string>> = {}): Promise<ServerProcess> => {
  const port = await freePort()
  let stderr = ""
  const child = spawn(process.execPath, ["--import", tsx, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      STATEMENT_ENGINE_CLIENTS:
        `${clientA.clientId}:${clientA.clientSecret},${clientB.clientId}:${clientB.clientSecret}`,
      STATEMENT_ENGINE_WORKERS: "1",
      STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS: "true",
      ...env
    },
    stdio: ["ignore", "ignore", "pipe"]
  })
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    child.kill("SIGTERM")
    await exited(child)
  }
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break
    if (await fetch(`${url}/openapi.json`).then((r) => r.ok, () => false)) return { url, close }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await close()
  throw new Error(`the server did not start: ${stderr}`)
}
