import { serverNodeFlags } from "@statement-engine/testkit"
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const buildScript = fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))
const bundle = fileURLToPath(new URL("../dist/main.mjs", import.meta.url))
const port = 20_000 + Math.floor(Math.random() * 20_000)
const url = `http://127.0.0.1:${port}`
let server: ChildProcess

beforeAll(async () => {
  execFileSync(process.execPath, [buildScript])
  server = spawn(process.execPath, [...serverNodeFlags(), bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      STATEMENT_ENGINE_CLIENTS: "bundle:0123456789abcdef",
      STATEMENT_ENGINE_WORKERS: "1",
      STATEMENT_ENGINE_SHUTDOWN_GRACE_SECONDS: "5",
      DATABASE_URL: ""
    },
    stdio: "ignore"
  })
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${url}/openapi.json`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("the bundled server did not start")
})
afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL")
})

describe("the bundled server (pnpm start)", () => {
  it("leaves the /docs script out of the bundle and serves it on request", async () => {
    expect(readFileSync(bundle, "utf8")).not.toContain("Minified by jsDelivr")
    const script = await fetch(`${url}/docs/api-reference.js`)
    expect(script.status).toBe(200)
    expect(await script.text()).toContain("Minified by jsDelivr")
  })

  it("serves the API and analyses a statement large enough for the worker thread", async () => {
    const token = await fetch(`${url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        audience: "statement-engine",
        client_id: "bundle",
        client_secret: "0123456789abcdef",
        grant_type: "client_credentials"
      })
    }).then((r) => r.json() as Promise<{ access_token: string }>)
    const auth = { authorization: `Bearer ${token.access_token}` }
    const rows = ["Date,Description,Amount"]
    for (let i = 0; i < 2000; i++) {
      rows.push(
        `2024-0${(i % 9) + 1}-${String((i % 28) + 1).padStart(2, "0")},CARD PAYMENT TO TESCO STORES ${i},-${
          (i % 50) + 1
        }.25`
      )
    }
    const form = new FormData()
    form.append("input", new Blob([rows.join("\n")]), "big.csv")
    form.append("options", JSON.stringify({ currency: "GBP" }))
    const uploaded = await fetch(`${url}/v2/report`, { method: "POST", headers: auth, body: form })
    expect(uploaded.status).toBe(200)
    const id =
      (await uploaded.json() as { data: { attributes: { "request-id": string } } }).data.attributes["request-id"]
    const put = await fetch(`${url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
    })
    expect(put.status).toBe(202)
    let status = "processing"
    let body: {
      data: {
        attributes: {
          status: string
          categorisation?: { accounts: ReadonlyArray<{ transactions: ReadonlyArray<unknown> }> }
        }
      }
    } | undefined
    for (let i = 0; i < 200 && status === "processing"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      body = await fetch(`${url}/v2/report/${id}`, { headers: auth }).then((r) =>
        r.json() as Promise<NonNullable<typeof body>>
      )
      status = body?.data.attributes.status ?? "processing"
    }
    expect(status).toBe("completed")
    expect(body?.data.attributes.categorisation?.accounts[0]?.transactions).toHaveLength(2000)
    // the report page inlines Chart.js, found beside the bundle
    const page = await fetch(`${url}/v2/report/${id}/report.html`, { headers: auth })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain("Chart.js v4")
  })

  it("reports its analysis pool in the metrics", async () => {
    const text = await fetch(`${url}/metrics`).then((r) => r.text())
    expect(text).toContain(`statement_engine_analysis_threads{kind="configured"} 1`)
    expect(text).toContain(`statement_engine_analysis_threads{kind="alive"} 1`)
    expect(text).toMatch(/statement_engine_analysis_pool_utilisation \d/)
    expect(text).toContain(`statement_engine_webhook_attempts_total`)
  })

  it("stops on SIGTERM: refuses new connections, then exits with status 0", async () => {
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)))
    server.kill("SIGTERM")
    expect(await exited).toBe(0)
    expect(await fetch(`${url}/healthz`).then(() => "answered", () => "refused")).toBe("refused")
  })
})
