import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { analyseDateColumn } from "../src/values/dates.js"

describe("a date column's verdict", () => {
  it("counts blank cells as neither dates nor non-dates, wherever they stand", () => {
    expect(analyseDateColumn(["", " ", "13/01/2024", "13/01/2024", "", "14/01/2024"], undefined))
      .toEqual({ kind: "dates", order: "DMY", format: "DD/MM/YYYY", share: 1 })
    expect(analyseDateColumn(["13/01/2024", "x", "x", "14/01/2024"], undefined)).toMatchObject({
      kind: "dates",
      share: 0.5
    })
  })

  it("does not depend on the order of the cells (runs of one value are counted as a whole; one date family)", () => {
    const cell = fc.constantFrom("", " ", "13/01/2024", "02/01/2024", "total", "31/12/2023")
    fc.assert(fc.property(fc.array(cell, { maxLength: 30 }), (cells) => {
      const sorted = [...cells].sort()
      expect(analyseDateColumn(cells, undefined)).toEqual(analyseDateColumn(sorted, undefined))
    }))
  })
})
