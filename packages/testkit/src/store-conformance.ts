import { describe, expect, it } from "@effect/vitest"
import { NoSuitableParser, productJsonOf, productTexts } from "@statement-engine/analysis"
import {
  ClientId,
  ClientStore,
  productsOfDocument,
  type Report,
  ReportSignals,
  ReportStore,
  RequestId,
  resultDocumentText,
  runErrorOf,
  transition,
  UploadedFileStore,
  type WebhookDelivery,
  WebhookOutbox
} from "@statement-engine/core"
import { Duration, Effect, Either, type Layer, Option } from "effect"
import { gzipSync } from "node:zlib"

/** Store ports every adapter implements, with the report signals that reach every process using it. */
export type StorePorts = ReportStore | ReportSignals | UploadedFileStore | ClientStore | WebhookOutbox

let counter = 0
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

/** A freshly uploaded report for tests. */
export const uploadedReport = (clientId = "client-a", createdAt = 1_000): Report => ({
  request_id: RequestId.make(nextId("report")),
  client_id: ClientId.make(clientId),
  created_at: createdAt,
  options: {},
  intake: {
    files: [],
    transactions: 1,
    duplicates_dropped: 0,
    available_operations: ["categorisation"]
  },
  state: { _tag: "Uploaded" }
})

const request = { country: "GB", operations: ["categorisation"], params: {}, use_webhook: true } as const

const queue = (report: Report, at: number) =>
  Effect.flatMap(ReportStore, (store) =>
    store.update(report.request_id, (current) =>
      Either.map(
        transition(current.state, { _tag: "AnalysisRequested", at, request }),
        (state) => ({ report: { ...current, state }, delivery: Option.none() })
      )))

const delivery = (report: Report, now: number): WebhookDelivery => ({
  webhook_id: nextId("msg"),
  client_id: report.client_id,
  request_id: report.request_id,
  status: "completed",
  created_at: now,
  attempts: 0,
  next_attempt_at: now,
  state: "pending",
  last_error: null
})

/**
 * The behaviour every store adapter must show, run against one adapter's layer. Each test gets
 * a fresh layer, so adapters must not share state between builds (or tests must not depend on it).
 */
export const storeConformanceSuite = (name: string, layer: Layer.Layer<StorePorts, unknown>) => {
  describe(`${name}: store conformance`, () => {
    it.effect("creates and finds reports", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        expect(yield* store.find(report.request_id)).toEqual(Option.some(report))
        expect(yield* store.find(RequestId.make("missing"))).toEqual(Option.none())
      }).pipe(Effect.provide(layer)))

    it.effect("update writes nothing when the change refuses", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        const refused = yield* store.update(report.request_id, () => Either.left("refused" as const)).pipe(Effect.flip)
        expect(refused).toBe("refused")
        expect(yield* store.find(report.request_id)).toEqual(Option.some(report))
        const missing = yield* store.update(RequestId.make("missing"), (r) =>
          Either.right({ report: r, delivery: Option.none() })).pipe(Effect.flip)
        expect(missing).toMatchObject({ _tag: "ReportNotFound" })
      }).pipe(Effect.provide(layer)))

    it.effect("claims queued analyses oldest first, once, and counts unfinished ones", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const first = uploadedReport()
        const second = uploadedReport()
        yield* store.create(first)
        yield* store.create(second)
        yield* queue(first, 10)
        yield* queue(second, 20)
        expect(yield* store.countUnfinished).toBe(2)
        const a = yield* store.claimNext({ now: 30, owner: "a", leaseMillis: 100, maxRunAttempts: 3 })
        const b = yield* store.claimNext({ now: 30, owner: "b", leaseMillis: 100, maxRunAttempts: 3 })
        const none = yield* store.claimNext({ now: 30, owner: "c", leaseMillis: 100, maxRunAttempts: 3 })
        expect(Option.map(a, (r) => r.request_id)).toEqual(Option.some(first.request_id))
        expect(Option.map(b, (r) => r.request_id)).toEqual(Option.some(second.request_id))
        expect(none).toEqual(Option.none())
        const claimed = yield* store.find(first.request_id)
        expect(Option.map(claimed, (r) => r.state._tag)).toEqual(Option.some("Processing"))
      }).pipe(Effect.provide(layer)))

    it.effect("a run whose lease ran out is claimed again by another runner", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        yield* queue(report, 10)
        yield* store.claimNext({ now: 20, owner: "dead", leaseMillis: 100, maxRunAttempts: 3 })
        expect(yield* store.claimNext({ now: 119, owner: "other", leaseMillis: 100, maxRunAttempts: 3 })).toEqual(
          Option.none()
        )
        const again = yield* store.claimNext({ now: 120, owner: "other", leaseMillis: 100, maxRunAttempts: 3 })
        const state = Option.map(again, (r) => r.state)
        expect(Option.getOrThrow(state)).toMatchObject({ _tag: "Processing", attempts: 2, lease: { owner: "other" } })
      }).pipe(Effect.provide(layer)))

    it.effect("a run that lost its lease on its last allowed start ends failed with its webhook; the claim moves on", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const outbox = yield* WebhookOutbox
        const poison = uploadedReport()
        const next = uploadedReport()
        yield* store.create(poison)
        yield* store.create(next)
        yield* queue(poison, 10)
        const claim = (now: number, owner: string) =>
          store.claimNext({ now, owner, leaseMillis: 100, maxRunAttempts: 2 })
        yield* claim(20, "killed-1")
        const second = yield* claim(120, "killed-2")
        expect(Option.map(second, (r) => r.state)).toMatchObject(Option.some({ _tag: "Processing", attempts: 2 }))
        yield* queue(next, 150)
        const claimed = yield* claim(220, "healthy")
        expect(Option.map(claimed, (r) => r.request_id)).toEqual(Option.some(next.request_id))
        const ended = Option.getOrThrow(yield* store.find(poison.request_id)).state
        expect(ended).toMatchObject({ _tag: "Failed", failed_at: 220, error: { code: "INTERNAL_ERROR" } })
        expect(ended._tag === "Failed" && ended.error.detail).toMatch(/started 2 times .*lease ran out/)
        const notified = yield* outbox.forReport(poison.request_id)
        expect(notified).toMatchObject([{ request_id: poison.request_id, status: "failed", state: "pending" }])
        expect(yield* store.countUnfinished).toBe(1)

        // alone in the queue, an exhausted run is ended and nothing is claimed
        yield* claim(320, "killed-3")
        const last = yield* claim(420, "killed-4")
        expect(Option.map(last, (r) => r.request_id)).toEqual(Option.none())
        expect(Option.getOrThrow(yield* store.find(next.request_id)).state).toMatchObject({
          _tag: "Failed",
          error: { code: "INTERNAL_ERROR" }
        })
        expect(yield* store.countUnfinished).toBe(0)
      }).pipe(Effect.provide(layer)))

    it.live("a run ended by a claim (lease lost on its last start) wakes the requests held on it", () =>
      Effect.scoped(Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        yield* queue(report, 10)
        yield* store.claimNext({ now: 20, owner: "killed", leaseMillis: 100, maxRunAttempts: 1 })
        const settled = yield* (yield* ReportSignals).subscribe(report.request_id)
        // nothing is due before the lease runs out, and nothing ends
        yield* store.claimNext({ now: 119, owner: "next", leaseMillis: 100, maxRunAttempts: 1 })
        expect(yield* settled.pipe(Effect.timeoutOption(Duration.millis(200)))).toEqual(Option.none())
        yield* store.claimNext({ now: 120, owner: "next", leaseMillis: 100, maxRunAttempts: 1 })
        expect(Option.getOrThrow(yield* store.find(report.request_id)).state).toMatchObject({ _tag: "Failed" })
        // a signal that never comes fails here rather than hanging the suite
        expect(yield* settled.pipe(Effect.timeoutOption(Duration.seconds(10)))).toEqual(Option.some(undefined))
      })).pipe(Effect.provide(layer)))

    it.effect("a run ended by a refused file keeps the file, line, what was found and missing, and the fix", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        yield* queue(report, 10)
        yield* store.claimNext({ now: 20, owner: "a", leaseMillis: 100, maxRunAttempts: 3 })
        const refusal = new NoSuitableParser({
          file: "march.csv",
          detail: "the dates never show whether they are day-first or month-first",
          tried: ["csv"],
          line: 2,
          found: "dates such as \"01/02/2024\"",
          missing: "a day above 12",
          fix: { option: "date_format", value: "DD/MM/YYYY" }
        })
        const error = runErrorOf(refusal)
        yield* store.update(report.request_id, (current) =>
          Either.map(
            transition(current.state, { _tag: "RunFailed", owner: "a", at: 30, error }),
            (state) => ({ report: { ...current, state }, delivery: Option.none() })
          ))
        const ended = Option.getOrThrow(yield* store.find(report.request_id)).state
        expect(ended._tag === "Failed" && ended.error.meta).toEqual({
          file: "march.csv",
          line: 2,
          found: "dates such as \"01/02/2024\"",
          missing: "a day above 12",
          fix: { option: "date_format", value: "DD/MM/YYYY" }
        })
      }).pipe(Effect.provide(layer)))

    it.effect("a runner whose lease ran out and was claimed again cannot write its late result", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        yield* queue(report, 10)
        yield* store.claimNext({ now: 20, owner: "stale", leaseMillis: 100, maxRunAttempts: 3 })
        yield* store.claimNext({ now: 200, owner: "fresh", leaseMillis: 100, maxRunAttempts: 3 })
        const late = yield* store.update(report.request_id, (current) =>
          Either.map(
            transition(current.state, {
              _tag: "RunCompleted",
              owner: "stale",
              at: 210,
              products: productJsonOf({ late: "true" })
            }),
            (state) => ({ report: { ...current, state }, delivery: Option.some(delivery(report, 210)) })
          )).pipe(Effect.flip)
        expect(late).toMatchObject({ _tag: "IllegalTransition" })
        const now = Option.getOrThrow(yield* store.find(report.request_id))
        expect(now.state).toMatchObject({ _tag: "Processing", lease: { owner: "fresh" } })
        expect(yield* (yield* WebhookOutbox).forReport(report.request_id)).toEqual([])
      }).pipe(Effect.provide(layer)))

    it.effect("runners claiming at the same time never get the same run", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const reports = Array.from({ length: 12 }, () => uploadedReport())
        for (const [i, report] of reports.entries()) {
          yield* store.create(report)
          yield* queue(report, 10 + i)
        }
        const claimed = yield* Effect.all(
          Array.from({ length: 6 }, (_, runner) =>
            Effect.gen(function*() {
              const mine: Array<string> = []
              for (;;) {
                const next = yield* store.claimNext({
                  now: 100,
                  owner: `runner-${runner}`,
                  leaseMillis: 1_000,
                  maxRunAttempts: 3
                })
                if (Option.isNone(next)) return mine
                mine.push(next.value.request_id)
              }
            })),
          { concurrency: "unbounded" }
        )
        const all = claimed.flat()
        expect(all.length).toBe(reports.length)
        expect(new Set(all).size).toBe(reports.length)
        expect(yield* store.countUnfinished).toBe(reports.length)
      }).pipe(Effect.provide(layer)))

    it.effect("terminal reports leave the queue; a delivery commits with the change", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const outbox = yield* WebhookOutbox
        const report = uploadedReport()
        yield* store.create(report)
        yield* queue(report, 10)
        yield* store.claimNext({ now: 20, owner: "a", leaseMillis: 100, maxRunAttempts: 3 })
        const notification = delivery(report, 30)
        yield* store.update(report.request_id, (current) =>
          Either.map(
            transition(current.state, {
              _tag: "RunCompleted",
              owner: "a",
              at: 30,
              products: productJsonOf({ x: "1" })
            }),
            (state) => ({ report: { ...current, state }, delivery: Option.some(notification) })
          ))
        expect(yield* store.countUnfinished).toBe(0)
        expect(yield* outbox.forReport(report.request_id)).toEqual([notification])
      }).pipe(Effect.provide(layer)))

    it.effect("keeps a completed result's whole document and gives its products back from it", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        yield* queue(report, 10)
        yield* store.claimNext({ now: 20, owner: "a", leaseMillis: 100, maxRunAttempts: 3 })
        const texts = { categorisation: `{"accounts":[{"description":"café"}]}`, "insights-income": "[1]" }
        const text = resultDocumentText(report.request_id, productJsonOf(texts))
        const document = { ...text, gzip: gzipSync(text.json) }
        yield* store.update(report.request_id, (current) =>
          Either.map(
            transition(current.state, {
              _tag: "RunCompleted",
              owner: "a",
              at: 30,
              products: productsOfDocument(document),
              document
            }),
            (state) => ({ report: { ...current, state }, delivery: Option.none() })
          ))
        const found = Option.getOrThrow(yield* store.find(report.request_id)).state
        if (found._tag !== "Completed" || found.document === undefined) {
          return yield* Effect.die(`not completed with its document: ${found._tag}`)
        }
        expect(Buffer.from(found.document.json).equals(Buffer.from(text.json))).toBe(true)
        expect(Buffer.from(found.document.gzip ?? []).equals(Buffer.from(document.gzip))).toBe(true)
        expect(found.document.products).toEqual(text.products)
        expect(productTexts(found.products)).toEqual(texts)
      }).pipe(Effect.provide(layer)))

    it.effect("gives a large result document's bytes back byte-identical, and keeps its gzip made later", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        yield* queue(report, 10)
        yield* store.claimNext({ now: 20, owner: "a", leaseMillis: 100, maxRunAttempts: 3 })
        // 3 MB of rows with two-, three- and four-byte characters, escapes and the printable ASCII characters
        const row = `{"description":"Caf\\u00e9 café – 東京 🍣 \\\\ \\"q\\" ${
          String.fromCharCode(...Array.from({ length: 95 }, (_, i) => i + 32)).replace(/["\\]/g, "")
        }","amount":-12.5}`
        const texts = { categorisation: `[${Array.from({ length: 20_000 }, () => row).join(",")}]` }
        const text = resultDocumentText(report.request_id, productJsonOf(texts))
        expect(text.json.byteLength).toBeGreaterThan(3_000_000)
        yield* store.update(report.request_id, (current) =>
          Either.map(
            transition(current.state, {
              _tag: "RunCompleted",
              owner: "a",
              at: 30,
              products: productsOfDocument(text),
              document: text
            }),
            (state) => ({ report: { ...current, state }, delivery: Option.none() })
          ))
        const documentOf = Effect.flatMap(store.find(report.request_id), (found) => {
          const state = Option.getOrThrow(found).state
          return state._tag === "Completed" && state.document !== undefined
            ? Effect.succeed(state.document)
            : Effect.die(`not completed with its document: ${state._tag}`)
        })
        const before = yield* documentOf
        expect(Buffer.from(before.json).equals(Buffer.from(text.json))).toBe(true)
        expect(before.gzip).toBeUndefined()
        const gzip = gzipSync(text.json)
        yield* store.keepResultGzip(report.request_id, gzip)
        const after = yield* documentOf
        expect(Buffer.from(after.json).equals(Buffer.from(text.json))).toBe(true)
        expect(Buffer.from(after.gzip ?? []).equals(gzip)).toBe(true)
        expect(after.products).toEqual(text.products)
        // a report that is not completed keeps no gzip; an unknown one is no error
        const other = uploadedReport()
        yield* store.create(other)
        yield* store.keepResultGzip(other.request_id, gzip)
        expect(Option.getOrThrow(yield* store.find(other.request_id))).toEqual(other)
        yield* store.keepResultGzip(RequestId.make("no-such-report"), gzip)
      }).pipe(Effect.provide(layer)))

    it.effect("the outbox hands a due delivery to one claimer and records outcomes", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const outbox = yield* WebhookOutbox
        const report = uploadedReport()
        yield* store.create(report)
        const notification = delivery(report, 100)
        yield* store.update(report.request_id, (current) =>
          Either.right({ report: current, delivery: Option.some(notification) }))
        expect(yield* outbox.claimDue(99, 1000, 10)).toEqual([])
        expect((yield* outbox.claimDue(100, 1000, 10)).map((d) =>
          d.webhook_id
        )).toEqual([notification.webhook_id])
        expect(yield* outbox.claimDue(100, 1000, 10)).toEqual([])
        yield* outbox.record(notification.webhook_id, { _tag: "RetryAt", at: 101, retryAt: 500, error: "503" })
        expect(yield* outbox.claimDue(499, 1000, 10)).toEqual([])
        expect((yield* outbox.claimDue(500, 1000, 10)).length).toBe(1)
        yield* outbox.record(notification.webhook_id, { _tag: "Delivered", at: 501 })
        const final = Option.getOrThrow(yield* outbox.find(notification.webhook_id))
        expect(final).toMatchObject({ state: "delivered", attempts: 2 })
        expect(yield* outbox.claimDue(10_000, 1000, 10)).toEqual([])
      }).pipe(Effect.provide(layer)))

    it.effect("purges old reports that are not running, remembering whose they were", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const old = uploadedReport("client-a", 100)
        const running = uploadedReport("client-a", 100)
        const recent = uploadedReport("client-a", 5_000)
        yield* store.create(old)
        yield* store.create(running)
        yield* store.create(recent)
        yield* queue(running, 200)
        const purged = yield* store.purgeCreatedBefore(1_000, 9_000)
        expect(purged).toEqual([old.request_id])
        expect(yield* store.find(old.request_id)).toEqual(Option.none())
        expect(Option.isSome(yield* store.find(running.request_id))).toBe(true)
        expect(Option.isSome(yield* store.find(recent.request_id))).toBe(true)
        expect(yield* store.findPurged(old.request_id)).toEqual(
          Option.some({ request_id: old.request_id, client_id: old.client_id, purged_at: 9_000 })
        )
        expect(yield* store.findPurged(recent.request_id)).toEqual(Option.none())
        expect(yield* store.purgeCreatedBefore(1_000, 9_500)).toEqual([])
      }).pipe(Effect.provide(layer)))

    it.effect("purges expired tokens and keeps the others", () =>
      Effect.gen(function*() {
        const clients = yield* ClientStore
        const clientId = ClientId.make(nextId("client"))
        const token = (hash: string, expires_at: number) => ({
          token_hash: hash,
          client_id: clientId,
          audience: "a",
          expires_at
        })
        yield* clients.saveToken(token(`${clientId}-old`, 100))
        yield* clients.saveToken(token(`${clientId}-edge`, 200))
        yield* clients.saveToken(token(`${clientId}-live`, 300))
        expect(yield* clients.purgeExpiredTokens(200)).toBe(2)
        expect(yield* clients.findToken(`${clientId}-old`)).toEqual(Option.none())
        expect(yield* clients.findToken(`${clientId}-edge`)).toEqual(Option.none())
        expect(Option.isSome(yield* clients.findToken(`${clientId}-live`))).toBe(true)
        expect(yield* clients.purgeExpiredTokens(200)).toBe(0)
      }).pipe(Effect.provide(layer)))

    it.effect("lists the clients with webhook settings and updates settings in one step, or not at all", () =>
      Effect.gen(function*() {
        const clients = yield* ClientStore
        const first = ClientId.make(nextId("client"))
        const second = ClientId.make(nextId("client"))
        const settings = (client_id: ClientId, callback_url: string) => ({
          client_id,
          callback_url,
          auth: { _tag: "BasicAuth", username: "u", password: "p" } as const,
          signing_secret: "whsec_x",
          updated_at: 1
        })
        yield* clients.saveWebhookSettings(settings(first, "https://example.com/a"))
        yield* clients.saveWebhookSettings(settings(second, "https://example.com/b"))
        expect(yield* clients.webhookSettingsClients).toEqual(expect.arrayContaining([first, second]))
        yield* clients.updateWebhookSettings(
          first,
          (current) =>
            Option.some({ ...current, auth: { _tag: "BasicAuth", username: "u", password: "sealed" } as const })
        )
        yield* clients.updateWebhookSettings(second, () => Option.none())
        const missing = ClientId.make(nextId("client"))
        yield* clients.updateWebhookSettings(missing, (current) => Option.some(current))
        expect(Option.map(yield* clients.findWebhookSettings(first), (s) => s.auth))
          .toEqual(Option.some({ _tag: "BasicAuth", username: "u", password: "sealed" }))
        expect(yield* clients.findWebhookSettings(second)).toEqual(
          Option.some(settings(second, "https://example.com/b"))
        )
        expect(yield* clients.findWebhookSettings(missing)).toEqual(Option.none())
        // concurrent updates each see the other's write: none is lost
        yield* Effect.all(
          Array.from(
            { length: 8 },
            (_, i) =>
              clients.updateWebhookSettings(
                first,
                (current) => Option.some({ ...current, callback_url: `${current.callback_url}/${i}` })
              )
          ),
          { concurrency: "unbounded" }
        )
        const after = Option.getOrThrow(yield* clients.findWebhookSettings(first)).callback_url
        expect(after.split("/").slice(-8).sort()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7"])
      }).pipe(Effect.provide(layer)))

    it.effect("does not hand out deliveries of clients whose receivers are busy", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const outbox = yield* WebhookOutbox
        const busy = uploadedReport(nextId("busy"))
        const other = uploadedReport(nextId("other"))
        for (const report of [busy, other]) {
          yield* store.create(report)
          yield* store.update(report.request_id, (current) =>
            Either.right({ report: current, delivery: Option.some(delivery(report, 100)) }))
        }
        const claimed = yield* outbox.claimDue(100, 1000, 10, [busy.client_id])
        expect(claimed.map((d) =>
          d.client_id
        )).toEqual([other.client_id])
        expect((yield* outbox.claimDue(100, 1000, 10, [])).map((d) => d.client_id)).toEqual([busy.client_id])
      }).pipe(Effect.provide(layer)))

    it.effect("counts reports by state", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const before = yield* store.countByState
        const reports = [uploadedReport(), uploadedReport(), uploadedReport()]
        for (const report of reports) yield* store.create(report)
        yield* queue(reports[0]!, 10)
        yield* queue(reports[1]!, 10)
        yield* store.claimNext({ now: 20, owner: "a", leaseMillis: 100, maxRunAttempts: 3 })
        const after = yield* store.countByState
        expect({
          Uploaded: after.Uploaded - before.Uploaded,
          Queued: after.Queued - before.Queued,
          Processing: after.Processing - before.Processing,
          Completed: after.Completed - before.Completed,
          Failed: after.Failed - before.Failed
        }).toEqual({ Uploaded: 1, Queued: 1, Processing: 1, Completed: 0, Failed: 0 })
      }).pipe(Effect.provide(layer)))

    it.effect("erases a report with its deliveries and purge record, and nothing else", () =>
      Effect.gen(function*() {
        const store = yield* ReportStore
        const outbox = yield* WebhookOutbox
        const erased = uploadedReport("client-a", 100)
        const kept = uploadedReport("client-a", 100)
        const purged = uploadedReport("client-a", 100)
        for (const report of [erased, kept, purged]) yield* store.create(report)
        for (const report of [erased, kept]) {
          yield* store.update(report.request_id, (current) =>
            Either.right({ report: current, delivery: Option.some(delivery(report, 100)) }))
        }
        yield* queue(erased, 110)
        yield* store.purgeCreatedBefore(200, 300).pipe(Effect.zipRight(store.erase(purged.request_id)))
        yield* store.erase(erased.request_id)
        expect(yield* store.find(erased.request_id)).toEqual(Option.none())
        expect(yield* outbox.forReport(erased.request_id)).toEqual([])
        expect(yield* store.claimNext({ now: 1_000, owner: "a", leaseMillis: 100, maxRunAttempts: 3 })).toEqual(
          Option.none()
        )
        expect(yield* store.findPurged(purged.request_id)).toEqual(Option.none())
        expect(Option.isSome(yield* store.findPurged(kept.request_id))).toBe(true)
        expect((yield* outbox.forReport(kept.request_id)).length).toBe(1)
        yield* store.erase(RequestId.make("never-existed"))
      }).pipe(Effect.provide(layer)))

    it.effect("lists clients, deletes one with its tokens and settings, and deletes a client's tokens", () =>
      Effect.gen(function*() {
        const clients = yield* ClientStore
        const [a, b] = [ClientId.make(nextId("client")), ClientId.make(nextId("client"))]
        yield* clients.saveClient({ client_id: b, secret_hash: "scrypt$b$b", created_at: 20 })
        yield* clients.saveClient({ client_id: a, secret_hash: "scrypt$a$a", created_at: 10 })
        const listed = (yield* clients.listClients).map((client) => client.client_id).filter((id) =>
          id === a || id === b
        )
        expect(listed).toEqual([a, b])
        for (const client of [a, b]) {
          yield* clients.saveToken({ token_hash: `t-${client}`, client_id: client, audience: "aud", expires_at: 9 })
        }
        yield* clients.saveWebhookSettings({
          client_id: a,
          callback_url: "https://example.com/hook",
          auth: { _tag: "SignatureOnly" },
          signing_secret: "whsec_x",
          updated_at: 1
        })
        yield* clients.deleteClient(a)
        expect(yield* clients.findClient(a)).toEqual(Option.none())
        expect(yield* clients.findToken(`t-${a}`)).toEqual(Option.none())
        expect(yield* clients.findWebhookSettings(a)).toEqual(Option.none())
        expect(Option.isSome(yield* clients.findToken(`t-${b}`))).toBe(true)
        yield* clients.deleteTokensOf(b)
        expect(yield* clients.findToken(`t-${b}`)).toEqual(Option.none())
        expect(Option.isSome(yield* clients.findClient(b))).toBe(true)
      }).pipe(Effect.provide(layer)))

    it.effect("keeps uploaded files, clients, hashed tokens and webhook settings", () =>
      Effect.gen(function*() {
        const files = yield* UploadedFileStore
        const clients = yield* ClientStore
        const id = RequestId.make(nextId("files"))
        const bytes = new TextEncoder().encode("Date,Amount\n2024-01-01,1.00\n")
        yield* files.put(id, [{ name: "a.csv", bytes }])
        const stored = Option.getOrThrow(yield* files.get(id))
        expect(stored[0]?.name).toBe("a.csv")
        expect(Array.from(stored[0]?.bytes ?? [])).toEqual(Array.from(bytes))
        yield* files.remove(id)
        expect(yield* files.get(id)).toEqual(Option.none())

        const clientId = ClientId.make(nextId("client"))
        yield* clients.saveClient({ client_id: clientId, secret_hash: "scrypt$a$b", created_at: 1 })
        expect(Option.map(yield* clients.findClient(clientId), (c) => c.secret_hash)).toEqual(Option.some("scrypt$a$b"))
        yield* clients.saveToken({ token_hash: `h-${clientId}`, client_id: clientId, audience: "aud", expires_at: 9 })
        expect(Option.map(yield* clients.findToken(`h-${clientId}`), (t) => t.client_id)).toEqual(Option.some(clientId))
        const settings = {
          client_id: clientId,
          callback_url: "https://example.com/hook",
          auth: { _tag: "SignatureOnly" } as const,
          signing_secret: "whsec_x",
          updated_at: 1
        }
        yield* clients.saveWebhookSettings(settings)
        yield* clients.saveWebhookSettings({ ...settings, callback_url: "https://example.com/new" })
        expect(Option.map(yield* clients.findWebhookSettings(clientId), (s) => s.callback_url))
          .toEqual(Option.some("https://example.com/new"))
      }).pipe(Effect.provide(layer)))
  })
}
