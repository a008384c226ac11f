import { describe, expect, it } from "vitest"
import { analyseDateColumn, orderFromFormat, parseDate } from "../src/intake/values/dates.js"
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
