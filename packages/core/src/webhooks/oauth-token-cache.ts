import { Clock, Effect, Either, Ref, Schema } from "effect"
import type { WebhookSettings } from "../domain/webhook.js"
import { HttpCallFailed, postOnce } from "./http-call.js"

type OAuth2 = Extract<WebhookSettings["auth"], { readonly _tag: "OAuth2" }>

const TokenResponse = Schema.parseJson(Schema.Struct({
  access_token: Schema.String,
  expires_in: Schema.optional(Schema.Number)
}))
const decodeTokenResponse = Schema.decodeUnknownEither(TokenResponse)

const cacheKey = (auth: OAuth2) => JSON.stringify([auth.token_url, auth.client_id, auth.audience, auth.scope])

/** Tokens are refreshed this long before they expire. */
const EARLY_REFRESH_MILLIS = 30_000

/**
 * OAuth2 client-credentials tokens for webhook callbacks, fetched from the client's token URL
 * and cached until shortly before they expire.
 */
export const makeOAuthTokenCache = (options: { readonly timeoutMillis: number; readonly allowPrivate: boolean }) =>
  Effect.gen(function*() {
    const cache = yield* Ref.make(new Map<string, { readonly token: string; readonly expiresAt: number }>())

    const fetchToken = (auth: OAuth2) =>
      Effect.gen(function*() {
        const form = new URLSearchParams({
          grant_type: "client_credentials",
          client_id: auth.client_id,
          client_secret: auth.client_secret
        })
        if (auth.audience !== null) form.set("audience", auth.audience)
        if (auth.scope !== null) form.set("scope", auth.scope)
        const response = yield* postOnce({
          url: auth.token_url,
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form.toString(),
          timeoutMillis: options.timeoutMillis,
          allowPrivate: options.allowPrivate
        })
        if (response.status < 200 || response.status >= 300) {
          return yield* new HttpCallFailed({ message: `token endpoint answered ${response.status}` })
        }
        const decoded = decodeTokenResponse(response.body)
        if (Either.isLeft(decoded)) {
          return yield* new HttpCallFailed({ message: "token endpoint answered without access_token" })
        }
        const now = yield* Clock.currentTimeMillis
        const lifetime = (decoded.right.expires_in ?? 300) * 1000
        const entry = { token: decoded.right.access_token, expiresAt: now + lifetime - EARLY_REFRESH_MILLIS }
        yield* Ref.update(cache, (map) => new Map(map).set(cacheKey(auth), entry))
        return entry.token
      })

    return {
      /** A valid token for these settings, from the cache when it is still fresh. */
      get: (auth: OAuth2) =>
        Effect.gen(function*() {
          const now = yield* Clock.currentTimeMillis
          const cached = (yield* Ref.get(cache)).get(cacheKey(auth))
          return cached !== undefined && cached.expiresAt > now ? cached.token : yield* fetchToken(auth)
        }),
      /** Forgets the cached token (after the callback answered 401). */
      invalidate: (auth: OAuth2) =>
        Ref.update(cache, (map) => {
          const next = new Map(map)
          next.delete(cacheKey(auth))
          return next
        })
    }
  })
