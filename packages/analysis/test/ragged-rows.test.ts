import { parseAmount } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { pairs, readOk } from "./helpers.js"

describe("rows with fewer cells than the header has names", () => {
  it("are read when address, city and country share one cell in the middle of the row", () => {
    // 7 names, 5 cells a row: "Street 1, Town, LT" is one quoted cell under Address, City and Country
    const csv = [
      "Date,Address,City,Country,Payee,Details,Amount",
      `2024-03-01,"Street 1, Town, LT",Acme Ltd,Invoice 12,-120.50`,
      `2024-03-04,"Road 2, City, LT",Shop,Card purchase,-9.99`,
      `2024-03-05,"",Employer,Salary March,2500.00`
    ].join("\n")
    const r = readOk("packed.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([["2024-03-01", -120.5], ["2024-03-04", -9.99], ["2024-03-05", 2500]])
    expect(r.transactions.map((t) => t.description).join(" | ")).toContain("Invoice 12")
  })

  it("are read when the rows leave out the last names' cells", () => {
    const csv = [
      "Date;Description;Amount;Balance;Note;Reference",
      "01.03.2024;Rent;-700,00;1300,00",
      "02.03.2024;Groceries;-45,10;1254,90"
    ].join("\n")
    expect(pairs(readOk("short.csv", csv, { currency: "EUR" }))).toEqual([["2024-03-01", -700], ["2024-03-02", -45.1]])
  })

  it("keep the header as it stands when some rows are as wide as it", () => {
    const csv = [
      "Date,Description,Amount,Memo",
      "2024-03-01,Rent,-700.00,March",
      "2024-03-02,Groceries,-45.10",
      "2024-03-03,Coffee,-3.20"
    ].join("\n")
    expect(pairs(readOk("ragged.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-03-01", -700],
      ["2024-03-02", -45.1],
      ["2024-03-03", -3.2]
    ])
  })
})

describe("rows with more cells than the header has names", () => {
  it("rejoin an unquoted comma in a description", () => {
    const csv = [
      "Date,Description,Amount,Balance",
      "2024-03-01,Rent,-700.00,1300.00",
      "2024-03-02,Shop, Inc,-45.10,1254.90",
      "2024-03-03,Coffee,-3.20,1251.70"
    ].join("\n")
    const r = readOk("comma.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([["2024-03-01", -700], ["2024-03-02", -45.1], ["2024-03-03", -3.2]])
    expect(r.transactions[1]?.description).toBe("Shop,Inc")
    expect(r.summary.files[0]?.skipped).toEqual([])
  })

  it("rejoin an amount whose thousands commas split it", () => {
    const csv =
      "Date,Description,Amount\n2024-03-01,Rent,-1,700.00\n2024-03-02,Shop,-45.10\n2024-03-03,Bonus,12,345,678.90\n"
    expect(pairs(readOk("thousands.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-03-01", -1700],
      ["2024-03-02", -45.1],
      ["2024-03-03", 12345678.9]
    ])
  })

  it("are set aside with the reason when the extra cell could stand in places that read different numbers", () => {
    // "Refund 5,12.00" then 3.00, or the amount 12.00 and an unnamed 3.00: nothing says which
    const csv =
      "Date,Description,Amount\n2024-03-01,Rent,-700.00\n2024-03-02,Refund 5,12.00,3.00\n2024-03-03,Coffee,-3.20\n"
    const r = readOk("unclear.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([["2024-03-01", -700], ["2024-03-03", -3.2]])
    expect(r.summary.files[0]?.skipped).toEqual([{
      line: 3,
      reason: expect.stringMatching(/4 cells where the header has 3/)
    }])
  })

  it("read a trailing empty cell as nothing", () => {
    const csv = "Date,Description,Amount\n2024-03-01,Rent,-700.00,\n2024-03-02,Shop,-45.10,\n"
    expect(pairs(readOk("trail.csv", csv, { currency: "EUR" }))).toEqual([["2024-03-01", -700], ["2024-03-02", -45.1]])
  })
})

describe("a fraction written without its leading zero", () => {
  it("is read", () => {
    expect(parseAmount("-.46", ".")).toEqual({ ok: true, value: -0.46, currency: undefined })
    expect(parseAmount(",5", ",")).toEqual({ ok: true, value: 0.5, currency: undefined })
    expect(parseAmount(".", ".").ok).toBe(false)
  })
})
