import { validIban } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { pairs, readErr, readOk } from "./helpers.js"

describe("an account's IBAN settles the day and month order", () => {
  it("checks an IBAN's check digits", () => {
    // the example IBANs of the ISO 13616 register, and one with its last digit changed
    expect(validIban("GB82 WEST 1234 5698 7654 32")).toBe(true)
    expect(validIban("DE89370400440532013000")).toBe(true)
    expect(validIban("DE89370400440532013001")).toBe(false)
  })

  it("reads dates with every day at 12 or below day first when the account is an IBAN", () => {
    const csv = [
      "Account: DE89 3704 0044 0532 0130 00",
      "03/01/2024;Grocer;-12.50",
      "05/02/2024;Salary;1500.00",
      "04/02/2024;Bakery;-3.20"
    ].join("\n")
    const r = readOk("statement.csv", csv)
    // rows out of date order either way; the IBAN alone says day first: 3 January, 5 and 4 February
    expect(pairs(r)).toEqual([["2024-01-03", -12.5], ["2024-02-05", 1500], ["2024-02-04", -3.2]])
  })

  it("does not take a number that only looks like an IBAN", () => {
    const csv = [
      "Account: DE00 3704 0044 0532 0130 00",
      "03/01/2024;Grocer;-12.50",
      "05/02/2024;Salary;1500.00",
      "04/02/2024;Bakery;-3.20"
    ].join("\n")
    expect(readErr("statement.csv", csv).detail).toContain("never show whether they are day-first or month-first")
  })
})
