import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeLatestOfValue } from "../src/latest-of-value.js"

// balances repeat: draw from a small pool so that most runs hold repeats, with the awkward values in it
const value = fc.oneof(
  fc.constantFrom(0, -0, Number.NaN, 0.1, 0.30000000000000004, -1e-300, 1e300, Number.MAX_VALUE, -12.34),
  fc.integer({ min: -500, max: 500 }).map((n) => n / 100),
  fc.double()
)

describe("latest position of a value", () => {
  it("answers what a Map of latest positions answers", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 300, size: "max" }), (values) => {
        const table = makeLatestOfValue(values.length)
        const latest = new Map<number, number>()
        values.forEach((v, i) => {
          expect(table.add(v, i)).toBe(latest.get(v) ?? -1)
          latest.set(v, i)
        })
      }),
      { numRuns: 500 }
    )
  })

  it("takes positions that skip some (rows without a balance)", () => {
    const table = makeLatestOfValue(6)
    expect(table.add(5, 1)).toBe(-1)
    expect(table.add(7, 3)).toBe(-1)
    expect(table.add(5, 4)).toBe(1)
    expect(table.add(5, 5)).toBe(4)
  })

  it("refuses a position outside the ones it was made for", () => {
    const table = makeLatestOfValue(2)
    table.add(1, 0)
    table.add(2, 1)
    expect(() => table.add(3, 2)).toThrow(RangeError)
    expect(() => table.add(3, -1)).toThrow(RangeError)
  })
})
