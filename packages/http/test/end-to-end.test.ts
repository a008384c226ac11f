import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { Webhook } from "standardwebhooks"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PreProcessingRecord, ProcessingRecord, ProcessingResult } from "../src/index.js"
import { AUDIENCE, clientA, decoded, startServer, type TestServer, ukStatementCsv, uploadForm } from "./harness.js"

interface Received {
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

let server: TestServer
let receiver: { url: string; received: Array<Received>; close: () => Promise<void> }

const startReceiver = async () => {
  const received: Array<Received> = []
  const http = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += String(chunk)))
    req.on("end", () => {
      received.push({ headers: req.headers, body })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve))
  const { port } = http.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => http.close(() => resolve()))
  }
}

beforeAll(async () => {
  server = await startServer({ allowPrivateCallbacks: true })
  receiver = await startReceiver()
})
afterAll(async () => {
  await server.close()
  await receiver.close()
})

describe("the four steps of the spec over real HTTP", () => {
  it("token → upload → process → poll to completed, then the webhook arrives signed", async () => {
    // 1. token
    const tokenResponse = await fetch(`${server.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        audience: AUDIENCE,
        client_id: clientA.id,
        client_secret: clientA.secret,
        grant_type: "client_credentials"
      })
    })
    expect(tokenResponse.status).toBe(200)
    const { access_token } = await tokenResponse.json() as { access_token: string }
    const auth = { authorization: `Bearer ${access_token}` }

    const settings = await fetch(`${server.url}/v2/webhook-settings`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ callback_url: receiver.url })
    })
    expect(settings.status).toBe(202)
    const secret = (await settings.json() as { data: { attributes: { "signing-secret": string } } })
      .data.attributes["signing-secret"]

    // 2. upload
    const uploaded = await fetch(`${server.url}/v2/report`, {
      method: "POST",
      headers: auth,
      body: uploadForm([{ name: "uk.csv", content: ukStatementCsv }])
    })
    expect(uploaded.status).toBe(200)
    const record = await decoded(uploaded, PreProcessingRecord)
    const id = record.data.attributes["request-id"]

    // 3. process
    const processed = await fetch(record.data.relationships.operations.links.related, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ country: "GB", operations: ["categorisation", "insights-income"], use_webhook: true })
    })
    expect(processed.status).toBe(202)
    const processing = await decoded(processed, ProcessingRecord)
    expect(processing.data.attributes.status).toBe("queued")

    // 4. poll
    let result = await decoded(
      await fetch(processing.data.relationships.result.links.related, { headers: auth }),
      ProcessingResult
    )
    for (let i = 0; i < 200 && result.data.attributes.status === "processing"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      result = await decoded(await fetch(`${server.url}/v2/report/${id}`, { headers: auth }), ProcessingResult)
    }
    expect(result.data.attributes.status).toBe("completed")
    const categorisation = result.data.attributes.categorisation as {
      accounts: ReadonlyArray<
        {
          transactions: ReadonlyArray<
            { date: string; amount: number; currency: string; description: string; category_id: number }
          >
        }
      >
    }
    const transactions = categorisation.accounts.flatMap((account) => account.transactions)
    expect(transactions).toHaveLength(8)
    expect(transactions).toContainEqual(expect.objectContaining({
      date: "2024-02-01",
      amount: -950,
      description: "RENT LANDLORD SO",
      category_id: expect.any(Number)
    }))
    expect(transactions.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.date))).toBe(true)

    // the webhook: once, signed, with the same body shape as the spec's result
    for (let i = 0; i < 200 && receiver.received.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(receiver.received).toHaveLength(1)
    const delivery = receiver.received[0]!
    expect(JSON.parse(delivery.body)).toEqual({
      data: { type: "report processing result", attributes: { "request-id": id, status: "completed" } }
    })
    const verified = new Webhook(secret).verify(delivery.body, {
      "webhook-id": String(delivery.headers["webhook-id"]),
      "webhook-timestamp": String(delivery.headers["webhook-timestamp"]),
      "webhook-signature": String(delivery.headers["webhook-signature"])
    })
    expect(verified).toEqual(JSON.parse(delivery.body))
    expect(() =>
      new Webhook(secret).verify(delivery.body.replace("completed", "failed!!!"), {
        "webhook-id": String(delivery.headers["webhook-id"]),
        "webhook-timestamp": String(delivery.headers["webhook-timestamp"]),
        "webhook-signature": String(delivery.headers["webhook-signature"])
      })
    ).toThrow()
  })
})
