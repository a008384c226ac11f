import { HttpApiBuilder } from "@effect/platform"
import { CurrentClient, StatementAnalysisApi } from "@statement-engine/api-contract/api"
import { Engine } from "@statement-engine/core"
import { Effect } from "effect"
import { toApiError } from "../domain-errors.js"

/** Webhook settings: validated, stored, answered with the client's signing secret. */
export const WebhooksHandlers = HttpApiBuilder.group(
  StatementAnalysisApi,
  "webhooks",
  (handlers) =>
    Effect.gen(function*() {
      const engine = yield* Engine
      return handlers.handle("settings", ({ payload }) =>
        Effect.gen(function*() {
          const settings = yield* engine.saveWebhookSettings(yield* CurrentClient, payload).pipe(
            Effect.mapError(toApiError)
          )
          return {
            data: {
              type: "report processing record",
              attributes: { success: true, "signing-secret": settings.signing_secret }
            }
          } as const
        }))
    })
)
