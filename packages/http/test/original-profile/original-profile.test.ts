import { Country } from "@statement-engine/analysis"
import { countries, generateStatement, personaKinds, writeCsv } from "@statement-engine/testkit"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AUDIENCE, clientA, startServer, type TestServer, uploadForm } from "../harness.js"
import { plainDialect } from "./plain-dialect.js"
import * as Spec from "./spec-shapes.js"

/*
 * The whole server in the original profile (STATEMENT_ENGINE_COMPATIBILITY=original), over HTTP:
 * every answer checked against the shapes written from the spec page (spec-shapes.ts).
 */

const OPERATIONS = ["categorisation", "insights-income", "insights-risk", "insights-loans", "simple-score"]

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer({ compatibility: "original" })
  token = await server.token()
})
afterAll(() => server.close())

const auth = () => ({ authorization: `Bearer ${token}` })

const upload = (name: string, content: string | Uint8Array) =>
  fetch(`${server.url}/v2/report`, { method: "POST", headers: auth(), body: uploadForm([{ name, content }]) })

const processAs = (id: string, body: unknown) =>
  fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify(body)
  })

const completed = async (id: string): Promise<unknown> => {
  for (let i = 0; i < 400; i++) {
    const body = await (await fetch(`${server.url}/v2/report/${id}`, { headers: auth() })).json() as {
      data: { attributes: { status: string } }
    }
    if (body.data.attributes.status !== "processing") return body
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`report ${id} did not finish`)
}

/** Uploads, processes the four products and answers the completed result, each answer checked on the way. */
const resultOf = async (name: string, content: string | Uint8Array, country: string) => {
  const uploaded = await upload(name, content)
  if (uploaded.status !== 200) return { refused: await uploaded.json() as unknown, status: uploaded.status }
  const record = Spec.decodeExactly(Spec.PreProcessingRecord, await uploaded.json())
  const operations = OPERATIONS.filter((op) => record.data.attributes["available-operations"].includes(op))
  const processed = await processAs(record.data.attributes["request-id"], { country, operations })
  expect(processed.status).toBe(202)
  Spec.decodeExactly(Spec.ProcessingRecord, await processed.json())
  return { result: await completed(record.data.attributes["request-id"]), operations }
}

/** Every product the result carries, checked key for key against the spec's shape. */
const checkProducts = (result: unknown, operations: ReadonlyArray<string>) => {
  const body = Schema.decodeUnknownSync(Spec.CompletedResult)(result)
  const attributes = body.data.attributes
  const raw = (result as { data: { attributes: Record<string, unknown> } }).data.attributes
  const insights = (raw.insights ?? {}) as Record<string, unknown>
  if (operations.includes("categorisation")) Spec.decodeExactly(Spec.Categorisation, raw.categorisation)
  if (operations.includes("insights-income")) Spec.decodeExactly(Spec.InsightsIncome, insights["insights-income"])
  if (operations.includes("insights-risk")) Spec.decodeExactly(Spec.InsightsRisk, insights["insights-risk"])
  if (operations.includes("insights-loans")) Spec.decodeExactly(Spec.InsightsLoans, insights["insights-loans"])
  for (const op of ["insights-income", "insights-risk", "insights-loans"]) expect(op in raw).toBe(false)
  if (operations.includes("simple-score")) Schema.decodeUnknownSync(Spec.SimpleScoreValue)(raw["simple-score"])
  return attributes
}

describe("the original profile for the whole server, over HTTP", () => {
  it("answers the token request with exactly access_token, expires_in and token_type", async () => {
    const response = await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        audience: AUDIENCE,
        client_id: clientA.id,
        client_secret: clientA.secret,
        grant_type: "client_credentials"
      })
    })
    expect(response.status).toBe(200)
    Spec.decodeExactly(Spec.TokenResponse, await response.json())
  })

  it.each(Country.literals)(
    "shapes every product as the spec says for a generated statement processed for %s",
    async (country) => {
      // the generator writes twelve countries' statements; the others take a euro account's
      const written = countries.find((c) => c === country) ?? "DE"
      const persona = personaKinds[Country.literals.indexOf(country) % personaKinds.length]!
      const statement = generateStatement({ persona, country: written, seed: `original/${country}`, months: 4 })
      const file = writeCsv(statement, plainDialect)
      const outcome = await resultOf(`${country}.csv`, file.bytes, country)
      expect(outcome.status).toBeUndefined()
      expect(outcome.operations).toEqual(OPERATIONS)
      const attributes = checkProducts(outcome.result, OPERATIONS)
      const transactions = attributes.categorisation!.accounts.flatMap((a) =>
        a.currencies.flatMap((c) => c.transactions)
      )
      expect(transactions).toHaveLength(statement.transactions.length)
    }
  )

  it("answers errors as a top-level array with the original's codes and statuses", async () => {
    const unknown = await fetch(`${server.url}/v2/report/no-such-report`, { headers: auth() })
    expect(unknown.status).toBe(404)
    expect(Spec.decodeExactly(Spec.ErrorBody, await unknown.json())[0]["error-code"]).toBe("NOT_FOUND")

    const statement = generateStatement({ persona: "salaried", country: "GB", seed: "errors", months: 2 })
    const id = Spec.decodeExactly(
      Spec.PreProcessingRecord,
      await (await upload("s.csv", writeCsv(statement, plainDialect).bytes)).json()
    ).data.attributes["request-id"]
    const badCountry = await processAs(id, { country: "XX", operations: ["categorisation"] })
    expect(badCountry.status).toBe(Spec.ORIGINAL_ERROR_STATUS.UNSUPPORTED_COUNTRY_REQUESTED)
    expect(Spec.decodeExactly(Spec.ErrorBody, await badCountry.json())[0]["error-code"]).toBe(
      "UNSUPPORTED_COUNTRY_REQUESTED"
    )
    const missing = await processAs(id, { operations: ["categorisation"] })
    expect(missing.status).toBe(400)
    expect(Spec.decodeExactly(Spec.ErrorBody, await missing.json())[0]["error-code"]).toBe(
      "API_REQUIRED_PARAMS_MISSING"
    )
    expect((await processAs(id, { country: "GB", operations: ["categorisation"] })).status).toBe(202)
    const again = await processAs(id, { country: "GB", operations: ["categorisation"] })
    expect(again.status).toBe(Spec.ORIGINAL_ERROR_STATUS.ANALYSIS_ALREADY_REQUESTED)
    expect(Spec.decodeExactly(Spec.ErrorBody, await again.json())[0]["error-code"]).toBe("ANALYSIS_ALREADY_REQUESTED")

    const nothing = await fetch(`${server.url}/v2/report`, { method: "POST", headers: auth(), body: new FormData() })
    expect(nothing.status).toBe(400)
    Spec.decodeExactly(Spec.ErrorBody, await nothing.json())

    const noToken = await fetch(`${server.url}/v2/report/${id}`)
    expect(noToken.status).toBe(401)
    Spec.decodeExactly(Spec.ErrorBody, await noToken.json())

    const badSecret = await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        audience: AUDIENCE,
        client_id: clientA.id,
        client_secret: "wrong",
        grant_type: "client_credentials"
      })
    })
    expect(badSecret.status).toBe(400)
    Spec.decodeExactly(Spec.ErrorBody, await badSecret.json())
  })
})
