import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AUDIENCE, clientA, clientB, startServer, startServerOn, testEngine, type TestServer } from "./harness.js"
import { portOf, rawExchange, requestHead } from "./raw-http.js"

// Adversarial requests against real servers on 127.0.0.1: each is answered (or its connection
// closed) within a bound, never with a 500, never by stalling.

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServer()
  token = await server.token()
})
afterAll(() => server.close())

const errorsOf = (body: string) => (JSON.parse(body) as { errors: Array<{ code: string; detail: string }> }).errors

/** Sends a complete request with `body` (declared length) and waits for the answer. */
const send = (target: TestServer, method: string, path: string, headers: Record<string, string>, body: string) =>
  rawExchange(portOf(target.url), (socket) => {
    socket.write(requestHead(method, path, { ...headers, "content-length": String(Buffer.byteLength(body)) }))
    socket.write(body)
  }, { waitMillis: 5_000, untilResponse: true })

/** Streams `total` bytes of `fill` in chunks without declaring a length; answers what came back. */
const stream = (path: string, method: string, headers: Record<string, string>, total: number, fill = "[") =>
  rawExchange(portOf(server.url), (socket) => {
    socket.write(requestHead(method, path, { ...headers, "transfer-encoding": "chunked" }))
    const chunk = fill.repeat(16 * 1024)
    let sent = 0
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length
        if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return void socket.once("drain", pump)
      }
      if (!socket.destroyed) socket.write("0\r\n\r\n")
    }
    pump()
  }, { waitMillis: 5_000, untilResponse: true })

const json = { "content-type": "application/json" }
const bearer = () => ({ authorization: `Bearer ${token}` })

describe("body limits", () => {
  it("answers a declared JSON body over 64 KiB with 413 EXCEEDED_LIMIT without reading it", async () => {
    const answer = await rawExchange(portOf(server.url), (socket) => {
      socket.write(requestHead("PUT", "/v2/report/process/x", { ...json, ...bearer(), "content-length": "600000000" }))
      socket.write("{")
    }, { waitMillis: 5_000, untilResponse: true })
    expect(answer.status).toBe(413)
    expect(errorsOf(answer.body)[0]?.code).toBe("EXCEEDED_LIMIT")
  })

  it("stops keeping a chunked JSON body once it passes the limit, answers 413 and throws the rest away", async () => {
    const answer = await stream("/v2/webhook-settings", "POST", { ...json, ...bearer() }, 50 * 1024 * 1024)
    expect(answer.status).toBe(413)
    // drained (unread-body.ts), not closed: a client still sending reads the 413 rather than a reset
    expect(answer.headers.connection).toBe("keep-alive")
  })

  it("gives the token endpoint its own, smaller limit, before any credential is looked at", async () => {
    const declared = await send(server, "POST", "/oauth/token", json, JSON.stringify({ padding: "x".repeat(20_000) }))
    expect(declared.status).toBe(413)
    const streamed = await stream("/oauth/token", "POST", json, 1024 * 1024, "a")
    expect(streamed.status).toBe(413)
  })
})

describe("hostile JSON", () => {
  it("answers [ a million times with 413 (over the limit), never 500", async () => {
    const answer = await send(server, "PUT", "/v2/report/process/x", { ...json, ...bearer() }, "[".repeat(1_000_000))
    expect(answer.status).toBe(413)
  })

  it("answers [ a million times with 400 where the limit allows the body, never 500", async () => {
    const roomy = await startServerOn(testEngine(), { jsonBodyLimitBytes: 4 * 1024 * 1024 })
    try {
      const roomyToken = await roomy.token()
      const answer = await send(
        roomy,
        "PUT",
        "/v2/report/process/x",
        { ...json, authorization: `Bearer ${roomyToken}` },
        "[".repeat(1_000_000)
      )
      expect(answer.status).toBe(400)
    } finally {
      await roomy.close()
    }
  })

  it.each([
    ["balanced nesting", `${"[".repeat(20_000)}${"]".repeat(20_000)}`],
    [
      "nesting inside a field",
      `{"country":"GB","operations":["categorisation"],"params":${"{\"a\":".repeat(5_000)}1${"}".repeat(5_000)}}`
    ],
    ["unclosed object", "{\"country\":"],
    ["a lone surrogate", "{\"country\":\"\\ud800\"}"],
    ["not JSON at all", "\u0000\u0001\u0002"]
  ])("answers %s with 400, its detail exposing nothing of the server", async (_, body) => {
    const answer = await send(server, "PUT", "/v2/report/process/x", { ...json, ...bearer() }, body)
    expect(answer.status).toBe(400)
    const detail = errorsOf(answer.body).map((error) => error.detail).join(" ")
    expect(detail).not.toMatch(/stack|RangeError|SyntaxError|at .*\.ts|node_modules/i)
  })

  it("answers a deeply nested token request with 400, never 500", async () => {
    const answer = await send(server, "POST", "/oauth/token", json, `${"[".repeat(3_000)}${"]".repeat(3_000)}`)
    expect(answer.status).toBe(400)
  })
})

describe("malformed multipart", () => {
  const upload = (contentType: string, headers: Record<string, string>, body?: string) =>
    rawExchange(portOf(server.url), (socket) => {
      socket.write(requestHead("POST", "/v2/report", { ...bearer(), "content-type": contentType, ...headers }))
      if (body !== undefined) socket.write(body)
    }, { waitMillis: 5_000, untilResponse: true })

  const part = "--XyZ\r\nContent-Disposition: form-data; name=\"input\"; filename=\"a.csv\"\r\n\r\nDate,Amount\r\n"

  it.each([
    ["without a boundary", "multipart/form-data", { "content-length": "4" }, "abcd"],
    ["with Content-Length: 0", "multipart/form-data; boundary=XyZ", { "content-length": "0" }, undefined],
    ["of just --boundary", "multipart/form-data; boundary=XyZ", { "content-length": "5" }, "--XyZ"],
    ["empty and chunked", "multipart/form-data; boundary=XyZ", { "transfer-encoding": "chunked" }, "0\r\n\r\n"],
    ["cut off inside a part", "multipart/form-data; boundary=XyZ", {
      "content-length": String(part.length)
    }, part],
    ["ending without its closing boundary", "multipart/form-data; boundary=XyZ", {
      "content-length": String(part.length + 9)
    }, `${part}\r\n--XyZ\r\n`],
    ["with a boundary over 70 characters", `multipart/form-data; boundary=${"b".repeat(71)}`, {
      "content-length": "4"
    }, "abcd"]
  ])("answers a body %s with 400 at once", async (_, contentType, headers, body) => {
    const answer = await upload(contentType, headers, body)
    expect(answer.status).toBe(400)
    expect(errorsOf(answer.body)[0]?.code).toBe("VALIDATION_ERROR")
  })

  it("answers an options field nested too deeply with 400", async () => {
    const options = `${"[".repeat(50_000)}${"]".repeat(50_000)}`
    const body = `${part}\r\n--XyZ\r\nContent-Disposition: form-data; name="options"\r\n\r\n${options}\r\n--XyZ--\r\n`
    const answer = await upload("multipart/form-data; boundary=XyZ", { "content-length": String(body.length) }, body)
    expect(answer.status).toBe(400)
    expect(errorsOf(answer.body)[0]?.detail).toContain("nests deeper")
  })
})

describe("timeouts and connections", () => {
  let bounded: TestServer
  beforeAll(async () => {
    bounded = await startServerOn(testEngine(), {
      headersTimeoutMillis: 1_000,
      requestTimeoutMillis: 2_000,
      keepAliveTimeoutMillis: 500,
      maxConnections: 4
    })
  })
  afterAll(() => bounded.close())

  it("closes a connection that never finishes its headers", async () => {
    const answer = await rawExchange(portOf(bounded.url), (socket) => {
      socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    }, { waitMillis: 8_000 })
    expect(answer.closedByServer).toBe(true)
  })

  it("closes a connection whose body trickles in slower than the request timeout", async () => {
    const answer = await rawExchange(portOf(bounded.url), (socket) => {
      socket.write(requestHead("PUT", "/v2/report/process/x", { ...json, "content-length": "1000" }))
      const trickle = setInterval(() => socket.destroyed ? clearInterval(trickle) : socket.write(" "), 200)
      socket.once("close", () => clearInterval(trickle))
    }, { waitMillis: 8_000 })
    expect(answer.closedByServer).toBe(true)
  })

  it("closes an idle keep-alive connection", async () => {
    const answer = await rawExchange(portOf(bounded.url), (socket) => {
      socket.write(requestHead("GET", "/healthz", {}))
    }, { waitMillis: 8_000 })
    expect(answer.status).toBe(200)
    expect(answer.closedByServer).toBe(true)
  })

  it("closes connections beyond the bound as they arrive, and serves again once others close", async () => {
    const port = portOf(bounded.url)
    const holders = Array.from(
      { length: 4 },
      () => rawExchange(port, (socket) => socket.write("GET /healthz HTTP/1.1\r\n"), { waitMillis: 4_000 })
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refused = await rawExchange(port, (socket) => socket.write(requestHead("GET", "/healthz", {})), {
      waitMillis: 3_000,
      untilResponse: true
    })
    expect(refused.status).toBeUndefined()
    expect(refused.closedByServer).toBe(true)
    await Promise.all(holders)
    const served = await rawExchange(port, (socket) => socket.write(requestHead("GET", "/healthz", {})), {
      waitMillis: 3_000,
      untilResponse: true
    })
    expect(served.status).toBe(200)
  })
})

describe("the token endpoint", () => {
  const tokenRequest = (target: TestServer, clientId: string, secret: string, headers: Record<string, string> = {}) =>
    fetch(`${target.url}/oauth/token`, {
      method: "POST",
      headers: { ...json, ...headers },
      body: JSON.stringify({
        audience: AUDIENCE,
        client_id: clientId,
        client_secret: secret,
        grant_type: "client_credentials"
      })
    })

  it("limits requests per source address, with 429 and Retry-After", async () => {
    const limited = await startServerOn(testEngine(), { tokenRateLimitPerAddress: 3 })
    try {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await tokenRequest(limited, `guess-${i}`, "x".repeat(20))).status)
      expect(statuses).toEqual([400, 400, 400, 429])
      const refused = await tokenRequest(limited, clientA.id, clientA.secret)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })

  it("limits requests per client id, whoever sends them, before checking the secret", async () => {
    const limited = await startServerOn(testEngine(), { tokenRateLimitPerClient: 3 })
    try {
      for (let i = 0; i < 3; i++) {
        expect((await tokenRequest(limited, clientA.id, `wrong-secret-${i}`)).status).toBe(400)
      }
      const refused = await tokenRequest(limited, clientA.id, clientA.secret)
      expect(refused.status).toBe(429)
      expect(refused.headers.get("retry-after")).not.toBeNull()
      expect((await tokenRequest(limited, clientB.id, clientB.secret)).status).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const limited = await startServerOn(testEngine(), { tokenRateLimitPerAddress: 2 })
    try {
      const statuses = []
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        statuses.push((await tokenRequest(limited, "x", "y".repeat(20), { "x-forwarded-for": address })).status)
      }
      expect(statuses).toEqual([400, 400, 429])
    } finally {
      await limited.close()
    }
  })

  it("takes the client's address from X-Forwarded-For when the peer is a trusted proxy", async () => {
    const limited = await startServerOn(testEngine(), { tokenRateLimitPerAddress: 2, trustedProxies: ["127.0.0.1"] })
    try {
      const statuses = []
      for (const address of ["203.0.113.1", "203.0.113.1", "203.0.113.1", "203.0.113.2"]) {
        statuses.push((await tokenRequest(limited, "x", "y".repeat(20), { "x-forwarded-for": address })).status)
      }
      expect(statuses).toEqual([400, 400, 429, 400])
    } finally {
      await limited.close()
    }
  })
})

describe("forwarded host and protocol", () => {
  const selfLink = async (target: TestServer) => {
    const response = await fetch(`${target.url}/v2/report`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await target.token()}`,
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https"
      },
      body: (() => {
        const form = new FormData()
        form.append("input", new Blob(["Date,Description,Amount\n2024-01-02,SHOP,-1.00\n"]), "a.csv")
        return form
      })()
    })
    const body = await response.json() as {
      data: { relationships: { operations: { links: { self: string } } } }
    }
    return body.data.relationships.operations.links.self
  }

  it("builds links from the Host header unless the peer is a trusted proxy", async () => {
    expect(await selfLink(server)).toBe(`${server.url}/v2/report`)
    const proxied = await startServerOn(testEngine(), { trustedProxies: ["127.0.0.0/8"] })
    try {
      expect(await selfLink(proxied)).toBe("https://evil.example/v2/report")
    } finally {
      await proxied.close()
    }
  })
})

describe("response headers", () => {
  it("sends nosniff and a request id on every answer, and no-store on API answers", async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/v2/available-models`, { headers: bearer() }),
      fetch(`${server.url}/v2/report/unknown`, { headers: bearer() }),
      fetch(`${server.url}/v2/available-models`),
      fetch(`${server.url}/openapi.json`),
      fetch(`${server.url}/nowhere`),
      fetch(`${server.url}/healthz`)
    ])
    for (const answer of answers) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
    }
    for (const answer of answers.slice(0, 3)) expect(answer.headers.get("cache-control")).toBe("no-store")
  })

  it("keeps a well-formed X-Request-Id from the client and replaces any other", async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "trace-42.a:b_c" } })
    expect(kept.headers.get("x-request-id")).toBe("trace-42.a:b_c")
    const replaced = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "bad id\u00e9<script>" } })
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("serves /docs with a Content-Security-Policy and frame protection", async () => {
    const page = await fetch(`${server.url}/docs`)
    const policy = page.headers.get("content-security-policy") ?? ""
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/)
    expect(page.headers.get("x-frame-options")).toBe("DENY")
    expect(page.headers.get("x-content-type-options")).toBe("nosniff")
  })
})
