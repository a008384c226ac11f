import { readStatements } from "@statement-engine/analysis"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  arbitraryDialect,
  countries,
  dateOrderIsDecidable,
  expectedTransactions,
  generateStatement,
  personaKinds,
  writeCsv
} from "../src/index.js"

const key = (t: { readonly booking_date: string; readonly amount: number; readonly description: string }) =>
  `${t.booking_date}|${t.amount.toFixed(2)}|${t.description.replace(/\s+/g, " ").trim()}`

const statements = fc.record({
  persona: fc.constantFrom(...personaKinds),
  country: fc.constantFrom(...countries),
  seed: fc.integer({ min: 1, max: 1_000_000 })
}).map(({ country, persona, seed }) => generateStatement({ persona, country, seed, months: 3 }))

describe("intake round trip over the testkit generator", () => {
  it("reads the true transactions back from any dialect, or refuses; never reads them wrong", () => {
    let read = 0
    let refused = 0
    const outcome = fc.check(
      fc.property(statements, arbitraryDialect(), (statement, dialect) => {
        const file = writeCsv(statement, dialect)
        const result = readStatements([{ name: file.name, bytes: file.bytes }], { currency: statement.currency })
        if (Either.isLeft(result)) {
          refused++
          // only files that cannot be read unambiguously may be refused
          expect(!dialect.header || !dateOrderIsDecidable(statement, dialect)).toBe(true)
          return
        }
        read++
        const truth = expectedTransactions(statement, dialect)
        const got = result.right.transactions
        expect(got.every((t) => t.currency === statement.currency)).toBe(true)
        if (dialect.header) {
          expect(got.map(key).sort()).toEqual(truth.map(key).sort())
          if (dialect.columns.includes("balance")) {
            const withBalance = (t: Parameters<typeof key>[0] & { readonly balance_after: number | null }) =>
              `${key(t)}|${t.balance_after}`
            expect(got.map(withBalance).sort()).toEqual(truth.map(withBalance).sort())
          }
          return
        }
        // without a header, nothing names the text columns or tells the booking date from the value
        // date: the amounts must still all be right, each on one of its true dates
        const amount = (t: { readonly amount: number }) => t.amount.toFixed(2)
        expect(got.map(amount).sort()).toEqual(truth.map(amount).sort())
        const dates = new Map<string, Set<string>>()
        for (const t of truth) {
          const set = dates.get(amount(t)) ?? new Set<string>()
          set.add(t.booking_date)
          if (t.value_date !== null) set.add(t.value_date)
          dates.set(amount(t), set)
        }
        for (const t of got) expect(dates.get(amount(t))?.has(t.booking_date)).toBe(true)
      }),
      { numRuns: 300, seed: 20261122 }
    )
    // on failure, show the dialect and the error only: the statement itself is long
    expect(
      outcome.failed
        ? { dialect: outcome.counterexample?.[1], error: String(outcome.errorInstance).slice(0, 600) }
        : null
    ).toBeNull()
    expect(read).toBeGreaterThan(refused)
  })
})
