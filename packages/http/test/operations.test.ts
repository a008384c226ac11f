import { HttpServer } from "@effect/platform"
import { Engine } from "@statement-engine/core"
import { defaultServerSettings } from "@statement-engine/engine"
import { Effect, HashMap, Layer, Logger, ManagedRuntime, Redacted } from "effect"
import net from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PreProcessingRecord, serveApi } from "../src/index.js"
import {
  AUDIENCE,
  clientA,
  clientB,
  decoded,
  startServer,
  startServerOn,
  testEngine,
  type TestServer,
  ukStatementCsv,
  uploadForm
} from "./harness.js"

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const auth = async (client: { readonly id: string; readonly secret: string } = clientA) => ({
  authorization: `Bearer ${await server.token(client)}`
})

const uploadUk = async (headers: Record<string, string>) => {
  const response = await fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers,
    body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
  })
  return (await decoded(response, PreProcessingRecord)).data.attributes["request-id"]
}

const completed = async (id: string, headers: Record<string, string>) => {
  await fetch(`${server.url}/v2/report/process/${id}`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
  })
  for (let i = 0; i < 200; i++) {
    const result = await fetch(`${server.url}/v2/report/${id}`, { headers })
    const body = await result.json() as { data: { attributes: { status: string } } }
    if (body.data.attributes.status === "completed") return result
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error("the report did not complete")
}

describe("GET /healthz and /readyz", () => {
  it("answer without authentication: up, and ready with each check", async () => {
    const health = await fetch(`${server.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: "up" })
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { store: "ok", analysis: "ok", shutdown: "running" }
    })
  })
})

describe("GET /metrics", () => {
  it("serves Prometheus text: requests by route and status, durations, reports by state, queue, webhooks", async () => {
    const headers = await auth()
    await completed(await uploadUk(headers), headers)
    await fetch(`${server.url}/v2/report/nope`, { headers })
    const response = await fetch(`${server.url}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/plain")
    const text = await response.text()
    expect(text).toContain(
      `statement_engine_http_requests_total{method="GET",route="/v2/report/{request-id}",status="404"} 1`
    )
    expect(text).toMatch(
      /statement_engine_http_request_duration_seconds_count\{method="POST",route="\/v2\/report"\} [1-9]/
    )
    expect(text).toMatch(/statement_engine_reports\{state="completed"\} [1-9]/)
    expect(text).toContain("statement_engine_queue_depth 0")
    expect(text).toContain("# TYPE statement_engine_webhook_attempts_total counter")
    expect(text).toContain("process_resident_memory_bytes")
  })

  it("asks for the metrics token when one is set", async () => {
    const guarded = await startServerOn(testEngine(), { metricsToken: Redacted.make("scrape-token-0123") })
    try {
      expect((await fetch(`${guarded.url}/metrics`)).status).toBe(401)
      expect((await fetch(`${guarded.url}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401)
      const allowed = await fetch(`${guarded.url}/metrics`, { headers: { authorization: "Bearer scrape-token-0123" } })
      expect(allowed.status).toBe(200)
    } finally {
      await guarded.close()
    }
  })
})

describe("DELETE /v2/report/{request-id}", () => {
  it("erases the caller's report: 204, then the id is unknown, to its owner as to anyone", async () => {
    const headers = await auth()
    const id = await uploadUk(headers)
    await completed(id, headers)
    const erased = await fetch(`${server.url}/v2/report/${id}`, { method: "DELETE", headers })
    expect(erased.status).toBe(204)
    expect(await erased.text()).toBe("")
    expect((await fetch(`${server.url}/v2/report/${id}`, { headers })).status).toBe(404)
    expect((await fetch(`${server.url}/v2/report/${id}`, { method: "DELETE", headers })).status).toBe(404)
    const again = await fetch(`${server.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
    })
    expect(again.status).toBe(404)
  })

  it("answers another client's id with the 404 of an unknown one, and erases nothing", async () => {
    const owner = await auth(clientA)
    const other = await auth(clientB)
    const id = await uploadUk(owner)
    const refused = await fetch(`${server.url}/v2/report/${id}`, { method: "DELETE", headers: other })
    const unknown = await fetch(`${server.url}/v2/report/no-such-report`, { method: "DELETE", headers: other })
    expect(refused.status).toBe(404)
    const body = await refused.json() as { errors: Array<{ code: string }> }
    expect(body.errors[0]?.code).toBe("NOT_FOUND")
    expect(unknown.status).toBe(404)
    const process = await fetch(`${server.url}/v2/report/process/${id}`, {
      method: "PUT",
      headers: { ...owner, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation"] })
    })
    expect(process.status).toBe(202)
  })

  it("needs a bearer token", async () => {
    expect((await fetch(`${server.url}/v2/report/anything`, { method: "DELETE" })).status).toBe(401)
  })
})

/** A server whose log lines are kept, with client A registered. */
const loggingServer = async () => {
  const lines: Array<Record<string, unknown>> = []
  const capture = Logger.make(({ annotations, logLevel, message }) => {
    lines.push({
      message: Array.isArray(message) ? message.join(" ") : String(message),
      level: logLevel.label,
      ...Object.fromEntries(HashMap.toEntries(annotations))
    })
  })
  const runtime = ManagedRuntime.make(
    serveApi({
      engine: testEngine(),
      server: { ...defaultServerSettings, port: 0, tokenRateLimitPerAddress: 0, tokenRateLimitPerClient: 0 }
    }).pipe(Layer.provide(Logger.replace(Logger.defaultLogger, capture)))
  )
  const url = await runtime.runPromise(Effect.gen(function*() {
    const httpServer = yield* HttpServer.HttpServer
    yield* (yield* Engine).registerClient(clientA.id, clientA.secret)
    return httpServer.address._tag === "TcpAddress" ? `http://127.0.0.1:${httpServer.address.port}` : ""
  }))
  return { url, lines, dispose: () => runtime.dispose() }
}

const tokenOf = (url: string, requestId: string) =>
  fetch(`${url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": requestId },
    body: JSON.stringify({
      audience: AUDIENCE,
      client_id: clientA.id,
      client_secret: clientA.secret,
      grant_type: "client_credentials"
    })
  }).then((r) => r.json() as Promise<{ access_token: string }>)

/** Sends the head and part of a declared 200,000-byte upload, then closes the connection. */
const abandonUpload = (url: string, token: string) =>
  new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1", () => {
      socket.write(
        `POST /v2/report HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          "Content-Type: multipart/form-data; boundary=b0\r\nContent-Length: 200000\r\n\r\n" +
          `--b0\r\nContent-Disposition: form-data; name="input"; filename="a.csv"\r\n\r\n` +
          "Date,Amount,Description\n" + "2024-01-01,1.00,coffee\n".repeat(2000)
      )
      setTimeout(() => {
        socket.destroy()
        resolve()
      }, 200)
    })
    socket.on("error", reject)
  })

describe("request logs", () => {
  it("write one structured line per request with its id and client, and never a secret", async () => {
    const { dispose, lines, url } = await loggingServer()
    try {
      const token = await tokenOf(url, "login-1")
      await fetch(`${url}/v2/available-models`, {
        headers: { authorization: `Bearer ${token.access_token}`, "x-request-id": "models-1" }
      })
      const requests = lines.filter((line) => line.message === "request")
      expect(requests).toContainEqual(expect.objectContaining({
        request_id: "login-1",
        client_id: clientA.id,
        route: "/oauth/token",
        status: 200
      }))
      expect(requests).toContainEqual(expect.objectContaining({
        request_id: "models-1",
        client_id: clientA.id,
        route: "/v2/available-models",
        method: "GET",
        status: 200
      }))
      const everything = JSON.stringify(lines)
      expect(everything).not.toContain(clientA.secret)
      expect(everything).not.toContain(token.access_token)
    } finally {
      await dispose()
    }
  })

  it("log an upload whose client went away as 499 at info level, not as a failure of the server", async () => {
    const { dispose, lines, url } = await loggingServer()
    try {
      const token = await tokenOf(url, "login-2")
      await abandonUpload(url, token.access_token)
      await expect.poll(() => lines.filter((line) => line.route === "/v2/report").length, { timeout: 5000 }).toBe(1)
      expect(lines.find((line) => line.route === "/v2/report")).toMatchObject({ status: 499, level: "INFO" })
      expect(lines.filter((line) => line.level === "ERROR")).toEqual([])
    } finally {
      await dispose()
    }
  })
})
