import { createServer, type IncomingMessage, type Server } from "node:http"
import { Webhook, WebhookVerificationError } from "standardwebhooks"

/** The notification statement-engine sends when a report finishes. */
export interface ReportFinished {
  readonly requestId: string
  readonly status: "completed" | "failed"
}

const readBody = (req: IncomingMessage, limit: number) =>
  new Promise<string>((resolve, reject) => {
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => {
      body += chunk
      if (body.length > limit) reject(new Error("body too large"))
    })
    req.on("end", () => resolve(body))
    req.on("error", reject)
  })

const parseNotification = (payload: unknown): ReportFinished | undefined => {
  if (typeof payload !== "object" || payload === null || !("data" in payload)) return undefined
  const data = payload.data
  if (typeof data !== "object" || data === null || !("attributes" in data)) return undefined
  const attributes = data.attributes
  if (typeof attributes !== "object" || attributes === null) return undefined
  const requestId = "request-id" in attributes ? attributes["request-id"] : undefined
  const status = "status" in attributes ? attributes.status : undefined
  return typeof requestId === "string" && (status === "completed" || status === "failed")
    ? { requestId, status }
    : undefined
}

/**
 * An HTTP receiver for statement-engine webhooks. Every request's Standard Webhooks signature is
 * checked with the client's signing secret (from `POST /v2/webhook-settings`); a bad signature or a
 * stale timestamp gets 401. A `webhook-id` seen before is acknowledged again but handled once, since
 * the engine may deliver the same notification more than once (it retries until it sees a 2xx).
 */
export const createReceiver = (options: {
  readonly signingSecret: string
  readonly onReportFinished: (event: ReportFinished) => void | Promise<void>
  /** Remembered webhook ids; a real receiver keeps them in its database. */
  readonly seen?: Set<string>
}): Server => {
  const webhook = new Webhook(options.signingSecret)
  const seen = options.seen ?? new Set<string>()
  return createServer(async (req, res) => {
    if (req.method !== "POST") return void res.writeHead(405).end()
    try {
      const body = await readBody(req, 64 * 1024)
      const headers = {
        "webhook-id": String(req.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(req.headers["webhook-signature"] ?? "")
      }
      const payload: unknown = webhook.verify(body, headers)
      const event = parseNotification(payload)
      if (event === undefined) return void res.writeHead(400).end("not a report notification")
      if (!seen.has(headers["webhook-id"])) {
        await options.onReportFinished(event)
        seen.add(headers["webhook-id"])
      }
      res.writeHead(204).end()
    } catch (error) {
      res.writeHead(error instanceof WebhookVerificationError ? 401 : 400).end()
    }
  })
}
