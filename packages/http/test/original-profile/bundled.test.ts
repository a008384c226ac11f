import { generateStatement, writeCsv } from "@statement-engine/testkit"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bundleClient, type BundledServer, startBundledServer } from "../bundled-server.js"
import { uploadForm } from "../harness.js"
import { plainDialect } from "./plain-dialect.js"
import * as Spec from "./spec-shapes.js"

/*
 * The original profile through the server as `pnpm start` runs it (dist/main.mjs with
 * STATEMENT_ENGINE_COMPATIBILITY=original): every answer checked against spec-shapes.ts.
 */

const OPERATIONS = ["categorisation", "insights-income", "insights-risk", "insights-loans", "simple-score"]

let server: BundledServer
let token: string
beforeAll(async () => {
  server = await startBundledServer({ STATEMENT_ENGINE_COMPATIBILITY: "original" })
  token = await server.token()
}, 120_000)
afterAll(async () => {
  await server.stop()
})

const auth = () => ({ authorization: `Bearer ${token}` })

const statementCsv = (seed: string) =>
  writeCsv(generateStatement({ persona: "salaried", country: "GB", seed, months: 4 }), plainDialect).bytes

/** Every product of the five in a completed result, each checked key for key against the spec's shape. */
const checkProducts = (result: unknown) => {
  Schema.decodeUnknownSync(Spec.CompletedResult)(result)
  const raw = (result as { data: { attributes: Record<string, unknown> } }).data.attributes
  const insights = (raw.insights ?? {}) as Record<string, unknown>
  Spec.decodeExactly(Spec.Categorisation, raw.categorisation)
  Spec.decodeExactly(Spec.InsightsIncome, insights["insights-income"])
  Spec.decodeExactly(Spec.InsightsRisk, insights["insights-risk"])
  Spec.decodeExactly(Spec.InsightsLoans, insights["insights-loans"])
  Schema.decodeUnknownSync(Spec.SimpleScoreValue)(raw["simple-score"])
}

const completed = async (id: string): Promise<unknown> => {
  for (let i = 0; i < 400; i++) {
    const body = await (await fetch(`${server.url}/v2/report/${id}`, { headers: auth() })).json() as {
      data: { attributes: { status: string } }
    }
    if (body.data.attributes.status !== "processing") return body
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`report ${id} did not finish`)
}

describe("the original profile through the bundled server", () => {
  it("answers the token request in the original's shape", async () => {
    const response = await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        audience: "statement-engine",
        client_id: bundleClient.id,
        client_secret: bundleClient.secret,
        grant_type: "client_credentials"
      })
    })
    expect(response.status).toBe(200)
    Spec.decodeExactly(Spec.TokenResponse, await response.json())
  })

  it("uploads, processes the five operations and answers each in the spec's shape", async () => {
    const uploaded = await fetch(`${server.url}/v2/report`, {
      method: "POST",
      headers: auth(),
      body: uploadForm([{ name: "gb.csv", content: statementCsv("bundled/original") }])
    })
    expect(uploaded.status).toBe(200)
    const record = Spec.decodeExactly(Spec.PreProcessingRecord, await uploaded.json())
    expect(record.data.attributes["available-operations"]).toEqual(expect.arrayContaining(OPERATIONS))
    const id = record.data.attributes["request-id"]
    const processed = await fetch(`${server.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: OPERATIONS })
    })
    expect(processed.status).toBe(202)
    Spec.decodeExactly(Spec.ProcessingRecord, await processed.json())
    checkProducts(await completed(id))
  })

  it("answers an unknown request id as the original's error array", async () => {
    const unknown = await fetch(`${server.url}/v2/report/no-such-report`, { headers: auth() })
    expect(unknown.status).toBe(404)
    expect(Spec.decodeExactly(Spec.ErrorBody, await unknown.json())[0]["error-code"]).toBe("NOT_FOUND")
  })

  it("answers the one call with Prefer: wait in the original's result shape", async () => {
    const form = uploadForm([{ name: "one-call.csv", content: statementCsv("bundled/one-call") }])
    form.append("country", "GB")
    form.append("operations", JSON.stringify(OPERATIONS))
    const response = await fetch(`${server.url}/v2/report`, {
      method: "POST",
      headers: { ...auth(), prefer: "wait=20" },
      body: form
    })
    expect(response.status).toBe(200)
    checkProducts(await response.json())
  })
})
