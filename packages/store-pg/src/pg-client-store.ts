import { SqlClient } from "@effect/sql"
import { Client, ClientId, type ClientStore, IssuedToken, WebhookSettings } from "@statement-engine/core"
import { Effect, Option, Schema } from "effect"
import { decodeRows, unavailable } from "./store-errors.js"

const encodeClient = Schema.encodeSync(Client)
const encodeToken = Schema.encodeSync(IssuedToken)
const encodeSettings = Schema.encodeSync(WebhookSettings)
const first = <A>(xs: ReadonlyArray<A>) => Option.fromNullable(xs[0])
const ClientIdRows = Schema.Array(Schema.Struct({ client_id: ClientId }))
const CountRows = Schema.Tuple(Schema.Struct({ n: Schema.Number }))

/** The webhook-settings part of the client store port on `sql`. */
const webhookSettingsOn = (
  sql: SqlClient.SqlClient
): Pick<
  typeof ClientStore.Service,
  "saveWebhookSettings" | "findWebhookSettings" | "webhookSettingsClients" | "updateWebhookSettings"
> => {
  const settings = decodeRows(WebhookSettings, "webhook settings of client")
  const saveSettings = (value: WebhookSettings) =>
    sql`INSERT INTO se_webhook_settings (client_id, body) VALUES (${value.client_id}, ${
      JSON.stringify(encodeSettings(value))
    }::jsonb)
      ON CONFLICT (client_id) DO UPDATE SET body = excluded.body`
  return {
    saveWebhookSettings: (value) => unavailable(saveSettings(value)).pipe(Effect.asVoid),
    findWebhookSettings: (clientId) =>
      unavailable(
        sql`SELECT client_id AS key, body FROM se_webhook_settings WHERE client_id = ${clientId}`.pipe(
          Effect.flatMap(settings),
          Effect.map(first)
        )
      ),
    webhookSettingsClients: unavailable(
      sql`SELECT client_id FROM se_webhook_settings ORDER BY client_id`.pipe(
        Effect.flatMap(Schema.decodeUnknown(ClientIdRows)),
        Effect.map((rows) => rows.map((row) => row.client_id))
      )
    ),
    updateWebhookSettings: (clientId, change) =>
      unavailable(sql.withTransaction(Effect.gen(function*() {
        const [current] = yield* sql`SELECT client_id AS key, body FROM se_webhook_settings
          WHERE client_id = ${clientId} FOR UPDATE`.pipe(Effect.flatMap(settings))
        if (current === undefined) return
        const next = change(current)
        if (Option.isSome(next)) yield* saveSettings(next.value)
      })))
  }
}

/**
 * The client store port on PostgreSQL. Secrets arrive already hashed (scrypt), tokens as their
 * SHA-256 hash and webhook secrets sealed (`SealedClientStore`): nothing here can give back a
 * usable credential.
 */
export const makePgClientStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const clients = decodeRows(Client, "client")
  // a token row is named by its client: the hash is a credential's fingerprint
  const tokens = decodeRows(IssuedToken, "bearer token of client")
  const store: typeof ClientStore.Service = {
    findClient: (clientId) =>
      unavailable(
        sql`SELECT client_id AS key, body FROM se_clients WHERE client_id = ${clientId}`.pipe(
          Effect.flatMap(clients),
          Effect.map(first)
        )
      ),
    saveClient: (client) =>
      unavailable(
        sql`INSERT INTO se_clients (client_id, body) VALUES (${client.client_id}, ${
          JSON.stringify(encodeClient(client))
        }::jsonb)
        ON CONFLICT (client_id) DO UPDATE SET body = excluded.body`
      ).pipe(Effect.asVoid),
    listClients: unavailable(
      sql`SELECT client_id AS key, body FROM se_clients ORDER BY (body->>'created_at')::bigint, client_id`.pipe(
        Effect.flatMap(clients)
      )
    ),
    deleteClient: (clientId) =>
      unavailable(
        sql`WITH tokens AS (
            DELETE FROM se_tokens WHERE client_id = ${clientId}
          ), settings AS (
            DELETE FROM se_webhook_settings WHERE client_id = ${clientId}
          )
          DELETE FROM se_clients WHERE client_id = ${clientId}`
      ).pipe(Effect.asVoid),
    deleteTokensOf: (clientId) =>
      unavailable(sql`DELETE FROM se_tokens WHERE client_id = ${clientId}`).pipe(Effect.asVoid),
    saveToken: (token) =>
      unavailable(sql`INSERT INTO se_tokens (token_hash, client_id, expires_at, body)
        VALUES (${token.token_hash}, ${token.client_id}, ${token.expires_at}, ${
        JSON.stringify(encodeToken(token))
      }::jsonb)
        ON CONFLICT (token_hash) DO UPDATE SET body = excluded.body, expires_at = excluded.expires_at`).pipe(
        Effect.asVoid
      ),
    findToken: (tokenHash) =>
      unavailable(
        sql`SELECT client_id AS key, body FROM se_tokens WHERE token_hash = ${tokenHash}`.pipe(
          Effect.flatMap(tokens),
          Effect.map(first)
        )
      ),
    purgeExpiredTokens: (now) =>
      unavailable(
        sql`WITH gone AS (DELETE FROM se_tokens WHERE expires_at <= ${now} RETURNING 1)
          SELECT count(*)::int AS n FROM gone`.pipe(
          Effect.flatMap(Schema.decodeUnknown(CountRows)),
          Effect.map(([row]) => row.n)
        )
      ),
    ...webhookSettingsOn(sql)
  }
  return store
})
