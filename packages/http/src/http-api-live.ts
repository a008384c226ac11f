import { HttpApiBuilder } from "@effect/platform"
import { DEFAULT_AUDIENCE } from "@statement-engine/api-contract"
import { StatementAnalysisApi } from "@statement-engine/api-contract/api"
import type { ServerSettings } from "@statement-engine/engine"
import { Layer } from "effect"
import { ApiReferencePage } from "./api-reference-page.js"
import { BearerAuthLive, BearerCheck } from "./bearer-auth.js"
import { ErrorResponses } from "./error-responses.js"
import { CatalogHandlers } from "./handlers/catalog.js"
import { ReportsHandlers } from "./handlers/reports.js"
import { TokenHandlers } from "./handlers/token.js"
import { WebhooksHandlers } from "./handlers/webhooks.js"
import { OperationsRoutes } from "./operations-routes.js"
import { RateLimiter, TokenRateLimiter } from "./rate-limiter.js"
import { ReportLane } from "./report-lane.js"

/**
 * The API with its handlers, JSON:API error answers, OpenAPI at `/openapi.json`, the interactive
 * reference at `/docs` (its script at `/docs/api-reference.js`, loaded on first use) and the
 * operator's endpoints (`/healthz`, `/readyz`, `/metrics`). Needs an `Engine`, its `EngineMetrics`
 * and `Readiness`; the rate limits and the metrics token come from `settings`.
 */
export const HttpApiLive = (
  settings:
    & Pick<
      ServerSettings,
      "rateLimitPerMinute" | "tokenRateLimitPerAddress" | "tokenRateLimitPerClient" | "metricsToken"
    >
    & {
      /** The token audience the OpenAPI document's OAuth2 scheme names (the engine's `audience`). */
      readonly audience?: string | undefined
    }
) => {
  // one bearer check, and so one request budget, for the API and the edge's report lane
  const bearerCheck = BearerCheck.layer.pipe(Layer.provide(RateLimiter.layer(settings.rateLimitPerMinute)))
  return Layer.mergeAll(
    ErrorResponses,
    ApiReferencePage({ path: "/docs", openApiPath: "/openapi.json", audience: settings.audience ?? DEFAULT_AUDIENCE }),
    OperationsRoutes(settings),
    ReportLane.layer.pipe(Layer.provide(bearerCheck))
  ).pipe(
    Layer.provideMerge(
      HttpApiBuilder.api(StatementAnalysisApi).pipe(
        Layer.provide([TokenHandlers, ReportsHandlers, CatalogHandlers, WebhooksHandlers]),
        Layer.provide(BearerAuthLive),
        Layer.provide(bearerCheck),
        Layer.provide(TokenRateLimiter.layer({
          perAddress: settings.tokenRateLimitPerAddress,
          perClient: settings.tokenRateLimitPerClient
        }))
      )
    )
  )
}
