import { Schema } from "effect"

/** Why a score came out as it did: a stable code and what it means. */
export const ReasonCode = Schema.Struct({ code: Schema.String, description: Schema.String })

/** What a scoring model answers for one currency's features. */
export const ModelScore = Schema.Struct({
  model: Schema.String,
  /** Probability of default in 0..1, when the model estimates one. */
  probability_of_default: Schema.NullOr(Schema.Number.pipe(Schema.between(0, 1))),
  /** A points score (higher is better), when the model gives one. */
  score: Schema.NullOr(Schema.Number),
  decision: Schema.NullOr(Schema.Literal("approve", "refer", "decline")),
  /** The most adverse reasons first. */
  reason_codes: Schema.Array(ReasonCode),
  /** The model's own intermediate figures. */
  details: Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.Number) })
})
export type ModelScore = typeof ModelScore.Type

/** The named features a model reads (the `features` product's vector of one currency). */
export type FeatureValues = Readonly<Record<string, number | null>>

/** A feature's value for a model: 0 when it is absent or null (no data counts as no signal). */
export const featureValue = (features: FeatureValues, name: string): number => features[name] ?? 0

/** A credit-scoring model: a typed, pure function over a feature vector. */
export interface ScoringModel {
  readonly name: string
  readonly description: string
  readonly score: (features: FeatureValues) => Omit<ModelScore, "model">
}
