import { Clock, Context, Effect, Either, Layer, Option } from "effect"
import type { InvalidInput, RequiredParamsMissing, StoreUnavailable } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"
import type { WebhookSettings, WebhookSettingsInput } from "../domain/webhook.js"
import { EngineConfig } from "../engine-config.js"
import { ClientStore } from "../ports/client-store.js"
import { validateWebhookSettings } from "../webhooks/settings.js"
import { newSigningSecret } from "../webhooks/signature.js"

/** Service: a client's webhook settings. Deliveries themselves are made by the `WebhookDispatcher`. */
export class Webhooks extends Context.Tag("@statement-engine/core/Webhooks")<Webhooks, {
  /**
   * Validates and stores the client's settings, replacing older ones. The signing secret is
   * created with the first settings and kept when settings are replaced.
   */
  readonly saveSettings: (
    clientId: ClientId,
    input: WebhookSettingsInput
  ) => Effect.Effect<WebhookSettings, InvalidInput | RequiredParamsMissing | StoreUnavailable>
  readonly findSettings: (clientId: ClientId) => Effect.Effect<Option.Option<WebhookSettings>, StoreUnavailable>
}>() {
  static readonly layer = Layer.effect(
    Webhooks,
    Effect.gen(function*() {
      const clients = yield* ClientStore
      const config = yield* EngineConfig
      return {
        saveSettings: (clientId, input) =>
          Effect.gen(function*() {
            const valid = yield* Either.match(validateWebhookSettings(input, config.allowPrivateCallbacks), {
              onLeft: Effect.fail,
              onRight: Effect.succeed
            })
            const previous = yield* clients.findWebhookSettings(clientId)
            const settings: WebhookSettings = {
              client_id: clientId,
              callback_url: valid.callback_url,
              auth: valid.auth,
              signing_secret: Option.match(previous, {
                onNone: newSigningSecret,
                onSome: (found) => found.signing_secret
              }),
              updated_at: yield* Clock.currentTimeMillis
            }
            yield* clients.saveWebhookSettings(settings)
            return settings
          }),
        findSettings: clients.findWebhookSettings
      }
    })
  )
}
