import { generateCsvOfSize } from "@statement-engine/testkit"
import { Chunk, Effect, Stream } from "effect"
import { request as httpRequest } from "node:http"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { acceptsGzip, retitled } from "../src/result-body.js"
import { startServer, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

let server: TestServer
let token: string
let reportId: string
beforeAll(async () => {
  server = await startServer()
  token = await server.token()
  const auth = { authorization: `Bearer ${token}` }
  const uploaded = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: auth,
    body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }], { currency: "GBP" })
  }).then((r) => r.json() as Promise<{ data: { attributes: { "request-id": string } } }>)
  reportId = uploaded.data.attributes["request-id"]
  await fetch(`${server.url}/v2/report/process/${reportId}`, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations: ["categorisation", "insights-income", "insights-cashflow"] })
  })
  await fetch(`${server.url}/v2/report/${reportId}`, { headers: { ...auth, prefer: "wait=10" } })
})
afterAll(() => server?.close())

/** A raw GET (no automatic decompression): status, headers and the body's bytes. */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | Array<string> | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        `${server.url}${path}`,
        { headers: { authorization: `Bearer ${token}`, ...headers } },
        (res) => {
          const parts: Array<Buffer> = []
          res.on("data", (part: Buffer) => parts.push(part))
          res.on(
            "end",
            () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) })
          )
        }
      )
      req.on("error", reject)
      req.end()
    }
  )

interface Transaction {
  readonly category_id: number
  readonly category_title: string
  readonly [key: string]: unknown
}
interface Attributes {
  readonly status: string
  readonly categorisation: { readonly accounts: ReadonlyArray<{ readonly transactions: ReadonlyArray<Transaction> }> }
  readonly [key: string]: unknown
}

const attributesOf = (body: Buffer): Attributes =>
  (JSON.parse(body.toString("utf8")) as { data: { attributes: Attributes } }).data.attributes

/** Each category's title in a country's tree, as `GET /v2/category-tree/{country}` serves it. */
const treeTitles = async (country: string) => {
  const response = await fetch(`${server.url}/v2/category-tree/${country}`, {
    headers: { authorization: `Bearer ${token}` }
  })
  const tree = await response.json() as {
    data: ReadonlyArray<{ attributes: { categories: ReadonlyArray<{ id: number; "readable-title": string }> } }>
  }
  return new Map(tree.data[0]!.attributes.categories.map((c) => [c.id, c["readable-title"]]))
}

const transactionsOf = (attributes: Attributes) => attributes.categorisation.accounts.flatMap((a) => a.transactions)

describe("results people can handle", () => {
  it("compresses a completed result with gzip when asked, and says so", async () => {
    const plain = await rawGet(`/v2/report/${reportId}`, { "accept-encoding": "identity" })
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(Number(plain.headers["content-length"])).toBe(plain.body.byteLength)
    const zipped = await rawGet(`/v2/report/${reportId}`, { "accept-encoding": "br;q=1, gzip;q=0.8" })
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    expect(zipped.headers.vary).toBe("Accept-Encoding")
    expect(zipped.body.byteLength).toBeLessThan(plain.body.byteLength / 2)
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    const refused = await rawGet(`/v2/report/${reportId}`, { "accept-encoding": "gzip;q=0" })
    expect(refused.headers["content-encoding"]).toBeUndefined()
  })

  it("serves the kept whole document as the products streamed one by one would be", async () => {
    const whole = await rawGet(`/v2/report/${reportId}`, { "accept-encoding": "gzip" })
    const streamed = await rawGet(`/v2/report/${reportId}?fields=categorisation,insights-income,insights-cashflow`, {
      "accept-encoding": "gzip"
    })
    expect(whole.headers["content-encoding"]).toBe("gzip")
    expect(Number(whole.headers["content-length"])).toBe(whole.body.byteLength)
    expect(JSON.parse(gunzipSync(whole.body).toString("utf8"))).toEqual(
      JSON.parse(gunzipSync(streamed.body).toString("utf8"))
    )
  })

  it("serves only the products ?fields= names", async () => {
    const some = await rawGet(`/v2/report/${reportId}?fields=insights-income,%20insights-cashflow`, {})
    expect(Object.keys(attributesOf(some.body)).sort()).toEqual(
      ["insights-cashflow", "insights-income", "request-id", "status"]
    )
    const bad = await rawGet(`/v2/report/${reportId}?fields=insights-income,astrology`, {})
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body.toString())).toMatchObject({
      errors: [{ code: "VALIDATION_ERROR", source: { parameter: "fields" } }]
    })
    expect(JSON.parse(bad.body.toString()).errors[0].detail).toContain("astrology")
  })

  it("titles each categorised transaction in the country's language, or in ?lang=", async () => {
    const gb = attributesOf((await rawGet(`/v2/report/${reportId}`, {})).body)
    const english = await treeTitles("GB")
    for (const t of transactionsOf(gb)) expect(t.category_title).toBe(english.get(t.category_id))
    const zipped = await rawGet(`/v2/report/${reportId}?lang=de`, { "accept-encoding": "gzip" })
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    const de = attributesOf(gunzipSync(zipped.body))
    const german = await treeTitles("DE")
    const gbRows = transactionsOf(gb)
    const deRows = transactionsOf(de)
    expect(deRows).toHaveLength(gbRows.length)
    deRows.forEach((t, i) => {
      expect(t.category_title).toBe(german.get(t.category_id))
      expect({ ...t, category_title: "" }).toEqual({ ...gbRows[i], category_title: "" })
    })
    expect(de["insights-income"]).toEqual(gb["insights-income"])
    const bad = await rawGet(`/v2/report/${reportId}?lang=klingon`, {})
    expect(bad.status).toBe(400)
  })
})

describe("retitling as the product streams", () => {
  it("gives the text JSON would give, however the chunks cut it (multi-byte characters included)", async () => {
    const product = {
      category_tree_version: "x",
      accounts: [{
        account_id: "a",
        transactions: [501, 201, 304, 9999, 1205].map((id, i) => ({
          date: "2024-01-0" + (i + 1),
          amount: -1,
          description: i === 2 ? "\"category_id\":201,\"category_title\":\"Rent\" CAFÉ ☕ 𝄞" : `row ${i} ü`,
          category_id: id,
          category_title: id === 9999 ? "unknown id" : "English",
          partner: null,
          confidence: 0.5
        }))
      }]
    }
    const text = JSON.stringify(product)
    const german = await treeTitles("DE")
    const expected = JSON.stringify({
      ...product,
      accounts: product.accounts.map((a) => ({
        ...a,
        transactions: a.transactions.map((t) => ({
          ...t,
          category_title: german.get(t.category_id) ?? t.category_title
        }))
      }))
    })
    const bytes = new TextEncoder().encode(text)
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const chunks: Array<Uint8Array> = []
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size))
      const out = await Effect.runPromise(Stream.runCollect(retitled("de")(Stream.fromIterable(chunks))))
      const joined = Buffer.concat(Chunk.toReadonlyArray(out).map((c) => Buffer.from(c))).toString("utf8")
      expect(joined).toBe(expected)
    }
  })

  it("reads Accept-Encoding as RFC 9110 says", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true)
    expect(acceptsGzip("GZIP;q=0.5")).toBe(true)
    expect(acceptsGzip("*")).toBe(true)
    expect(acceptsGzip("gzip;q=0")).toBe(false)
    expect(acceptsGzip("identity")).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe("a completed result larger than those gzipped when their run ends", () => {
  let largeId: string
  beforeAll(async () => {
    const auth = { authorization: `Bearer ${token}` }
    const csv = generateCsvOfSize(1024 * 1024, "large-result")
    const form = new FormData()
    form.append("input", new Blob([csv.bytes]), csv.name)
    const uploaded = await fetch(`${server.url}/v2/report`, { method: "POST", headers: auth, body: form })
      .then((r) => r.json() as Promise<{ data: { attributes: { "request-id": string } } }>)
    largeId = uploaded.data.attributes["request-id"]
    await fetch(`${server.url}/v2/report/process/${largeId}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation", "insights-income", "insights-cashflow"] })
    })
    await fetch(`${server.url}/v2/report/${largeId}`, { headers: { ...auth, prefer: "wait=60" } })
  }, 120_000)

  it("is served as the same bytes plain, gzipped when first asked and again, and as its products streamed", async () => {
    const plain = await rawGet(`/v2/report/${largeId}`, { "accept-encoding": "identity" })
    expect(plain.body.byteLength).toBeGreaterThan(2 * 1024 * 1024)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(Number(plain.headers["content-length"])).toBe(plain.body.byteLength)
    expect(attributesOf(plain.body).status).toBe("completed")
    const first = await rawGet(`/v2/report/${largeId}`, { "accept-encoding": "gzip" })
    const second = await rawGet(`/v2/report/${largeId}`, { "accept-encoding": "gzip" })
    for (const zipped of [first, second]) {
      expect(zipped.headers["content-encoding"]).toBe("gzip")
      expect(zipped.headers.vary).toBe("Accept-Encoding")
      expect(Number(zipped.headers["content-length"])).toBe(zipped.body.byteLength)
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    }
    expect(second.body.equals(first.body)).toBe(true)
    const streamed = await rawGet(`/v2/report/${largeId}?fields=categorisation,insights-income,insights-cashflow`, {})
    expect(JSON.parse(streamed.body.toString("utf8"))).toEqual(JSON.parse(plain.body.toString("utf8")))
  })
})
