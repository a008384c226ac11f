import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { StatementAnalysisApi } from "@statement-engine/api-contract/api"
import { jsonApiError } from "@statement-engine/api-contract/api-errors"
import { Engine } from "@statement-engine/core"
import { Effect, Option } from "effect"
import { noteClient } from "../edge/request-context.js"
import { jsonApiResponse, unreadableBody } from "../error-responses.js"
import { type RateDecision, TokenRateLimiter } from "../rate-limiter.js"
import { readTokenRequest } from "./token-request.js"

const noStore = { "cache-control": "no-store", pragma: "no-cache" }

const oauthError = (status: number, error: string, description: string, extraHeaders: Record<string, string> = {}) =>
  HttpServerResponse.unsafeJson(
    { error, error_description: description },
    { status, headers: { ...noStore, ...extraHeaders } }
  )

/** Fails with a 429 answer when the budget is spent. */
const within = (decision: RateDecision, whose: string) =>
  decision._tag === "Allowed" ? Effect.void : Effect.fail(jsonApiResponse(429, [
    jsonApiError(
      429,
      "RATE_LIMIT",
      `Too many token requests ${whose}; retry after ${decision.retryAfterSeconds} s.`,
      { meta: { retry_after_seconds: decision.retryAfterSeconds } }
    )
  ]))

/**
 * `POST /oauth/token`: RFC 6749 success and error bodies, never cached; rate limited per source
 * address before the body is read and per client id before the secret is checked.
 */
export const TokenHandlers = HttpApiBuilder.group(StatementAnalysisApi, "token", (handlers) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    const limiter = yield* TokenRateLimiter
    return handlers.handleRaw("token", ({ request }) =>
      Effect.gen(function*() {
        const address = Option.getOrElse(request.remoteAddress, () => "unknown")
        yield* within(yield* limiter.byAddress(address), "from this address")
        const read = yield* readTokenRequest(request)
        const clientId = read.fields.client_id
        if (clientId !== undefined && clientId !== "") {
          yield* within(yield* limiter.byClient(clientId), "for this client_id")
        }
        const token = yield* engine.issueToken(read.fields).pipe(
          Effect.catchTag("OAuthError", (error) =>
            Effect.fail(
              error.error === "invalid_client" && read.usedBasic
                ? oauthError(401, error.error, error.error_description, {
                  "www-authenticate": `Basic realm="statement-engine"`
                })
                : oauthError(400, error.error, error.error_description)
            ))
        )
        if (clientId !== undefined) yield* noteClient(clientId)
        return HttpServerResponse.unsafeJson(token, { status: 200, headers: noStore })
      }).pipe(
        Effect.catchTags({
          UnreadableTokenRequest: (error) => Effect.succeed(oauthError(400, "invalid_request", error.description)),
          TokenBodyTooLarge: (error) => Effect.succeed(unreadableBody(error.cause)),
          StoreUnavailable: () =>
            Effect.succeed(oauthError(503, "temporarily_unavailable", "The store is not reachable; retry shortly.", {
              "retry-after": "5"
            })),
          UnreadableRecord: (error) =>
            Effect.succeed(
              oauthError(500, "server_error", `A stored ${error.kind} cannot be read; the server logged why.`)
            )
        }),
        Effect.catchIf(HttpServerResponse.isServerResponse, Effect.succeed)
      ))
  }))
