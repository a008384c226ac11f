import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bundleDir, type BundledServer, startBundledServer } from "./bundled-server.js"
import { analyseOverHttp } from "./http-flow.js"

const bundle = join(bundleDir, "main.mjs")
let server: BundledServer
let url = ""

beforeAll(async () => {
  server = await startBundledServer({ STATEMENT_ENGINE_WORKERS: "1" })
  url = server.url
}, 120_000)
afterAll(async () => {
  await server.stop()
})

describe("the bundled server (pnpm start)", () => {
  it("leaves the /docs script out of the bundle and serves it on request", async () => {
    expect(readFileSync(bundle, "utf8")).not.toContain("Minified by jsDelivr")
    const script = await fetch(`${url}/docs/api-reference.js`)
    expect(script.status).toBe(200)
    expect(await script.text()).toContain("Minified by jsDelivr")
  })

  it("serves the API and analyses a statement large enough for the worker thread", async () => {
    const auth = { authorization: `Bearer ${await server.token()}` }
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

  it("reads a Windows-1252 statement, small (read inline) and large (read on the worker thread)", async () => {
    // the encoding detector and code-page tables are loaded at run time, from beside the bundle
    const token = await server.token()
    for (const count of [3, 3000]) {
      const rows = ["Buchungstag;Verwendungszweck;Betrag"]
      for (let i = 0; i < count; i++) rows.push(`0${(i % 9) + 1}.03.2024;Überweisung Müller Straße ${i};-1,50`)
      const bytes = new Uint8Array(Buffer.from(rows.join("\r\n"), "latin1"))
      const answer = await analyseOverHttp({ url, token, name: "konto.csv", bytes, country: "DE" })
      expect(answer).toMatchObject({
        outcome: "completed",
        transactions: count,
        net: `EUR:${(-1.5 * count).toFixed(2)}`
      })
    }
    expect(server.log()).not.toContain("Cannot find module")
  })

  it("reports its analysis pool in the metrics", async () => {
    const text = await fetch(`${url}/metrics`).then((r) => r.text())
    expect(text).toContain(`statement_engine_analysis_threads{kind="configured"} 1`)
    expect(text).toContain(`statement_engine_analysis_threads{kind="alive"} 1`)
    expect(text).toMatch(/statement_engine_analysis_pool_utilisation \d/)
    expect(text).toContain(`statement_engine_webhook_attempts_total`)
  })

  it("stops on SIGTERM: refuses new connections, then exits with status 0", async () => {
    expect(await server.stop()).toBe(0)
    expect(await fetch(`${url}/healthz`).then(() => "answered", () => "refused")).toBe("refused")
  })
})
