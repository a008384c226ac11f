import { analyse, CashflowInsights, CategorisationResult } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  buildDialect,
  type CsvStatement,
  type GeneratedStatement,
  generateStatement,
  sliceStatement,
  writeCsv
} from "../src/index.js"
import { plainChoices, plainDialect } from "./plain-dialect.js"

const cashflow = (
  files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>,
  country: GeneratedStatement["country"]
) => {
  const result = analyse({
    files,
    options: {},
    country,
    operations: ["insights-cashflow"],
    params: {},
    as_of: "2030-01-01T00:00:00Z"
  })
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  const decoded = Schema.decodeUnknownSync(CashflowInsights)(result.right["insights-cashflow"])
  const block = decoded.currencies[0]
  if (block === undefined) throw new Error("no currency")
  return block
}

const written = (statement: CsvStatement, dialect = plainDialect) => {
  const file = writeCsv(statement, dialect)
  return [{ name: file.name, bytes: file.bytes }]
}

describe("insights-cashflow", () => {
  for (
    const [persona, country] of [["salaried", "GB"], ["gig_worker", "DE"], ["pensioner", "FR"], [
      "benefits_recipient",
      "PL"
    ]] as const
  ) {
    it(`${persona} in ${country}: monthly inflow and outflow are the true sums; the path ends at the closing balance`, () => {
      const statement = generateStatement({ persona, country, seed: 6, months: 5 })
      const block = cashflow(written(statement), country)
      for (const month of block.months) {
        const txs = statement.transactions.filter((t) => t.booking_date.startsWith(month.month))
        const inflow = txs.filter((t) => t.amount >= 0).reduce((s, t) => s + t.amount, 0)
        const outflow = txs.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0)
        expect(month.inflow).toBeCloseTo(inflow, 2)
        expect(month.outflow).toBeCloseTo(outflow, 2)
        const byCategoryIn = month.by_category.reduce((s, c) => s + c.inflow, 0)
        expect(byCategoryIn).toBeCloseTo(month.inflow, 2)
      }
      expect(block.balance_path.source).toBe("file")
      expect(block.balance_path.days[block.balance_path.days.length - 1]?.balance).toBeCloseTo(
        statement.closingBalance,
        2
      )
      expect(block.forecast?.method).toMatch(/median/)
      expect(block.forecast?.based_on_months.length).toBeGreaterThan(0)
    })
  }

  it("without balances the path is reconstructed from amounts and says so", () => {
    const statement = generateStatement({ persona: "student", country: "GB", seed: 6, months: 3 })
    const block = cashflow(written(statement, buildDialect({ ...plainChoices, balance: false })), "GB")
    expect(block.balance_path.source).toBe("reconstructed")
    const net = statement.transactions.reduce((s, t) => s + t.amount, 0)
    expect(block.balance_path.days[block.balance_path.days.length - 1]?.balance).toBeCloseTo(net, 2)
  })

  it("properties: scaling every amount by k scales every flow; splitting into files in any order changes nothing", () => {
    const statement = generateStatement({ persona: "salaried", country: "NL", seed: 7, months: 4 })
    const base = cashflow(written(statement), "NL")
    for (const k of [2, 5]) {
      const scaled = cashflow(
        written({
          ...statement,
          transactions: statement.transactions.map((t) => ({
            ...t,
            amount: t.amount * k,
            balance_after: t.balance_after === null ? null : t.balance_after * k
          }))
        }),
        "NL"
      )
      base.months.forEach((m, i) => {
        expect(scaled.months[i]?.inflow).toBeCloseTo(m.inflow * k, 1)
        expect(scaled.months[i]?.outflow).toBeCloseTo(m.outflow * k, 1)
      })
    }
    const a = written(sliceStatement(statement, "2024-01-01", "2024-02-29"))
    const b = written(sliceStatement(statement, "2024-03-01", "2024-04-30"))
    const ab = cashflow([...a, ...b].map((f, i) => ({ ...f, name: `part-${i}.csv` })), "NL")
    const ba = cashflow([...b, ...a].map((f, i) => ({ ...f, name: `part-${1 - i}.csv` })), "NL")
    expect(ab.months).toEqual(base.months)
    expect(ba.months).toEqual(base.months)
    expect(ba.balance_path).toEqual(ab.balance_path)
    expect(ab.balance_path.days[ab.balance_path.days.length - 1]?.balance).toBeCloseTo(
      statement.transactions.filter((t) => t.booking_date <= "2024-04-30").at(-1)?.balance_after ?? Number.NaN,
      2
    )
  })
})

describe("categorisation's per-account summary", () => {
  it("turnover per currency equals the true credits and debits; balances are the statement's opening and closing", () => {
    for (const country of ["GB", "DE", "PL"] as const) {
      const statement = generateStatement({ persona: "salaried", country, seed: 17, months: 4 })
      const file = writeCsv(statement, plainDialect)
      const result = analyse({
        files: [{ name: file.name, bytes: file.bytes }],
        options: {},
        country,
        operations: ["categorisation"],
        params: {},
        as_of: "2030-01-01T00:00:00Z"
      })
      if (Either.isLeft(result)) throw new Error(result.left._tag)
      const account = Schema.decodeUnknownSync(CategorisationResult)(result.right.categorisation).accounts[0]
      const summary = account?.summary.find((s) => s.currency === statement.currency)
      const credits = statement.transactions.filter((t) => t.amount >= 0)
      const debits = statement.transactions.filter((t) => t.amount < 0)
      expect(summary?.credit_count).toBe(credits.length)
      expect(summary?.debit_count).toBe(debits.length)
      expect(summary?.credits).toBeCloseTo(credits.reduce((s, t) => s + t.amount, 0), 2)
      expect(summary?.debits).toBeCloseTo(-debits.reduce((s, t) => s + t.amount, 0), 2)
      expect(summary?.start_balance).toBeCloseTo(statement.openingBalance, 2)
      expect(summary?.end_balance).toBeCloseTo(statement.closingBalance, 2)
    }
  })
})
