import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import type { CompatibilityProfile } from "../domain/client.js"
import { OAuthError, type StoreError, Unauthorized } from "../domain/errors.js"
import { ClientId } from "../domain/ids.js"
import { EngineConfig } from "../engine-config.js"
import { ClientStore } from "../ports/client-store.js"
import { hashSecret, randomToken, tokenHash, verifySecret } from "./secret-hash.js"

/** A token request as received, every field optional so that missing ones get RFC 6749 errors. */
export interface TokenRequest {
  readonly grant_type?: string | undefined
  readonly client_id?: string | undefined
  readonly client_secret?: string | undefined
  readonly audience?: string | undefined
}

/** RFC 6749 §5.1 access token response. */
export interface AccessToken {
  readonly access_token: string
  readonly token_type: "Bearer"
  readonly expires_in: number
}

const missing = (field: string) =>
  new OAuthError({ error: "invalid_request", error_description: `The ${field} parameter is required.` })

const badClient = () =>
  new OAuthError({
    error: "invalid_client",
    error_description: "Client authentication failed: unknown client_id or wrong client_secret."
  })

const decodeClientId = Schema.decodeUnknownOption(ClientId)

/** A client's own profile, else the server's (also for no client, and when the store cannot say). */
const compatibilityOf =
  (clients: ClientStore["Type"], config: EngineConfig["Type"]) =>
  (clientId: ClientId | undefined): Effect.Effect<CompatibilityProfile> =>
    clientId === undefined ? Effect.succeed(config.compatibility) : clients.findClient(clientId).pipe(
      Effect.map((found) => Option.getOrUndefined(found)?.compatibility ?? config.compatibility),
      Effect.orElseSucceed(() => config.compatibility)
    )

/** Service: API clients, client-credentials tokens and bearer authentication. */
// Stryker disable next-line StringLiteral: equivalent, the key only names the tag; the class is what is provided and used
export class Auth extends Context.Tag("@statement-engine/core/Auth")<Auth, {
  /** Issues a bearer token for valid client credentials and the configured audience. */
  readonly issueToken: (request: TokenRequest) => Effect.Effect<AccessToken, OAuthError | StoreError>
  /** The client a bearer token belongs to, if it is known, unexpired and for this audience. */
  readonly authenticate: (token: string) => Effect.Effect<ClientId, Unauthorized | StoreError>
  /**
   * Creates or replaces a client; its secret is stored only as a hash. Its profile is `compatibility`
   * when given, else the one it had.
   */
  readonly registerClient: (
    clientId: string,
    secret: string,
    compatibility?: CompatibilityProfile
  ) => Effect.Effect<ClientId, StoreError>
  /**
   * The profile a client is served in: its own, else the server's; the server's for no client (a
   * request not authenticated yet) and when the store cannot say.
   */
  readonly compatibilityOf: (clientId: ClientId | undefined) => Effect.Effect<CompatibilityProfile>
}>() {
  static readonly layer = Layer.effect(
    Auth,
    Effect.gen(function*() {
      const clients = yield* ClientStore
      const config = yield* EngineConfig
      // an unknown client id is checked against this, so that it costs what a wrong secret costs
      const unknownClientHash = yield* hashSecret(randomToken())

      const issueToken = (request: TokenRequest) =>
        Effect.gen(function*() {
          if (request.grant_type === undefined || request.grant_type === "") return yield* missing("grant_type")
          if (request.grant_type !== "client_credentials") {
            return yield* new OAuthError({
              error: "unsupported_grant_type",
              error_description: "Only the client_credentials grant type is supported."
            })
          }
          if (request.client_id === undefined || request.client_id === "") return yield* missing("client_id")
          if (request.client_secret === undefined || request.client_secret === "") {
            return yield* missing("client_secret")
          }
          if (request.audience === undefined || request.audience === "") return yield* missing("audience")
          const client = yield* Option.match(decodeClientId(request.client_id), {
            onNone: () => Effect.succeed(Option.none()),
            onSome: clients.findClient
          })
          const stored = Option.match(client, { onNone: () => unknownClientHash, onSome: (c) => c.secret_hash })
          const valid = yield* verifySecret(request.client_secret, stored)
          if (Option.isNone(client) || !valid) return yield* badClient()
          if (request.audience !== config.audience) {
            return yield* new OAuthError({
              error: "invalid_request",
              error_description: `The audience must be "${config.audience}".`
            })
          }
          const token = randomToken()
          const now = yield* Clock.currentTimeMillis
          yield* clients.saveToken({
            token_hash: tokenHash(token),
            client_id: client.value.client_id,
            audience: config.audience,
            expires_at: now + config.tokenTtlSeconds * 1000
          })
          return { access_token: token, token_type: "Bearer", expires_in: config.tokenTtlSeconds } as const
        })

      const authenticate = (token: string) =>
        Effect.gen(function*() {
          const found = yield* clients.findToken(tokenHash(token))
          if (Option.isNone(found)) return yield* new Unauthorized({ detail: "The bearer token is not valid." })
          const now = yield* Clock.currentTimeMillis
          if (found.value.expires_at <= now) {
            return yield* new Unauthorized({ detail: "The bearer token has expired; request a new one." })
          }
          if (found.value.audience !== config.audience) {
            return yield* new Unauthorized({ detail: "The bearer token was issued for another audience." })
          }
          return found.value.client_id
        })

      const registerClient = (clientId: string, secret: string, compatibility?: CompatibilityProfile) =>
        Effect.gen(function*() {
          const id = ClientId.make(clientId)
          const now = yield* Clock.currentTimeMillis
          const existing = compatibility !== undefined
            ? Option.some(compatibility)
            : Option.flatMap(yield* clients.findClient(id), (c) => Option.fromNullable(c.compatibility))
          yield* clients.saveClient({
            client_id: id,
            secret_hash: yield* hashSecret(secret),
            created_at: now,
            ...Option.match(existing, { onNone: () => ({}), onSome: (compatibility) => ({ compatibility }) })
          })
          return id
        })

      return { issueToken, authenticate, registerClient, compatibilityOf: compatibilityOf(clients, config) }
    })
  )
}
