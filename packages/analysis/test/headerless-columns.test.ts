import { describe, expect, it } from "vitest"
import { inferColumns } from "../src/intake/csv/detect-columns.js"
import { pairs, readOk } from "./helpers.js"

const records = (lines: ReadonlyArray<string>, delimiter = ";") =>
  lines.map((l, i) => ({ cells: l.split(delimiter), line: i + 1 }))

describe("headerless columns from the values", () => {
  it("a short statement's date column reads although its totals and section lines outnumber a fifth of the rows", () => {
    const csv = [
      "Account number;GB33387193772290942149",
      "Pending;;",
      "12/05/2025;CARD PURCHASE GROCER;-36.10",
      "Booked;;",
      "05/05/2025;SALARY ACME LTD;1250.00",
      "09/04/2025;CARD PURCHASE BOOKSHOP;-14.95",
      "Total out;;-51.05",
      "Total in;;1250.00"
    ]
    const map = inferColumns(records(csv), undefined)
    expect("problem" in map ? map.problem : map.booking_date).toBe(0)
  })

  it("a column of words and dates half the time is no date column when its other values are numbers", () => {
    const csv = [
      "12/05/2025;CARD PURCHASE GROCER;-36.10;1",
      "05/05/2025;SALARY ACME LTD;1250.00;2",
      "17;CARD PURCHASE BOOKSHOP;-14.95;3",
      "18;CARD PURCHASE BAKERY;-4.95;4"
    ]
    const map = inferColumns(records(csv), undefined)
    expect("problem" in map).toBe(true)
  })

  it("the running balance tells the amount from the balance on the dated rows, a total line and pending rows aside", () => {
    const csv = [
      "Statement",
      "Owner: A. Person",
      "Period: 01/03/2024 - 31/03/2024",
      "Opening: 500.00",
      "Account: GB33387193772290942149",
      "Pending",
      "20/03/2024;CARD SHOP;-10.00;390.00",
      "Booked",
      "18/03/2024;CARD GROCER;-60.00;390.00",
      "10/03/2024;SALARY;200.00;450.00",
      "05/03/2024;RENT;-250.00;250.00",
      "Total;;-120.00;"
    ]
    const r = readOk("statement.csv", csv.join("\n"))
    // the balance column falls by 60 from 450 to 390 on the 18th, so -60 is the amount there
    expect(pairs(r)).toContainEqual(["2024-03-18", -60])
    expect(pairs(r)).toContainEqual(["2024-03-10", 200])
  })
})
