import { engineLayer, makeSettings, postgresStore } from "@statement-engine/engine"
import { freshDatabase, onTestServer } from "@statement-engine/testkit/postgres"
import { Effect, Exit, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PreProcessingRecord } from "../src/index.js"
import { decoded, startServerOn, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

let scope: Scope.CloseableScope
let databaseUrl: string
let first: TestServer
let second: TestServer

beforeAll(async () => {
  scope = Effect.runSync(Scope.make())
  databaseUrl = await Effect.runPromise(Scope.extend(freshDatabase, scope))
  // two engine processes' worth of servers on one database
  const settings = makeSettings({
    store: postgresStore(databaseUrl),
    analysis: { workers: 0 },
    engine: { pollIntervalMillis: 50 }
  })
  first = await startServerOn(engineLayer(settings))
  second = await startServerOn(engineLayer(settings))
}, 60_000)
afterAll(async () => {
  await first.close()
  await second.close()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

describe("the server on the PostgreSQL store", () => {
  it("any server answers any request: upload on one, process and read on the other", async () => {
    const token = await first.token()
    const auth = { authorization: `Bearer ${token}` }
    const uploaded = await fetch(`${first.url}/v2/report`, {
      method: "POST",
      headers: auth,
      body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
    })
    expect(uploaded.status).toBe(200)
    const id = (await decoded(uploaded, PreProcessingRecord)).data.attributes["request-id"]
    const processed = await fetch(`${second.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation", "insights-income"] })
    })
    expect(processed.status).toBe(202)
    let status = "processing"
    let body: { data: { attributes: Record<string, unknown> } } = { data: { attributes: {} } }
    for (let i = 0; i < 200 && status === "processing"; i++) {
      const result = await fetch(`${(i % 2 === 0 ? first : second).url}/v2/report/${id}`, { headers: auth })
      expect(result.status).toBe(200)
      body = await result.json() as typeof body
      status = String(body.data.attributes.status)
      if (status === "processing") await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(status).toBe("completed")
    expect(body.data.attributes).toHaveProperty("insights-income")
    const again = await fetch(`${second.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
    })
    expect(again.status).toBe(409)
  })

  it("answers 503 SERVICE_UNAVAILABLE while the database is unreachable, and recovers by itself", async () => {
    const token = await first.token()
    const auth = { authorization: `Bearer ${token}` }
    const name = new URL(databaseUrl).pathname.slice(1)
    await onTestServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
    await onTestServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`)
    try {
      const notReady = await fetch(`${first.url}/readyz`)
      expect(notReady.status).toBe(503)
      expect(await notReady.json()).toMatchObject({ status: "not ready", checks: { store: "unreachable" } })
      const down = await fetch(`${first.url}/v2/report/nope`, { headers: auth })
      expect(down.status).toBe(503)
      expect(down.headers.get("retry-after")).not.toBeNull()
      const body = await down.json() as { errors: Array<{ code: string }> }
      expect(body.errors[0]?.code).toBe("SERVICE_UNAVAILABLE")
    } finally {
      await onTestServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
    }
    let status = 0
    for (let i = 0; i < 100 && status !== 404; i++) {
      status = (await fetch(`${first.url}/v2/report/nope`, { headers: auth })).status
      if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(status).toBe(404)
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200)
  })

  it("erases a report on DELETE, for every server on the database", async () => {
    const token = await first.token()
    const auth = { authorization: `Bearer ${token}` }
    const uploaded = await fetch(`${first.url}/v2/report`, {
      method: "POST",
      headers: auth,
      body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
    })
    const id = (await decoded(uploaded, PreProcessingRecord)).data.attributes["request-id"]
    expect((await fetch(`${second.url}/v2/report/${id}`, { method: "DELETE", headers: auth })).status).toBe(204)
    const gone = await fetch(`${first.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
    })
    expect(gone.status).toBe(404)
  })
})
