import { Engine } from "@statement-engine/core"
import { Effect, Layer, Redacted } from "effect"
import { BearerAuth } from "./api.js"
import { Unauthorized } from "./api-errors.js"
import { toApiError } from "./domain-errors.js"
import { jsonApiError } from "./json-api-errors.js"

const missingToken = new Unauthorized({
  errors: [jsonApiError(401, "UNAUTHORIZED", "Send Authorization: Bearer <access_token>; get a token from POST /oauth/token.", {
    source: { header: "Authorization" }
  })]
})

/** Checks the bearer token of every `/v2` request and provides the client it belongs to. */
export const BearerAuthLive = Layer.effect(
  BearerAuth,
  Effect.gen(function*() {
    const engine = yield* Engine
    return {
      bearerAuth: (token) => {
        const value = Redacted.value(token).trim()
        if (value === "") return Effect.fail(missingToken)
        return engine.authenticate(value).pipe(
          Effect.catchTags({
            Unauthorized: (error) => Effect.fail(toApiError(error)),
            StoreUnavailable: (error) => Effect.fail(toApiError(error))
          })
        )
      }
    }
  })
)
