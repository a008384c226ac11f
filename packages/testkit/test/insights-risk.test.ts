import { analyse, RiskInsights } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type Country, type GeneratedStatement, generateStatement, type PersonaKind, writeCsv } from "../src/index.js"
import { plainDialect } from "./plain-dialect.js"

const risk = (statement: GeneratedStatement, files = [writeCsv(statement, plainDialect)]) => {
  const result = analyse({
    files: files.map((f) => ({ name: f.name, bytes: f.bytes })),
    options: {},
    country: statement.country,
    operations: ["insights-risk"],
    params: {},
    as_of: `${statement.period.to}T23:59:59Z`
  })
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  const decoded = Schema.decodeUnknownSync(RiskInsights)(result.right["insights-risk"])
  const block = decoded.currencies.find((c) => c.currency === statement.currency)
  if (block === undefined) throw new Error("no block for the statement's currency")
  return block
}

/** The planted events of a kind and direction: how many transactions and how much money. */
const planted = (statement: GeneratedStatement, kind: string, direction: "in" | "out") => {
  const indexes = statement.truth.events.filter((e) => e.kind === kind && e.direction === direction).flatMap((e) =>
    e.transactionIndexes
  )
  const sum = indexes.reduce((s, i) => s + Math.abs(statement.transactions[i]?.amount ?? 0), 0)
  return { count: indexes.length, sum: Math.round(sum * 100) / 100 }
}

const cases: ReadonlyArray<readonly [PersonaKind, Country]> = [
  ["gambler", "GB"],
  ["gambler", "DE"],
  ["gambler", "PL"],
  ["gambler", "FR"],
  ["payday_borrower", "GB"],
  ["payday_borrower", "US"],
  ["payday_borrower", "ES"]
]

describe("insights-risk against the generator's planted events", () => {
  for (const [persona, country] of cases) {
    it(`${persona} in ${country}: gambling, bailiffs, debt collection and returned payments match what was planted`, () => {
      const statement = generateStatement({ persona, country, seed: 11, months: 6 })
      const block = risk(statement)
      const bets = planted(statement, "gambling", "out")
      expect({ count: block.gambling.staked.count, sum: block.gambling.staked.sum }).toEqual(bets)
      const wins = planted(statement, "gambling", "in")
      expect(block.gambling.won).toEqual(wins)
      for (
        const [kind, got] of [
          ["bailiff", block.bailiffs],
          ["debt_collection", block.debt_collection],
          ["overdraft_fee", block.overdraft.fees],
          ["dishonour_fee", block.returned_payments.fees]
        ] as const
      ) {
        const truth = planted(statement, kind, "out")
        expect({ kind, count: got.count, sum: got.sum }).toEqual({ kind, ...truth })
      }
      const returned = planted(statement, "returned_payment", "in")
      expect(block.returned_payments.returned_debits.count + block.returned_payments.bounced_payments.count).toBe(
        returned.count
      )
      // the file carries balances, so the path is the file's and ends at the statement's closing balance
      expect(block.balance.source).toBe("file")
      expect(block.balance.end_balance).toBeCloseTo(statement.closingBalance, 2)
      expect(block.balance.start_balance).toBeCloseTo(statement.openingBalance, 2)
    })
  }

  it("a salaried person who does not gamble shows no gambling and no bailiffs", () => {
    for (const country of ["GB", "DE", "NL", "IT"] as const) {
      const block = risk(generateStatement({ persona: "salaried", country, seed: 3, months: 6 }))
      expect(block.gambling.staked.count).toBe(0)
      expect(block.bailiffs.count).toBe(0)
      expect(block.gambling.share_of_income).toBe(0)
    }
  })

  it("property: scaling every amount by k scales every sum by k; adding bets never lowers the gambling block", () => {
    const base = generateStatement({ persona: "gambler", country: "GB", seed: 21, months: 4 })
    const before = risk(base)
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 10), (k) => {
        const scaled: GeneratedStatement = {
          ...base,
          openingBalance: base.openingBalance * k,
          closingBalance: base.closingBalance * k,
          transactions: base.transactions.map((t) => ({
            ...t,
            amount: t.amount * k,
            balance_after: t.balance_after === null ? null : t.balance_after * k
          }))
        }
        const after = risk(scaled)
        expect(after.gambling.staked.sum).toBeCloseTo(before.gambling.staked.sum * k, 1)
        expect(after.cash.withdrawals.sum).toBeCloseTo(before.cash.withdrawals.sum * k, 1)
        expect(after.balance.net_cash_flow).toBeCloseTo(before.balance.net_cash_flow * k, 1)
      }),
      { numRuns: 3 }
    )
    const bet = base.transactions.find((_, i) =>
      base.truth.events.some((e) => e.kind === "gambling" && e.direction === "out" && e.transactionIndexes.includes(i))
    )
    if (bet === undefined) throw new Error("the gambler placed no bet")
    const more: GeneratedStatement = { ...base, transactions: [...base.transactions, { ...bet }] }
    const after = risk(more)
    expect(after.gambling.staked.count).toBeGreaterThan(before.gambling.staked.count)
    expect(after.gambling.staked.sum).toBeGreaterThanOrEqual(before.gambling.staked.sum)
  })
})
