import { analyse, LoanInsights } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { type Country, type GeneratedStatement, generateStatement, writeCsv } from "../src/index.js"
import { plainDialect } from "./plain-dialect.js"

const loans = (statement: GeneratedStatement) => {
  const file = writeCsv(statement, plainDialect)
  const result = analyse({
    files: [{ name: file.name, bytes: file.bytes }],
    options: {},
    country: statement.country,
    operations: ["insights-loans"],
    params: {},
    as_of: `${statement.period.to}T23:59:59Z`
  })
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  const block = Schema.decodeUnknownSync(LoanInsights)(result.right["insights-loans"]).currencies.find((c) =>
    c.currency === statement.currency
  )
  if (block === undefined) throw new Error("no block for the statement's currency")
  return block
}

describe("insights-loans against the generator's planted payday loans", () => {
  for (const country of ["GB", "US", "ES", "DE", "PL", "FR"] as const satisfies ReadonlyArray<Country>) {
    it(`payday borrower in ${country}: the payday lender, its disbursements and repayments`, () => {
      const statement = generateStatement({ persona: "payday_borrower", country, seed: 11, months: 6 })
      const block = loans(statement)
      const events = statement.truth.events.filter((e) => e.kind === "payday_loan")
      expect(events.length).toBeGreaterThan(0)
      const sum = (direction: "in" | "out") => {
        const idx = events.filter((e) => e.direction === direction).flatMap((e) => e.transactionIndexes)
        return {
          count: idx.length,
          sum: Math.round(idx.reduce((s, i) => s + Math.abs(statement.transactions[i]?.amount ?? 0), 0) * 100) / 100
        }
      }
      const payday = block.kinds.find((k) => k.kind === "payday")
      expect(payday?.repayments).toEqual(sum("out"))
      expect(payday?.disbursements).toEqual(sum("in"))
      expect(block.lenders.some((l) => l.kind === "payday")).toBe(true)
      expect(block.distinct_lenders).toBe(block.lenders.length)
      const shares = block.kinds.reduce((s, k) => s + (k.share_of_repayments ?? 0), 0)
      expect(shares).toBeCloseTo(1, 3)
    })
  }

  it("a student with no credit shows no payday lender", () => {
    const block = loans(generateStatement({ persona: "student", country: "GB", seed: 4, months: 6 }))
    expect(block.kinds.find((k) => k.kind === "payday")).toBeUndefined()
  })
})
