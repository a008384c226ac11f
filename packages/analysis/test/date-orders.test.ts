import { analyseDateColumn, type DateOrder, orderFromFormat, parseDate } from "@statement-engine/intake"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { pairs, readErr, readOk } from "./helpers.js"

describe("numeric dates in any order of day, month and year", () => {
  it("are decided by the part above 12, wherever the year stands", () => {
    // each column: two dates, one with a day above 12, the day in a different place
    const columns = [
      [["05/03/2024", "25/03/2024"], "DMY", "DD/MM/YYYY"],
      [["03/05/2024", "03/25/2024"], "MDY", "MM/DD/YYYY"],
      [["2024-03-05", "2024-03-25"], "YMD", "YYYY-MM-DD"],
      [["2024-05-03", "2024-25-03"], "YDM", "YYYY-DD-MM"],
      [["05/2024/03", "25/2024/03"], "DYM", "DD/YYYY/MM"],
      [["03/2024/05", "03/2024/25"], "MYD", "MM/YYYY/DD"]
    ] as const
    for (const [values, order, format] of columns) {
      expect(analyseDateColumn(values, undefined), order).toEqual({ kind: "dates", order, format, share: 1 })
      expect(parseDate(values[1], order), order).toBe("2024-03-25")
    }
  })

  it("any order and separator: a column with a day above 12 is read in its own order, every date right", () => {
    const order = fc.constantFrom<DateOrder>("DMY", "MDY", "YMD", "YDM", "DYM", "MYD")
    const day = fc.date({
      min: new Date("1990-01-01T00:00:00Z"),
      max: new Date("2089-12-31T00:00:00Z"),
      noInvalidDate: true
    })
    fc.assert(
      fc.property(
        order,
        fc.constantFrom("/", "-", "."),
        fc.array(day, { minLength: 1, maxLength: 8 }),
        (o, sep, days) => {
          // one day above 12 so the column shows its order
          const all = [...days, new Date(Date.UTC(2024, 2, 25))]
          // with the year last, "." is read day-first by convention: not a case of this property
          fc.pre(!(sep === "." && o === "MDY"))
          const write = (d: Date) => {
            const parts = {
              D: String(d.getUTCDate()).padStart(2, "0"),
              M: String(d.getUTCMonth() + 1).padStart(2, "0"),
              Y: String(d.getUTCFullYear())
            }
            return [...o].map((p) => parts[p as "D" | "M" | "Y"]).join(sep)
          }
          const cells = all.map(write)
          const verdict = analyseDateColumn(cells, undefined)
          expect(verdict).toMatchObject({ kind: "dates", order: o, share: 1 })
          for (const [i, cell] of cells.entries()) expect(parseDate(cell, o)).toBe(all[i]?.toISOString().slice(0, 10))
        }
      ),
      { numRuns: 2000 }
    )
  })

  it("read year-first dates as ISO when no part is above 12, and leave the year in the middle undecided", () => {
    expect(analyseDateColumn(["2024-03-05", "2024-04-06"], undefined)).toMatchObject({ kind: "dates", order: "YMD" })
    expect(analyseDateColumn(["10/2009/09", "11/2009/09"], undefined)).toEqual({
      kind: "ambiguous",
      format: "??/YYYY/??",
      orders: ["DYM", "MYD"],
      share: 1
    })
    expect(analyseDateColumn(["10/2009/09"], "DYM")).toMatchObject({ kind: "dates", order: "DYM" })
    expect(parseDate("10/2009/09", "DYM")).toBe("2009-09-10")
    expect(parseDate("10/2009/09", "MYD")).toBe("2009-10-09")
  })

  it("a date_format names its parts in any order", () => {
    expect(orderFromFormat("DD/MM/YYYY")).toBe("DMY")
    expect(orderFromFormat("%m/%d/%Y")).toBe("MDY")
    expect(orderFromFormat("YYYY-MM-DD")).toBe("YMD")
    expect(orderFromFormat("YYYY-DD-MM")).toBe("YDM")
    expect(orderFromFormat("%d/%Y/%m")).toBe("DYM")
    expect(orderFromFormat("MM.YYYY.DD")).toBe("MYD")
    expect(orderFromFormat("DD/MM")).toBeUndefined()
  })

  it("a file whose dates put the year in the middle is read when a day shows, else refused naming both formats", () => {
    const settled = "Date,Description,Amount\n10/2024/09,Rent,-500.00\n23/2024/09,Salary,1500.00\n"
    expect(pairs(readOk("dym.csv", settled))).toEqual([["2024-09-10", -500], ["2024-09-23", 1500]])
    const open = "Date,Description,Amount\n10/2024/09,Rent,-500.00\n11/2024/09,Salary,1500.00\n"
    const refusal = readErr("open.csv", open)
    expect(refusal._tag).toBe("NoSuitableParser")
    expect(refusal.detail).toContain(`"DD/YYYY/MM" or "MM/YYYY/DD"`)
    const fix = "fix" in refusal ? refusal.fix : undefined
    expect(fix).toEqual({ option: "date_format", value: "DD/YYYY/MM" })
    const read = readOk("open.csv", open, { files: { "open.csv": { date_format: "DD/YYYY/MM" } } })
    expect(pairs(read)).toEqual([["2024-09-10", -500], ["2024-09-11", 1500]])
  })
})
