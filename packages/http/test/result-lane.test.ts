import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

// A plain `GET /v2/report/{id}` is answered by the edge's result lane; the same request with an empty
// query string goes through the API's router. Both must answer alike.

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startServer()
  token = await server.token()
})
afterAll(() => server.close())

const auth = () => ({ authorization: `Bearer ${token}` })

/** What must be the same: status, headers but the date and the request id, and the body's bytes. */
const answer = async (response: Response) => {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id")
  )
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString("base64") }
}

const bothWays = async (id: string, headers: Record<string, string>) => {
  const lane = await answer(await fetch(`${server.url}/v2/report/${id}`, { headers }))
  const routed = await answer(await fetch(`${server.url}/v2/report/${id}?`, { headers }))
  return { lane, routed }
}

const completedReport = async () => {
  const uploaded = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: auth(),
    body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
  })
  const id = ((await uploaded.json()) as { data: { attributes: { "request-id": string } } }).data.attributes[
    "request-id"
  ]
  await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations: ["categorisation", "insights-income"] })
  })
  const held = await fetch(`${server.url}/v2/report/${id}`, { headers: { ...auth(), prefer: "wait=10" } })
  expect(((await held.json()) as { data: { attributes: { status: string } } }).data.attributes.status).toBe(
    "completed"
  )
  return id
}

describe("the result lane", () => {
  it("answers a completed result as the API does, plain and gzipped, held or not", async () => {
    const id = await completedReport()
    for (
      const headers of [
        { ...auth(), "accept-encoding": "identity" },
        { ...auth(), "accept-encoding": "gzip" },
        { ...auth(), "accept-encoding": "identity", prefer: "wait=5" }
      ]
    ) {
      const { lane, routed } = await bothWays(id, headers)
      expect(lane.status).toBe(200)
      expect(lane).toEqual(routed)
    }
  })

  it("answers errors as the API does: no token, a bad token, an unknown report", async () => {
    const id = await completedReport()
    for (
      const [path, headers] of [
        [id, {}],
        [id, { authorization: "Bearer not-a-token" }],
        ["no-such-report", auth()]
      ] as const
    ) {
      const { lane, routed } = await bothWays(path, headers)
      expect(lane.status).toBeGreaterThanOrEqual(400)
      expect(lane).toEqual(routed)
    }
  })

  it("takes from the same request budget as the API's other endpoints", async () => {
    const limited = await startServer({}, 3)
    try {
      const limitedToken = await limited.token()
      const headers = { authorization: `Bearer ${limitedToken}` }
      expect((await fetch(`${limited.url}/v2/available-models`, { headers })).status).toBe(200)
      expect((await fetch(`${limited.url}/v2/report/no-such-report`, { headers })).status).toBe(404)
      expect((await fetch(`${limited.url}/v2/available-models`, { headers })).status).toBe(200)
      expect((await fetch(`${limited.url}/v2/report/no-such-report`, { headers })).status).toBe(429)
      expect((await fetch(`${limited.url}/v2/available-models`, { headers })).status).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
