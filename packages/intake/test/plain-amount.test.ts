import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseAmount, plainAmount } from "../src/values/amounts.js"

const decimal = fc.constantFrom<"." | ",">(".", ",")
// plain cells and near misses: signs, both separators, spaces, long digit runs, currency marks
const cell = fc.oneof(
  fc.tuple(fc.boolean(), fc.stringMatching(/^\d{1,17}$/), fc.option(fc.stringMatching(/^\d{1,6}$/)), decimal).map((
    [neg, int, frac, sep]
  ) => `${neg ? "-" : ""}${int}${frac === null ? "" : `${sep}${frac}`}`),
  fc.string({ unit: fc.constantFrom("0", "1", "5", "9", ".", ",", "-", "+", " ", "€", "(", ")"), maxLength: 12 })
)

describe("plain amounts", () => {
  it("read exactly what parseAmount reads, or leave the cell to it", () => {
    let plain = 0
    fc.assert(
      fc.property(cell, decimal, (raw, sep) => {
        const fast = plainAmount(raw, sep)
        if (Number.isNaN(fast)) return
        plain++
        const full = parseAmount(raw, sep)
        expect(full.ok).toBe(true)
        if (full.ok) {
          expect(Object.is(fast, full.value)).toBe(true)
          expect(full.currency).toBeUndefined()
        }
      }),
      { numRuns: 20_000 }
    )
    expect(plain).toBeGreaterThan(5_000)
  })

  it("leave signs, groups, symbols and long numbers to the full parser", () => {
    for (
      const [raw, sep] of [
        ["+5.00", "."],
        ["1,234.50", "."],
        ["5.", "."],
        [".5", "."],
        ["-", "."],
        ["", "."],
        ["12.5", ","],
        ["€5", "."],
        ["1234567890123456", "."]
      ] as const
    ) {
      expect(plainAmount(raw, sep)).toBeNaN()
    }
    expect(plainAmount("-0.00", ".")).toBe(0)
    expect(Object.is(plainAmount("-0.00", "."), 0)).toBe(true)
    expect(plainAmount("-56,23", ",")).toBe(-56.23)
    expect(plainAmount("007.50", ".")).toBe(7.5)
  })
})
