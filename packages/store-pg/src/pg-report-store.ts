import { SqlClient } from "@effect/sql"
import {
  ClientId,
  leaseFrom,
  productsOfDocument,
  type Report,
  Report as ReportSchema,
  type ReportChange,
  reportChangeFor,
  ReportNotFound,
  type ReportStore,
  RequestId,
  ResultDocument,
  transition,
  UnreadableRecord,
  WebhookDelivery
} from "@statement-engine/core"
import { Effect, Either, Option, Schema } from "effect"
import { reportSignalChannel } from "./pg-report-signals.js"
import { decodeRows, unavailable } from "./store-errors.js"

const encodeReport = Schema.encodeSync(ReportSchema)
const encodeDelivery = Schema.encodeSync(WebhookDelivery)
const decodeBodies = decodeRows(ReportSchema, "report")
const decodeRowList = Schema.decodeUnknown(Schema.Array(Schema.Unknown))
const decodeDocumentColumns = Schema.decodeUnknown(Schema.Struct({
  result: Schema.NullOr(Schema.Uint8ArrayFromSelf),
  result_gzip: Schema.NullOr(Schema.Uint8ArrayFromSelf),
  result_products: Schema.NullOr(ResultDocument.fields.products)
}))

/**
 * How a report is stored: its Schema-encoded body, and a completed result's document in columns of
 * its own (bytes as `bytea`, read back without parsing), its products then left out of the body; its
 * gzip when made (`keepResultGzip` adds one made later).
 */
const rowOf = (report: Report) => {
  const state = report.state
  if (state._tag !== "Completed" || state.document === undefined) {
    return { body: JSON.stringify(encodeReport(report)), result: null, gzip: null, products: null }
  }
  const { document, ...kept } = state
  const bytes = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength)
  return {
    body: JSON.stringify(encodeReport({ ...report, state: { ...kept, products: {} } })),
    result: bytes(document.json),
    gzip: document.gzip === undefined ? null : bytes(document.gzip),
    products: JSON.stringify(document.products)
  }
}

/** Reports from rows of `key`, `body` and the result document's columns: a kept document gives the products. */
const decodeReports = (rows: unknown) =>
  Effect.flatMap(
    Effect.zip(decodeBodies(rows), Effect.orDie(decodeRowList(rows))),
    ([reports, list]) =>
      Effect.forEach(reports, (report, i) =>
        decodeDocumentColumns(list[i]).pipe(
          Effect.mapError(() =>
            new UnreadableRecord({ kind: "report", key: report.request_id, detail: "the result document's columns" })
          ),
          Effect.map(({ result: json, result_gzip: gzip, result_products: products }): Report => {
            if (report.state._tag !== "Completed" || json === null || products === null) return report
            const document = gzip === null ? { json, products } : { json, gzip, products }
            return { ...report, state: { ...report.state, products: productsOfDocument(document), document } }
          })
        ))
  )
const PurgedRow = Schema.Struct({ request_id: RequestId })
const decodeStateCounts = Schema.decodeUnknown(Schema.Array(Schema.Struct({
  state_tag: Schema.Literal("Uploaded", "Queued", "Processing", "Completed", "Failed"),
  n: Schema.Number
})))
const PurgedReportRow = Schema.Struct({
  request_id: RequestId,
  client_id: ClientId,
  purged_at: Schema.NumberFromString
})

/** The columns the queue works on: when a queued or processing report is next due, and its age. */
const queueColumns = (report: Report): { readonly queuedAt: number | null; readonly dueAt: number | null } => {
  switch (report.state._tag) {
    case "Queued":
      return { queuedAt: report.state.queued_at, dueAt: report.state.not_before }
    case "Processing":
      return { queuedAt: report.state.queued_at, dueAt: report.state.lease.expires_at }
    default:
      return { queuedAt: null, dueAt: null }
  }
}

/** How many analyses are queued or processing. */
const countUnfinished = (sql: SqlClient.SqlClient) =>
  unavailable(
    sql`SELECT count(*)::int AS n FROM se_reports WHERE state_tag IN ('Queued', 'Processing')`.pipe(
      Effect.flatMap(Schema.decodeUnknown(Schema.Tuple(Schema.Struct({ n: Schema.Number })))),
      Effect.map(([row]) => row.n)
    )
  )

/** How many reports are in each state. */
const countByState = (sql: SqlClient.SqlClient) =>
  unavailable(
    sql`SELECT state_tag, count(*)::int AS n FROM se_reports GROUP BY state_tag`.pipe(
      Effect.flatMap(decodeStateCounts),
      Effect.map((rows) => {
        const counts = { Uploaded: 0, Queued: 0, Processing: 0, Completed: 0, Failed: 0 }
        for (const row of rows) counts[row.state_tag] = row.n
        return counts
      })
    )
  )

/** Erases a report, its webhook deliveries and its purge record in one statement. */
const erase = (sql: SqlClient.SqlClient, requestId: RequestId) =>
  unavailable(
    sql`WITH report AS (
        DELETE FROM se_reports WHERE request_id = ${requestId}
      ), deliveries AS (
        DELETE FROM se_webhook_deliveries WHERE request_id = ${requestId}
      )
      DELETE FROM se_purged_reports WHERE request_id = ${requestId}`
  ).pipe(Effect.asVoid)

const writeReport = (sql: SqlClient.SqlClient, report: Report) => {
  const { dueAt, queuedAt } = queueColumns(report)
  const row = rowOf(report)
  return sql`UPDATE se_reports SET state_tag = ${report.state._tag}, queued_at = ${queuedAt}, due_at = ${dueAt},
    body = ${row.body}::json, result = ${row.result}, result_gzip = ${row.gzip},
    result_products = ${row.products}::jsonb
    WHERE request_id = ${report.request_id}`
}

/** Writes a changed report and enqueues its webhook delivery; the caller holds the transaction. */
const writeChange = (sql: SqlClient.SqlClient, change: ReportChange) =>
  Effect.gen(function*() {
    yield* writeReport(sql, change.report)
    if (Option.isNone(change.delivery)) return
    const delivery = change.delivery.value
    yield* sql`INSERT INTO se_webhook_deliveries (webhook_id, request_id, state, next_attempt_at, body)
      VALUES (${delivery.webhook_id}, ${delivery.request_id}, ${delivery.state}, ${delivery.next_attempt_at},
      ${JSON.stringify(encodeDelivery(delivery))}::jsonb)`
  })

/**
 * Takes the oldest due run with `FOR UPDATE SKIP LOCKED`; a run whose lease ran out on its last
 * allowed start is ended (in the same transaction, with its report signal) and the next one looked
 * at. A run that does not decode fails as an `UnreadableRecord` and leaves the queue (committed with it).
 */
const claimNext =
  (sql: SqlClient.SqlClient): typeof ReportStore.Service.claimNext => ({ leaseMillis, maxRunAttempts, now, owner }) =>
    unavailable(sql.withTransaction(Effect.gen(function*() {
      for (;;) {
        const rows = yield* sql`SELECT request_id AS key, body, result, result_gzip, result_products FROM se_reports
        WHERE state_tag IN ('Queued', 'Processing') AND due_at <= ${now}
        ORDER BY queued_at, request_id LIMIT 1 FOR UPDATE SKIP LOCKED`
        const decoded = yield* Effect.either(decodeReports(rows))
        if (Either.isLeft(decoded)) {
          // a run that cannot be read would be claimed again on every poll and hold up the queue:
          // it leaves the queue (no longer due), and reading it answers what is wrong with it
          yield* sql`UPDATE se_reports SET due_at = NULL WHERE request_id = ${decoded.left.key}`
          return Either.left(decoded.left)
        }
        const [due] = decoded.right
        if (due === undefined) return Either.right(Option.none())
        const taken = due.state._tag === "Processing"
          ? reportChangeFor(due, { _tag: "LeaseExpired", at: now, max_attempts: maxRunAttempts }, now)
          : Either.right({ report: due, delivery: Option.none() })
        if (Either.isLeft(taken)) return Either.right(Option.none())
        if (taken.right.report.state._tag === "Failed") {
          yield* writeChange(sql, taken.right)
          // sent when this transaction commits: requests held on the run (in any process) answer then
          yield* sql`SELECT pg_notify(${reportSignalChannel}, ${due.request_id})`
          continue
        }
        const started = transition(taken.right.report.state, {
          _tag: "RunStarted",
          at: now,
          lease: leaseFrom(owner, now, leaseMillis)
        })
        if (Either.isLeft(started)) return Either.right(Option.none())
        const claimed = { ...due, state: started.right }
        yield* writeReport(sql, claimed)
        return Either.right(Option.some(claimed))
      }
    }))).pipe(Effect.flatMap((claimed) => claimed))

/**
 * The report store port on PostgreSQL. `update` locks the row (`FOR UPDATE`), lets the pure state
 * machine decide, and writes the report and its webhook delivery in one transaction (the outbox);
 * `claimNext` takes the oldest due run with `FOR UPDATE SKIP LOCKED`, so runners never wait for
 * each other and never get the same run.
 */
export const makePgReportStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient

  const store: typeof ReportStore.Service = {
    create: (report) => {
      const { dueAt, queuedAt } = queueColumns(report)
      const row = rowOf(report)
      return unavailable(
        sql`INSERT INTO se_reports (request_id, client_id, created_at, state_tag, queued_at, due_at, body,
            result, result_gzip, result_products)
          VALUES (${report.request_id}, ${report.client_id}, ${report.created_at}, ${report.state._tag}, ${queuedAt}, ${dueAt},
          ${row.body}::json, ${row.result}, ${row.gzip}, ${row.products}::jsonb)`
      ).pipe(Effect.asVoid)
    },
    find: (requestId) =>
      unavailable(
        sql`SELECT request_id AS key, body, result, result_gzip, result_products FROM se_reports
          WHERE request_id = ${requestId}`.pipe(
          Effect.flatMap(decodeReports),
          Effect.map((reports) => Option.fromNullable(reports[0]))
        )
      ),
    update: (requestId, change) =>
      unavailable(sql.withTransaction(Effect.gen(function*() {
        const [current] =
          yield* sql`SELECT request_id AS key, body, result, result_gzip, result_products FROM se_reports
            WHERE request_id = ${requestId} FOR UPDATE`.pipe(
            Effect.flatMap(decodeReports)
          )
        if (current === undefined) return yield* Effect.fail(new ReportNotFound({ request_id: requestId }))
        const next = change(current)
        if (Either.isLeft(next)) return yield* Effect.fail(next.left)
        yield* writeChange(sql, next.right)
        return next.right.report
      }))),
    claimNext: claimNext(sql),
    keepResultGzip: (requestId, gzip) =>
      unavailable(
        sql`UPDATE se_reports SET result_gzip = ${Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength)}
          WHERE request_id = ${requestId} AND state_tag = 'Completed' AND result IS NOT NULL`
      ).pipe(Effect.asVoid),
    countUnfinished: countUnfinished(sql),
    countByState: countByState(sql),
    erase: (requestId) => erase(sql, requestId),
    purgeCreatedBefore: (cutoff, now) =>
      unavailable(
        sql`WITH gone AS (
            DELETE FROM se_reports WHERE created_at < ${cutoff} AND state_tag NOT IN ('Queued', 'Processing')
            RETURNING request_id, client_id
          ), files AS (
            DELETE FROM se_uploaded_files WHERE request_id IN (SELECT request_id FROM gone)
          ), deliveries AS (
            DELETE FROM se_webhook_deliveries WHERE request_id IN (SELECT request_id FROM gone) AND state <> 'pending'
          )
          INSERT INTO se_purged_reports (request_id, client_id, purged_at)
          SELECT request_id, client_id, ${now} FROM gone
          ON CONFLICT (request_id) DO NOTHING
          RETURNING request_id`.pipe(
          Effect.flatMap(Schema.decodeUnknown(Schema.Array(PurgedRow))),
          Effect.map((rows) => rows.map((row) => row.request_id))
        )
      ),
    findPurged: (requestId) =>
      unavailable(
        sql`SELECT request_id, client_id, purged_at::text AS purged_at FROM se_purged_reports WHERE request_id = ${requestId}`
          .pipe(
            Effect.flatMap(Schema.decodeUnknown(Schema.Array(PurgedReportRow))),
            Effect.map((rows) => Option.fromNullable(rows[0]))
          )
      )
  }
  return store
})
