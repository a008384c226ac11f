import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { describe, expect, it } from "@effect/vitest"
import {
  ClientId,
  ClientStore,
  ReportStore,
  RequestId,
  UploadedFileStore,
  type WebhookDelivery
} from "@statement-engine/core"
import { freshDatabase, testPostgresUrl } from "@statement-engine/testkit/postgres"
import { uploadedReport } from "@statement-engine/testkit/store-conformance"
import { Effect, Either, Layer, Option, Redacted, Schedule, Schema } from "effect"
import { PgStore } from "../src/index.js"

const sqlOn = (url: string) => PgClient.layer({ url: Redacted.make(url), maxConnections: 2 })

const delivery = (requestId: RequestId, webhookId: string): WebhookDelivery => ({
  webhook_id: webhookId,
  client_id: ClientId.make("client-a"),
  request_id: requestId,
  status: "completed",
  created_at: 1,
  attempts: 0,
  next_attempt_at: 1,
  state: "pending",
  last_error: null
})

describe("PostgreSQL store durability", () => {
  it.scoped("what one process wrote, a restarted one reads: reports, file bytes, clients", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const report = uploadedReport()
      const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 256)
      yield* Effect.gen(function*() {
        yield* (yield* ReportStore).create(report)
        yield* (yield* UploadedFileStore).put(report.request_id, [{ name: "a.csv", bytes }, {
          name: "b.ofx",
          bytes: bytes.subarray(5, 9)
        }])
        yield* (yield* ClientStore).saveClient({
          client_id: ClientId.make("client-a"),
          secret_hash: "scrypt$salt$hash",
          created_at: 5
        })
      }).pipe(Effect.provide(PgStore({ url })))
      // a new pool on the same database: nothing was kept in the first one's memory
      yield* Effect.gen(function*() {
        expect(yield* (yield* ReportStore).find(report.request_id)).toEqual(Option.some(report))
        const files = Option.getOrThrow(yield* (yield* UploadedFileStore).get(report.request_id))
        expect(files.map((f) => f.name)).toEqual(["a.csv", "b.ofx"])
        expect(Buffer.compare(Buffer.from(files[0]!.bytes), Buffer.from(bytes))).toBe(0)
        expect(Array.from(files[1]!.bytes)).toEqual(Array.from(bytes.subarray(5, 9)))
        expect(Option.isSome(yield* (yield* ClientStore).findClient(ClientId.make("client-a")))).toBe(true)
      }).pipe(Effect.provide(PgStore({ url })))
    }))

  it.scoped("a report change and its webhook delivery commit together or not at all", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      yield* Effect.gen(function*() {
        const store = yield* ReportStore
        const first = uploadedReport()
        const second = uploadedReport()
        yield* store.create(first)
        yield* store.create(second)
        yield* store.update(first.request_id, (r) =>
          Either.right({ report: r, delivery: Option.some(delivery(first.request_id, "msg-1")) }))
        // the same webhook id again: the delivery insert fails, so the report change must not stay
        const failed = yield* store.update(second.request_id, (r) =>
          Either.right({
            report: { ...r, created_at: 42 },
            delivery: Option.some(delivery(second.request_id, "msg-1"))
          })).pipe(Effect.flip)
        expect(failed).toMatchObject({ _tag: "StoreUnavailable" })
        expect(Option.map(yield* store.find(second.request_id), (r) =>
          r.created_at)).toEqual(Option.some(second.created_at))
      }).pipe(Effect.provide(PgStore({ url })))
    }))

  it.scopedLive("while the database refuses connections the store answers StoreUnavailable, and recovers by itself", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const name = new URL(url).pathname.slice(1)
      const admin = yield* Layer.build(sqlOn(yield* Effect.promise(testPostgresUrl)))
      const onServer = (statement: string) =>
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(Effect.provide(admin), Effect.orDie)
      yield* Effect.gen(function*() {
        const store = yield* ReportStore
        const report = uploadedReport()
        yield* store.create(report)
        yield* onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
        yield* onServer(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`)
        const down = yield* store.find(report.request_id).pipe(Effect.flip)
        expect(down).toMatchObject({ _tag: "StoreUnavailable" })
        yield* onServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
        const back = yield* store.find(report.request_id).pipe(
          Effect.retry({ times: 100, schedule: Schedule.spaced("100 millis") }),
          Effect.either
        )
        expect(Either.map(back, Option.isSome)).toEqual(Either.right(true))
      }).pipe(Effect.provide(PgStore({ url })))
    }))

  it.scoped("int8 columns come back as numbers through the schemas", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      yield* Effect.gen(function*() {
        const store = yield* ReportStore
        const report = { ...uploadedReport("client-a", 1_700_000_000_123) }
        yield* store.create(report)
        const purged = yield* store.purgeCreatedBefore(1_800_000_000_000, 1_800_000_000_456)
        expect(purged).toEqual([report.request_id])
        const found = Option.getOrThrow(yield* store.findPurged(RequestId.make(report.request_id)))
        expect(Schema.is(Schema.Number)(found.purged_at)).toBe(true)
        expect(found.purged_at).toBe(1_800_000_000_456)
      }).pipe(Effect.provide(PgStore({ url })))
    }))
})
