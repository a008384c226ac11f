import { engineLayer, makeSettings } from "@statement-engine/engine"
import { generateStatement, writeCsv } from "@statement-engine/testkit"
import { Redacted, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ProcessingResult } from "../../src/index.js"
import { clientA, startServerOn, type TestServer, uploadForm } from "../harness.js"
import { plainDialect } from "./plain-dialect.js"
import * as Spec from "./spec-shapes.js"

// One server in our shapes; one client of it served in the original's, set in the client store.
const legacy = { id: "legacy-lender", secret: "legacy-secret-0123456789" } as const

let server: TestServer
beforeAll(async () => {
  server = await startServerOn(engineLayer(makeSettings({
    analysis: { workers: 0 },
    engine: { pollIntervalMillis: 50 },
    clients: [{ clientId: legacy.id, secret: Redacted.make(legacy.secret), compatibility: "original" }]
  })))
})
afterAll(() => server.close())

/** Upload, process and wait as `client`; answers the upload record and the completed result as sent. */
const runAs = async (client: { readonly id: string; readonly secret: string }) => {
  const headers = { authorization: `Bearer ${await server.token(client)}` }
  const statement = generateStatement({ persona: "payday_borrower", country: "GB", seed: "per-client", months: 3 })
  const uploaded = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers,
    body: uploadForm([{ name: "s.csv", content: writeCsv(statement, plainDialect).bytes }])
  })
  const record: unknown = await uploaded.json()
  const id = Schema.decodeUnknownSync(Spec.PreProcessingRecord)(record).data.attributes["request-id"]
  const processed = await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({
      country: "GB",
      operations: ["categorisation", "insights-income", "insights-risk", "insights-loans"]
    })
  })
  expect(processed.status).toBe(202)
  const result = await (await fetch(`${server.url}/v2/report/${id}`, { headers: { ...headers, prefer: "wait=20" } }))
    .json() as unknown
  const missing = await fetch(`${server.url}/v2/report/nothing-here`, { headers })
  return { record, result, missing: { status: missing.status, body: await missing.json() as unknown } }
}

describe("a client with the original profile of its own, on a server serving ours", () => {
  it("gets the original's shapes while another client of the same server gets ours", async () => {
    const original = await runAs(legacy)
    Spec.decodeExactly(Spec.PreProcessingRecord, original.record)
    const result = Schema.decodeUnknownSync(Spec.CompletedResult)(original.result)
    expect(result.data.type).toBe("report processing status")
    expect(result.data.attributes.insights?.["insights-loans"]?.loans_by_category.length).toBeGreaterThan(0)
    Spec.decodeExactly(Spec.ErrorBody, original.missing.body)

    const ours = await runAs(clientA)
    expect(() => Spec.decodeExactly(Spec.PreProcessingRecord, ours.record)).toThrow()
    const oursResult = Schema.decodeUnknownSync(ProcessingResult)(ours.result)
    expect(oursResult.data.type).toBe("report processing result")
    expect(oursResult.data.attributes["insights-loans"]?.currencies.length).toBe(1)
    expect(ours.missing).toMatchObject({ status: 404, body: { errors: [{ code: "NOT_FOUND", status: "404" }] } })
  })
})
