import { describe, expect, it } from "vitest"
import { countries, generateStatement, isValidIban, personaKinds, randomDialect, writeCsv } from "../src/index.js"

const cents = (x: number): number => Math.round(x * 100)

describe("generateStatement", () => {
  it("is deterministic: the same seed gives the same statement and the same bytes", () => {
    for (const persona of personaKinds) {
      const a = generateStatement({ persona, country: "GB", seed: 42, months: 6, startDate: "2024-03-01" })
      const b = generateStatement({ persona, country: "GB", seed: 42, months: 6, startDate: "2024-03-01" })
      expect(b).toEqual(a)
      expect(writeCsv(b, randomDialect(7, "GB")).bytes).toEqual(writeCsv(a, randomDialect(7, "GB")).bytes)
    }
  })

  it("gives different statements for different seeds", () => {
    const a = generateStatement({ persona: "salaried", country: "DE", seed: 1 })
    const b = generateStatement({ persona: "salaried", country: "DE", seed: 2 })
    expect(b.transactions).not.toEqual(a.transactions)
  })

  it("keeps a consistent running balance, date order and currency for every persona and country", () => {
    for (const country of countries) {
      for (const persona of personaKinds) {
        const s = generateStatement({
          persona,
          country,
          seed: `${country}-${persona}`,
          months: 6,
          startDate: "2024-01-01"
        })
        expect(s.transactions.length).toBeGreaterThan(50)
        let running = cents(s.openingBalance)
        let previous = s.period.from
        const problems: Array<string> = []
        s.transactions.forEach((t, i) => {
          running += cents(t.amount)
          if (Math.abs(t.amount * 100 - cents(t.amount)) > 1e-6) {
            problems.push(`${i}: amount ${t.amount} has more than two decimals`)
          }
          if (t.balance_after === null || cents(t.balance_after) !== running) {
            problems.push(`${i}: balance ${t.balance_after} != ${running / 100}`)
          }
          if (t.booking_date < previous || t.booking_date > s.period.to) {
            problems.push(`${i}: date ${t.booking_date} out of order or period`)
          }
          if (t.amount === 0 || t.currency !== s.currency || t.account !== s.account || t.description === "") {
            problems.push(`${i}: bad fields`)
          }
          previous = t.booking_date
        })
        expect(problems).toEqual([])
        expect(cents(s.closingBalance)).toBe(running)
        expect(s.truth.expectedTopCategory).toHaveLength(s.transactions.length)
        expect(new Set(s.transactions.map((t) => t.reference)).size).toBe(s.transactions.length)
        if (country !== "US") expect(isValidIban(s.account)).toBe(true)
      }
    }
  })

  it("keeps non-risk personas in credit, with no overdraft fees", () => {
    for (const country of countries) {
      for (const persona of ["salaried", "gig_worker", "pensioner", "student", "self_employed"] as const) {
        const s = generateStatement({ persona, country, seed: 77, months: 12 })
        expect(Math.min(...s.transactions.map((t) => t.balance_after ?? 0))).toBeGreaterThanOrEqual(0)
        expect(s.truth.events.some((e) => e.kind === "overdraft_fee")).toBe(false)
      }
    }
  })

  it("uses each country's currency and description style", () => {
    const style: Array<[Parameters<typeof generateStatement>[0]["country"], string, RegExp]> = [
      ["GB", "GBP", /^CARD PAYMENT TO .+ ON \d{2} [A-Z]{3}$/],
      ["DE", "EUR", /^SEPA-Lastschrift .+ EREF\+ .+ MREF\+ .+ SVWZ\+ /],
      ["NL", "EUR", /^BEA NR:\w+ \d{2}\.\d{2}\.\d{2}\/\d{2}\.\d{2} /],
      ["FR", "EUR", /^PAIEMENT PAR CARTE X\d{4} .+ \d{2}\/\d{2}$/],
      ["PL", "PLN", /^PŁATNOŚĆ KARTĄ /],
      ["US", "USD", /^POS DEBIT /],
      ["ES", "EUR", /^COMPRA TARJ\. /],
      ["IT", "EUR", /^PAGAMENTO POS /],
      ["LT", "EUR", /^Mokėjimas kortele /]
    ]
    for (const [country, currency, pattern] of style) {
      const s = generateStatement({ persona: "salaried", country, seed: 5 })
      expect(s.currency).toBe(currency)
      expect(s.transactions.some((t) => pattern.test(t.description))).toBe(true)
    }
  })

  it("honours months, startDate and account", () => {
    const s = generateStatement({
      persona: "pensioner",
      country: "IE",
      seed: 9,
      months: 12,
      startDate: "2023-07-01",
      account: "IE00TEST"
    })
    expect(s.period).toEqual({ from: "2023-07-01", to: "2024-06-30" })
    expect(s.transactions.every((t) => t.account === "IE00TEST")).toBe(true)
    expect(s.transactions[0]?.booking_date.slice(0, 7)).toBe("2023-07")
    expect(s.transactions.at(-1)?.booking_date.slice(0, 7)).toBe("2024-06")
  })
})
