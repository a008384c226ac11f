import { InvalidAnalysisOptions } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { encodedAsIs } from "./encoded-as-is.js"
import { featuresOf } from "./features.js"
import type { ProductContext } from "./product-context.js"
import { productScope } from "./product-scope.js"
import { builtInModels } from "./scoring/built-in-models.js"
import { ModelScore } from "./scoring/scoring-model.js"

/** The scores of one currency's transactions. */
export const CurrencyScores = Schema.Struct({
  currency: Schema.String,
  scores: Schema.Array(ModelScore)
})

/** Output of the `credit-scores` operation. */
export const CreditScores = Schema.Struct({ currencies: Schema.Array(CurrencyScores) })
export type CreditScores = typeof CreditScores.Type

/**
 * Scores every currency's features with the models `params.models` names (every built-in model
 * when absent). Names of models that are not built in are left out here: the engine runs models
 * a host registered itself, after the analysis (they cannot run inside a worker thread).
 */
export const creditScores = (
  ctx: ProductContext
): Either.Either<typeof CreditScores.Encoded, InvalidAnalysisOptions> => {
  const requested = ctx.params.models
  const hostModels = ctx.params.host_models
  const known = (name: string) =>
    builtInModels.some((m) => m.name === name) || (Array.isArray(hostModels) && hostModels.includes(name))
  const unknown = requested?.find((name) => !known(name))
  if (unknown !== undefined) {
    return Either.left(
      new InvalidAnalysisOptions({
        detail: `models names unknown model "${unknown}"; available: ${builtInModels.map((m) => m.name).join(", ")}`,
        pointer: "/params/models"
      })
    )
  }
  const models = requested === undefined ? builtInModels : builtInModels.filter((m) => requested.includes(m.name))
  return Either.map(productScope(ctx), ({ currencies }) =>
    encodedAsIs(CreditScores)({
      currencies: currencies.map((c) => {
        const { features } = featuresOf(c.items, c.currency, ctx.asOf)
        return { currency: c.currency, scores: models.map((m) => ({ model: m.name, ...m.score(features) })) }
      })
    }))
}
