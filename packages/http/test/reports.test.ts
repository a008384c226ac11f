import { analyse, CategorisationResult } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PreProcessingRecord, ProcessingRecord, ProcessingResult } from "../src/index.js"
import { clientB, decoded, json, startServer, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

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

const upload = (form: FormData, token = tokenA) =>
  fetch(`${server.url}/v2/report`, { method: "POST", headers: auth(token), body: form })

const uploadUk = async (token = tokenA) => {
  const response = await upload(uploadForm([{ name: "uk.csv", content: ukStatementCsv }]), token)
  expect(response.status).toBe(200)
  return decoded(response, PreProcessingRecord)
}

const processReport = (id: string, body: unknown, token = tokenA) =>
  fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth(token), "content-type": "application/json" },
    body: JSON.stringify(body)
  })

const result = (id: string, token = tokenA) => fetch(`${server.url}/v2/report/${id}`, { headers: auth(token) })

/** The result as sent without compression (fetch asks for gzip by default and undoes it). */
const uncompressedResult = (id: string) =>
  fetch(`${server.url}/v2/report/${id}`, { headers: { ...auth(tokenA), "accept-encoding": "identity" } })

const JsonApiErrors = Schema.Struct({
  errors: Schema.NonEmptyArray(Schema.Struct({
    status: Schema.String,
    code: Schema.String,
    title: Schema.String,
    detail: Schema.String,
    meta: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
  }))
})

const expectError = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status)
  expect(response.headers.get("content-type")).toMatch(/application\/json/)
  const body = await decoded(response, JsonApiErrors)
  expect(body.errors[0].status).toBe(String(status))
  expect(body.errors[0].code).toBe(code)
  return body
}

const pollUntilDone = async (id: string) => {
  for (let i = 0; i < 200; i++) {
    const response = await result(id)
    const body = await decoded(response, ProcessingResult)
    if (body.data.attributes.status !== "processing") return body
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error("the report did not finish")
}

describe("bearer authentication", () => {
  it("refuses a request without a token with 401, WWW-Authenticate and a JSON:API body", async () => {
    const response = await fetch(`${server.url}/v2/available-models`)
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer /)
    await expectError(response, 401, "UNAUTHORIZED")
  })

  it("refuses an unknown token", async () => {
    await expectError(await fetch(`${server.url}/v2/available-models`, { headers: auth("nope") }), 401, "UNAUTHORIZED")
  })

  it("refuses an expired token", async () => {
    const shortLived = await startServer({ tokenTtlSeconds: 1 })
    try {
      const token = await shortLived.token()
      expect((await fetch(`${shortLived.url}/v2/available-models`, { headers: auth(token) })).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      await expectError(
        await fetch(`${shortLived.url}/v2/available-models`, { headers: auth(token) }),
        401,
        "UNAUTHORIZED"
      )
    } finally {
      await shortLived.close()
    }
  })
})

describe("POST /v2/report", () => {
  it("answers a pre-processing record with the spec's fields and links", async () => {
    const record = await uploadUk()
    expect(record.data.type).toBe("report pre-processing record")
    expect(record.data.attributes.status).toBe("completed")
    expect(record.data.attributes["available-operations"]).toEqual(
      expect.arrayContaining(["categorisation", "insights-income"])
    )
    const id = record.data.attributes["request-id"]
    expect(record.data.relationships.operations.links.related).toBe(`${server.url}/v2/report/process/${id}`)
    expect(record.data.relationships.operations.links.self).toBe(`${server.url}/v2/report`)
    expect(record.data.attributes.transactions).toBe(8)
    expect(record.data.attributes.files[0]).toMatchObject({ name: "uk.csv", format: "csv", rows: 8 })
  })

  it("reads an empty options field as no options, as a form with the field left blank sends it", async () => {
    const form = uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
    form.append("options", "")
    const response = await upload(form)
    expect(response.status).toBe(200)
    expect((await decoded(response, PreProcessingRecord)).data.attributes.transactions).toBe(8)
  })

  it("refuses a request without files", async () => {
    const form = new FormData()
    form.append("options", "{}")
    await expectError(await upload(form), 400, "API_REQUIRED_PARAMS_MISSING")
  })

  it("refuses files in another field", async () => {
    const form = new FormData()
    form.append("file", new Blob([ukStatementCsv]), "uk.csv")
    await expectError(await upload(form), 400, "VALIDATION_ERROR")
  })

  it("refuses a body that is not multipart", async () => {
    const response = await fetch(`${server.url}/v2/report`, {
      method: "POST",
      headers: { ...auth(tokenA), "content-type": "text/csv" },
      body: ukStatementCsv
    })
    await expectError(response, 415, "UNSUPPORTED_MEDIA_TYPE")
  })

  it("refuses options that are not JSON or name unknown settings", async () => {
    const form = uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
    form.append("options", "{not json")
    await expectError(await upload(form), 400, "VALIDATION_ERROR")
    await expectError(
      await upload(uploadForm([{ name: "uk.csv", content: ukStatementCsv }], { decimal_separator: "x" })),
      400,
      "VALIDATION_ERROR"
    )
  })

  it("refuses a file that is not UTF-8 and whose code page nothing settles, naming it", async () => {
    // 0xE8: "Početno stanje" (an opening balance, not a booking) in windows-1250, "Poèetno" in windows-1252,
    // whose French words on the other rows fit better: the two readings give different numbers
    const utf8 = (s: string) => [...new TextEncoder().encode(s)]
    const latin1 = new Uint8Array([
      ...utf8("Date,Description,Amount\n2024-01-01,Po"),
      0xe8,
      ...utf8("etno stanje,100.00\n2024-01-02,Caff"),
      0xe8,
      ...utf8(" Tr"),
      0xe8,
      ...utf8("s,-3.50\n2024-01-03,Cr"),
      0xe8,
      ...utf8("me pr"),
      0xe8,
      ...utf8("s,-4.50\n")
    ])
    const body = await expectError(
      await upload(uploadForm([{ name: "latin1.csv", content: latin1 }])),
      422,
      "UNSUPPORTED_ENCODING"
    )
    expect(body.errors[0].detail).toContain("latin1.csv")
    // the option that reads it, ready to pass as options.files["latin1.csv"]
    expect(body.errors[0].meta?.["fix"]).toEqual({ option: "encoding", value: "windows-1252" })
  })

  it("refuses a file no parser can read, naming it", async () => {
    const body = await expectError(
      await upload(uploadForm([{ name: "notes.txt", content: "dear diary, today I bought nothing" }])),
      422,
      "NO_SUITABLE_PARSERS"
    )
    expect(body.errors[0].detail).toContain("notes.txt")
  })

  it("answers 413 EXCEEDED_LIMIT for a declared body over 10 MiB without reading it", async () => {
    const { request } = await import("node:http")
    const url = new URL(`${server.url}/v2/report`)
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          ...auth(tokenA),
          "content-type": "multipart/form-data; boundary=xyz",
          "content-length": String(11 * 1024 * 1024)
        }
      }, (res) => {
        let body = ""
        res.on("data", (chunk) => (body += String(chunk)))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }))
      })
      req.on("error", reject)
      const chunk = Buffer.alloc(64 * 1024, 97)
      sent += chunk.length
      req.write(chunk)
    })
    expect(answer.status).toBe(413)
    expect(answer.sent).toBeLessThan(1024 * 1024)
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ status: "413", code: "EXCEEDED_LIMIT" }] })
  })

  it("reads several files alike whether the body declares its length or is sent in chunks", async () => {
    const second = ukStatementCsv.replaceAll("TESCO", "SAINSBURYS")
    const form = () =>
      uploadForm([{ name: "uk.csv", content: ukStatementCsv }, { name: "second.csv", content: second }])
    const declared = await upload(form())
    expect(declared.status).toBe(200)
    // the same multipart bytes, streamed without Content-Length
    const request = new Request(`${server.url}/v2/report`, { method: "POST", body: form() })
    const bytes = new Uint8Array(await request.arrayBuffer())
    const chunked = await fetch(`${server.url}/v2/report`, {
      method: "POST",
      headers: { ...auth(tokenA), "content-type": request.headers.get("content-type") ?? "" },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.subarray(i, i + 1000))
          controller.close()
        }
      }),
      duplex: "half"
    } as RequestInit)
    expect(chunked.status).toBe(200)
    const attributes = async (response: Response) => {
      const { "request-id": _, ...rest } = (await decoded(response, PreProcessingRecord)).data.attributes
      return rest
    }
    const fromDeclared = await attributes(declared)
    expect(fromDeclared.files.map((f) => f.name)).toEqual(["uk.csv", "second.csv"])
    expect(await attributes(chunked)).toEqual(fromDeclared)
  })

  it("answers 413 when a body without a declared length grows past 10 MiB", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1024).fill(65)
    const response = await upload(uploadForm([{ name: "big.csv", content: big }]))
    await expectError(response, 413, "EXCEEDED_LIMIT")
  })
})

describe("PUT /v2/report/process/{request-id}", () => {
  it("queues the analysis and answers 202 with the processing record", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    const response = await processReport(id, { country: "GB", operations: ["categorisation"] })
    expect(response.status).toBe(202)
    const record = await decoded(response, ProcessingRecord)
    expect(record.data).toMatchObject({
      type: "report processing record",
      attributes: { "request-id": id, status: "queued" }
    })
    expect(record.data.relationships.result.links.related).toBe(`${server.url}/v2/report/${id}`)
    expect(record.data.relationships.result.links.self).toBe(`${server.url}/v2/report/process/${id}`)
  })

  it("a file refused at processing keeps its refusal's line, found, missing and fix on the failed result", async () => {
    // no day above 12: read day-first at upload awaiting the country; Sweden writes year first, so nothing settles it
    const csv = "Date,Description,Amount\n01/02/2024,COFFEE,-3.50\n03/04/2024,BOOKS,-12.00\n"
    const uploaded = await upload(uploadForm([{ name: "ambiguous.csv", content: csv }]))
    expect(uploaded.status).toBe(200)
    const id = (await decoded(uploaded, PreProcessingRecord)).data.attributes["request-id"]
    expect((await processReport(id, { country: "SE", operations: ["categorisation"] })).status).toBe(202)
    const done = await pollUntilDone(id)
    expect(done.data.attributes.status).toBe("failed")
    const [error] = done.data.attributes.errors ?? []
    expect(error).toMatchObject({
      code: "NO_SUITABLE_PARSERS",
      meta: { file: "ambiguous.csv", line: 2, fix: { option: "date_format", value: "DD/MM/YYYY" } }
    })
    expect(error?.meta?.found).toContain("01/02/2024")
    expect(error?.meta?.missing).toMatch(/\S/)
    // the option it names, passed for that file in a new upload, reads it: 2024-02-01 and 2024-04-03
    const fix = error?.meta?.fix
    const again = await upload(
      uploadForm([{ name: "ambiguous.csv", content: csv }], {
        files: { "ambiguous.csv": { [fix?.option ?? ""]: fix?.value } }
      })
    )
    expect(again.status).toBe(200)
    const againId = (await decoded(again, PreProcessingRecord)).data.attributes["request-id"]
    expect((await processReport(againId, { country: "SE", operations: ["categorisation"] })).status).toBe(202)
    const read = await pollUntilDone(againId)
    expect(read.data.attributes.status).toBe("completed")
    const accounts = read.data.attributes.categorisation?.accounts ?? []
    expect(accounts.flatMap((a) => a.period === null ? [] : [a.period])).toEqual([{
      from: "2024-02-01",
      to: "2024-04-03"
    }])
  })

  it("accepts the country case-insensitively, with UK as an alias of GB", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    expect((await processReport(id, { country: "uk", operations: ["categorisation"] })).status).toBe(202)
  })

  it("refuses a second analysis of the same upload with 409", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    expect((await processReport(id, { country: "GB", operations: ["categorisation"] })).status).toBe(202)
    await expectError(
      await processReport(id, { country: "GB", operations: ["categorisation"] }),
      409,
      "ANALYSIS_ALREADY_REQUESTED"
    )
  })

  it("refuses unsupported countries and unknown or unavailable operations", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    await expectError(
      await processReport(id, { country: "XX", operations: ["categorisation"] }),
      400,
      "UNSUPPORTED_COUNTRY_REQUESTED"
    )
    await expectError(
      await processReport(id, { country: "GB", operations: ["astrology"] }),
      400,
      "UNSUPPORTED_OPERATION"
    )
    await expectError(await processReport(id, { country: "GB", operations: [] }), 400, "API_REQUIRED_PARAMS_MISSING")
    const body = await expectError(
      await processReport(id, { operations: ["categorisation"] }),
      400,
      "API_REQUIRED_PARAMS_MISSING"
    )
    expect(JSON.stringify(body)).toContain("country")
    const broken = await fetch(`${server.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth(tokenA), "content-type": "application/json" },
      body: "{\"country\":"
    })
    expect(broken.status).toBe(400)
    // none of the refusals used up the upload's one analysis
    expect((await processReport(id, { country: "GB", operations: ["categorisation"] })).status).toBe(202)
  })

  it("answers 404 for an unknown request id", async () => {
    await expectError(
      await processReport("no-such-id", { country: "GB", operations: ["categorisation"] }),
      404,
      "NOT_FOUND"
    )
  })

  it("answers 503 with Retry-After when the queue is full", async () => {
    const busy = await startServer({ maxQueuedRuns: 0 })
    try {
      const token = await busy.token()
      const uploaded = await fetch(`${busy.url}/v2/report`, {
        method: "POST",
        headers: auth(token),
        body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
      })
      const id = (await decoded(uploaded, PreProcessingRecord)).data.attributes["request-id"]
      const response = await fetch(`${busy.url}/v2/report/process/${id}`, {
        method: "PUT",
        headers: { ...auth(token), "content-type": "application/json" },
        body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
      })
      expect(response.headers.get("retry-after")).toBe("5")
      await expectError(response, 503, "SERVICE_UNAVAILABLE")
    } finally {
      await busy.close()
    }
  })
})

describe("GET /v2/report/{request-id}", () => {
  it("answers processing until done, then completed with every requested product", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    await processReport(id, { country: "GB", operations: ["categorisation", "insights-income"] })
    const done = await pollUntilDone(id)
    expect(done.data.type).toBe("report processing result")
    expect(done.data.attributes.status).toBe("completed")
    expect(done.data.attributes["request-id"]).toBe(id)
    expect(done.data.attributes).toHaveProperty("categorisation")
    expect(done.data.attributes).toHaveProperty("insights-income")
  })

  it("serves a completed result as JSON equal to the analysis of the same file", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    await processReport(id, { country: "GB", operations: ["categorisation"] })
    await pollUntilDone(id)
    const response = await uncompressedResult(id)
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    // streamed from the kept JSON texts, with its length in bytes declared up front
    const body = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get("content-length"))).toBe(body.byteLength)
    const served = Schema.decodeUnknownSync(Schema.Struct({
      data: Schema.Struct({
        type: Schema.Literal("report processing result"),
        attributes: Schema.Struct({
          "request-id": Schema.String,
          status: Schema.Literal("completed"),
          categorisation: CategorisationResult
        })
      })
    }))(JSON.parse(new TextDecoder().decode(body)))
    const inline = analyse({
      files: [{ name: "uk.csv", bytes: new TextEncoder().encode(ukStatementCsv) }],
      options: {},
      country: "GB",
      operations: ["categorisation"],
      params: {},
      as_of: new Date().toISOString()
    })
    expect(served.data.attributes["request-id"]).toBe(id)
    expect(Schema.encodeSync(CategorisationResult)(served.data.attributes.categorisation)).toEqual(
      Either.getOrThrow(inline).categorisation
    )
  })

  it("serves products with characters beyond ASCII whole, their length declared in bytes", async () => {
    const csv = ukStatementCsv.replace("CARD PAYMENT TO SHELL 1234", "CARTE CAFÉ ☕ MÜNCHEN 𝄞")
    const uploaded = await upload(uploadForm([{ name: "accents.csv", content: csv }]))
    expect(uploaded.status).toBe(200)
    const id = (await decoded(uploaded, PreProcessingRecord)).data.attributes["request-id"]
    await processReport(id, { country: "GB", operations: ["categorisation"] })
    await pollUntilDone(id)
    const response = await uncompressedResult(id)
    const body = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get("content-length"))).toBe(body.byteLength)
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body)
    expect(text).toContain("CARTE CAFÉ ☕ MÜNCHEN 𝄞")
    expect(JSON.parse(text).data.attributes.status).toBe("completed")
  })

  it("answers 404 before an analysis was requested", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    await expectError(await result(id), 404, "NOT_FOUND")
  })
})

describe("tenancy", () => {
  it("answers another client's request id exactly like an unknown one, on every endpoint", async () => {
    const id = (await uploadUk()).data.attributes["request-id"]
    const unknown = "00000000-0000-4000-8000-000000000000"
    const same = async (ofA: Response, ofNobody: Response) => {
      expect(ofA.status).toBe(404)
      expect(ofNobody.status).toBe(404)
      expect((await ofA.text()).replaceAll(id, "ID")).toBe((await ofNobody.text()).replaceAll(unknown, "ID"))
    }
    await same(
      await processReport(id, { country: "GB", operations: ["categorisation"] }, tokenB),
      await processReport(unknown, { country: "GB", operations: ["categorisation"] }, tokenB)
    )
    await processReport(id, { country: "GB", operations: ["categorisation"] })
    await pollUntilDone(id)
    await same(await result(id, tokenB), await result(unknown, tokenB))
  })
})

describe("catalog", () => {
  it("lists the scoring models in the spec's envelope", async () => {
    const response = await fetch(`${server.url}/v2/available-models`, { headers: auth(tokenA) })
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({
      data: {
        type: "models list",
        attributes: { "available-models": ["statement-scorecard-v1", "statement-affordability-v1"] }
      }
    })
  })

  it("serves a category tree per country, case-insensitive, UK = GB", async () => {
    const gb = await fetch(`${server.url}/v2/category-tree/GB`, { headers: auth(tokenA) })
    expect(gb.status).toBe(200)
    const body = await json(gb)
    expect(body).toMatchObject({ data: [{ type: "category tree", attributes: { categories: expect.any(Array) } }] })
    const uk = await json(await fetch(`${server.url}/v2/category-tree/uk`, { headers: auth(tokenA) }))
    expect(uk).toEqual(body)
    const de = await json(await fetch(`${server.url}/v2/category-tree/de`, { headers: auth(tokenA) }))
    expect(JSON.stringify(de)).not.toBe(JSON.stringify(body))
    await expectError(
      await fetch(`${server.url}/v2/category-tree/XX`, { headers: auth(tokenA) }),
      400,
      "UNSUPPORTED_COUNTRY_REQUESTED"
    )
  })
})

describe("webhook settings", () => {
  const save = (body: unknown) =>
    fetch(`${server.url}/v2/webhook-settings`, {
      method: "POST",
      headers: { ...auth(tokenA), "content-type": "application/json" },
      body: JSON.stringify(body)
    })

  it("stores settings and answers 202 with success and the signing secret", async () => {
    const response = await save({ callback_url: "https://hooks.example.com/statements" })
    expect(response.status).toBe(202)
    const body = await json(response)
    expect(body).toMatchObject({
      data: {
        type: "report processing record",
        attributes: { success: true, "signing-secret": expect.stringMatching(/^whsec_/) }
      }
    })
    const again = await json(
      await save({
        callback_url: "https://hooks.example.com/v2",
        auth_method: "Basic Auth",
        auth_username: "u",
        auth_password: "p"
      })
    )
    expect(again).toEqual(body)
  })

  it.each([
    [{}, "API_REQUIRED_PARAMS_MISSING"],
    [{ callback_url: "not a url" }, "VALIDATION_ERROR"],
    [{ callback_url: "http://hooks.example.com" }, "VALIDATION_ERROR"],
    [{ callback_url: "https://hooks.example.com", auth_method: "Digest" }, "VALIDATION_ERROR"],
    [
      { callback_url: "https://hooks.example.com", auth_method: "Basic Auth", auth_username: "u" },
      "API_REQUIRED_PARAMS_MISSING"
    ],
    [
      { callback_url: "https://hooks.example.com", auth_method: "OAuth2", oauth_client_id: "c" },
      "API_REQUIRED_PARAMS_MISSING"
    ],
    [{ callback_url: "https://hooks.example.com", auth_username: "u" }, "VALIDATION_ERROR"]
  ])("refuses %j with 400 %s", async (body, code) => {
    await expectError(await save(body), 400, code)
  })
})

describe("retention", () => {
  it("answers 410 GONE for the owner's reports past retention, 404 for anyone else", async () => {
    const short = await startServer({ retentionMillis: 1, retentionSweepIntervalMillis: 20 })
    try {
      const [a, b] = [await short.token(), await short.token(clientB)]
      const uploaded = await fetch(`${short.url}/v2/report`, {
        method: "POST",
        headers: auth(a),
        body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
      })
      const id = (await decoded(uploaded, PreProcessingRecord)).data.attributes["request-id"]
      let response = await fetch(`${short.url}/v2/report/${id}`, { headers: auth(a) })
      for (let i = 0; i < 100 && response.status !== 410; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        response = await fetch(`${short.url}/v2/report/${id}`, { headers: auth(a) })
      }
      await expectError(response, 410, "GONE")
      await expectError(await fetch(`${short.url}/v2/report/${id}`, { headers: auth(b) }), 404, "NOT_FOUND")
      const again = await fetch(`${short.url}/v2/report/process/${id}`, {
        method: "PUT",
        headers: { ...auth(a), "content-type": "application/json" },
        body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
      })
      await expectError(again, 410, "GONE")
    } finally {
      await short.close()
    }
  })
})

describe("rate limit", () => {
  it("answers 429 RATE_LIMIT with Retry-After once a client's budget is spent, per client", async () => {
    const limited = await startServer({}, 3)
    try {
      const [a, b] = [await limited.token(), await limited.token(clientB)]
      const models = (token: string) => fetch(`${limited.url}/v2/available-models`, { headers: auth(token) })
      for (let i = 0; i < 3; i++) expect((await models(a)).status).toBe(200)
      const refused = await models(a)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
      await expectError(refused, 429, "RATE_LIMIT")
      expect((await models(b)).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

describe("everything else", () => {
  it("answers unknown paths with a JSON:API 404", async () => {
    await expectError(await fetch(`${server.url}/v2/nothing-here`, { headers: auth(tokenA) }), 404, "NOT_FOUND")
  })

  it("serves OpenAPI at /openapi.json and a docs page at /docs with its script at /docs/api-reference.js", async () => {
    const spec = await json(await fetch(`${server.url}/openapi.json`))
    expect(spec).toMatchObject({
      paths: {
        "/oauth/token": { post: expect.any(Object) },
        "/v2/report": { post: expect.any(Object) },
        "/v2/report/process/{requestId}": { put: expect.any(Object) },
        "/v2/report/{requestId}": { get: expect.any(Object) },
        "/v2/available-models": { get: expect.any(Object) },
        "/v2/category-tree/{country}": { get: expect.any(Object) },
        "/v2/webhook-settings": { post: expect.any(Object) }
      }
    })
    const docs = await fetch(`${server.url}/docs`)
    expect(docs.status).toBe(200)
    expect(docs.headers.get("content-type")).toMatch(/text\/html/)
    const page = await docs.text()
    expect(page).toContain(`<script src="/docs/api-reference.js"></script>`)
    expect(page).toContain(`<script id="api-reference" type="application/json">`)
    expect(page).toContain(`"/v2/available-models"`)
    const script = await fetch(`${server.url}/docs/api-reference.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get("content-type")).toBe("application/javascript; charset=utf-8")
    expect(script.headers.get("cache-control")).toMatch(/max-age=\d+/)
    const source = await script.text()
    expect(source.length).toBeGreaterThan(1_000_000)
    expect(source).toContain("@scalar/api-reference")
  })
})
