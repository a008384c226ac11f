import { Clock, Context, Effect, Either, Layer, Option } from "effect"
import { InvalidInput, type RequiredParamsMissing, type StoreError } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"
import type { WebhookSettings, WebhookSettingsInput } from "../domain/webhook.js"
import { EngineConfig } from "../engine-config.js"
import { ClientStore } from "../ports/client-store.js"
import { callbackHostProblem } from "../webhooks/callback-host-check.js"
import { validateWebhookSettings } from "../webhooks/settings.js"
import { newSigningSecret } from "../webhooks/signature.js"

/** Fails naming the first URL of the settings whose host is not public (callback, then OAuth2 token URL). */
const refuseNonPublicHosts = (settings: { readonly callback_url: string; readonly auth: WebhookSettings["auth"] }) =>
  Effect.forEach(
    [
      ["callback_url", settings.callback_url],
      ...(settings.auth._tag === "OAuth2" ? [["oauth_token_url", settings.auth.token_url] as const] : [])
    ] as const,
    ([field, url]) =>
      Effect.flatMap(callbackHostProblem(new URL(url)), (problem) =>
        problem === undefined ? Effect.void : Effect.fail(
          new InvalidInput({
            detail:
              `${field}: ${problem}; webhooks call public hosts only (STATEMENT_ENGINE_ALLOW_PRIVATE_CALLBACKS=true allows private ones, for development).`,
            pointer: `/${field}`
          })
        )),
    { discard: true }
  )

/** Service: a client's webhook settings. Deliveries themselves are made by the `WebhookDispatcher`. */
export class Webhooks extends Context.Tag("@statement-engine/core/Webhooks")<Webhooks, {
  /**
   * Validates and stores the client's settings, replacing older ones; unless private callbacks are
   * allowed, a callback or token URL whose host is, or resolves to, a non-public address is
   * refused (and checked again at every delivery). The signing secret is created with the first
   * settings and kept when settings are replaced.
   */
  readonly saveSettings: (
    clientId: ClientId,
    input: WebhookSettingsInput
  ) => Effect.Effect<WebhookSettings, InvalidInput | RequiredParamsMissing | StoreError>
  readonly findSettings: (clientId: ClientId) => Effect.Effect<Option.Option<WebhookSettings>, StoreError>
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
            if (!config.allowPrivateCallbacks) yield* refuseNonPublicHosts(valid)
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
