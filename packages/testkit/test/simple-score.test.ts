import { analyse, SimpleScore } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { type Country, type GeneratedStatement, generateStatement, type PersonaKind, writeCsv } from "../src/index.js"
import { plainDialect } from "./plain-dialect.js"

const scored = (statement: GeneratedStatement) => {
  const file = writeCsv(statement, plainDialect)
  const result = analyse({
    files: [{ name: file.name, bytes: file.bytes }],
    options: {},
    country: statement.country,
    operations: ["simple-score"],
    params: {},
    as_of: `${statement.period.to}T23:59:59Z`
  })
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  return Schema.decodeUnknownSync(SimpleScore)(result.right["simple-score"])
}

const statementOf = (persona: PersonaKind, country: Country, seed: number) =>
  generateStatement({ persona, country, seed, months: 6 })

/** Whether the generator planted an event of `kind` (its truth, never the engine's reading). */
const planted = (statement: GeneratedStatement, kind: string) => statement.truth.events.some((e) => e.kind === kind)

describe("simple-score against the generator's planted evidence", () => {
  for (const country of ["GB", "DE", "FR", "PL"] as const satisfies ReadonlyArray<Country>) {
    it(`a gambler in ${country} loses points for gambling; a salaried persona's score is higher`, () => {
      const gambler = statementOf("gambler", country, 5)
      expect(planted(gambler, "gambling")).toBe(true)
      const gamblerScore = scored(gambler)
      expect(gamblerScore.reasons.map((r) => r.code)).toContain("gambling")
      expect(gamblerScore.currency).toBe(gambler.currency)
      const salaried = scored(statementOf("salaried", country, 5))
      expect(salaried.reasons.map((r) => r.code)).not.toContain("gambling")
      expect(salaried.reasons.map((r) => r.code)).not.toContain("no_income")
      expect(salaried.score).toBeGreaterThan(gamblerScore.score)
    })
  }

  it("is 10 less the points of its reasons, within 0..10, for every persona", () => {
    for (
      const persona of [
        "salaried",
        "gig_worker",
        "benefits_recipient",
        "pensioner",
        "gambler",
        "payday_borrower",
        "student",
        "self_employed"
      ] as const
    ) {
      const score = scored(statementOf(persona, "GB", 9))
      const points = score.reasons.reduce((n, r) => n + r.points, 0)
      expect(score.score).toBe(Math.max(0, 10 + points))
    }
  })
})
