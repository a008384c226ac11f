import { request as httpRequest } from "node:http"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { clientB, startServer, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

let server: TestServer
let tokenA: string
beforeAll(async () => {
  server = await startServer()
  tokenA = await server.token()
})
afterAll(() => server?.close())

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

const uploadUk = async () => {
  const uploaded = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: auth(tokenA),
    body: uploadForm([{ name: "uk <b>statement</b>.csv", content: ukStatementCsv }], { currency: "GBP" })
  }).then((r) => r.json() as Promise<{ data: { attributes: { "request-id": string } } }>)
  return uploaded.data.attributes["request-id"]
}

const processAndWait = async (id: string, body: unknown) => {
  await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth(tokenA), "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  await fetch(`${server.url}/v2/report/${id}`, { headers: { ...auth(tokenA), prefer: "wait=10" } })
}

const page = (id: string, token = tokenA, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/v2/report/${id}/report.html`, { headers: { ...auth(token), ...headers } })

describe("GET /v2/report/{request-id}/report.html", () => {
  it("answers a completed report as one self-contained page, private and unframeable", async () => {
    const id = await uploadUk()
    await processAndWait(id, { country: "DE", operations: ["categorisation", "insights-cashflow", "insights-income"] })
    const response = await page(id)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'none'")
    const html = await response.text()
    expect(html.startsWith("<!doctype html>")).toBe(true)
    expect(html).toContain(`Report ${id} · DE`)
    expect(html).toContain("uk &lt;b&gt;statement&lt;/b&gt;.csv")
    expect(html).toContain("<section id=\"spending\">")
    expect(html).toContain("Chart.js v4")
  })

  it("compresses the page with gzip when asked", async () => {
    const id = await uploadUk()
    await processAndWait(id, { country: "GB", operations: ["categorisation"] })
    const zipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/v2/report/${id}/report.html`, {
        headers: { ...auth(tokenA), "accept-encoding": "gzip" }
      }, (res) => {
        const parts: Array<Buffer> = []
        res.on("data", (part: Buffer) => parts.push(part))
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(parts) }))
      })
      req.on("error", reject)
      req.end()
    })
    expect(zipped.encoding).toBe("gzip")
    expect(gunzipSync(zipped.body).toString("utf8")).toContain(`Report ${id} · GB`)
  })

  it("is another client's 404, 404 before an analysis is requested, and 409 for a failed report", async () => {
    const id = await uploadUk()
    const early = await page(id)
    expect(early.status).toBe(404)
    await processAndWait(id, { country: "GB", operations: ["categorisation"] })
    const stranger = await page(id, await server.token(clientB))
    expect(stranger.status).toBe(404)
    expect(await stranger.json()).toMatchObject({ errors: [{ code: "NOT_FOUND" }] })
    const failing = await uploadUk()
    await processAndWait(failing, {
      country: "GB",
      operations: ["insights-income"],
      params: { period: "since Easter" }
    })
    const failed = await page(failing)
    expect(failed.status).toBe(409)
    const body = await failed.json() as { errors: ReadonlyArray<{ code: string; detail: string }> }
    expect(body.errors[0]?.code).toBe("REPORT_NOT_COMPLETED")
    expect(body.errors[0]?.detail).toContain("failed")
  })
})
