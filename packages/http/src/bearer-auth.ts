import { BearerAuth } from "@statement-engine/api-contract/api"
import {
  jsonApiError,
  type ServiceUnavailable,
  TooManyRequests,
  Unauthorized
} from "@statement-engine/api-contract/api-errors"
import { type ClientId, Engine } from "@statement-engine/core"
import { Context, Effect, Layer, Redacted } from "effect"
import { toApiError } from "./domain-errors.js"
import { noteClient } from "./edge/request-context.js"
import { RateLimiter } from "./rate-limiter.js"

const missingToken = new Unauthorized({
  errors: [
    jsonApiError(
      401,
      "UNAUTHORIZED",
      "Send Authorization: Bearer <access_token>; get a token from POST /oauth/token.",
      {
        source: { header: "Authorization" }
      }
    )
  ]
})

/**
 * The check every `/v2` request passes: its bearer token names a client, and the client's request
 * budget allows one more. Shared by the API's `BearerAuth` and the edge's report lane, so that both
 * take from one budget.
 */
export class BearerCheck extends Context.Tag("@statement-engine/http/BearerCheck")<
  BearerCheck,
  (token: string) => Effect.Effect<ClientId, Unauthorized | TooManyRequests | ServiceUnavailable>
>() {
  static readonly layer = Layer.effect(
    BearerCheck,
    Effect.gen(function*() {
      const engine = yield* Engine
      const limiter = yield* RateLimiter
      return (token) => {
        const value = token.trim()
        if (value === "") return Effect.fail(missingToken)
        return engine.authenticate(value).pipe(
          Effect.catchTags({
            Unauthorized: (error) => Effect.fail(toApiError(error)),
            StoreUnavailable: (error) => Effect.fail(toApiError(error)),
            UnreadableRecord: (error) => Effect.fail(toApiError(error))
          }),
          Effect.tap(noteClient),
          Effect.tap((client) =>
            Effect.flatMap(
              limiter.take(client),
              (decision) =>
                decision._tag === "Allowed" ? Effect.void : Effect.fail(
                  new TooManyRequests({
                    errors: [jsonApiError(
                      429,
                      "RATE_LIMIT",
                      `Too many requests for this client; retry after ${decision.retryAfterSeconds} s.`,
                      { meta: { retry_after_seconds: decision.retryAfterSeconds } }
                    )]
                  })
                )
            )
          )
        )
      }
    })
  )
}

/** Checks the bearer token and the client's request budget on every `/v2` request; provides the client. */
export const BearerAuthLive = Layer.effect(
  BearerAuth,
  Effect.map(BearerCheck, (check) => ({ bearerAuth: (token) => check(Redacted.value(token)) }))
)
