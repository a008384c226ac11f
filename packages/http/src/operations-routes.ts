import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { jsonApiError } from "@statement-engine/api-contract/api-errors"
import { EngineMetrics, Readiness, type ServerSettings } from "@statement-engine/engine"
import { Effect, Redacted } from "effect"
import { createHash, timingSafeEqual } from "node:crypto"
import { jsonApiResponse } from "./error-responses.js"

const digest = (text: string) => createHash("sha256").update(text).digest()

/** Whether an `Authorization` header carries `token` as its bearer token, compared in constant time. */
const carriesToken = (header: string | undefined, token: Redacted.Redacted<string>) => {
  const sent = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? ""
  return timingSafeEqual(digest(sent), digest(Redacted.value(token)))
}

const metricsRefused = jsonApiResponse(401, [
  jsonApiError(401, "UNAUTHORIZED", "Send Authorization: Bearer <STATEMENT_ENGINE_METRICS_TOKEN>.", {
    source: { header: "Authorization" }
  })
])

/**
 * The operator's endpoints, without client authentication: `GET /healthz` (the process is up),
 * `GET /readyz` (the store is reachable and the analysis pool alive; 503 otherwise, and while
 * shutting down) and `GET /metrics` (Prometheus text; with `metricsToken` set, only for requests
 * that carry it as a bearer token).
 */
export const OperationsRoutes = (settings: Pick<ServerSettings, "metricsToken">) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function*() {
      const readiness = yield* Readiness
      const { registry } = yield* EngineMetrics
      yield* router.get("/healthz", Effect.succeed(HttpServerResponse.unsafeJson({ status: "up" })))
      yield* router.get(
        "/readyz",
        Effect.map(readiness.check, (report) =>
          HttpServerResponse.unsafeJson(
            { status: report.ready ? "ready" : "not ready", checks: report.checks },
            { status: report.ready ? 200 : 503, headers: report.ready ? {} : { "retry-after": "5" } }
          ))
      )
      yield* router.get(
        "/metrics",
        Effect.gen(function*() {
          const request = yield* HttpServerRequest.HttpServerRequest
          const token = settings.metricsToken
          if (token !== undefined && !carriesToken(request.headers.authorization, token)) return metricsRefused
          const text = yield* Effect.promise(() => registry.metrics())
          return HttpServerResponse.text(text, { contentType: registry.contentType })
        })
      )
    })
  )
