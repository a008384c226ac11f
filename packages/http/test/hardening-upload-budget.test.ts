import { engineLayer, makeSettings, memoryStoreWithin } from "@statement-engine/engine"
import { generateCsvOfSize } from "@statement-engine/testkit"
import type { Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startServerOn, type TestServer, uploadForm } from "./harness.js"
import { portOf, type RawExchange, rawExchange, requestHead } from "./raw-http.js"

// The in-memory store's byte bound counts uploads being received with the files and results it
// keeps: here 64 KiB, so that a 40 KB upload is more than half of it.
const BUDGET_BYTES = 64 * 1024

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startServerOn(engineLayer(makeSettings({
    store: memoryStoreWithin({ maxBytes: BUDGET_BYTES }),
    analysis: { workers: 0 },
    engine: { pollIntervalMillis: 50 }
  })))
  token = await server.token()
}, 60_000)
afterAll(() => server.close())

const BOUNDARY = "budget-boundary"
const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="input"; filename="a.csv"\r\n\r\n`
const uploadHeaders = () => ({
  authorization: `Bearer ${token}`,
  "content-type": `multipart/form-data; boundary=${BOUNDARY}`
})

const codeOf = (answer: RawExchange) => (JSON.parse(answer.body) as { errors: Array<{ code: string }> }).errors[0]?.code

const upload = (bytes: number, seed: string) =>
  fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: uploadForm([{ name: `${seed}.csv`, content: generateCsvOfSize(bytes, seed).bytes }])
  })

/** Writes `total` bytes of a part that never closes, in 16 KiB chunks. */
const pump = (socket: Socket, total: number, chunked: boolean) => {
  let sent = 0
  const next = () => {
    while (sent < total && !socket.destroyed) {
      const chunk = "x".repeat(Math.min(16 * 1024, total - sent))
      sent += chunk.length
      const written = socket.write(chunked ? `${chunk.length.toString(16)}\r\n${chunk}\r\n` : chunk)
      if (!written) return void socket.once("drain", next)
    }
  }
  next()
}

/** Waits until the server holds the bytes of an upload in flight: a 30 KB upload is then refused (uploads before it are stored idle). */
const refusedWhileHeld = async () => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await upload(30_000, `while-held-${attempt}`)
    if (answer.status === 503) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

describe("hardening: uploads being received count against the in-memory store's bound", () => {
  it("answers an upload declared larger than the whole bound 413 EXCEEDED_LIMIT at once: no wait would make room for it", async () => {
    const answer = await rawExchange(portOf(server.url), (socket) => {
      socket.write(requestHead("POST", "/v2/report", { ...uploadHeaders(), "content-length": String(100_000) }))
    }, { waitMillis: 5_000, untilResponse: true })
    expect(answer.status).toBe(413)
    expect(codeOf(answer)).toBe("EXCEEDED_LIMIT")
    expect(answer.body).toContain(String(BUDGET_BYTES))
    // its body, never sent here, would be read and thrown away (unread-body.ts): the connection stays
    expect(answer.closedByServer).toBe(false)
  })

  it("holds an upload's bytes while it is received: others without room meanwhile answer 503 with Retry-After, and fit once it ends", async () => {
    // 40 KB declared, all but its last 1,000 bytes sent: what has arrived is what is held
    const declared = 40_000
    let finishHolder = () => {}
    const holder = rawExchange(portOf(server.url), (socket) => {
      socket.write(requestHead("POST", "/v2/report", { ...uploadHeaders(), "content-length": String(declared) }))
      socket.write(partHead)
      pump(socket, declared - partHead.length - 1_000, false)
      // the rest of a part never closed, once the others have been answered
      finishHolder = () => pump(socket, 1_000, false)
    }, { waitMillis: 10_000, untilResponse: true })
    const refused = await refusedWhileHeld()
    expect(refused?.status).toBe(503)
    expect(refused?.headers.get("retry-after")).toBe("5")

    // declared larger than the room left: refused before any of its body is read, the connection closed
    const declaredOver = await rawExchange(portOf(server.url), (socket) => {
      socket.write(requestHead("POST", "/v2/report", { ...uploadHeaders(), "content-length": String(30_000) }))
    }, { waitMillis: 5_000 })
    expect(declaredOver.status).toBe(503)
    expect(codeOf(declaredOver)).toBe("SERVICE_UNAVAILABLE")
    expect(declaredOver.headers["retry-after"]).toBe("5")
    expect(declaredOver.headers.connection).toBe("close")
    expect(declaredOver.closedByServer).toBe(true)

    // sent without a length: refused once what has arrived passes the room left
    const streamedOver = await rawExchange(portOf(server.url), (socket) => {
      socket.write(requestHead("POST", "/v2/report", { ...uploadHeaders(), "transfer-encoding": "chunked" }))
      socket.write(`${partHead.length.toString(16)}\r\n${partHead}\r\n`)
      pump(socket, 60_000, true)
    }, { waitMillis: 5_000 })
    expect(streamedOver.status).toBe(503)
    expect(codeOf(streamedOver)).toBe("SERVICE_UNAVAILABLE")
    expect(streamedOver.closedByServer).toBe(true)

    finishHolder()
    expect((await holder).status).toBe(400)
    expect((await upload(30_000, "after")).status).toBe(200)
  })

  it("passes a stored upload's bytes from its reservation to the store: 40 KB uploads in a row each answer 200", async () => {
    // each is more than half the bound: counted twice, or never released, the next would not fit
    for (const seed of ["one", "two", "three"]) {
      const answer = await upload(40_000, seed)
      expect(answer.status).toBe(200)
    }
  })
})
