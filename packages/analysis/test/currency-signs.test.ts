import { decimalEvidence, parseAmount } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { pairs, readOk } from "./helpers.js"

describe("currency signs on amounts", () => {
  it("are read on either side of the number and either side of its sign", () => {
    const cases: ReadonlyArray<readonly [string, "." | ",", number, string]> = [
      ["12,50 €", ",", 12.5, "EUR"],
      ["12,50€", ",", 12.5, "EUR"],
      ["-12,50 €", ",", -12.5, "EUR"],
      ["€-12.50", ".", -12.5, "EUR"],
      ["-€12.50", ".", -12.5, "EUR"],
      ["−€12.50", ".", -12.5, "EUR"],
      ["€12.50-", ".", -12.5, "EUR"],
      ["(€12.50)", ".", -12.5, "EUR"],
      ["€ 1.234,56-", ",", -1234.56, "EUR"],
      ["Fr. 12.50", ".", 12.5, "CHF"],
      ["S$12.50", ".", 12.5, "SGD"],
      ["-C$12.50", ".", -12.5, "CAD"],
      ["R$ 1.234,50", ",", 1234.5, "BRL"],
      ["₪12.50", ".", 12.5, "ILS"],
      ["1 234,56 zł", ",", 1234.56, "PLN"]
    ]
    for (const [raw, decimal, value, currency] of cases) {
      expect(parseAmount(raw, decimal), raw).toEqual({ ok: true, value, currency })
    }
  })

  it("read a right-to-left sign with its direction mark, and its three decimals", () => {
    // Jordanian dinar: "د.ا." then U+200F RIGHT-TO-LEFT MARK then the number, three decimals
    const cell = "د.ا.\u200f4.750"
    expect(parseAmount(cell, ".")).toEqual({ ok: true, value: 4.75, currency: "JOD" })
    expect(decimalEvidence(cell)).toBe(".")
  })

  it("read the Latin abbreviations Gulf and Maghreb banks print for their dinars and riyals", () => {
    const cases: ReadonlyArray<readonly [string, "." | ",", number, string]> = [
      ["KD 1.250", ".", 1.25, "KWD"],
      ["-12.500BD", ".", -12.5, "BHD"],
      ["(4,750 DT)", ",", -4.75, "TND"],
      ["JD 3.000", ".", 3, "JOD"],
      ["QR 40.00", ".", 40, "QAR"]
    ]
    for (const [raw, decimal, value, currency] of cases) {
      expect(parseAmount(raw, decimal), raw).toEqual({ ok: true, value, currency })
    }
  })

  it("read a debit or credit mark written straight after the currency", () => {
    const cases: ReadonlyArray<readonly [string, "." | ",", number, string]> = [
      ["12,50 EURDR", ",", -12.5, "EUR"],
      ["12,50 EURCR", ",", 12.5, "EUR"],
      ["1 500 HUFD", ",", -1500, "HUF"],
      ["1 500 HUFC", ",", 1500, "HUF"],
      ["DT9,250Dr", ",", -9.25, "TND"],
      ["300 ¥CR", ".", 300, "JPY"]
    ]
    for (const [raw, decimal, value, currency] of cases) {
      expect(parseAmount(raw, decimal), raw).toEqual({ ok: true, value, currency })
    }
  })

  it("leave an unknown sign unread rather than guess", () => {
    expect(parseAmount("12,50 zq.", ",").ok).toBe(false)
    expect(parseAmount("XY$12.50", ".").ok).toBe(false)
  })

  it("a lone separator before three digits after a leading 0 is the decimal one", () => {
    expect(decimalEvidence("0.000")).toBe(".")
    expect(decimalEvidence("-0,500")).toBe(",")
    expect(decimalEvidence("1.000")).toBeUndefined()
  })

  it("read a register whose amounts carry a sign before the number", () => {
    const csv = [
      "Date,Payee,Outflow,Inflow",
      "2022/11/07,shop,د.ا.\u200f4.750,د.ا.\u200f0.000",
      "2022/11/09,employer,د.ا.\u200f0.000,د.ا.\u200f250.000",
      "2022/12/11,coffee,د.ا.\u200f93.210,د.ا.\u200f0.000"
    ].join("\n")
    const r = readOk("register.csv", csv)
    expect(pairs(r)).toEqual([["2022-11-07", -4.75], ["2022-11-09", 250], ["2022-12-11", -93.21]])
    expect(r.transactions.every((t) => t.currency === "JOD")).toBe(true)
  })

  it("a Kuwaiti account's IBAN names its dinars, read to three decimals", () => {
    const csv = [
      `"IBAN","KW44CBKU0000000000001234560101"`,
      `"PostingDate","TransactionDetails","Amount"`,
      `"12/06/2025","PAYROLL","2012.873"`,
      `"16/06/2025","TRANSFER","-39.377"`,
      `"17/06/2025","CASH WITHDRAWAL","-50.000"`,
      // a fils-only fee: "0.750" can only be three decimals
      `"18/06/2025","FEE","-0.750"`
    ].join("\n")
    const r = readOk("kw.csv", csv)
    expect(pairs(r)).toEqual([
      ["2025-06-12", 2012.873],
      ["2025-06-16", -39.377],
      ["2025-06-17", -50],
      ["2025-06-18", -0.75]
    ])
    expect(r.transactions.every((t) => t.currency === "KWD")).toBe(true)
  })
})
