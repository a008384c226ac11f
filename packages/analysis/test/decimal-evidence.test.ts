import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { pairs, readErr, readOk, textFile } from "./helpers.js"

// Files whose amounts all show one separator before three digits, written by hand; the expected
// amounts are read off the lines knowing what the currency allows.

describe("a decimal separator the currency settles", () => {
  it("reads a separator before three digits as thousands when the currency has cents and the digits are not", () => {
    // 1.234 EUR would be a fraction of a cent
    const csv = "Date,Description,Amount,Currency\n2024-01-01,a,1.234,EUR\n2024-01-02,b,-2.500,EUR\n"
    expect(pairs(readOk("eur.csv", csv))).toEqual([["2024-01-01", 1234], ["2024-01-02", -2500]])
  })

  it("still asks when every such amount is whole cents either way", () => {
    // 2.500 and 12.340 are 2.50 and 12.34 printed to three places, or 2500 and 12340
    const csv = "Date,Description,Amount,Currency\n2024-01-01,a,2.500,EUR\n2024-01-02,b,-12.340,EUR\n"
    expect(readErr("eur.csv", csv).detail).toContain("options.decimal_separator")
  })

  it("takes the currency the process-time country keeps when the file names none", () => {
    const csv = "Date,Description,Amount\n2024-01-01,a,1.234\n2024-01-02,b,-2.505\n"
    const r = readStatements([textFile("gb.csv", csv)], {}, { country: "GB" })
    if (Either.isLeft(r)) throw new Error(`expected a read, got ${r.left.detail}`)
    expect(pairs(r.right)).toEqual([["2024-01-01", 1234], ["2024-01-02", -2505]])
  })
})

describe("whole amounts beside grouped ones", () => {
  it("reads the separator as thousands when other amounts are printed whole under a thousand", () => {
    // a bank prints every amount to the same decimals: 643 and 807 have none, so 18,309 is eighteen thousand
    const csv = [
      "Date,Description,Amount",
      "2021-04-28,FAMILYMART,643",
      "2021-04-29,ZALANDO,\"18,309\"",
      "2021-04-30,REFUND,807CR",
      "2021-05-02,LAWSON,\"4,443\""
    ].join("\n")
    expect(pairs(readOk("card.csv", csv))).toEqual([
      ["2021-04-28", -643],
      ["2021-04-29", -18309],
      ["2021-04-30", 807],
      ["2021-05-02", -4443]
    ])
  })

  it("asks when a whole amount of four digits or more is printed without grouping", () => {
    const csv = ["Date,Description,Amount", "2021-04-28,a,643", "2021-04-29,b,1250", "2021-04-30,c,\"18,309\""].join(
      "\n"
    )
    expect(readErr("card.csv", csv).detail).toContain("options.decimal_separator")
  })
})
