import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { CompatibilityProfile } from "../domain/client.js"
import { ClientAlreadyExists, ClientNotFound, InvalidInput, type StoreError } from "../domain/errors.js"
import { ClientId } from "../domain/ids.js"
import { ClientStore } from "../ports/client-store.js"
import { hashSecret, randomToken } from "./secret-hash.js"

/** A client's id and its new secret: the only time the secret is seen, as only its hash is stored. */
export interface IssuedClientSecret {
  readonly clientId: ClientId
  readonly secret: string
}

/** A client as an administrator lists it: never its secret, not even hashed. */
export interface ClientListing {
  readonly clientId: ClientId
  readonly createdAt: number
  /** The client's own profile; absent, it is served in the server's. */
  readonly compatibility: CompatibilityProfile | undefined
}

/** Client ids an administrator may create: letters, digits and `._-`, at most 64 characters. */
const AdministeredClientId = ClientId.pipe(Schema.pattern(/^[A-Za-z0-9._-]{1,64}$/))
const decodeClientId = Schema.decodeUnknownEither(AdministeredClientId)

/** Service: creating, rotating and revoking API clients (what `statement-engine clients` does). */
export class ClientAdministration extends Context.Tag("@statement-engine/core/ClientAdministration")<
  ClientAdministration,
  {
    /** Creates a client with a new random secret; fails if the id is taken or not a valid id. */
    readonly create: (
      clientId: string
    ) => Effect.Effect<IssuedClientSecret, ClientAlreadyExists | InvalidInput | StoreError>
    /** Gives a client a new random secret; its old secret and every token issued to it stop working. */
    readonly rotate: (clientId: string) => Effect.Effect<IssuedClientSecret, ClientNotFound | StoreError>
    /** Deletes a client, its tokens and its webhook settings; its reports stay until retention deletes them. */
    readonly revoke: (clientId: string) => Effect.Effect<void, ClientNotFound | StoreError>
    /** Every client, oldest first. */
    readonly list: Effect.Effect<ReadonlyArray<ClientListing>, StoreError>
    /** Serves a client in `profile` whatever the server's is; `undefined` returns it to the server's. */
    readonly setCompatibility: (
      clientId: string,
      profile: CompatibilityProfile | undefined
    ) => Effect.Effect<void, ClientNotFound | StoreError>
  }
>() {
  static readonly layer = Layer.effect(
    ClientAdministration,
    Effect.gen(function*() {
      const clients = yield* ClientStore
      const save = (clientId: ClientId, createdAt: number, compatibility?: CompatibilityProfile) =>
        Effect.gen(function*() {
          const secret = randomToken(24)
          yield* clients.saveClient({
            client_id: clientId,
            secret_hash: yield* hashSecret(secret),
            created_at: createdAt,
            ...(compatibility === undefined ? {} : { compatibility })
          })
          return { clientId, secret }
        })
      const existing = (clientId: string) =>
        Effect.flatMap(clients.findClient(ClientId.make(clientId)), (found) =>
          Option.match(found, {
            onNone: () => Effect.fail(new ClientNotFound({ client_id: clientId })),
            onSome: Effect.succeed
          }))
      return {
        create: (clientId) =>
          Effect.gen(function*() {
            const id = decodeClientId(clientId)
            if (id._tag === "Left") {
              return yield* new InvalidInput({
                detail: `"${clientId.slice(0, 80)}" is not a client id: use 1 to 64 letters, digits, ".", "_" or "-".`,
                pointer: "client_id"
              })
            }
            if (Option.isSome(yield* clients.findClient(id.right))) {
              return yield* new ClientAlreadyExists({ client_id: clientId })
            }
            return yield* save(id.right, yield* Clock.currentTimeMillis)
          }),
        rotate: (clientId) =>
          Effect.gen(function*() {
            const client = yield* existing(clientId)
            const issued = yield* save(client.client_id, client.created_at, client.compatibility)
            yield* clients.deleteTokensOf(client.client_id)
            return issued
          }),
        revoke: (clientId) => Effect.flatMap(existing(clientId), (client) => clients.deleteClient(client.client_id)),
        list: Effect.map(
          clients.listClients,
          (all) =>
            all.map((client) => ({
              clientId: client.client_id,
              createdAt: client.created_at,
              compatibility: client.compatibility
            }))
        ),
        setCompatibility: (clientId, profile) =>
          Effect.flatMap(
            existing(clientId),
            ({ compatibility: _, ...client }) =>
              clients.saveClient(profile === undefined ? client : { ...client, compatibility: profile })
          )
      }
    })
  )
}
