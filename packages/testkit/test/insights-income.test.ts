import { analyse, IncomeInsights } from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  buildDialect,
  type Country,
  type GeneratedStatement,
  generateStatement,
  type PersonaKind,
  writeCsv
} from "../src/index.js"

const plain = buildDialect({
  language: "EN",
  delimiter: ",",
  dateFormat: "YYYY-MM-DD",
  decimal: "dot",
  amountLayout: "signed",
  valueDate: false,
  counterparty: true,
  currency: true,
  balance: true,
  reference: false,
  columnShuffle: 0,
  headerVariant: 0,
  indicatorVariant: 0,
  header: true,
  debitSign: "negative",
  amountSuffix: "none",
  preamble: false,
  summaryRow: false,
  bom: false,
  crlf: false,
  newestFirst: false,
  quoteAll: false
})

const incomeOf = (statement: GeneratedStatement, asOf = `${statement.period.to}T23:59:59Z`, params = {}) => {
  const file = writeCsv(statement, plain)
  const result = analyse({
    files: [{ name: file.name, bytes: file.bytes }],
    options: {},
    country: statement.country,
    operations: ["insights-income"],
    params,
    as_of: asOf
  })
  if (Either.isLeft(result)) throw new Error(`analysis failed: ${result.left._tag}`)
  const insights = Schema.decodeUnknownSync(IncomeInsights)(result.right["insights-income"])
  const currency = insights.currencies.find((c) => c.currency === statement.currency)
  if (currency === undefined) throw new Error("no income in the statement's currency")
  return currency
}

const cases: ReadonlyArray<readonly [PersonaKind, Country]> = [
  ["salaried", "GB"],
  ["salaried", "DE"],
  ["salaried", "FR"],
  ["salaried", "PL"],
  ["pensioner", "NL"],
  ["pensioner", "IT"],
  ["benefits_recipient", "GB"],
  ["student", "ES"]
]

describe("insights-income against the generator's known truth", () => {
  it.each(cases)(
    "finds the %s's planted regular income streams in %s: cadence and amount within 5%%",
    (persona, country) => {
      for (const seed of [1, 2, 3]) {
        const statement = generateStatement({ persona, country, seed, months: 6 })
        const income = incomeOf(statement)
        // earnings only: money from family is a transfer between people, not income
        const planted = statement.truth.incomeStreams.filter((s) =>
          s.cadence === "monthly" && s.jitter <= 0.02 && s.category !== "family_support"
        )
        for (const truth of planted) {
          const found = income.streams.find((s) => Math.abs(s.typical_amount - truth.amount) <= truth.amount * 0.05)
          expect(found, `${persona}/${country}/${seed}: ${truth.payer} ${truth.amount}`).toBeDefined()
          expect(found?.frequency).toBe("monthly")
          expect(found?.stability).toBeGreaterThan(0.9)
        }
      }
    }
  )

  it("reports days since the last income, and what is still expected in an unfinished month", () => {
    const statement = generateStatement({ persona: "salaried", country: "GB", seed: 7, months: 6 })
    const salary = statement.truth.incomeStreams[0]
    expect(salary).toBeDefined()
    const last = statement.transactions[salary!.transactionIndexes[salary!.transactionIndexes.length - 1]!]!
    const income = incomeOf(statement, "2030-01-01T00:00:00Z")
    expect({ total: income.total_income, streams: income.streams.map((s) => s.name), last: income.last_income_date })
      .toMatchObject({ last: last.booking_date })
    expect(income.days_since_last_income).toBeGreaterThan(0)
    // cut the statement before the last salary of its last month: that salary is then outstanding
    const cut = { ...statement, transactions: statement.transactions.filter((t) => t.booking_date < last.booking_date) }
    const partial = incomeOf({
      ...cut,
      period: { ...cut.period, to: cut.transactions[cut.transactions.length - 1]!.booking_date }
    })
    expect({
      month: partial.incomplete_month,
      streams: partial.streams.map((s) => [s.name, s.last_date, s.expected_next_date])
    })
      .toMatchObject({
        month: { month: last.booking_date.slice(0, 7), outstanding: [{ typical_amount: salary!.amount }] }
      })
  })

  it("measures debt repayments against income for a payday borrower, and none for a salaried saver", () => {
    const borrower = incomeOf(generateStatement({ persona: "payday_borrower", country: "GB", seed: 3, months: 6 }))
    expect(borrower.average_monthly_debt_repayments).toBeGreaterThan(0)
    expect(borrower.debt_to_income).toBeGreaterThan(0)
    expect(borrower.discretionary_income).toBeLessThan(borrower.average_monthly_income)
  })

  it("scales every sum with the amounts", () => {
    const statement = generateStatement({ persona: "salaried", country: "IE", seed: 11, months: 6 })
    const doubled = {
      ...statement,
      transactions: statement.transactions.map((t) => ({
        ...t,
        amount: t.amount * 2,
        balance_after: t.balance_after === null ? null : t.balance_after * 2
      }))
    }
    const once = incomeOf(statement)
    const twice = incomeOf(doubled)
    expect(twice.total_income).toBeCloseTo(once.total_income * 2, 1)
    expect(twice.average_monthly_income).toBeCloseTo(once.average_monthly_income * 2, 1)
    expect(twice.average_monthly_essential_expenses).toBeCloseTo(once.average_monthly_essential_expenses * 2, 0)
  })
})
