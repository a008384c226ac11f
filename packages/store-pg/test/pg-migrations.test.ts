import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { describe, expect, it } from "@effect/vitest"
import { ClientId, ClientStore } from "@statement-engine/core"
import { freshDatabase } from "@statement-engine/testkit/postgres"
import { Effect, Either, Layer, Option, Redacted, Schema } from "effect"
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { migrate, MigrationFailed, MIGRATIONS_DIRECTORY, PgStore, sqlFiles } from "../src/index.js"

const sqlOn = (url: string) => PgClient.layer({ url: Redacted.make(url), maxConnections: 2 })
const onUrl = (url: string, statement: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(Effect.provide(sqlOn(url)))

const Recorded = Schema.Array(Schema.Struct({ migration_id: Schema.Number, name: Schema.String }))
const recorded = (url: string) =>
  onUrl(url, "SELECT migration_id, name FROM se_schema_migrations ORDER BY migration_id").pipe(
    Effect.flatMap(Schema.decodeUnknown(Recorded))
  )
const Present = Schema.Tuple(Schema.Struct({ present: Schema.Boolean }))
const tableExists = (url: string, table: string) =>
  onUrl(url, `SELECT to_regclass('${table}') IS NOT NULL AS present`).pipe(
    Effect.flatMap(Schema.decodeUnknown(Present)),
    Effect.map(([row]) => row.present)
  )

/** The numbered files shipped with the package, as the migrator names them. */
const shipped = readdirSync(MIGRATIONS_DIRECTORY).filter((file) => file.endsWith(".sql")).sort()
const shippedRecords = shipped.map((file) => {
  const [, id, name] = /^(\d+)_(.+)\.sql$/.exec(file) ?? []
  return { migration_id: Number(id), name }
})

describe("PostgreSQL migrations", () => {
  it("ships one numbered .sql file per migration, numbered from 1 without gaps", () => {
    expect(shipped.length).toBeGreaterThan(0)
    expect(shippedRecords.map((r) => r.migration_id)).toEqual(shipped.map((_, i) => i + 1))
  })

  it.scoped("processes starting at once apply each migration exactly once", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const applied = yield* Effect.all(
        Array.from({ length: 5 }, () => migrate().pipe(Effect.provide(sqlOn(url)))),
        { concurrency: "unbounded" }
      )
      expect(applied.flat().sort()).toEqual(shippedRecords.map((r) => r.migration_id))
      expect(yield* recorded(url)).toEqual(shippedRecords)
    }))

  it.scoped("a database made by the earlier hand-rolled runner upgrades in place: nothing reapplied, data kept", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      // what the runner before the migrator left behind: its own record table and migration 1
      const initial = readFileSync(new URL("0001_initial.sql", MIGRATIONS_DIRECTORY), "utf8")
      yield* onUrl(
        url,
        `CREATE TABLE se_migrations (id int PRIMARY KEY, name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now());
         ${initial};
         INSERT INTO se_migrations (id, name, applied_at) VALUES (1, 'initial', '2026-01-02T03:04:05Z');
         INSERT INTO se_clients (client_id, body)
           VALUES ('client-a', '{"client_id":"client-a","secret_hash":"scrypt$s$h","created_at":5}')`
      )
      const client = yield* Effect.flatMap(ClientStore, (store) => store.findClient(ClientId.make("client-a"))).pipe(
        Effect.provide(PgStore({ url }))
      )
      expect(Option.isSome(client)).toBe(true)
      expect(yield* tableExists(url, "se_migrations")).toBe(false)
      expect(yield* recorded(url)).toEqual(shippedRecords)
      const Applied = Schema.Tuple(Schema.Struct({ created_at: Schema.DateFromSelf }))
      const [first] = yield* onUrl(url, "SELECT created_at FROM se_schema_migrations WHERE migration_id = 1").pipe(
        Effect.flatMap(Schema.decodeUnknown(Applied))
      )
      expect(first.created_at.toISOString()).toBe("2026-01-02T03:04:05.000Z")
      expect(yield* migrate().pipe(Effect.provide(sqlOn(url)))).toEqual([])
    }))

  it.scoped("a migration that fails is a MigrationFailed and leaves the schema as it was", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const directory = mkdtempSync(join(tmpdir(), "se-migrations-"))
      yield* Effect.addFinalizer(() => Effect.sync(() => rmSync(directory, { recursive: true, force: true })))
      copyFileSync(new URL("0001_initial.sql", MIGRATIONS_DIRECTORY), join(directory, "0001_initial.sql"))
      writeFileSync(
        join(directory, "0002_broken.sql"),
        "CREATE TABLE se_half_done (x int);\nSELECT * FROM se_nowhere;\n"
      )
      const outcome = yield* Effect.either(
        migrate(sqlFiles(pathToFileURL(`${directory}/`))).pipe(Effect.provide(sqlOn(url)))
      )
      const failure = Either.isLeft(outcome) ? outcome.left : undefined
      expect(failure).toBeInstanceOf(MigrationFailed)
      expect(failure instanceof MigrationFailed && failure.detail).toContain("2_broken")
      // one transaction: the first migration and the record table went back with the broken one
      expect(yield* tableExists(url, "se_half_done")).toBe(false)
      expect(yield* tableExists(url, "se_reports")).toBe(false)
      expect(yield* tableExists(url, "se_schema_migrations")).toBe(false)
    }))

  it.scoped("an unreachable database is a StoreUnavailable when the store starts", () =>
    Effect.gen(function*() {
      const outcome = yield* Effect.either(
        Effect.scoped(Layer.build(PgStore({ url: "postgres://postgres@127.0.0.1:1/none" })))
      )
      expect(Either.isLeft(outcome) && outcome.left._tag).toBe("StoreUnavailable")
    }))
})
