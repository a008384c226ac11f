import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PreProcessingRecord, ProcessingResult } from "../src/index.js"
import { decoded, json, startServer, type TestServer, uploadForm } from "./harness.js"

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await server.token()
})
afterAll(() => server.close())

const auth = () => ({ authorization: `Bearer ${token}` })

/**
 * A Portuguese current account as a bank exports it: Portuguese headers, day-first dates, decimal
 * commas and no currency anywhere (no column, sign, code, preamble or IBAN), so only the country
 * given at processing settles it: EUR for Portugal. Net of the four rows: 1450,00 - 650,00 - 38,20 - 60,00 = 701,80.
 */
const portugueseCsv = [
  "Data Movimento;Descrição;Montante;Saldo",
  "25/03/2025;VENCIMENTO ACME LDA;1450,00;2100,00",
  "01/04/2025;RENDA CASA ABRIL;-650,00;1450,00",
  "03/04/2025;COMPRA CONTINENTE LISBOA;-38,20;1411,80",
  "14/04/2025;LEVANTAMENTO MULTIBANCO;-60,00;1351,80"
].join("\n")

const pollUntilDone = async (id: string) => {
  for (let i = 0; i < 200; i++) {
    const body = await decoded(await fetch(`${server.url}/v2/report/${id}`, { headers: auth() }), ProcessingResult)
    if (body.data.attributes.status !== "processing") return body
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error("the report did not finish")
}

describe("a country added to the supported ones, over real HTTP", () => {
  it("processes a Portuguese upload with country=pt: euros from the country, titles in Portuguese", async () => {
    const uploaded = await fetch(`${server.url}/v2/report`, {
      method: "POST",
      headers: auth(),
      body: uploadForm([{ name: "extrato.csv", content: portugueseCsv }])
    })
    expect(uploaded.status).toBe(200)
    const id = (await decoded(uploaded, PreProcessingRecord)).data.attributes["request-id"]
    const processed = await fetch(`${server.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ country: "pt", operations: ["categorisation"] })
    })
    expect(processed.status).toBe(202)
    const done = await pollUntilDone(id)
    expect(done.data.attributes.status).toBe("completed")
    const accounts = done.data.attributes.categorisation?.accounts ?? []
    const transactions = accounts.flatMap((a) => a.transactions)
    expect(transactions).toHaveLength(4)
    expect(new Set(transactions.map((t) => t.currency))).toEqual(new Set(["EUR"]))
    const net = transactions.reduce((sum, t) => sum + Math.round(t.amount * 100), 0)
    expect(net).toBe(70180)
    // titles come from the Portuguese tree: the salary row's is "Salário", the withdrawal's a cash title
    const ptTree = await json(await fetch(`${server.url}/v2/category-tree/PT`, { headers: auth() }))
    const ptTitles = new Set(
      (ptTree as { data: Array<{ attributes: { categories: Array<{ "readable-title": string }> } }> }).data[0]
        ?.attributes.categories.map((c) => c["readable-title"])
    )
    for (const t of transactions) expect(ptTitles.has(t.category_title), t.category_title).toBe(true)
    expect(transactions.find((t) => t.description.startsWith("VENCIMENTO"))?.category_title).toBe("Salário")
    expect(transactions.find((t) => t.description.startsWith("LEVANTAMENTO"))?.category_title)
      .toBe("Levantamento em caixa automático")
  })

  it("serves the category trees of the added countries, case-insensitively, EL as GR", async () => {
    const tree = async (code: string) => {
      const response = await fetch(`${server.url}/v2/category-tree/${code}`, { headers: auth() })
      expect(response.status, code).toBe(200)
      return JSON.stringify(await json(response))
    }
    expect(await tree("cz")).toContain("\"readable-title\":\"Mzda\"")
    expect(await tree("ch")).toContain("\"readable-title\":\"Gehalt\"")
    expect(await tree("EL")).toBe(await tree("GR"))
    expect(await tree("GR")).toContain("\"readable-title\":\"Μισθός\"")
    expect(await tree("ca")).toContain("\"readable-title\":\"Salary\"")
    const jp = await fetch(`${server.url}/v2/category-tree/JP`, { headers: auth() })
    expect(jp.status).toBe(400)
    expect(JSON.stringify(await json(jp))).toContain("UNSUPPORTED_COUNTRY_REQUESTED")
  })
})
