import { describe, expect, it } from "vitest"
import { editStatement, generateStatement, sliceStatement } from "../src/index.js"

const s = generateStatement({ persona: "salaried", country: "GB", seed: 21, months: 6 })
const cents = (x: number | null | undefined): number => Math.round((x ?? Number.NaN) * 100)

const breaks = (
  rows: ReadonlyArray<{ amount: number; balance_after: number | null }>,
  opening: number
): Array<number> => {
  const out: Array<number> = []
  let previous = cents(opening)
  rows.forEach((t, i) => {
    if (previous + cents(t.amount) !== cents(t.balance_after)) out.push(i)
    previous = cents(t.balance_after)
  })
  return out
}

describe("editStatement", () => {
  it("leaves an unedited statement chaining", () => {
    expect(breaks(s.transactions, s.openingBalance)).toEqual([])
  })

  it("breaks the running balance exactly where an amount was changed", () => {
    const edited = editStatement(s, { kind: "change_amount", index: 40, newAmount: -999.99 })
    expect(edited.transactions[40]?.amount).toBe(-999.99)
    expect(breaks(edited.transactions, s.openingBalance)).toEqual([40])
  })

  it("duplicates a row and shifts the truth after it", () => {
    const income = s.truth.incomeStreams[0]?.transactionIndexes ?? []
    const at = (income[1] ?? 1) - 1
    const edited = editStatement(s, { kind: "duplicate_row", index: at })
    expect(edited.transactions).toHaveLength(s.transactions.length + 1)
    expect(edited.transactions[at + 1]).toEqual(s.transactions[at])
    expect(breaks(edited.transactions, s.openingBalance)).toEqual([at + 1])
    for (const i of edited.truth.incomeStreams[0]?.transactionIndexes ?? []) {
      expect(edited.truth.expectedTopCategory[i]).toBe("salary")
    }
    expect(edited.truth.expectedTopCategory).toHaveLength(edited.transactions.length)
  })

  it("removes a row and drops it from the truth", () => {
    const income = s.truth.incomeStreams[0]?.transactionIndexes ?? []
    const removed = income[2] ?? 0
    const edited = editStatement(s, { kind: "remove_row", index: removed })
    expect(edited.transactions).toHaveLength(s.transactions.length - 1)
    expect(edited.truth.incomeStreams[0]?.transactionIndexes).toHaveLength(income.length - 1)
    expect(breaks(edited.transactions, s.openingBalance)).toEqual([removed])
    for (const i of edited.truth.incomeStreams[0]?.transactionIndexes ?? []) {
      expect(edited.transactions[i]?.counterparty).toBe(s.truth.incomeStreams[0]?.payer)
    }
  })
})

describe("sliceStatement", () => {
  it("cuts overlapping periods whose union is the whole statement", () => {
    const a = sliceStatement(s, "2024-01-01", "2024-04-10")
    const b = sliceStatement(s, "2024-04-01", "2024-06-30")
    expect(a.period).toEqual({ from: "2024-01-01", to: "2024-04-10" })
    const overlap =
      s.transactions.filter((t) => t.booking_date >= "2024-04-01" && t.booking_date <= "2024-04-10").length
    expect(a.transactions.length + b.transactions.length - overlap).toBe(s.transactions.length)
  })
})
