import type { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import type { SqlError } from "@effect/sql/SqlError"
import {
  ClientStore,
  type ReportSignals,
  ReportStore,
  StoreUnavailable,
  UploadedFileStore,
  WebhookOutbox
} from "@statement-engine/core"
import { Context, Duration, Effect, Layer, Redacted } from "effect"
import { migrate } from "./migrate.js"
import { makePgClientStore } from "./pg-client-store.js"
import { PgReportSignals } from "./pg-report-signals.js"
import { makePgReportStore } from "./pg-report-store.js"
import { makePgUploadedFileStore } from "./pg-uploaded-file-store.js"
import { makePgWebhookOutbox } from "./pg-webhook-outbox.js"
import type { PgStoreStartError } from "./store-errors.js"

/** Where the database is and how many connections one engine process may hold. */
export interface PgStoreSettings {
  /** A `postgres://` connection URL. */
  readonly url: string
  readonly maxConnections?: number
}

const unreachable = (error: SqlError) =>
  new StoreUnavailable({ detail: `the database is unreachable: ${error.message}` })

/** Every store port on a `SqlClient` already provided, after applying the migrations. */
export const PgStorePorts: Layer.Layer<
  ReportStore | UploadedFileStore | ClientStore | WebhookOutbox,
  PgStoreStartError,
  SqlClient.SqlClient
> = Layer.effectContext(
  Effect.gen(function*() {
    yield* migrate()
    return Context.make(ReportStore, yield* makePgReportStore).pipe(
      Context.add(UploadedFileStore, yield* makePgUploadedFileStore),
      Context.add(ClientStore, yield* makePgClientStore),
      Context.add(WebhookOutbox, yield* makePgWebhookOutbox)
    )
  })
)

/**
 * The PostgreSQL store: every store port of the engine, durable and shared by any number of
 * engine processes on the same database, with report signals that reach all of them (LISTEN/NOTIFY).
 * Migrations run when the layer is built.
 */
export const PgStore = (
  settings: PgStoreSettings
): Layer.Layer<ReportStore | UploadedFileStore | ClientStore | WebhookOutbox | ReportSignals, PgStoreStartError> =>
  Layer.merge(PgStorePorts, PgReportSignals).pipe(
    Layer.provide(
      PgClient.layer({
        url: Redacted.make(settings.url),
        maxConnections: settings.maxConnections ?? 10,
        connectTimeout: Duration.seconds(5),
        applicationName: "statement-engine"
      }).pipe(Layer.catchAll((error) => Layer.fail(unreachable(error))))
    )
  )
