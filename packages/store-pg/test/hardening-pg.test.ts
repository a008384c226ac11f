import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { describe, expect, it } from "@effect/vitest"
import {
  ClientId,
  ClientStore,
  EngineConfig,
  type EngineSettings,
  type Report,
  ReportStore,
  SealedClientStore,
  transition,
  type WebhookSettings
} from "@statement-engine/core"
import { freshDatabase } from "@statement-engine/testkit/postgres"
import { testSecretKeys } from "@statement-engine/testkit/secret-keys"
import { uploadedReport } from "@statement-engine/testkit/store-conformance"
import { Effect, Either, Layer, Option, Redacted, Schema } from "effect"
import { PgStore } from "../src/index.js"

const sqlOn = (url: string) => PgClient.layer({ url: Redacted.make(url), maxConnections: 2 })
const onDatabase = (url: string, statement: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(statement)).pipe(Effect.provide(sqlOn(url)))
const BodyText = Schema.Array(Schema.Struct({ body: Schema.String }))
const storedSettingsText = (url: string) =>
  onDatabase(url, "SELECT body::text AS body FROM se_webhook_settings").pipe(
    Effect.flatMap(Schema.decodeUnknown(BodyText)),
    Effect.map((rows) => rows.map((row) => row.body).join("\n"))
  )

/** The client store the engine's services use (secrets sealed) on PostgreSQL at `url`, with `settings`. */
const sealedOn = (url: string, settings: Partial<EngineSettings>) =>
  SealedClientStore.pipe(Layer.provide(Layer.merge(PgStore({ url }), EngineConfig.layer(settings))))

const basicSettings = (client: string, password: string): WebhookSettings => ({
  client_id: ClientId.make(client),
  callback_url: "https://hooks.example.com/statements",
  auth: { _tag: "BasicAuth", username: "hooks", password },
  signing_secret: "whsec_c2lnbmluZy1zZWNyZXQtZm9yLXRlc3Rz",
  updated_at: 1
})
const oauthSettings = (client: string, secret: string): WebhookSettings => ({
  ...basicSettings(client, ""),
  auth: {
    _tag: "OAuth2",
    token_url: "https://auth.example.com/token",
    client_id: "engine",
    client_secret: secret,
    audience: null,
    scope: null
  }
})

const queue = (report: Report) =>
  Effect.flatMap(ReportStore, (store) =>
    store.update(report.request_id, (current) =>
      Either.map(
        transition(current.state, {
          _tag: "AnalysisRequested",
          at: 10,
          request: { country: "GB", operations: ["categorisation"], params: {}, use_webhook: false }
        }),
        (state) => ({ report: { ...current, state }, delivery: Option.none() })
      )))

describe("hardening: PostgreSQL rows", () => {
  it.scoped("webhook passwords, OAuth client secrets and signing secrets are stored encrypted, and read back", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const keys = { secretKeys: testSecretKeys() }
      yield* Effect.gen(function*() {
        const clients = yield* ClientStore
        yield* clients.saveWebhookSettings(basicSettings("basic-client", "basic-password-1234"))
        yield* clients.saveWebhookSettings(oauthSettings("oauth-client", "oauth-secret-5678"))
      }).pipe(Effect.provide(sealedOn(url, keys)))
      const stored = yield* storedSettingsText(url)
      expect(stored).toContain("hooks.example.com")
      for (const plain of ["basic-password-1234", "oauth-secret-5678", "whsec_", "c2lnbmluZy1zZWNyZXQ"]) {
        expect(stored).not.toContain(plain)
      }
      // another process with the same key reads them
      yield* Effect.gen(function*() {
        const clients = yield* ClientStore
        expect(yield* clients.findWebhookSettings(ClientId.make("basic-client")))
          .toEqual(Option.some(basicSettings("basic-client", "basic-password-1234")))
        expect(yield* clients.findWebhookSettings(ClientId.make("oauth-client")))
          .toEqual(Option.some(oauthSettings("oauth-client", "oauth-secret-5678")))
      }).pipe(Effect.provide(sealedOn(url, keys)))
    }))

  it.scoped("at start, secrets stored in plain text are encrypted, and those of a previous key sealed again", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      // rows as a version without encryption wrote them
      yield* Effect.gen(function*() {
        const clients = yield* ClientStore
        yield* clients.saveWebhookSettings(basicSettings("old-client", "plain-password-1234"))
      }).pipe(Effect.provide(PgStore({ url })))
      expect(yield* storedSettingsText(url)).toContain("plain-password-1234")
      yield* Effect.void.pipe(Effect.provide(sealedOn(url, { secretKeys: testSecretKeys("first") })))
      const sealedOnce = yield* storedSettingsText(url)
      expect(sealedOnce).not.toContain("plain-password-1234")
      expect(sealedOnce).toContain(testSecretKeys("first").current.id)
      // rotation: the new key opens nothing of the old one's, so the old one is given as previous
      yield* Effect.void.pipe(Effect.provide(sealedOn(url, { secretKeys: testSecretKeys("second", ["first"]) })))
      const sealedAgain = yield* storedSettingsText(url)
      expect(sealedAgain).toContain(testSecretKeys("second").current.id)
      expect(sealedAgain).not.toContain(testSecretKeys("first").current.id)
      // the previous key is no longer needed
      const read = yield* Effect.flatMap(
        ClientStore,
        (clients) => clients.findWebhookSettings(ClientId.make("old-client"))
      )
        .pipe(Effect.provide(sealedOn(url, { secretKeys: testSecretKeys("second") })))
      expect(read).toEqual(Option.some(basicSettings("old-client", "plain-password-1234")))
      // without the key that sealed them, settings cannot be read, which is not an outage
      const lost = yield* Effect.flatMap(
        ClientStore,
        (clients) => clients.findWebhookSettings(ClientId.make("old-client"))
      )
        .pipe(Effect.flip, Effect.provide(sealedOn(url, { secretKeys: testSecretKeys("third") })))
      expect(lost).toMatchObject({ _tag: "UnreadableRecord", key: "old-client" })
    }))

  it.scoped("a row that does not decode is an UnreadableRecord naming it, not an outage", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const report = uploadedReport()
      yield* Effect.flatMap(ReportStore, (store) => store.create(report)).pipe(Effect.provide(PgStore({ url })))
      yield* onDatabase(
        url,
        `UPDATE se_reports SET body = '{"state":"lost"}' WHERE request_id = '${report.request_id}'`
      )
      const unreadable = yield* Effect.flatMap(ReportStore, (store) => store.find(report.request_id)).pipe(
        Effect.flip,
        Effect.provide(PgStore({ url }))
      )
      expect(unreadable).toMatchObject({ _tag: "UnreadableRecord", kind: "report", key: report.request_id })
      yield* onDatabase(url, `UPDATE se_reports SET body = 'null' WHERE request_id = '${report.request_id}'`)
      const damaged = yield* Effect.flatMap(
        ReportStore,
        (store) =>
          store.update(report.request_id, (current) => Either.right({ report: current, delivery: Option.none() }))
      ).pipe(
        Effect.flip,
        Effect.provide(PgStore({ url }))
      )
      expect(damaged).toMatchObject({ _tag: "UnreadableRecord", kind: "report", key: report.request_id })
    }))

  it.scoped("a queued run that does not decode leaves the queue instead of blocking the runs behind it", () =>
    Effect.gen(function*() {
      const url = yield* freshDatabase
      const broken = uploadedReport("client-a", 1)
      const next = uploadedReport("client-a", 2)
      yield* Effect.gen(function*() {
        const store = yield* ReportStore
        yield* store.create(broken)
        yield* store.create(next)
        yield* queue(broken)
        yield* queue(next)
      }).pipe(Effect.provide(PgStore({ url })))
      // the oldest queued run's body no longer decodes; its queue columns are intact
      yield* onDatabase(url, `UPDATE se_reports SET body = '{}' WHERE request_id = '${broken.request_id}'`)
      yield* Effect.gen(function*() {
        const store = yield* ReportStore
        const first = yield* Effect.flip(
          store.claimNext({ now: 100, owner: "runner", leaseMillis: 1_000, maxRunAttempts: 3 })
        )
        expect(first).toMatchObject({ _tag: "UnreadableRecord", key: broken.request_id })
        const claimed = yield* store.claimNext({ now: 100, owner: "runner", leaseMillis: 1_000, maxRunAttempts: 3 })
        expect(Option.map(claimed, (r) => r.request_id)).toEqual(Option.some(next.request_id))
        expect(yield* store.claimNext({ now: 100, owner: "runner", leaseMillis: 1_000, maxRunAttempts: 3 })).toEqual(
          Option.none()
        )
      }).pipe(Effect.provide(PgStore({ url })))
    }))
})
