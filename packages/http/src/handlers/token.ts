import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Engine } from "@statement-engine/core"
import { Effect } from "effect"
import { StatementAnalysisApi } from "../api.js"
import { readTokenRequest } from "./token-request.js"

const noStore = { "cache-control": "no-store", pragma: "no-cache" }

const oauthError = (status: number, error: string, description: string, extraHeaders: Record<string, string> = {}) =>
  HttpServerResponse.unsafeJson(
    { error, error_description: description },
    { status, headers: { ...noStore, ...extraHeaders } }
  )

/** `POST /oauth/token`: RFC 6749 success and error bodies, never cached. */
export const TokenHandlers = HttpApiBuilder.group(StatementAnalysisApi, "token", (handlers) =>
  Effect.gen(function*() {
    const engine = yield* Engine
    return handlers.handleRaw("token", ({ request }) =>
      Effect.gen(function*() {
        const read = yield* readTokenRequest(request)
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
        return HttpServerResponse.unsafeJson(token, { status: 200, headers: noStore })
      }).pipe(
        Effect.catchTags({
          UnreadableTokenRequest: (error) => Effect.succeed(oauthError(400, "invalid_request", error.description)),
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
