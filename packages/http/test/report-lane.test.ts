import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServer, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

// A plain `POST /v2/report`, `GET /v2/report/{id}` or `PUT /v2/report/process/{id}` is answered by the
// edge's report lane; the same request with an empty query string goes through the API's router. Both
// must answer alike.

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

const uploadedReport = async () => {
  const uploaded = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: auth(),
    body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
  })
  return ((await uploaded.json()) as { data: { attributes: { "request-id": string } } }).data.attributes["request-id"]
}

const completedReport = async () => {
  const id = await uploadedReport()
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

/** A process request to `path`: through the lane, or through the router when `routed`. */
const processAt = async (id: string, routed: boolean, headers: Record<string, string>, body: string) => {
  const response = await fetch(`${server.url}/v2/report/process/${id}${routed ? "?" : ""}`, {
    method: "PUT",
    headers,
    body
  })
  const seen = await answer(response)
  // each upload has its own id: compare the answers with the id taken out
  return { ...seen, body: Buffer.from(seen.body, "base64").toString("utf8").replaceAll(id, "{id}") }
}

describe("the report lane", () => {
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

  it("answers a process request as the API does: queued, an unreadable body, a body the schema refuses, errors", async () => {
    const json = { ...auth(), "content-type": "application/json" }
    const good = JSON.stringify({ country: "GB", operations: ["categorisation"] })
    const cases: ReadonlyArray<readonly [Record<string, string>, string, number]> = [
      [json, good, 202],
      // fetch sends a string body as text/plain, which the API does not read as JSON
      [auth(), good, 400],
      [json, "{not json", 400],
      [json, JSON.stringify({ country: "XX", operations: ["categorisation"] }), 400],
      [json, JSON.stringify({ country: "GB" }), 400],
      [{ "content-type": "application/json" }, good, 401]
    ]
    for (const [headers, body, status] of cases) {
      const lane = await processAt(await uploadedReport(), false, headers, body)
      const routed = await processAt(await uploadedReport(), true, headers, body)
      expect(lane.status).toBe(status)
      expect(lane).toEqual(routed)
    }
    const unknown = await processAt("no-such-report", false, json, good)
    expect(unknown.status).toBe(404)
    expect(unknown).toEqual(await processAt("no-such-report", true, json, good))
    const id = await uploadedReport()
    await processAt(id, false, json, good)
    const again = await processAt(id, false, json, good)
    expect(again.status).toBe(409)
    expect(again).toEqual(await processAt(id, true, json, good))
  })

  it("answers an upload as the API does: read, refused for its form, its content type or its token", async () => {
    const csv = { name: "uk.csv", content: ukStatementCsv }
    const cases: ReadonlyArray<readonly [string, Record<string, string>, () => FormData | string, number]> = [
      ["a statement", auth(), () => uploadForm([csv]), 200],
      ["a statement with options", auth(), () => uploadForm([csv], { decimal_separator: "." }), 200],
      ["options the schema refuses", auth(), () => uploadForm([csv], { decimal_separator: ";" }), 400],
      ["no file", auth(), () => uploadForm([]), 400],
      ["a file that is no statement", auth(), () => uploadForm([{ name: "a.csv", content: "hello\n" }]), 422],
      ["text, not multipart", { ...auth(), "content-type": "text/plain" }, () => "hello", 415],
      ["multipart without a boundary", { ...auth(), "content-type": "multipart/form-data" }, () => "x", 400],
      ["no token", {}, () => uploadForm([csv]), 401],
      ["a bad token", { authorization: "Bearer not-a-token" }, () => uploadForm([csv]), 401]
    ]
    for (const [what, headers, body, status] of cases) {
      const sent = async (routed: boolean) => {
        const response = await fetch(`${server.url}/v2/report${routed ? "?" : ""}`, {
          method: "POST",
          headers,
          body: body()
        })
        const seen = await answer(response)
        // each upload has its own id: compare the answers with the id taken out
        const text = Buffer.from(seen.body, "base64").toString("utf8")
        const id = /"request-id":"([^"]+)"/.exec(text)?.[1]
        return { what, ...seen, body: id === undefined ? text : text.replaceAll(id, "{id}") }
      }
      const lane = await sent(false)
      expect({ what, status: lane.status }).toEqual({ what, status })
      expect(lane).toEqual(await sent(true))
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
