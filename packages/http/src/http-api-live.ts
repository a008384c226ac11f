import { HttpApiBuilder } from "@effect/platform"
import { Layer } from "effect"
import { ApiReferencePage } from "./api-reference-page.js"
import { StatementAnalysisApi } from "./api.js"
import { BearerAuthLive } from "./bearer-auth.js"
import { ErrorResponses } from "./error-responses.js"
import { CatalogHandlers } from "./handlers/catalog.js"
import { ReportsHandlers } from "./handlers/reports.js"
import { TokenHandlers } from "./handlers/token.js"
import { WebhooksHandlers } from "./handlers/webhooks.js"
import { RateLimiter } from "./rate-limiter.js"

/**
 * The API with its handlers, JSON:API error answers, OpenAPI at `/openapi.json` and the
 * interactive reference at `/docs` (its script at `/docs/api-reference.js`, loaded on first use).
 * Needs an `Engine`; `rateLimitPerMinute` is each client's request budget (0: unlimited).
 */
export const HttpApiLive = (rateLimitPerMinute: number) =>
  Layer.mergeAll(
    ErrorResponses,
    HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" }),
    ApiReferencePage({ path: "/docs" })
  ).pipe(
    Layer.provideMerge(
      HttpApiBuilder.api(StatementAnalysisApi).pipe(
        Layer.provide([TokenHandlers, ReportsHandlers, CatalogHandlers, WebhooksHandlers]),
        Layer.provide(BearerAuthLive),
        Layer.provide(RateLimiter.layer(rateLimitPerMinute))
      )
    )
  )
