import { SqlClient } from "@effect/sql"
import { Client, type ClientStore, IssuedToken, WebhookSettings } from "@statement-engine/core"
import { Effect, Option, Schema } from "effect"
import { decodeBodies, unavailable } from "./store-errors.js"

const encodeClient = Schema.encodeSync(Client)
const encodeToken = Schema.encodeSync(IssuedToken)
const encodeSettings = Schema.encodeSync(WebhookSettings)
const first = <A>(xs: ReadonlyArray<A>) => Option.fromNullable(xs[0])

/**
 * The client store port on PostgreSQL. Secrets arrive already hashed (scrypt) and tokens as their
 * SHA-256 hash: nothing here can give back a usable credential.
 */
export const makePgClientStore = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const clients = decodeBodies(Client)
  const tokens = decodeBodies(IssuedToken)
  const settings = decodeBodies(WebhookSettings)
  const store: typeof ClientStore.Service = {
    findClient: (clientId) =>
      unavailable(
        sql`SELECT body FROM se_clients WHERE client_id = ${clientId}`.pipe(Effect.flatMap(clients), Effect.map(first))
      ),
    saveClient: (client) =>
      unavailable(
        sql`INSERT INTO se_clients (client_id, body) VALUES (${client.client_id}, ${
          JSON.stringify(encodeClient(client))
        }::jsonb)
        ON CONFLICT (client_id) DO UPDATE SET body = excluded.body`
      ).pipe(Effect.asVoid),
    listClients: unavailable(
      sql`SELECT body FROM se_clients ORDER BY (body->>'created_at')::bigint, client_id`.pipe(Effect.flatMap(clients))
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
        sql`SELECT body FROM se_tokens WHERE token_hash = ${tokenHash}`.pipe(Effect.flatMap(tokens), Effect.map(first))
      ),
    saveWebhookSettings: (value) =>
      unavailable(
        sql`INSERT INTO se_webhook_settings (client_id, body) VALUES (${value.client_id}, ${
          JSON.stringify(encodeSettings(value))
        }::jsonb)
        ON CONFLICT (client_id) DO UPDATE SET body = excluded.body`
      ).pipe(Effect.asVoid),
    findWebhookSettings: (clientId) =>
      unavailable(
        sql`SELECT body FROM se_webhook_settings WHERE client_id = ${clientId}`.pipe(
          Effect.flatMap(settings),
          Effect.map(first)
        )
      )
  }
  return store
})
