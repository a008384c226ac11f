import { signWebhook } from "@statement-engine/core"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createReceiver, type ReportFinished } from "../src/receiver.js"

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
const events: Array<ReportFinished> = []
const receiver = createReceiver({ signingSecret: secret, onReportFinished: (event) => void events.push(event) })
let url = ""

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

const body = JSON.stringify({
  data: { type: "report processing result", attributes: { "request-id": "r-1", status: "completed" } }
})

const send = (id: string, payload: string, signWith = secret, timestamp = Math.floor(Date.now() / 1000)) =>
  fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(signWith, id, timestamp, payload)
    },
    body: payload
  })

describe("webhook receiver example", () => {
  it("accepts a notification signed by the engine, once per webhook-id", async () => {
    expect((await send("msg_1", body)).status).toBe(204)
    expect((await send("msg_1", body)).status).toBe(204)
    expect(events).toEqual([{ requestId: "r-1", status: "completed" }])
  })

  it("refuses a changed body, another secret and a stale timestamp", async () => {
    const tampered = await fetch(url, {
      method: "POST",
      headers: (() => {
        const ts = Math.floor(Date.now() / 1000)
        return {
          "webhook-id": "msg_2",
          "webhook-timestamp": String(ts),
          "webhook-signature": signWebhook(secret, "msg_2", ts, body)
        }
      })(),
      body: body.replace("completed", "failed")
    })
    expect(tampered.status).toBe(401)
    expect((await send("msg_3", body, "whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldA==")).status).toBe(401)
    expect((await send("msg_4", body, secret, Math.floor(Date.now() / 1000) - 3600)).status).toBe(401)
    expect(events).toHaveLength(1)
  })
})
