import { createReceiver } from "./receiver.js"

const secret = process.env.STATEMENT_ENGINE_SIGNING_SECRET
if (secret === undefined || !secret.startsWith("whsec_")) {
  console.error("Set STATEMENT_ENGINE_SIGNING_SECRET to the signing-secret that POST /v2/webhook-settings answered.")
  process.exit(1)
}
const port = Number(process.env.PORT ?? 9090)
createReceiver({
  signingSecret: secret,
  onReportFinished: ({ requestId, status }) =>
    console.log(`report ${requestId} is ${status}: fetch GET /v2/report/${requestId}`)
}).listen(port, () => console.log(`listening for statement-engine webhooks on http://127.0.0.1:${port}/`))
