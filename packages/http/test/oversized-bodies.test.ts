import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type BundledServer, startBundledServer } from "./bundled-server.js"
import { startServer, type TestServer } from "./harness.js"
import { curlBody, curlForm, pythonPost, runs } from "./other-clients.js"
import { portOf, rawExchange, requestHead } from "./raw-http.js"

// An oversized body is answered 413 in a way clients read: Node's fetch, which fails the whole
// request when its body write is reset, a raw socket that sends every byte before reading, and
// (against the bundled server) curl and Python's requests.

const MiB = 1024 * 1024
const json = { "content-type": "application/json" }

/** What Node's fetch made of a request: its status and error code, or the error it failed with. */
const fetched = async (url: string, init: RequestInit): Promise<string> => {
  try {
    const answer = await fetch(url, init)
    const body = await answer.json() as { errors?: ReadonlyArray<{ code?: string }> }
    return `${answer.status} ${body.errors?.[0]?.code ?? ""}`
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    return `failed: ${
      cause instanceof Error ? `${(cause as { code?: string }).code ?? ""} ${cause.message}` : String(cause)
    }`
  }
}

/** A body without a declared length: `total` bytes in 64 KiB chunks. */
const chunked = (total: number, fill: number): ReadableStream<Uint8Array> => {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close()
      const size = Math.min(64 * 1024, total - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(fill))
    }
  })
}

/**
 * Sends a request head and every byte of a `total`-byte body on a raw socket, then reads: the
 * status line that came back, or the socket error that ended it (a reset while still writing).
 */
const rawWholeBody = (port: number, head: string, total: number): Promise<string> =>
  new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1")
    let raw = ""
    let written = 0
    const done = (outcome: string) => {
      socket.destroy()
      resolve(outcome)
    }
    socket.on("data", (chunk: Buffer) => {
      raw += chunk.toString("latin1")
      const status = /^HTTP\/1\.1 (\d{3})/.exec(raw)
      if (status !== null && written >= total) done(status[1] ?? "")
    })
    socket.on("error", (error: Error & { code?: string }) => done(`error ${error.code ?? error.message}`))
    socket.on("close", () => done(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? "closed"))
    const chunk = Buffer.alloc(64 * 1024, 0x61)
    const pump = () => {
      while (written < total) {
        written += chunk.length
        if (!socket.write(chunk)) return void socket.once("drain", pump)
      }
      const status = /^HTTP\/1\.1 (\d{3})/.exec(raw)
      if (status !== null) done(status[1] ?? "")
    }
    socket.on("connect", () => {
      socket.write(head)
      pump()
    })
  })

const cases = (target: () => { readonly url: string; readonly token: () => Promise<string> }) => {
  it("the token endpoint answers a 20 MB JSON body 413 to fetch, six times in six", async () => {
    const body = JSON.stringify({ client_id: "x", padding: "x".repeat(20 * MiB) })
    const answers: Array<string> = []
    for (let i = 0; i < 6; i++) {
      answers.push(await fetched(`${target().url}/oauth/token`, { method: "POST", headers: json, body }))
    }
    expect(answers).toEqual(Array(6).fill("413 EXCEEDED_LIMIT"))
  })

  it("a /v2 JSON body over its limit, declared or streamed, is answered 413 to fetch", async () => {
    const headers = { ...json, authorization: `Bearer ${await target().token()}` }
    const url = `${target().url}/v2/webhook-settings`
    const declared = await fetched(url, { method: "POST", headers, body: `"${"x".repeat(8 * MiB)}"` })
    const streamed = await fetched(url, {
      method: "POST",
      headers,
      body: chunked(8 * MiB, 0x5b),
      duplex: "half"
    } as RequestInit)
    expect([declared, streamed]).toEqual(["413 EXCEEDED_LIMIT", "413 EXCEEDED_LIMIT"])
  })

  it("an upload over 10 MiB, declared or streamed, is answered 413 to fetch", async () => {
    const auth = { authorization: `Bearer ${await target().token()}` }
    const form = new FormData()
    form.append("input", new Blob([new Uint8Array(11 * MiB).fill(0x41)]), "big.csv")
    const declared = await fetched(`${target().url}/v2/report`, { method: "POST", headers: auth, body: form })
    const request = new Request(`${target().url}/v2/report`, { method: "POST", body: form })
    const streamed = await fetched(`${target().url}/v2/report`, {
      method: "POST",
      headers: { ...auth, "content-type": request.headers.get("content-type") ?? "" },
      body: request.body,
      duplex: "half"
    } as RequestInit)
    expect([declared, streamed]).toEqual(["413 EXCEEDED_LIMIT", "413 EXCEEDED_LIMIT"])
  })

  it("a raw socket that writes the whole 20 MB body before reading reads 413", async () => {
    const total = 20 * MiB
    const head = requestHead("POST", "/oauth/token", { ...json, "content-length": String(total) })
    expect(await rawWholeBody(portOf(target().url), head, total)).toBe("413")
    const chunkedHead = requestHead("POST", "/oauth/token", { ...json, "transfer-encoding": "chunked" })
    // a chunked body: one 20 MB chunk, then the end
    const size = total.toString(16)
    expect(await rawWholeBody(portOf(target().url), `${chunkedHead}${size}\r\n`, total)).toBe("413")
  })

  it("a body past what is drained is not read to its end: the connection is closed", async () => {
    // 80 MiB streamed: answered 413, thrown away up to 64 MiB, then the connection is closed
    const chunkedHead = requestHead("POST", "/oauth/token", { ...json, "transfer-encoding": "chunked" })
    const total = 80 * MiB
    expect(await rawWholeBody(portOf(target().url), `${chunkedHead}${total.toString(16)}\r\n`, total)).not.toBe("413")
    // declared past it: answered 413 at once with Connection: close, nothing read
    const declared = await rawExchange(portOf(target().url), (socket) => {
      socket.write(requestHead("POST", "/oauth/token", { ...json, "content-length": String(600 * MiB) }))
      socket.write("{")
    }, { waitMillis: 5_000 })
    expect([declared.status, declared.headers.connection, declared.closedByServer]).toEqual([413, "close", true])
  })

  it("the server still answers afterwards", async () => {
    expect((await fetch(`${target().url}/healthz`)).status).toBe(200)
  })
}

/** A client missing here skips its test with the reason in its name; under CI it must be there. */
const available = (name: string, command: string, probe: ReadonlyArray<string>) => {
  const present = runs(command, probe)
  if (!present && process.env.CI === "true") throw new Error(`${name} is needed under CI and is not on this machine`)
  return { absent: !present, note: present ? "" : ` (skipped: ${name} is not on this machine)` }
}

const otherClients = (target: () => { readonly url: string; readonly token: () => Promise<string> }) => {
  const curl = available("curl", "curl", ["--version"])
  const python = available("python3", "python3", ["--version"])
  const folder = mkdtempSync(join(tmpdir(), "oversized-"))
  const tokenBody = join(folder, "token.json")
  const upload = join(folder, "big.csv")
  beforeAll(() => {
    writeFileSync(tokenBody, JSON.stringify({ client_id: "x", padding: "x".repeat(20 * MiB) }))
    writeFileSync(upload, new Uint8Array(11 * MiB).fill(0x41))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it.skipIf(curl.absent)(`curl reads 413 for a 20 MB token body and an 11 MiB upload${curl.note}`, async () => {
    const bearer = `authorization: Bearer ${await target().token()}`
    const token = await curlBody(`${target().url}/oauth/token`, tokenBody, ["content-type: application/json"])
    const form = await curlForm(`${target().url}/v2/report`, upload, [bearer])
    expect([token, form]).toEqual(["413", "413"])
  })

  it.skipIf(python.absent)(`Python reads 413 for a 20 MB token body and an 11 MiB upload${python.note}`, async () => {
    const bearer = { authorization: `Bearer ${await target().token()}` }
    const token = await pythonPost(`${target().url}/oauth/token`, tokenBody, "body", {
      "content-type": "application/json"
    })
    const form = await pythonPost(`${target().url}/v2/report`, upload, "form", bearer)
    // "requests 413" or, without requests, "http.client 413"
    for (const answer of [token, form]) expect(answer).toMatch(/^(requests|http\.client) 413$/)
  })
}

describe("oversized bodies, in process", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => server.close())
  cases(() => server)
})

describe("oversized bodies, the bundled server as pnpm start runs it", () => {
  let server: BundledServer
  beforeAll(async () => {
    server = await startBundledServer()
  }, 120_000)
  afterAll(async () => {
    await server.stop()
  })
  cases(() => server)
  otherClients(() => server)
})
