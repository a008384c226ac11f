import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import { Webhook } from "standardwebhooks"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createClient, verifyWebhook, WebhookSignatureError } from "../src/index.js"
import { clientA, type ServerProcess, startServerProcess } from "./server-process.js"

interface Received {
  readonly body: string
  readonly headers: IncomingHttpHeaders
}

let server: ServerProcess
let receiver: Server
let receiverUrl: string
const received: Array<Received> = []
let onReceived: () => void = () => {}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => body += chunk)
    req.on("end", () => {
      received.push({ body, headers: req.headers })
      res.writeHead(204).end()
      onReceived()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
  const address = receiver.address()
  receiverUrl = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/hook`
  server = await startServerProcess()
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => receiver?.close(resolve))
})

const csv = "Date,Description,Amount\n2024-01-05,CARD PAYMENT TO TESCO,-12.50\n"

describe("verifyWebhook", () => {
  it("verifies the notification the server sends when a report finishes, and refuses it altered", async () => {
    const client = createClient({ baseUrl: server.url, ...clientA })
    const secret = await client.setWebhook({ callback_url: receiverUrl })
    expect(secret).toMatch(/^whsec_/)
    const arrived = new Promise<void>((resolve) => onReceived = resolve)
    const uploaded = await client.upload([{ name: "hook.csv", content: csv }], { currency: "GBP" })
    await client.process(uploaded["request-id"], {
      country: "GB",
      operations: ["categorisation"],
      use_webhook: true
    })
    await arrived
    const [notification] = received
    if (notification === undefined) throw new Error("no webhook arrived")
    expect(verifyWebhook(secret, notification.body, notification.headers)).toEqual({
      data: {
        type: "report processing result",
        attributes: { "request-id": uploaded["request-id"], status: "completed" }
      }
    })
    const altered = notification.body.replace("completed", "failed")
    expect(() => verifyWebhook(secret, altered, notification.headers)).toThrow(WebhookSignatureError)
    const otherSecret = `whsec_${Buffer.from("another secret of 24 bytes").toString("base64")}`
    expect(() => verifyWebhook(otherSecret, notification.body, notification.headers)).toThrow(WebhookSignatureError)
  })

  it("accepts what the Standard Webhooks reference library signs, in Headers or a record", () => {
    const secret = `whsec_${Buffer.from("0123456789abcdef0123456789").toString("base64")}`
    const body = JSON.stringify({
      data: { type: "report processing result", attributes: { "request-id": "r-1", status: "failed" } }
    })
    const now = new Date()
    const signature = new Webhook(secret).sign("msg_1", now, body)
    const record = {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature
    }
    expect(verifyWebhook(secret, body, record).data.attributes.status).toBe("failed")
    expect(verifyWebhook(secret, body, new Headers(record)).data.attributes["request-id"]).toBe("r-1")
  })

  it("refuses a stale timestamp, a missing header and a signed body that is not a notification", () => {
    const secret = `whsec_${Buffer.from("0123456789abcdef0123456789").toString("base64")}`
    const body = JSON.stringify({ data: { type: "report processing result", attributes: { "request-id": "r" } } })
    const old = new Date(Date.now() - 10 * 60 * 1000)
    const headersAt = (at: Date, text: string) => ({
      "webhook-id": "msg_2",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign("msg_2", at, text)
    })
    expect(() => verifyWebhook(secret, body, headersAt(old, body))).toThrow(WebhookSignatureError)
    expect(() => verifyWebhook(secret, body, { "webhook-id": "msg_2" })).toThrow("missing webhook-timestamp")
    expect(() => verifyWebhook(secret, body, headersAt(new Date(), body))).toThrow("not a report notification")
  })
})
