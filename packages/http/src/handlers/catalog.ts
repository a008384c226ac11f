import { HttpApiBuilder } from "@effect/platform"
import { CurrentClient, StatementAnalysisApi } from "@statement-engine/api-contract/api"
import { Engine } from "@statement-engine/core"
import { Effect } from "effect"
import { toApiError } from "../domain-errors.js"

/** Scoring models and category trees. */
export const CatalogHandlers = HttpApiBuilder.group(
  StatementAnalysisApi,
  "catalog",
  (handlers) =>
    Effect.gen(function*() {
      const engine = yield* Engine
      return handlers
        .handle("models", () =>
          Effect.gen(function*() {
            const models = yield* engine.availableModels(yield* CurrentClient)
            return { data: { type: "models list", attributes: { "available-models": models } } } as const
          }))
        .handle("categoryTree", ({ path }) =>
          Effect.gen(function*() {
            const tree = yield* engine.categoryTree(path.country).pipe(Effect.mapError(toApiError))
            return {
              data: [{
                type: "category tree",
                attributes: { version: tree.version, country: tree.country, categories: tree.categories }
              }]
            } as const
          }))
    })
)
