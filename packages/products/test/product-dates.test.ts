import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays, dayNumber, daysBetween } from "../src/dates.js"

const DAY = 86_400_000
const isoDay = fc.integer({ min: -25_000, max: 85_000 }).map((n) => new Date(n * DAY).toISOString().slice(0, 10))

describe("product date arithmetic", () => {
  it("dayNumber counts days since 1970-01-01 exactly as Date does, 1901–2202", () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        expect(dayNumber(iso)).toBe(Date.parse(`${iso}T00:00:00Z`) / DAY)
      }),
      { numRuns: 2000 }
    )
  })

  it("daysBetween inverts addDays", () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -4000, max: 4000 }), (iso, n) => {
        expect(daysBetween(iso, addDays(iso, n))).toBe(n)
      }),
      { numRuns: 1000 }
    )
  })
})

describe("long statements", () => {
  it("orders and measures a million rows without running out of stack", async () => {
    const { chronological } = await import("../src/chronology.js")
    const { extent } = await import("../src/dates.js")
    const rows = Array.from({ length: 1_000_000 }, (_, i) => ({
      account: "A",
      booking_date: new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 300) * DAY).toISOString().slice(0, 10),
      value_date: null,
      amount: i % 7 - 3,
      currency: "EUR",
      description: "x",
      counterparty: null,
      balance_after: null,
      reference: null,
      bank_category: null,
      source_file: "big.csv",
      source_line: i + 2
    }))
    expect(chronological(rows)).toHaveLength(rows.length)
    expect(extent(rows.map((r) => r.amount))).toEqual({ min: -3, max: 3 })
  })
})
