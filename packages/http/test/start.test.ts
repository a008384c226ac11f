import { freePort } from "@statement-engine/testkit"
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { afterAll, describe, expect, it } from "vitest"

const main = fileURLToPath(new URL("../src/main.ts", import.meta.url))
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
const state = mkdtempSync(join(tmpdir(), "statement-engine-state-"))
afterAll(() => rmSync(state, { recursive: true, force: true }))

interface Started {
  readonly child: ChildProcess
  readonly banner: string
}

/** Starts the server as `pnpm start` does, with no clients configured; answers once the banner's export line is out. */
const start = async (port: number): Promise<Started> => {
  const child = spawn(process.execPath, ["--import", tsx, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      STATEMENT_ENGINE_CLIENTS: "",
      STATEMENT_ENGINE_WORKERS: "0",
      XDG_STATE_HOME: state
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let banner = ""
  let errors = ""
  child.stderr?.on("data", (chunk: Buffer) => void (errors += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      banner += chunk.toString()
      if (/export CLIENT_ID=\S+ CLIENT_SECRET=\S+\n/.test(banner)) resolve()
    })
    child.once("exit", () => reject(new Error(`the server ended: ${errors}`)))
  })
  return { child, banner }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })

const credentialsIn = (banner: string) => {
  const found = /export CLIENT_ID=(\S+) CLIENT_SECRET=(\S+)/.exec(banner)
  return { clientId: found?.[1] ?? "", clientSecret: found?.[2] ?? "" }
}

describe("a welcoming start (pnpm start with no clients configured)", () => {
  it(
    "prints the docs URL and paste-ready credentials that work and stay the same across restarts; / leads to /docs",
    async () => {
      const port = await freePort()
      const first = await start(port)
      const url = `http://127.0.0.1:${port}`
      try {
        expect(first.banner).toContain(`${url}/docs`)
        const { clientId, clientSecret } = credentialsIn(first.banner)
        const token = await fetch(`${url}/oauth/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            audience: "statement-engine",
            client_id: clientId,
            client_secret: clientSecret,
            grant_type: "client_credentials"
          })
        })
        expect(token.status).toBe(200)
        const root = await fetch(`${url}/`, { redirect: "manual" })
        expect(root.status).toBe(302)
        expect(root.headers.get("location")).toBe("/docs")
      } finally {
        await stop(first.child)
      }
      const file = join(state, "statement-engine", "development-client.json")
      expect(statSync(file).mode & 0o077).toBe(0)
      const second = await start(port)
      try {
        expect(credentialsIn(second.banner)).toEqual(credentialsIn(first.banner))
      } finally {
        await stop(second.child)
      }
    },
    90_000
  )
})
