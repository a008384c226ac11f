import type { Option } from "effect"
import { Context, type Effect } from "effect"
import type { Client, IssuedToken } from "../domain/client.js"
import type { StoreUnavailable } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"
import type { WebhookSettings } from "../domain/webhook.js"

/** Port: API clients, the tokens issued to them (hashed) and their webhook settings. */
export class ClientStore extends Context.Tag("@statement-engine/core/ClientStore")<ClientStore, {
  readonly findClient: (clientId: ClientId) => Effect.Effect<Option.Option<Client>, StoreUnavailable>
  /** Creates or replaces a client. */
  readonly saveClient: (client: Client) => Effect.Effect<void, StoreUnavailable>
  /** Every client, oldest first. */
  readonly listClients: Effect.Effect<ReadonlyArray<Client>, StoreUnavailable>
  /** Deletes a client with its tokens and webhook settings; nothing happens for an unknown id. */
  readonly deleteClient: (clientId: ClientId) => Effect.Effect<void, StoreUnavailable>
  /** Deletes every token issued to a client, so that none of them authenticates any more. */
  readonly deleteTokensOf: (clientId: ClientId) => Effect.Effect<void, StoreUnavailable>
  readonly saveToken: (token: IssuedToken) => Effect.Effect<void, StoreUnavailable>
  readonly findToken: (tokenHash: string) => Effect.Effect<Option.Option<IssuedToken>, StoreUnavailable>
  /** Replaces the client's webhook settings. */
  readonly saveWebhookSettings: (settings: WebhookSettings) => Effect.Effect<void, StoreUnavailable>
  readonly findWebhookSettings: (clientId: ClientId) => Effect.Effect<Option.Option<WebhookSettings>, StoreUnavailable>
}>() {}
