import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { classify, compileModel, modelFeatures } from "../src/fallback-model.js"

/** The shipped weights as the training script wrote them, read here without the engine's loader. */
const weights = JSON.parse(
  readFileSync(new URL("../src/data/fallback-model.json", import.meta.url), "utf8")
) as {
  readonly classes: ReadonlyArray<number>
  readonly prior: ReadonlyArray<number>
  readonly unseen: ReadonlyArray<number>
  readonly features: Readonly<Record<string, string>>
}

/** Naive Bayes scored straight from the weights' "class:value" strings: the reference the compact tables must match. */
const reference = (features: ReadonlyArray<string>) => {
  const scores = weights.prior.map((p, c) => p + features.length * (weights.unseen[c] ?? 0))
  let known = 0
  for (const f of features) {
    const spec = Object.hasOwn(weights.features, f) ? weights.features[f] : undefined
    if (spec === undefined) continue
    known++
    for (const pair of spec.split(" ")) {
      const [c = 0, v = 0] = pair.split(":").map(Number)
      scores[c] = (scores[c] ?? 0) + v - (weights.unseen[c] ?? 0)
    }
  }
  if (known === 0) return undefined
  const top = Math.max(...scores)
  const best = scores.indexOf(top)
  const total = scores.reduce((sum, s) => sum + Math.exp(s - top), 0)
  return { category: weights.classes[best], probability: 1 / total, coverage: known / features.length }
}

describe("the fallback model held as typed arrays", () => {
  const model = compileModel(weights)
  const names = [
    ["tesco", "stores"],
    ["joe", "bloggs"],
    ["city", "council"],
    ["xyzzy"],
    ["garage", "motors"],
    [
      "pizza",
      "express"
    ],
    ["vodafone"],
    ["ab"],
    ["unheardofword"]
  ]

  it.each(names)("scores %s as the weights' own strings do", (...words) => {
    const features = modelFeatures(words)
    const got = classify(features, model)
    const want = reference(features)
    expect(got?.category).toBe(want?.category)
    expect(got?.probability).toBeCloseTo(want?.probability ?? 0, 12)
    expect(got?.coverage).toBe(want?.coverage)
  })

  it("holds every pair of the weights", () => {
    const pairs = Object.values(weights.features).reduce((sum, spec) => sum + spec.split(" ").length, 0)
    expect(model.pairClass.length).toBe(pairs)
    expect(model.start[model.start.length - 1]).toBe(pairs)
    expect(model.features.size).toBe(Object.keys(weights.features).length)
  })

  it("refuses a pair naming a class the model does not have", () => {
    expect(() => compileModel({ ...weights, features: { "w:abc": `${weights.classes.length}:-1.5` } })).toThrow(
      /bad pair/
    )
  })
})
