import { type CategoryTree, categoryTree, parseCountry, supportedCountries } from "@statement-engine/analysis"
import { Context, Effect, Layer, Option } from "effect"
import { UnsupportedCountry } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"

/**
 * The credit-scoring models this build ships. None yet: `credit-scores` is not implemented, so
 * `available-models` truthfully lists none until it is.
 */
const builtInScoringModels: ReadonlyArray<string> = []

/** Service: category trees per country and the scoring models a client may use. */
export class Catalog extends Context.Tag("@statement-engine/core/Catalog")<Catalog, {
  /** The category tree for a country code (case-insensitive; `UK` is `GB`). */
  readonly categoryTree: (country: string) => Effect.Effect<CategoryTree, UnsupportedCountry>
  readonly availableModels: (clientId: ClientId) => Effect.Effect<ReadonlyArray<string>>
}>() {
  static readonly layer = Layer.succeed(Catalog, {
    categoryTree: (country) =>
      Option.match(parseCountry(country), {
        onNone: () => Effect.fail(new UnsupportedCountry({ country, supported: supportedCountries })),
        onSome: (code) => Effect.succeed(categoryTree(code))
      }),
    availableModels: () => Effect.succeed(builtInScoringModels)
  })
}
