import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { type Migration, migrations } from "./migrations.js"

/** Any number fits: an arbitrary constant naming "statement-engine migrations" among advisory locks. */
const MIGRATION_LOCK = 7_341_023_001

const AppliedRow = Schema.Struct({ id: Schema.Number })

/**
 * Applies the migrations not applied yet, in one transaction under a transaction-scoped advisory
 * lock: processes starting at once wait for each other, and the later ones find nothing to do.
 * Answers the ids it applied.
 */
export const migrate = (all: ReadonlyArray<Migration> = migrations) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(Effect.gen(function*() {
      yield* sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
      yield* sql`CREATE TABLE IF NOT EXISTS se_migrations (
        id int PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`
      const rows = yield* sql`SELECT id FROM se_migrations`
      const applied = new Set((yield* Schema.decodeUnknown(Schema.Array(AppliedRow))(rows)).map((r) => r.id))
      const done: Array<number> = []
      for (const migration of all) {
        if (applied.has(migration.id)) continue
        for (const statement of migration.statements) yield* sql.unsafe(statement)
        yield* sql`INSERT INTO se_migrations (id, name) VALUES (${migration.id}, ${migration.name})`
        done.push(migration.id)
      }
      return done
    }))
  })
