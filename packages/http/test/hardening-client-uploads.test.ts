import {
  engineLayer,
  makeSettings,
  memoryStoreWithin,
  postgresStore,
  type StoreSettings
} from "@statement-engine/engine"
import { generateCsvOfSize } from "@statement-engine/testkit"
import { freshDatabase } from "@statement-engine/testkit/postgres"
import { testSecretKeys } from "@statement-engine/testkit/secret-keys"
import { Effect, Exit, Scope } from "effect"
import type { Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { clientA, clientB, startServerOn, type TestServer, uploadForm } from "./harness.js"
import { portOf, type RawExchange, rawExchange, requestHead } from "./raw-http.js"

// In memory, a 24 MiB budget: a client's share is then one 10 MiB upload (a quarter, but never
// less), and three uploads of 8.3 MB held open by one client would leave no room for another's
// 2 MB. With PostgreSQL the same share, and no bound on all clients' uploads together.
const MiB = 1024 * 1024
const BUDGET_BYTES = 24 * MiB
const CLIENT_SHARE_BYTES = 10 * MiB
const HELD_BYTES = 8_300_000

const stores: ReadonlyArray<readonly [string, (scope: Scope.Scope) => Promise<StoreSettings>]> = [
  ["the in-memory store", () => Promise.resolve(memoryStoreWithin({ maxBytes: BUDGET_BYTES }))],
  ["PostgreSQL", async (scope) => ({
    ...postgresStore(await Effect.runPromise(Scope.extend(freshDatabase, scope))),
    maxClientUploadBytes: CLIENT_SHARE_BYTES
  })]
]

const BOUNDARY = "client-share-boundary"
const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="input"; filename="a.csv"\r\n\r\n`
let server: TestServer
let tokenA: string
let tokenB: string

const uploadHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  "content-type": `multipart/form-data; boundary=${BOUNDARY}`
})

const codeOf = (answer: RawExchange) => (JSON.parse(answer.body) as { errors: Array<{ code: string }> }).errors[0]?.code

const upload = (token: string, bytes: number, seed: string) =>
  fetch(`${server.url}/v2/report`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: uploadForm([{ name: `${seed}.csv`, content: generateCsvOfSize(bytes, seed).bytes }])
  })

/** Writes `total` bytes of a part that never closes, in 64 KiB chunks; resolves once all are handed to the kernel. */
const pump = (socket: Socket, total: number, chunked: boolean) =>
  new Promise<void>((resolve) => {
    let sent = 0
    const next = () => {
      while (sent < total && !socket.destroyed) {
        const chunk = "x".repeat(Math.min(64 * 1024, total - sent))
        sent += chunk.length
        const last = sent >= total
        const written = socket.write(chunked ? `${chunk.length.toString(16)}\r\n${chunk}\r\n` : chunk, () => {
          if (last) resolve()
        })
        if (!written) return void socket.once("drain", next)
      }
      if (socket.destroyed) resolve()
    }
    next()
  })

/** What the held upload sends before `finish`: all but its last 1,000 bytes. */
const HELD_SENT_BYTES = HELD_BYTES - 1_000

/** An upload of client A's declared `HELD_BYTES` long, sent but for its last 1,000 bytes until `finish` is called. */
const holdUpload = () => {
  let finish = () => {}
  let sent = (_: void) => {}
  const written = new Promise<void>((resolve) => (sent = resolve))
  const answer = rawExchange(portOf(server.url), (socket) => {
    socket.write(requestHead("POST", "/v2/report", { ...uploadHeaders(tokenA), "content-length": String(HELD_BYTES) }))
    socket.write(partHead)
    void pump(socket, HELD_SENT_BYTES - partHead.length, false).then(sent)
    finish = () => void pump(socket, 1_000, false)
  }, { waitMillis: 60_000, untilResponse: true })
  return { answer, written, finish: () => finish() }
}

/**
 * A second upload of client A's, declared one byte longer than what is left of its share once the
 * held upload's sent bytes have all been read: refused at once from then on, not before.
 */
const declaredOverShare = () =>
  rawExchange(portOf(server.url), (socket) => {
    const length = CLIENT_SHARE_BYTES - HELD_SENT_BYTES + 1
    socket.write(requestHead("POST", "/v2/report", { ...uploadHeaders(tokenA), "content-length": String(length) }))
  }, { waitMillis: 2_000 })

/**
 * Waits until the server holds every byte the held upload sent (handed to the kernel is not yet
 * read: if A's next upload raced the rest of them, the held one would be the upload refused).
 */
const refusedWhileHeld = async () => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await declaredOverShare()
    if (answer.status === 429) return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

describe.each(stores)(
  "hardening: one client's uploads in flight hold at most its share of the memory budget (%s)",
  (_, store) => {
    let scope: Scope.CloseableScope
    beforeAll(async () => {
      scope = Effect.runSync(Scope.make())
      server = await startServerOn(engineLayer(makeSettings({
        store: await store(scope),
        analysis: { workers: 0 },
        engine: { pollIntervalMillis: 50, secretKeys: testSecretKeys() }
      })))
      tokenA = await server.token(clientA)
      tokenB = await server.token(clientB)
    }, 60_000)
    afterAll(async () => {
      await server.close()
      await Effect.runPromise(Scope.close(scope, Exit.void))
    })

    it(
      "refuses a client past its share 429 RATE_LIMIT with Retry-After, reading no further, while another client's upload goes through",
      async () => {
        const held = holdUpload()
        await held.written
        const refused = await refusedWhileHeld()
        expect(refused?.status).toBe(429)
        expect(refused === undefined ? undefined : codeOf(refused)).toBe("RATE_LIMIT")
        expect(refused?.body).toContain(String(CLIENT_SHARE_BYTES))
        expect(refused?.headers["retry-after"]).toBe("5")
        expect(refused?.headers.connection).toBe("close")
        expect(refused?.closedByServer).toBe(true)

        // sent without a length, slowly growing: refused once what has arrived passes the share
        const streamed = await rawExchange(portOf(server.url), (socket) => {
          socket.write(requestHead("POST", "/v2/report", { ...uploadHeaders(tokenA), "transfer-encoding": "chunked" }))
          socket.write(`${partHead.length.toString(16)}\r\n${partHead}\r\n`)
          void pump(socket, 4_000_000, true)
        }, { waitMillis: 30_000 })
        expect(streamed.status).toBe(429)
        expect(codeOf(streamed)).toBe("RATE_LIMIT")
        expect(streamed.headers["retry-after"]).toBe("5")
        expect(streamed.closedByServer).toBe(true)

        // client B is not held back by A's uploads, nor by the ones A was refused
        const other = await upload(tokenB, 2_000_000, "client-b")
        expect(other.status).toBe(200)

        // once A's held upload ends, its share is free again
        held.finish()
        expect((await held.answer).status).toBe(400)
        expect((await upload(tokenA, 2_000_000, "client-a-after")).status).toBe(200)
      },
      120_000
    )
  }
)
