import type { ClientStore } from "@statement-engine/core"
import { Effect, Option } from "effect"
import type { MemoryState } from "./memory-state.js"

const deleteTokensOf = (state: MemoryState, clientId: string) => {
  for (const [hash, token] of state.tokens) if (token.client_id === clientId) state.tokens.delete(hash)
}

/** The client store port over a `MemoryState`. */
export const makeMemoryClientStore = (state: MemoryState): typeof ClientStore.Service => ({
  findClient: (clientId) => Effect.sync(() => Option.fromNullable(state.clients.get(clientId))),
  saveClient: (client) => Effect.sync(() => void state.clients.set(client.client_id, client)),
  listClients: Effect.sync(() => [...state.clients.values()].sort((a, b) => a.created_at - b.created_at)),
  deleteClient: (clientId) =>
    Effect.sync(() => {
      state.clients.delete(clientId)
      state.webhookSettings.delete(clientId)
      deleteTokensOf(state, clientId)
    }),
  deleteTokensOf: (clientId) => Effect.sync(() => deleteTokensOf(state, clientId)),
  saveToken: (token) => Effect.sync(() => void state.tokens.set(token.token_hash, token)),
  findToken: (tokenHash) => Effect.sync(() => Option.fromNullable(state.tokens.get(tokenHash))),
  saveWebhookSettings: (settings) => Effect.sync(() => void state.webhookSettings.set(settings.client_id, settings)),
  findWebhookSettings: (clientId) => Effect.sync(() => Option.fromNullable(state.webhookSettings.get(clientId)))
})
