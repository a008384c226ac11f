import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PreProcessingRecord, ProcessingRecord, ProcessingResult } from "../src/index.js"
import { clientB, decoded, startServer, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

let server: TestServer
let tokenA: string
let tokenB: string
beforeAll(async () => {
  server = await startServer()
  tokenA = await server.token()
  tokenB = await server.token(clientB)
})
afterAll(() => server.close())

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** The statement with the given text fields; `fields` pairs may repeat a name. */
const oneCallForm = (fields: ReadonlyArray<readonly [string, string]>) => {
  const form = uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
  for (const [name, value] of fields) form.append(name, value)
  return form
}

/** `POST /v2/report`: plain (the edge's report lane), or with a query string (the API's router). */
const post = (form: FormData, headers: Record<string, string> = {}, via: "lane" | "router" = "lane") =>
  fetch(`${server.url}/v2/report${via === "router" ? "?via=router" : ""}`, {
    method: "POST",
    headers: { ...auth(tokenA), ...headers },
    body: form
  })

const result = (id: string, token = tokenA) => fetch(`${server.url}/v2/report/${id}`, { headers: auth(token) })

const processReport = (id: string, body: unknown) =>
  fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth(tokenA), "content-type": "application/json" },
    body: JSON.stringify(body)
  })

const pollUntilDone = async (id: string) => {
  for (let i = 0; i < 200; i++) {
    const body = await decoded(await result(id), ProcessingResult)
    if (body.data.attributes.status !== "processing") return body
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error("the report did not finish")
}

const ErrorBody = Schema.Struct({
  errors: Schema.NonEmptyArray(Schema.Struct({
    status: Schema.String,
    code: Schema.String,
    source: Schema.optional(Schema.Struct({ pointer: Schema.optional(Schema.String) }))
  }))
})

const errorOf = async (response: Response) => ({
  ...(await decoded(response, ErrorBody)).errors[0],
  http: response.status
})

/** The rows of `ukStatementCsv` past its header. */
const UK_TRANSACTIONS = 8

/** How many transactions a result's categorisation carries, over its accounts. */
const categorised = (result: typeof ProcessingResult.Type) =>
  (result.data.attributes.categorisation?.accounts ?? []).reduce((sum, account) => sum + account.transactions.length, 0)

const GB_CATEGORISATION = [["country", "GB"], ["operations", "[\"categorisation\"]"]] as const

describe("POST /v2/report with the process fields (one call per report)", () => {
  for (const via of ["lane", "router"] as const) {
    it(`uploads and queues the run at once, answering 202 with the processing record (${via})`, async () => {
      const response = await post(oneCallForm(GB_CATEGORISATION), {}, via)
      expect(response.status).toBe(202)
      const record = await decoded(response, ProcessingRecord)
      const id = record.data.attributes["request-id"]
      expect(record.data.attributes.status).toBe("queued")
      expect(record.data.relationships.result.links.related).toBe(`${server.url}/v2/report/${id}`)
      expect(response.headers.get("location")).toBe(`${server.url}/v2/report/${id}`)
      const done = await pollUntilDone(id)
      expect(done.data.attributes.status).toBe("completed")
      expect(categorised(done)).toBe(UK_TRANSACTIONS)
    })

    it(`with Prefer: wait=N answers the completed result itself, 200 (${via})`, async () => {
      const response = await post(
        oneCallForm([["country", "gb"], ["operations", "[\"categorisation\",\"insights-income\"]"]]),
        { prefer: "wait=20" },
        via
      )
      expect(response.status).toBe(200)
      expect(response.headers.get("preference-applied")).toBe("wait=20")
      const body = await decoded(response, ProcessingResult)
      expect(body.data.attributes.status).toBe("completed")
      expect(categorised(body)).toBe(UK_TRANSACTIONS)
      expect(body.data.attributes["insights-income"]).toBeDefined()
      // the same report is there for GET, as any report is
      const again = await decoded(await result(body.data.attributes["request-id"]), ProcessingResult)
      expect(again.data.attributes).toEqual(body.data.attributes)
    })
  }

  it("with Prefer: wait=N answers a failed run's result, 200, as GET does", async () => {
    // no day above 12: read day-first at upload awaiting the country; Sweden writes year first, so nothing settles it
    const form = uploadForm([{ name: "ambiguous.csv", content: "Date,Description,Amount\n01/02/2024,COFFEE,-3.50\n" }])
    form.append("country", "SE")
    form.append("operations", "categorisation")
    const response = await post(form, { prefer: "wait=20" })
    expect(response.status).toBe(200)
    const body = await decoded(response, ProcessingResult)
    expect(body.data.attributes.status).toBe("failed")
    expect(body.data.attributes.errors?.[0]).toMatchObject({
      code: "NO_SUITABLE_PARSERS",
      meta: { file: "ambiguous.csv" }
    })
  })

  it("reads operations given as repeated fields, params as JSON and use_webhook as true/false", async () => {
    const response = await post(
      oneCallForm([
        ["country", "GB"],
        ["operations", "categorisation"],
        ["operations", "insights-income"],
        ["params", "{\"currency\":\"GBP\"}"],
        ["use_webhook", "false"]
      ]),
      { prefer: "wait=20" }
    )
    expect(response.status).toBe(200)
    const body = await decoded(response, ProcessingResult)
    expect(categorised(body)).toBe(UK_TRANSACTIONS)
    expect(body.data.attributes["insights-income"]).toBeDefined()
    expect(body.data.attributes["insights-risk"]).toBeUndefined()
  })

  it("refuses what the PUT refuses, with the PUT's status and code", async () => {
    const refusals: ReadonlyArray<readonly [ReadonlyArray<readonly [string, string]>, unknown, string, string]> = [
      [
        [["country", "XX"], ["operations", "categorisation"]],
        { country: "XX", operations: ["categorisation"] },
        "UNSUPPORTED_COUNTRY_REQUESTED",
        "/country"
      ],
      [
        [["country", "GB"], ["operations", "astrology"]],
        { country: "GB", operations: ["astrology"] },
        "UNSUPPORTED_OPERATION",
        "/operations"
      ],
      [
        [["operations", "categorisation"]],
        { operations: ["categorisation"] },
        "API_REQUIRED_PARAMS_MISSING",
        "/country"
      ],
      [[["country", "GB"]], { country: "GB" }, "API_REQUIRED_PARAMS_MISSING", "/operations"],
      [
        [["country", "GB"], ["operations", "[]"]],
        { country: "GB", operations: [] },
        "API_REQUIRED_PARAMS_MISSING",
        "/operations"
      ]
    ]
    const uploaded = await decoded(
      await post(uploadForm([{ name: "uk.csv", content: ukStatementCsv }])),
      PreProcessingRecord
    )
    const id = uploaded.data.attributes["request-id"]
    for (const [fields, body, code, pointer] of refusals) {
      const oneCall = await errorOf(await post(oneCallForm(fields)))
      const put = await errorOf(await processReport(id, body))
      expect(oneCall).toMatchObject({ http: 400, code, source: { pointer } })
      expect(put).toMatchObject({ http: 400, code })
    }
  })

  it("refuses process fields it cannot read, naming the field", async () => {
    const cases: ReadonlyArray<readonly [ReadonlyArray<readonly [string, string]>, string]> = [
      [[...GB_CATEGORISATION, ["use_webhook", "yes"]], "/use_webhook"],
      [[...GB_CATEGORISATION, ["params", "{\"currency\":"]], "/params"],
      [[...GB_CATEGORISATION, ["country", "FR"]], "/country"],
      [[["country", "GB"], ["operations", "[\"categorisation\""]], "/operations"]
    ]
    for (const [fields, pointer] of cases) {
      expect(await errorOf(await post(oneCallForm(fields)))).toMatchObject({
        http: 400,
        code: "VALIDATION_ERROR",
        source: { pointer }
      })
    }
  })

  it("leaves the four steps as they are: without the fields an upload answers 200, the pre-processing record", async () => {
    const response = await post(uploadForm([{ name: "uk.csv", content: ukStatementCsv }]), { prefer: "wait=5" })
    expect(response.status).toBe(200)
    const uploaded = await decoded(response, PreProcessingRecord)
    const id = uploaded.data.attributes["request-id"]
    expect(uploaded.data.attributes["available-operations"]).toContain("categorisation")
    expect((await result(id)).status).toBe(404)
    expect((await processReport(id, { country: "GB", operations: ["categorisation"] })).status).toBe(202)
    expect((await pollUntilDone(id)).data.attributes.status).toBe("completed")
  })

  it("keeps a one-call report its client's: another client's GET is answered as for an unknown id", async () => {
    const body = await decoded(await post(oneCallForm(GB_CATEGORISATION), { prefer: "wait=20" }), ProcessingResult)
    const id = body.data.attributes["request-id"]
    const unknown = "00000000-0000-4000-8000-000000000000"
    const ofB = await result(id, tokenB)
    const ofNobody = await result(unknown, tokenB)
    expect(ofB.status).toBe(404)
    expect((await ofB.text()).replaceAll(id, "ID")).toBe((await ofNobody.text()).replaceAll(unknown, "ID"))
    expect((await result(id)).status).toBe(200)
  })
})
