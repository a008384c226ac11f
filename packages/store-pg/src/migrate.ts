import { SqlClient } from "@effect/sql"
import * as Migrator from "@effect/sql/Migrator"
import { Effect, Option, Predicate, Schema } from "effect"
import { readdirSync, readFileSync } from "node:fs"
import { MigrationFailed, unavailable } from "./store-errors.js"

/** Any number fits: an arbitrary constant naming "statement-engine migrations" among advisory locks. */
const MIGRATION_LOCK = 7_341_023_001

/** Where the migrator records what it applied (`@effect/sql`'s columns: migration_id, name, created_at). */
export const MIGRATIONS_TABLE = "se_schema_migrations"

/** The directory of numbered `.sql` files, `0001_initial.sql` and on, shipped with this package. */
export const MIGRATIONS_DIRECTORY = new URL("../migrations/", import.meta.url)

const MIGRATION_FILE = /^(\d+)_([a-z0-9_]+)\.sql$/

/** Runs one migration file's text as it stands: several statements in one simple query. */
const runSqlText = (text: string) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(text))

/** A loader of the numbered `.sql` files in `directory`, in order of their numbers. */
export const sqlFiles = (directory: URL = MIGRATIONS_DIRECTORY): Migrator.Loader =>
  Effect.try({
    try: () =>
      readdirSync(directory)
        .flatMap((file): ReadonlyArray<Migrator.ResolvedMigration> => {
          const match = MIGRATION_FILE.exec(file)
          if (match === null) return []
          const load = Effect.sync(() => runSqlText(readFileSync(new URL(file, directory), "utf8")))
          return [[Number(match[1]), match[2] ?? file, load]]
        })
        .sort(([a], [b]) => a - b),
    catch: (cause) =>
      new Migrator.MigrationError({ reason: "import-error", message: `cannot list the migrations: ${String(cause)}` })
  })

const runMigrator = Migrator.make({})

const LegacyTable = Schema.Tuple(Schema.Struct({ present: Schema.Boolean }))

/**
 * Databases created before the migrator recorded their migrations in `se_migrations` (id, name,
 * applied_at), with the same numbers as the files: copy them over so that none runs twice.
 */
const adoptLegacyRecords = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const [legacy] = yield* sql`SELECT to_regclass('se_migrations') IS NOT NULL AS present`.pipe(
    Effect.flatMap(Schema.decodeUnknown(LegacyTable))
  )
  if (!legacy.present) return
  yield* sql`INSERT INTO ${sql(MIGRATIONS_TABLE)} (migration_id, name, created_at)
    SELECT id, name, applied_at FROM se_migrations ON CONFLICT (migration_id) DO NOTHING`
  yield* sql`DROP TABLE se_migrations`
})

/** A migration that failed is a defect inside the migrator (so that its transaction rolls back). */
const migrationFailed = (defect: unknown) =>
  defect instanceof Migrator.MigrationError
    ? Option.some(new MigrationFailed({ detail: `${defect.message}: ${describeCause(defect.cause)}` }))
    : Option.none()

const describeCause = (cause: unknown): string =>
  Predicate.hasProperty(cause, "cause") && Predicate.hasProperty(cause.cause, "message")
    ? String(cause.cause.message)
    : String(cause)

/**
 * Applies the migrations not applied yet with `@effect/sql`'s migrator, in one transaction under a
 * transaction-scoped advisory lock: processes starting at once wait for each other, and the later
 * ones find nothing to do. Answers the numbers it applied.
 */
export const migrate = (loader: Migrator.Loader = sqlFiles()) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const applied = yield* sql.withTransaction(Effect.gen(function*() {
      yield* sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`
      // created here, not by the migrator: its probe for the table would abort this transaction
      yield* sql`CREATE TABLE IF NOT EXISTS ${sql(MIGRATIONS_TABLE)} (
        migration_id integer PRIMARY KEY,
        created_at timestamp with time zone NOT NULL DEFAULT now(),
        name text NOT NULL
      )`
      yield* adoptLegacyRecords
      return yield* runMigrator({ loader, table: MIGRATIONS_TABLE })
    }))
    return applied.map(([id]) => id)
  }).pipe(
    Effect.catchSomeDefect((defect) => Option.map(migrationFailed(defect), Effect.fail)),
    Effect.catchTag("MigrationError", (error) => Effect.fail(new MigrationFailed({ detail: error.message }))),
    unavailable
  )
