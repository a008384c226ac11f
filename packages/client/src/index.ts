export * from "@statement-engine/api-contract"
export * from "./client-errors.js"
export { type ApiClient, makeApiClient, StatementEngineApi, waitForReport } from "./effect-client.js"
export {
  type ClientOptions,
  createClient,
  type ProcessRequest,
  type ReportResult,
  type ResultView,
  StatementEngineClient,
  type UploadedReport,
  type WebhookSettings
} from "./fetch-client.js"
export { backoffMillis, retryAfterMillis } from "./retry-after.js"
export type { StatementFileInput } from "./statement-files.js"
export type { WaitOptions } from "./wait-for-result.js"
export { verifyWebhook, type WebhookHeaders } from "./webhook-signature.js"
