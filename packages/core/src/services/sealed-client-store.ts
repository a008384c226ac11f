import { Array as Arr, Effect, Either, Layer, Option } from "effect"
import { UnreadableRecord } from "../domain/errors.js"
import type { WebhookSettings } from "../domain/webhook.js"
import { EngineConfig } from "../engine-config.js"
import { ClientStore } from "../ports/client-store.js"
import { ephemeralSecretKeys, openSecret, sealedBy, sealSecret, type SecretKeys } from "./secret-box.js"

type Auth = WebhookSettings["auth"]

/** Applies `f` to each secret of the settings, named by the field it is in; stops at the first `Left`. */
const eachSecret = (
  settings: WebhookSettings,
  f: (value: string, field: string) => Either.Either<string, string>
): Either.Either<WebhookSettings, string> =>
  Either.gen(function*() {
    const signing_secret = yield* f(settings.signing_secret, "signing_secret")
    const auth: Auth = settings.auth._tag === "BasicAuth"
      ? { ...settings.auth, password: yield* f(settings.auth.password, "auth_password") }
      : settings.auth._tag === "OAuth2"
      ? { ...settings.auth, client_secret: yield* f(settings.auth.client_secret, "oauth_client_secret") }
      : settings.auth
    return { ...settings, signing_secret, auth }
  })

const secretsOf = (settings: WebhookSettings): ReadonlyArray<string> => [
  settings.signing_secret,
  ...(settings.auth._tag === "BasicAuth"
    ? [settings.auth.password]
    : settings.auth._tag === "OAuth2"
    ? [settings.auth.client_secret]
    : [])
]

/** What a secret is sealed with: its client and field, so a sealed value cannot be moved to another. */
const contextOf = (settings: WebhookSettings, field: string) => `webhook-settings/${settings.client_id}/${field}`

/** The settings with every secret sealed by the current key. */
export const sealWebhookSettings = (keys: SecretKeys, settings: WebhookSettings): WebhookSettings =>
  Either.getOrThrow(
    eachSecret(settings, (value, field) => Either.right(sealSecret(keys, value, contextOf(settings, field))))
  )

/** The settings with every secret opened, or why one cannot be. */
export const openWebhookSettings = (
  keys: SecretKeys,
  settings: WebhookSettings
): Either.Either<WebhookSettings, UnreadableRecord> =>
  Either.mapLeft(
    eachSecret(settings, (value, field) =>
      Either.mapLeft(openSecret(keys, value, contextOf(settings, field)), (why) => `${field}: ${why}`)),
    (detail) =>
      new UnreadableRecord({ kind: "webhook settings of client", key: settings.client_id, detail })
  )

/** True when a secret of the settings is plain text or sealed by another key than the current one. */
const needsSealing = (keys: SecretKeys, settings: WebhookSettings) =>
  secretsOf(settings).some((value) => sealedBy(value) !== keys.current.id)

/**
 * Seals with the current key every stored secret that is plain text (stored before secrets were
 * encrypted) or sealed by a previous key, each client's settings in one atomic update; answers
 * the clients whose settings were sealed again, and logs (without their secrets) those that cannot
 * be opened.
 */
export const sealStoredWebhookSettings = (store: typeof ClientStore.Service, keys: SecretKeys) =>
  Effect.gen(function*() {
    const resealed: Array<string> = []
    for (const clientId of yield* store.webhookSettingsClients) {
      let unreadable: UnreadableRecord | undefined
      yield* store.updateWebhookSettings(clientId, (current) => {
        if (!needsSealing(keys, current)) return Option.none()
        const opened = openWebhookSettings(keys, current)
        if (Either.isLeft(opened)) {
          unreadable = opened.left
          return Option.none()
        }
        resealed.push(clientId)
        return Option.some(sealWebhookSettings(keys, opened.right))
      })
      if (unreadable !== undefined) {
        yield* Effect.logError("stored webhook settings cannot be opened with the configured keys").pipe(
          Effect.annotateLogs({ client_id: unreadable.key, reason: unreadable.detail })
        )
      }
    }
    return Arr.dedupe(resealed)
  })

/**
 * The client store as the engine's services use it: webhook secrets (Basic passwords, OAuth2
 * client secrets, `whsec_` signing secrets) are sealed before the store sees them and opened when
 * read, so no store keeps them readable. At start, secrets stored in plain text or under a
 * previous key are sealed with the current one.
 */
export const SealedClientStore: Layer.Layer<ClientStore, never, ClientStore | EngineConfig> = Layer.effect(
  ClientStore,
  Effect.gen(function*() {
    const store = yield* ClientStore
    const config = yield* EngineConfig
    const keys = config.secretKeys ?? ephemeralSecretKeys()
    const resealed = yield* sealStoredWebhookSettings(store, keys).pipe(
      Effect.catchAllCause((cause) =>
        Effect.logError("sealing stored webhook secrets failed; the next start tries again", cause).pipe(
          Effect.as([] as ReadonlyArray<string>)
        )
      )
    )
    if (resealed.length > 0) {
      yield* Effect.logInfo(`sealed the webhook secrets of ${resealed.length} client(s) with the current key`)
    }
    return {
      ...store,
      saveWebhookSettings: (settings) => store.saveWebhookSettings(sealWebhookSettings(keys, settings)),
      findWebhookSettings: (clientId) =>
        Effect.flatMap(
          store.findWebhookSettings(clientId),
          Option.match({
            onNone: () => Effect.succeedNone,
            onSome: (stored) => Effect.map(openWebhookSettings(keys, stored), Option.some)
          })
        )
    }
  })
)
