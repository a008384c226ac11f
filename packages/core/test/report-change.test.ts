import type { ProductJson } from "@statement-engine/analysis"
import { Either, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ClientId, RequestId } from "../src/domain/ids.js"
import type { ReportState } from "../src/domain/report-state.js"
import type { Report } from "../src/domain/report.js"
import { newWebhookId, notificationFor, reportChangeFor } from "../src/services/report-change.js"

// What a run's end writes: the report's new state, and a webhook delivery when the client asked for one.

const products: ProductJson = {}
const request = (use_webhook: boolean) =>
  ({ country: "GB", operations: ["categorisation"], params: {}, use_webhook }) as const

const processing = (use_webhook: boolean): ReportState => ({
  _tag: "Processing",
  request: request(use_webhook),
  queued_at: 10,
  started_at: 20,
  attempts: 1,
  lease: { owner: "holder", expires_at: 100 }
})

const report = (state: ReportState): Report => ({
  request_id: RequestId.make("report-1"),
  client_id: ClientId.make("client-a"),
  created_at: 5,
  options: {},
  intake: { files: [], transactions: 3, duplicates_dropped: 0, available_operations: ["categorisation"] },
  state
})

const pending = (status: "completed" | "failed", webhookId: string, now: number) => ({
  webhook_id: webhookId,
  client_id: "client-a",
  request_id: "report-1",
  status,
  created_at: now,
  attempts: 0,
  next_attempt_at: now,
  state: "pending",
  last_error: null
})

describe("webhook ids", () => {
  it("are msg_ and 32 hex digits, new each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newWebhookId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^msg_[0-9a-f]{32}$/)
  })
})

describe("the notification a new state owes", () => {
  const id = () => "msg_fixed"
  const completed = (use_webhook: boolean): ReportState => ({
    _tag: "Completed",
    request: request(use_webhook),
    queued_at: 10,
    completed_at: 90,
    products
  })
  const failed = (use_webhook: boolean): ReportState => ({
    _tag: "Failed",
    request: request(use_webhook),
    queued_at: 10,
    failed_at: 90,
    error: { code: "INTERNAL_ERROR", detail: "x" }
  })

  it("one pending delivery when a run that asked for webhooks ends", () => {
    const r = report(processing(true))
    expect(notificationFor(r, completed(true), 90, id)).toEqual(Option.some(pending("completed", "msg_fixed", 90)))
    expect(notificationFor(r, failed(true), 91, id)).toEqual(Option.some(pending("failed", "msg_fixed", 91)))
  })

  it("none when the client did not ask, or the run goes on", () => {
    const r = report(processing(false))
    expect(notificationFor(r, completed(false), 90, id)).toEqual(Option.none())
    expect(notificationFor(r, failed(false), 90, id)).toEqual(Option.none())
    expect(notificationFor(r, processing(true), 90, id)).toEqual(Option.none())
    expect(
      notificationFor(r, { _tag: "Queued", request: request(true), queued_at: 1, attempts: 1, not_before: 2 }, 90, id)
    )
      .toEqual(Option.none())
    expect(notificationFor(r, { _tag: "Uploaded" }, 90, id)).toEqual(Option.none())
  })

  it("a fresh webhook id by default", () => {
    const delivery = Option.getOrThrow(notificationFor(report(processing(true)), completed(true), 90))
    expect(delivery.webhook_id).toMatch(/^msg_[0-9a-f]{32}$/)
  })
})

describe("the change an event makes to a report", () => {
  it("the state machine's new state, with the delivery in the same change", () => {
    const change = Either.getOrThrow(
      reportChangeFor(report(processing(true)), { _tag: "RunCompleted", owner: "holder", at: 70, products }, 71)
    )
    expect(change.report).toEqual(
      report({ _tag: "Completed", request: request(true), queued_at: 10, completed_at: 70, products })
    )
    expect(Option.map(change.delivery, (d) => ({ ...d, webhook_id: "id" }))).toEqual(
      Option.some(pending("completed", "id", 71))
    )
  })

  it("no delivery while the run goes on", () => {
    const change = Either.getOrThrow(
      reportChangeFor(report(processing(true)), { _tag: "LeaseRenewed", owner: "holder", expires_at: 130 }, 71)
    )
    expect(change.report.state).toMatchObject({ _tag: "Processing", lease: { owner: "holder", expires_at: 130 } })
    expect(change.delivery).toEqual(Option.none())
  })

  it("a refusal, and nothing to write, when the event does not apply", () => {
    const refused = reportChangeFor(report(processing(true)), {
      _tag: "RunCompleted",
      owner: "stale",
      at: 70,
      products
    }, 71)
    expect(Either.isLeft(refused)).toBe(true)
    expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "IllegalTransition", event: "RunCompleted" })
  })
})
