import type { Option } from "effect"
import { Context, type Effect } from "effect"
import type { Client, IssuedToken } from "../domain/client.js"
import type { StoreError } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"
import type { WebhookSettings } from "../domain/webhook.js"

/** Port: API clients, the tokens issued to them (hashed) and their webhook settings. */
export class ClientStore extends Context.Tag("@statement-engine/core/ClientStore")<ClientStore, {
  readonly findClient: (clientId: ClientId) => Effect.Effect<Option.Option<Client>, StoreError>
  /** Creates or replaces a client. */
  readonly saveClient: (client: Client) => Effect.Effect<void, StoreError>
  /** Every client, oldest first. */
  readonly listClients: Effect.Effect<ReadonlyArray<Client>, StoreError>
  /** Deletes a client with its tokens and webhook settings; nothing happens for an unknown id. */
  readonly deleteClient: (clientId: ClientId) => Effect.Effect<void, StoreError>
  /** Deletes every token issued to a client, so that none of them authenticates any more. */
  readonly deleteTokensOf: (clientId: ClientId) => Effect.Effect<void, StoreError>
  readonly saveToken: (token: IssuedToken) => Effect.Effect<void, StoreError>
  readonly findToken: (tokenHash: string) => Effect.Effect<Option.Option<IssuedToken>, StoreError>
  /** Deletes the tokens that expired at or before `now`; answers how many. */
  readonly purgeExpiredTokens: (now: number) => Effect.Effect<number, StoreError>
  /** Replaces the client's webhook settings. */
  readonly saveWebhookSettings: (settings: WebhookSettings) => Effect.Effect<void, StoreError>
  readonly findWebhookSettings: (clientId: ClientId) => Effect.Effect<Option.Option<WebhookSettings>, StoreError>
  /** The clients that have webhook settings. */
  readonly webhookSettingsClients: Effect.Effect<ReadonlyArray<ClientId>, StoreError>
  /**
   * Replaces the client's settings with what `change` makes of the stored ones, atomically (no
   * other write between the read and the write); `None` writes nothing, as do absent settings.
   */
  readonly updateWebhookSettings: (
    clientId: ClientId,
    change: (current: WebhookSettings) => Option.Option<WebhookSettings>
  ) => Effect.Effect<void, StoreError>
}>() {}
