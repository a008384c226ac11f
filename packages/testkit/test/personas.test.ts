import { describe, expect, it } from "vitest"
import {
  type Cadence,
  cadenceDays,
  countries,
  type Country,
  type EventKind,
  type GeneratedStatement,
  generateStatement,
  type PersonaKind,
  personaKinds
} from "../src/index.js"

const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000

const intervalBounds: Readonly<Record<Exclude<Cadence, "irregular">, readonly [number, number]>> = {
  weekly: [5, 9],
  biweekly: [12, 16],
  four_weekly: [26, 30],
  monthly: [25, 36],
  quarterly: [84, 98]
}

const checkStream = (s: GeneratedStatement, cadence: Cadence, indexes: ReadonlyArray<number>): void => {
  expect(indexes.length).toBeGreaterThan(0)
  if (cadence === "irregular") return
  const dates = indexes.map((i) => s.transactions[i]?.booking_date ?? "")
  const [lo, hi] = intervalBounds[cadence]
  for (let k = 1; k < dates.length; k++) {
    const gap = day(dates[k] ?? "") - day(dates[k - 1] ?? "")
    expect(gap).toBeGreaterThanOrEqual(lo)
    expect(gap).toBeLessThanOrEqual(hi)
  }
  const span = day(s.period.to) - day(s.period.from) + 1
  const expected = span / cadenceDays(cadence)
  expect(dates.length).toBeGreaterThanOrEqual(Math.floor(expected) - 1)
  expect(dates.length).toBeLessThanOrEqual(Math.ceil(expected) + 1)
}

const eventKinds = (s: GeneratedStatement, direction?: "in" | "out"): Set<EventKind> =>
  new Set(s.truth.events.filter((e) => direction === undefined || e.direction === direction).map((e) => e.kind))

const planted: Readonly<Record<PersonaKind, (s: GeneratedStatement) => void>> = {
  salaried: (s) => {
    expect(s.truth.incomeStreams.map((i) => i.category)).toEqual(["salary"])
    expect(s.truth.recurring.some((r) => r.kind === "rent" || r.kind === "mortgage")).toBe(true)
    expect(s.truth.recurring.some((r) => r.subscription)).toBe(true)
    expect(eventKinds(s).has("gambling")).toBe(false)
  },
  gig_worker: (s) => {
    expect(s.truth.incomeStreams.length).toBe(2)
    for (const i of s.truth.incomeStreams) {
      expect(i.category).toBe("gig_income")
      expect(i.cadence).toBe("weekly")
    }
  },
  benefits_recipient: (s) => {
    expect(s.truth.incomeStreams.length).toBe(2)
    expect(s.truth.incomeStreams.every((i) => i.category === "benefits")).toBe(true)
  },
  pensioner: (s) => {
    expect(s.truth.incomeStreams.every((i) => i.category === "pension")).toBe(true)
  },
  gambler: (s) => {
    const bets = s.truth.events.filter((e) => e.kind === "gambling" && e.direction === "out")
    expect(bets.length).toBeGreaterThanOrEqual(2)
    expect(bets.reduce((n, e) => n + e.transactionIndexes.length, 0)).toBeGreaterThan(40)
    expect(eventKinds(s, "in").has("gambling")).toBe(true)
    expect(eventKinds(s).has("returned_payment")).toBe(true)
  },
  payday_borrower: (s) => {
    const kinds = eventKinds(s)
    for (const k of ["payday_loan", "bailiff", "debt_collection", "returned_payment", "dishonour_fee"] as const) {
      expect(kinds.has(k)).toBe(true)
    }
    expect(eventKinds(s, "in").has("payday_loan")).toBe(true)
    expect(eventKinds(s, "out").has("payday_loan")).toBe(true)
    expect(s.truth.recurring.some((r) => r.kind === "debt_collection")).toBe(true)
  },
  student: (s) => {
    expect(new Set(s.truth.incomeStreams.map((i) => i.category))).toEqual(
      new Set(["salary", "family_support", "benefits"])
    )
  },
  self_employed: (s) => {
    expect(s.truth.incomeStreams.every((i) => i.category === "self_employed_income")).toBe(true)
    expect(s.truth.recurring.some((r) => r.kind === "tax" && r.cadence === "quarterly")).toBe(true)
  }
}

const countriesUnderTest: ReadonlyArray<Country> = countries

describe.each(personaKinds)("persona %s", (persona) => {
  it.each(countriesUnderTest)("plants its streams and events with the right cadence in %s", (country) => {
    for (const seed of [1, 2, 3]) {
      const s = generateStatement({ persona, country, seed, months: 6, startDate: "2024-02-01" })
      const labels = s.truth.expectedTopCategory
      for (const inc of s.truth.incomeStreams) {
        checkStream(s, inc.cadence, inc.transactionIndexes)
        for (const i of inc.transactionIndexes) {
          const t = s.transactions[i]
          expect(t?.counterparty).toBe(inc.payer)
          expect(labels[i]).toBe(inc.category)
          expect(Math.abs((t?.amount ?? 0) - inc.amount)).toBeLessThanOrEqual(inc.amount * inc.jitter + 0.01)
        }
      }
      for (const r of s.truth.recurring) {
        checkStream(s, r.cadence, r.transactionIndexes)
        for (const i of r.transactionIndexes) {
          const t = s.transactions[i]
          expect(t?.counterparty).toBe(r.counterparty)
          expect(t?.amount).toBeCloseTo(-r.amount, 2)
        }
      }
      for (const e of s.truth.events) {
        expect(e.transactionIndexes.length).toBeGreaterThan(0)
        for (const i of e.transactionIndexes) {
          const amount = s.transactions[i]?.amount ?? 0
          expect(e.direction === "in" ? amount > 0 : amount < 0).toBe(true)
        }
      }
      planted[persona](s)
    }
  })
})

describe("expected categories", () => {
  it("labels planted events consistently", () => {
    const s = generateStatement({ persona: "payday_borrower", country: "GB", seed: 11 })
    const expected: Readonly<Record<string, string>> = {
      "payday_loan|in": "loan_disbursement",
      "payday_loan|out": "loan_repayment",
      "bailiff|out": "bailiff",
      "debt_collection|out": "debt_collection",
      "returned_payment|in": "returned_payment",
      "dishonour_fee|out": "bank_fees",
      "overdraft_fee|out": "bank_fees"
    }
    for (const e of s.truth.events) {
      for (const i of e.transactionIndexes) {
        expect(s.truth.expectedTopCategory[i]).toBe(expected[`${e.kind}|${e.direction}`])
      }
    }
  })

  it("returns a returned direct debit with the same amount as the debit it reverses", () => {
    const s = generateStatement({ persona: "payday_borrower", country: "DE", seed: 4 })
    const returns = s.truth.events.filter((e) => e.kind === "returned_payment")
    expect(returns.length).toBeGreaterThan(0)
    for (const e of returns) {
      for (const i of e.transactionIndexes) {
        const back = s.transactions[i]
        const original = s.transactions.slice(0, i).reverse().find((t) =>
          t.counterparty === back?.counterparty && t.amount === -(back?.amount ?? 0)
        )
        expect(original).toBeDefined()
      }
    }
  })
})
