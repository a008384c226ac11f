import { type Country, titleLanguageOf } from "@statement-engine/intake"
import { Schema } from "effect"
import { Cat } from "./categories/category-ids.js"
import { readDataFile } from "./data-file.js"
import type { Decision } from "./decide.js"
import type { Reading } from "./reading.js"

/**
 * A multinomial naive-Bayes model over character n-grams of a counterparty's name words, trained by
 * `scripts/train-fallback.ts` on names the project knows (the merchant index, its own merchant and
 * keyword tables, its labelled sets): for each class (an expense category) its log prior and the
 * log-probability of a feature it never saw; for each feature, the classes it was seen with and
 * their log-probabilities, as "class:value class:value".
 */
const Model = Schema.Struct({
  classes: Schema.Array(Schema.Int),
  prior: Schema.Array(Schema.Number),
  unseen: Schema.Array(Schema.Number),
  threshold: Schema.Number,
  // tens of thousands of entries: checked while they are read below, not by the schema
  features: Schema.Object
})

/**
 * The model ready for scoring, held compactly: each feature's (class, log-probability) pairs are the
 * range `start[i]`…`start[i + 1]` of two typed arrays, rather than an array of small arrays per feature,
 * so that each worker thread holds a few MB for it rather than tens.
 */
interface Compiled {
  readonly classes: ReadonlyArray<number>
  readonly prior: ReadonlyArray<number>
  readonly unseen: ReadonlyArray<number>
  readonly threshold: number
  /** A feature's index into `start`. */
  readonly features: ReadonlyMap<string, number>
  readonly start: Uint32Array
  readonly pairClass: Uint16Array
  readonly pairValue: Float64Array
}

/** One feature's "class:value class:value" pairs, checked against the model's classes. */
const pairsOf = (feature: string, spec: unknown, classCount: number): ReadonlyArray<readonly [number, number]> => {
  if (typeof spec !== "string") throw new Error(`fallback model: feature ${feature} is not "class:value …"`)
  return spec.split(" ").map((pair) => {
    const colon = pair.indexOf(":")
    const c = Number(pair.slice(0, colon))
    const v = Number(pair.slice(colon + 1))
    if (colon < 0 || !Number.isInteger(c) || c < 0 || c >= classCount || !Number.isFinite(v)) {
      throw new Error(`fallback model: feature ${feature} has a bad pair "${pair}"`)
    }
    return [c, v] as const
  })
}

/** A model's weights (the JSON the training script writes) made ready for scoring. */
export const compileModel = (weights: unknown): Compiled => {
  const model = Schema.decodeUnknownSync(Model)(weights)
  if (model.classes.length > 0xffff) throw new Error("fallback model: more classes than a pair can name")
  const entries = Object.entries(model.features).map(([feature, spec]) =>
    [feature, pairsOf(feature, spec, model.classes.length)] as const
  )
  const total = entries.reduce((sum, [, pairs]) => sum + pairs.length, 0)
  const features = new Map<string, number>()
  const start = new Uint32Array(entries.length + 1)
  const pairClass = new Uint16Array(total)
  const pairValue = new Float64Array(total)
  let at = 0
  entries.forEach(([feature, pairs], i) => {
    features.set(feature, i)
    start[i] = at
    for (const [c, v] of pairs) {
      pairClass[at] = c
      pairValue[at] = v
      at++
    }
  })
  start[entries.length] = at
  return { ...model, features, start, pairClass, pairValue }
}

let shipped: Compiled | undefined
const modelOf = (): Compiled => (shipped ??= compileModel(readDataFile("fallback-model.json")))

/** The features of some name words without digits: each word whole, and its character 3- and 4-grams with word boundaries. */
export const modelFeatures = (words: ReadonlyArray<string>): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const word of words) {
    // references and terminal codes (PAS292, T1234) say nothing of what was bought
    if (word.length < 2 || /\d/.test(word)) continue
    out.push(`w:${word}`)
    const padded = `^${word}$`
    for (let n = 3; n <= 4; n++) for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n))
  }
  return out
}

/**
 * The model's most likely class for some features, its posterior probability and the share of the
 * features it has seen (coverage), or undefined without known features.
 */
export const classify = (
  features: ReadonlyArray<string>,
  model: Compiled = modelOf()
): { readonly category: number; readonly probability: number; readonly coverage: number } | undefined => {
  const scores = model.prior.map((p, c) => p + features.length * (model.unseen[c] ?? 0))
  let known = 0
  for (const f of features) {
    const seen = model.features.get(f)
    if (seen === undefined) continue
    known++
    for (let at = model.start[seen] ?? 0, end = model.start[seen + 1] ?? 0; at < end; at++) {
      const c = model.pairClass[at] ?? 0
      scores[c] = (scores[c] ?? 0) + (model.pairValue[at] ?? 0) - (model.unseen[c] ?? 0)
    }
  }
  if (known === 0) return undefined
  let best = 0
  for (let c = 1; c < scores.length; c++) if ((scores[c] ?? -Infinity) > (scores[best] ?? -Infinity)) best = c
  const top = scores[best] ?? 0
  let total = 0
  for (const s of scores) total += Math.exp(s - top)
  return { category: model.classes[best] ?? 0, probability: 1 / total, coverage: known / features.length }
}

/**
 * The languages of the names and descriptions the model was trained on (those of the 18 countries
 * the project first supported). In another language its letter groups say nothing it has measured
 * (a Slovenian person's name came out as package holidays), so there it guesses nothing.
 */
const TRAINED_ON: ReadonlySet<string> = new Set([
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pl",
  "lt",
  "sv",
  "fi",
  "da",
  "nb",
  "et",
  "lv"
])

/** A name most of whose letter groups the model never saw (XYZZY) is not like anything it knows: no guess. */
export const MIN_COVERAGE = 0.5

/**
 * The statistical fallback where no rule decides: money out to a named counterparty gets the
 * model's category when its posterior reaches the model's threshold. Money in is left to the
 * direction of the money (the model knows what merchants sell, not why they pay), unless the name
 * reads as a person's.
 */
export const fallbackGuess = (country: Country, reading: Reading, amount: number): Decision | undefined => {
  if (amount === 0 || reading.name.length === 0 || !TRAINED_ON.has(titleLanguageOf(country))) return undefined
  const guess = classify(modelFeatures(reading.name))
  if (guess === undefined || guess.coverage < MIN_COVERAGE || guess.probability < modelOf().threshold) return undefined
  if (guess.category === Cat.transferOut) {
    // a name that reads as a person's: a transfer, unless paid by card or carrying a legal form
    if (reading.hints.has("card") || reading.legalForm) return undefined
    const category = amount > 0 ? Cat.transferIn : Cat.transferOut
    return { category, partner: undefined, reason: "model", evidence: "model_person" }
  }
  if (amount > 0) return undefined
  return { category: guess.category, partner: undefined, reason: "model", evidence: "model" }
}
