import { analyse, CreditScores, featureDefinitions, Features } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { type Country, generateStatement, type PersonaKind, writeCsv } from "../src/index.js"
import { plainDialect } from "./plain-dialect.js"

const run = (
  persona: PersonaKind,
  country: Country,
  operations: ReadonlyArray<"features" | "credit-scores">,
  params = {}
) => {
  const statement = generateStatement({ persona, country, seed: 13, months: 6 })
  const file = writeCsv(statement, plainDialect)
  const result = analyse({
    files: [{ name: file.name, bytes: file.bytes }],
    options: {},
    country,
    operations,
    params,
    as_of: `${statement.period.to}T23:59:59Z`
  })
  return { statement, result }
}

const featuresOf = (persona: PersonaKind, country: Country) => {
  const { result, statement } = run(persona, country, ["features"])
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  const block = Schema.decodeUnknownSync(Features)(result.right.features).currencies[0]
  if (block === undefined) throw new Error("no currency")
  return { statement, features: block.features }
}

const scoresOf = (persona: PersonaKind, country: Country) => {
  const { result } = run(persona, country, ["credit-scores"])
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  const block = Schema.decodeUnknownSync(CreditScores)(result.right["credit-scores"]).currencies[0]
  if (block === undefined) throw new Error("no currency")
  return block.scores
}

describe("features", () => {
  it("every documented feature is present, and nothing else (stable names)", () => {
    const { features } = featuresOf("salaried", "GB")
    expect(Object.keys(features).sort()).toEqual(featureDefinitions.map((d) => d.name).sort())
    expect(new Set(featureDefinitions.map((d) => d.name)).size).toBe(featureDefinitions.length)
    expect(featureDefinitions.length).toBeGreaterThan(200)
  })

  it("income and expense averages are the true monthly sums over the statement's months", () => {
    for (const country of ["GB", "DE", "PL"] as const) {
      const { features, statement } = featuresOf("salaried", country)
      const months = new Set(statement.transactions.map((t) => t.booking_date.slice(0, 7))).size
      const out = statement.transactions.filter((t, i) =>
        t.amount < 0 && statement.truth.expectedTopCategory[i] !== "transfer"
      )
        .reduce((s, t) => s - t.amount, 0)
      expect(features.months_covered).toBe(months)
      // the 12-month window covers the whole 6-month statement; what is a transfer is the categoriser's call
      expect(Math.abs((features.expenses_avg_monthly_12m ?? 0) - out / months) / (out / months)).toBeLessThan(0.05)
    }
  })

  it("the documentation lists every feature", async () => {
    const { readFileSync } = await import("node:fs")
    const doc = readFileSync(new URL("../../../docs/products/features.md", import.meta.url), "utf8")
    const missing = featureDefinitions.filter((d) => !d.name.startsWith("cat_") && !doc.includes(`\`${d.name}\``))
    expect(missing.map((d) => d.name)).toEqual([])
    expect(doc).toContain("cat_<id>_<in|out>_sum_avg_<3|6|12>m")
  })
})

describe("credit-scores", () => {
  it("the scorecard ranks gamblers and payday borrowers riskier than salaried people, in several countries", () => {
    for (const country of ["GB", "DE", "FR", "PL", "ES"] as const) {
      const pd = (persona: PersonaKind) =>
        scoresOf(persona, country).find((s) => s.model === "statement-scorecard-v1")?.probability_of_default ??
          Number.NaN
      const salaried = pd("salaried")
      expect({ country, riskier: pd("gambler") > salaried }).toEqual({ country, riskier: true })
      expect({ country, riskier: pd("payday_borrower") > salaried }).toEqual({ country, riskier: true })
    }
  })

  it("gives reasons, and an affordability verdict with the largest affordable repayment", () => {
    const scores = scoresOf("gambler", "GB")
    const card = scores.find((s) => s.model === "statement-scorecard-v1")
    expect(card?.reason_codes.map((r) => r.code)).toContain("GAMBLING")
    const afford = scoresOf("salaried", "GB").find((s) => s.model === "statement-affordability-v1")
    expect(afford?.details.max_affordable_repayment).toBeGreaterThan(0)
  })

  it("params.models selects models and refuses unknown ones naming the valid ones", () => {
    const one = run("salaried", "GB", ["credit-scores"], { models: ["statement-affordability-v1"] }).result
    expect(
      Either.isRight(one) &&
        Schema.decodeUnknownSync(CreditScores)(one.right["credit-scores"]).currencies[0]?.scores.map((s) => s.model)
    )
      .toEqual(["statement-affordability-v1"])
    const bad = run("salaried", "GB", ["credit-scores"], { models: ["nope"] }).result
    expect(Either.isLeft(bad) && bad.left._tag).toBe("InvalidAnalysisOptions")
    expect(Either.isLeft(bad) && "detail" in bad.left && bad.left.detail).toMatch(/statement-scorecard-v1/)
  })
})
