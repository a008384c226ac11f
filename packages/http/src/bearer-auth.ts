import { Engine } from "@statement-engine/core"
import { Effect, Layer, Redacted } from "effect"
import { TooManyRequests, Unauthorized } from "./api-errors.js"
import { BearerAuth } from "./api.js"
import { toApiError } from "./domain-errors.js"
import { noteClient } from "./edge/request-context.js"
import { jsonApiError } from "./json-api-errors.js"
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

/** Checks the bearer token and the client's request budget on every `/v2` request; provides the client. */
export const BearerAuthLive = Layer.effect(
  BearerAuth,
  Effect.gen(function*() {
    const engine = yield* Engine
    const limiter = yield* RateLimiter
    return {
      bearerAuth: (token) => {
        const value = Redacted.value(token).trim()
        if (value === "") return Effect.fail(missingToken)
        return engine.authenticate(value).pipe(
          Effect.catchTags({
            Unauthorized: (error) => Effect.fail(toApiError(error)),
            StoreUnavailable: (error) => Effect.fail(toApiError(error))
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
    }
  })
)
