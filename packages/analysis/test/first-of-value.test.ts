import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { makeFirstOfValue } from "../src/products/first-of-value.js"

// balances repeat: draw from a small pool so that most runs hold repeats, with the awkward values in it
const value = fc.oneof(
  fc.constantFrom(0, -0, Number.NaN, 0.1, 0.30000000000000004, -1e-300, 1e300, Number.MAX_VALUE, -12.34),
  fc.integer({ min: -500, max: 500 }).map((n) => n / 100),
  fc.double()
)

describe("first position of a value", () => {
  it("answers what a Map of first positions answers", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 300, size: "max" }), (values) => {
        const table = makeFirstOfValue(values.length)
        const firsts = new Map<number, number>()
        values.forEach((v, i) => {
          const expected = firsts.get(v) ?? -1
          if (expected < 0) firsts.set(v, i)
          expect(table.add(v, i)).toBe(expected)
        })
      }),
      { numRuns: 500 }
    )
  })

  it("refuses more values than it was made for", () => {
    const table = makeFirstOfValue(2)
    table.add(1, 0)
    table.add(2, 1)
    expect(() => table.add(3, 2)).toThrow(RangeError)
  })
})
