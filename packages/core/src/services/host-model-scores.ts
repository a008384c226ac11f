import { CreditScores, Features, type ProductJson, ProductText } from "@statement-engine/analysis"
import { Effect, Schema } from "effect"
import type { ProcessRequest } from "../domain/process-request.js"
import { grantedTo, type HostScoringModel } from "./host-models.js"

/** The host models a run of `clientId` should score with: those `params.models` names, or every granted one. */
export const hostModelsFor = (
  request: ProcessRequest,
  clientId: string,
  models: ReadonlyArray<HostScoringModel>
): ReadonlyArray<HostScoringModel> => {
  if (!request.operations.includes("credit-scores")) return []
  const granted = models.filter((m) => grantedTo(m, clientId))
  const named = request.params.models
  return named === undefined ? granted : granted.filter((m) => named.includes(m.name))
}

/**
 * What the analysis must compute for host models as well: the `features` product (they score it),
 * and their names passed on so `credit-scores` does not refuse them as unknown.
 */
export const withHostModelInputs = (request: ProcessRequest, host: ReadonlyArray<HostScoringModel>) =>
  host.length === 0 ? request : {
    ...request,
    operations: request.operations.includes("features")
      ? request.operations
      : [...request.operations, "features" as const],
    params: { ...request.params, host_models: host.map((m) => m.name) }
  }

/**
 * Adds the host models' scores to the `credit-scores` product, per currency, from the `features`
 * product; drops `features` again when the caller did not ask for it.
 */
export const addHostModelScores = (
  request: ProcessRequest,
  host: ReadonlyArray<HostScoringModel>,
  products: ProductJson
) =>
  Effect.gen(function*() {
    if (host.length === 0) return products
    const features = yield* Schema.decode(Schema.parseJson(Features))(
      yield* Schema.encode(ProductText)(products.features ?? [])
    )
    const scores = yield* Schema.decode(Schema.parseJson(CreditScores))(
      yield* Schema.encode(ProductText)(products["credit-scores"] ?? [])
    )
    const merged = {
      currencies: scores.currencies.map((c) => {
        const vector = features.currencies.find((f) => f.currency === c.currency)?.features ?? {}
        return { ...c, scores: [...c.scores, ...host.map((m) => ({ model: m.name, ...m.score(vector) }))] }
      })
    }
    const { features: computed, ...rest } = products
    return {
      ...rest,
      ...(request.operations.includes("features") ? { features: computed } : {}),
      "credit-scores": yield* Schema.decode(ProductText)(yield* Schema.encode(Schema.parseJson(CreditScores))(merged))
    }
  })
