import {
  builtInModels,
  type CategoryTree,
  categoryTree,
  parseCountry,
  supportedCountries
} from "@statement-engine/analysis"
import { Context, Effect, Layer, Option } from "effect"
import { UnsupportedCountry } from "../domain/errors.js"
import type { ClientId } from "../domain/ids.js"
import { EngineConfig } from "../engine-config.js"
import { grantedTo } from "./host-models.js"

/** Service: category trees per country and the scoring models a client may use. */
export class Catalog extends Context.Tag("@statement-engine/core/Catalog")<Catalog, {
  /** The category tree for a country code (case-insensitive; `UK` is `GB`). */
  readonly categoryTree: (country: string) => Effect.Effect<CategoryTree, UnsupportedCountry>
  readonly availableModels: (clientId: ClientId) => Effect.Effect<ReadonlyArray<string>>
}>() {
  static readonly layer = Layer.effect(
    Catalog,
    Effect.map(EngineConfig, (config) => ({
      categoryTree: (country: string) =>
        Option.match(parseCountry(country), {
          onNone: () => Effect.fail(new UnsupportedCountry({ country, supported: supportedCountries })),
          onSome: (code) => Effect.succeed(categoryTree(code))
        }),
      availableModels: (clientId: ClientId) =>
        Effect.succeed([
          ...builtInModels.map((m) => m.name),
          ...config.scoringModels.filter((m) => grantedTo(m, clientId)).map((m) => m.name)
        ])
    }))
  )
}
