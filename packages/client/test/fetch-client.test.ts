import { generateCsvOfSize } from "@statement-engine/testkit"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createClient, ReportFailedError, StatementEngineError } from "../src/index.js"
import { clientA, clientB, type ServerProcess, startServerProcess } from "./server-process.js"

/** Three rows, two of them card payments and one a salary (so 3 transactions, 1 of them money in). */
const statement = [
  "Date,Description,Amount,Balance",
  "28/01/2024,ACME LTD SALARY,2500.00,3100.00",
  "01/02/2024,CARD PAYMENT TO TESCO STORES 2345,-45.20,3054.80",
  "03/02/2024,CARD PAYMENT TO SHELL 1234,-60.00,2994.80"
].join("\n")

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess()
})
afterAll(() => server?.close())

/** A fetch that counts the requests it sends, by path. */
const countingFetch = () => {
  const counts = new Map<string, number>()
  const fetchCounted: typeof fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
    return fetch(input, init)
  }
  return { fetch: fetchCounted, count: (path: string) => counts.get(path) ?? 0 }
}

type Categorised = {
  readonly accounts: ReadonlyArray<
    { readonly transactions: ReadonlyArray<{ amount: number; category_id: number; category_title: string }> }
  >
}

describe("the fetch client against a running server", () => {
  it("fetches one token and reuses it for every request", async () => {
    const counted = countingFetch()
    const client = createClient({ baseUrl: server.url, ...clientA, fetch: counted.fetch })
    await Promise.all([client.availableModels(), client.availableModels(), client.categoryTree("DE")])
    await client.availableModels()
    expect(counted.count("/oauth/token")).toBe(1)
    expect(counted.count("/v2/available-models")).toBe(3)
  })

  it("uploads a file from a path, processes it and waits for the completed result", async () => {
    const folder = mkdtempSync(join(tmpdir(), "client-test-"))
    const path = join(folder, "january.csv")
    writeFileSync(path, statement)
    const client = createClient({ baseUrl: `${server.url}/`, ...clientA })
    const uploaded = await client.upload([path], { currency: "GBP" })
    // a server serving ours: the record has our attributes beside the spec's
    expect("files" in uploaded && uploaded.files[0]?.name).toBe("january.csv")
    expect("transactions" in uploaded && uploaded.transactions).toBe(3)
    await client.process(uploaded["request-id"], { country: "GB", operations: ["categorisation"] })
    const result = await client.waitForResult(uploaded["request-id"], { timeoutMillis: 30_000 })
    expect(result.status).toBe("completed")
    const categorisation = result.categorisation as Categorised
    expect(categorisation.accounts[0]?.transactions.map((t) => t.amount)).toEqual([2500, -45.2, -60])
  })

  it("analyses bytes in one call", async () => {
    const client = createClient({ baseUrl: server.url, ...clientB })
    const result = await client.analyse(
      [{ name: "bytes.csv", content: new TextEncoder().encode(statement) }],
      { country: "GB", operations: ["insights-income", "categorisation"] },
      { intakeOptions: { currency: "GBP" }, wait: { fields: ["categorisation"], lang: "fr" } }
    )
    expect(Object.keys(result).sort()).toEqual(["categorisation", "request-id", "status"])
    const titles = new Map((await client.categoryTree("FR"))?.categories.map((c) => [c.id, c["readable-title"]]))
    const rows = (result.categorisation as Categorised).accounts[0]?.transactions ?? []
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row.category_title).toBe(titles.get(row.category_id))
  })

  it("analyses in one request when no view is asked for: the upload carries the process fields and waits", async () => {
    const requests: Array<string> = []
    const counting: typeof fetch = (input, init) => {
      requests.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`)
      return fetch(input, init)
    }
    const client = createClient({ baseUrl: server.url, ...clientB, fetch: counting })
    await client.token()
    requests.length = 0
    const result = await client.analyse(
      [{ name: "bytes.csv", content: new TextEncoder().encode(statement) }],
      { country: "GB", operations: ["categorisation"], waitSeconds: 20 },
      { intakeOptions: { currency: "GBP" } }
    )
    expect(requests).toEqual(["POST /v2/report"])
    expect(result.status).toBe("completed")
    expect((result.categorisation as Categorised).accounts[0]?.transactions.map((t) => t.amount)).toEqual([
      2500,
      -45.2,
      -60
    ])
  })

  it("rejects a one-call analysis the server refuses with its error", async () => {
    const client = createClient({ baseUrl: server.url, ...clientB })
    const refused = client.analyse([{ name: "bytes.csv", content: new TextEncoder().encode(statement) }], {
      country: "XX",
      operations: ["categorisation"]
    })
    await expect(refused).rejects.toBeInstanceOf(StatementEngineError)
    await expect(refused).rejects.toMatchObject({ status: 400, code: "UNSUPPORTED_COUNTRY_REQUESTED" })
  })

  it("holds a result request until the report is done when asked to (Prefer: wait), and says so", async () => {
    const big = generateCsvOfSize(4_000_000, "client-wait")
    const client = createClient({ baseUrl: server.url, ...clientA })
    const uploaded = await client.upload([{ name: big.name, content: big.bytes }])
    await client.process(uploaded["request-id"], { country: "GB", operations: ["categorisation"] })
    const auth = { authorization: `Bearer ${await client.token()}` }
    const now = await fetch(`${server.url}/v2/report/${uploaded["request-id"]}`, { headers: auth })
    const nowBody = await now.json() as { data: { attributes: { status: string } } }
    expect(nowBody.data.attributes.status).toBe("processing")
    expect(now.headers.get("retry-after")).toBe("1")
    expect(now.headers.get("cache-control")).toBe("no-store")
    const early = await client.reportHtml(uploaded["request-id"]).catch((e: unknown) => e)
    expect(early).toMatchObject({ status: 409, code: "REPORT_NOT_COMPLETED", retryAfterMillis: 1000 })
    const held = await fetch(`${server.url}/v2/report/${uploaded["request-id"]}`, {
      headers: { ...auth, prefer: "wait=20" }
    })
    expect(held.headers.get("preference-applied")).toBe("wait=20")
    expect(held.headers.get("retry-after")).toBeNull()
    const heldBody = await held.json() as { data: { attributes: { status: string } } }
    expect(heldBody.data.attributes.status).toBe("completed")
    expect(await client.reportHtml(uploaded["request-id"])).toContain("<section id=\"transactions\">")
  })

  it("answers the API's errors as StatementEngineError with status, code and detail", async () => {
    const client = createClient({ baseUrl: server.url, ...clientA })
    const missing = await client.result("no-such-report").catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(StatementEngineError)
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND" })
    const stranger = createClient({ baseUrl: server.url, clientId: "client-a", clientSecret: "wrong-secret-000000" })
    await expect(stranger.availableModels()).rejects.toMatchObject({ code: "invalid_client" })
    const bad = await client.process("no-such-report", { country: "XX", operations: ["categorisation"] }).catch((
      e: unknown
    ) => e)
    expect(bad).toBeInstanceOf(StatementEngineError)
  })

  it("rejects waitForResult with ReportFailedError when the analysis fails", async () => {
    const client = createClient({ baseUrl: server.url, ...clientA })
    const uploaded = await client.upload([{ name: "eur.csv", content: statement }], { currency: "EUR" })
    // a period that is neither months nor a date range: the product refuses it and the run ends failed
    await client.process(uploaded["request-id"], {
      country: "GB",
      operations: ["insights-income"],
      params: { period: "since yesterday" }
    })
    const failed = await client.waitForResult(uploaded["request-id"], { timeoutMillis: 30_000 }).catch((e: unknown) =>
      e
    )
    expect(failed).toBeInstanceOf(ReportFailedError)
    expect((failed as ReportFailedError).errors[0]?.code).toBeTypeOf("string")
  })
})
