import { directionOf } from "@statement-engine/intake"
import { rolesOfHeader } from "@statement-engine/intake"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements, type StatementsRead } from "../src/index.js"
import { pairs, readOk, textFile } from "./helpers.js"

// Layouts written by hand for the rules that settle a column's role, a row's direction and a
// shared currency sign from the file's own evidence; each expected value is read off the test's lines.

const readIn = (name: string, text: string, country: "SE" | "GB"): StatementsRead => {
  const r = readStatements([textFile(name, text)], {}, { country })
  if (Either.isLeft(r)) throw new Error(`expected ${name} to be read, got ${r.left._tag}: ${r.left.detail}`)
  return r.right
}

const currencies = (r: StatementsRead): ReadonlyArray<string> => r.transactions.map((t) => t.currency)

describe("a sign several currencies write stays in its family", () => {
  it("reads kr as the Swedish IBAN's krona though another block names NOK", () => {
    const csv = [
      "Konto: SE4550000000058398257466",
      "Datum;Text;Belopp",
      "2024-03-01;KORTKÖP ICA;kr -250,00",
      "2024-03-02;LÖN ACME;kr 20000,00",
      "",
      "Konto: 12345678",
      "Datum;Text;Belopp",
      "2024-03-03;KORTKÖP REMA;NOK -99,00"
    ].join("\n")
    const r = readIn("konto.csv", csv, "GB")
    expect(pairs(r)).toEqual([["2024-03-01", -250], ["2024-03-02", 20000], ["2024-03-03", -99]])
    expect(currencies(r)).toEqual(["SEK", "SEK", "NOK"])
  })

  it("never gives $ amounts the currency of another account's coded amounts", () => {
    const csv = [
      "Account,Date,Description,Amount",
      "111,2024-03-01,CARD PURCHASE SHOP,-10.00 $",
      "222,2024-03-02,CARD PURCHASE SHOP,-20.00 NOK",
      "111,2024-03-03,SALARY ACME,+100.00 $"
    ].join("\n")
    expect(currencies(readOk("dollars.csv", csv))).toEqual(["USD", "NOK", "USD"])
  })
})

describe("a shared sign at upload", () => {
  const upload = (text: string) => {
    const r = readStatements([textFile("dollars.csv", text)], {}, { provisional: true })
    if (Either.isLeft(r)) throw new Error(r.left.detail)
    return r.right
  }

  it("reads $ as USD awaiting the country when nothing in the file says which dollar", () => {
    const r = upload("Date,Description,Amount\n2024-03-01,CARD PURCHASE SHOP,-10.00 $\n2024-03-02,SALARY,+90.00 $")
    expect(currencies(r)).toEqual(["USD", "USD"])
    expect(r.awaitsCountry).toBe(true)
  })

  it("reads $ as the one dollar the file names, not awaiting the country", () => {
    const r = upload("Date,Description,Amount\n2024-03-01,CARD PURCHASE SHOP,-10.00 $\n2024-03-02,SALARY,+90.00 CAD")
    expect(currencies(r)).toEqual(["CAD", "CAD"])
    expect(r.awaitsCountry).toBe(false)
  })
})

describe("columns the values name beside opening, closing and total lines", () => {
  it("finds a direction column in an unknown header though the balance lines leave it empty", () => {
    const csv = [
      "Fecha;Concepto;Importe;Sentido",
      "01/03/2024;Saldo inicial;1000,00;",
      "02/03/2024;COMPRA TARJETA MERCADONA;45,10;Cargo",
      "05/03/2024;NOMINA ACME;1500,00;Abono",
      "07/03/2024;RECIBO LUZ;60,00;Cargo",
      "31/03/2024;Saldo final;2394,90;"
    ].join("\n")
    expect(pairs(readOk("movimientos.csv", csv))).toEqual([
      ["2024-03-02", -45.1],
      ["2024-03-05", 1500],
      ["2024-03-07", -60]
    ])
  })

  it("reads two unnamed money columns as debit and credit though the total line fills both", () => {
    // the header names the booking date; read without it, the first date column would be taken
    const csv = [
      "Vaxtadagur;Date;Description;Útborgað;Innborgað",
      "2024-03-02;2024-03-01;CARD PURCHASE TESCO;12,50;",
      "2024-03-03;2024-03-02;SALARY ACME LTD;;1500,00",
      "2024-03-04;2024-03-03;CARD PURCHASE BOOTS;8,20;",
      "2024-03-05;2024-03-04;ATM WITHDRAWAL;50,00;",
      ";;Total;70,70;1500,00"
    ].join("\n")
    expect(pairs(readOk("yfirlit.csv", csv))).toEqual([
      ["2024-03-01", -12.5],
      ["2024-03-02", 1500],
      ["2024-03-03", -8.2],
      ["2024-03-04", -50]
    ])
  })
})

describe("money columns the values name", () => {
  it("reads an unnamed column printed negative beside an unnamed positive one as money out and in", () => {
    // the header names the booking date; read without it, the first date column would be taken.
    // "Samtals" (a total in words no list holds) has no date and fills both columns.
    const csv = [
      "Vaxtadagur;Date;Description;Útborgað;Innborgað",
      "2024-03-02;2024-03-01;CARD PURCHASE TESCO;-12,50;",
      "2024-03-03;2024-03-02;SALARY ACME LTD;;1500,00",
      "2024-03-04;2024-03-03;CARD PURCHASE BOOTS;-8,20;",
      "Samtals;;;-20,70;1500,00"
    ].join("\n")
    expect(pairs(readOk("yfirlit.csv", csv))).toEqual([
      ["2024-03-01", -12.5],
      ["2024-03-02", 1500],
      ["2024-03-03", -8.2]
    ])
  })
})

describe("the booking date among date columns no header tells apart", () => {
  const rows = [
    "2024-03-02;2024-03-01;CARD PURCHASE;-10,00",
    "2024-03-01;2024-03-01;SALARY;500,00",
    "2024-03-05;2024-03-04;CARD PURCHASE;-20,00",
    "2024-03-04;2024-03-06;CARD PURCHASE;-5,00"
  ]
  const expected = [["2024-03-01", -10], ["2024-03-01", 500], ["2024-03-04", -20], ["2024-03-06", -5]]

  it("is the column the rows are sorted by, under a header in unknown words", () => {
    const csv = ["Vaxtadagur;Dagsetning;Skýring;Upphæð", ...rows].join("\n")
    expect(pairs(readOk("hreyfingar.csv", csv))).toEqual(expected)
  })

  it("is the column the rows are sorted by in a headerless file", () => {
    expect(pairs(readOk("hreyfingar.csv", rows.join("\n")))).toEqual(expected)
  })
})

describe("a credit mark written straight after the currency", () => {
  it("marks a card statement's credit (TNDCR) as money in", () => {
    const csv = [
      "Credit card statement",
      "Date;Description;Amount",
      "2024-03-01;CARD PURCHASE SHOP;12,500 TND",
      "2024-03-02;ADJUSTMENT 0412;100,000 TNDCR",
      "2024-03-03;CARD PURCHASE CAFE;3,250 TND"
    ].join("\n")
    expect(pairs(readOk("card.csv", csv))).toEqual([["2024-03-01", -12.5], ["2024-03-02", 100], ["2024-03-03", -3.25]])
  })
})

describe("day/month order from the order of each block's rows", () => {
  it("reads two accounts' blocks, each in date order, the one way both run", () => {
    // day first: 07 Sep, then 07 Aug, 03 Sep, 11 Sep; month first the second block runs Jul, Mar, Nov
    const csv = [
      "Account,111111",
      "07/09/22,CARD PURCHASE SHOP,-10.00",
      "Pending,CARD PURCHASE CAFE,-2.00",
      "",
      "Account,222222",
      "07/08/22,CARD PURCHASE BOOKS,-20.00",
      "03/09/22,CARD PURCHASE TRAIN,-30.00",
      "11/09/22,SALARY ACME,500.00"
    ].join("\n")
    expect(pairs(readOk("blocks.csv", csv))).toEqual([
      ["2022-09-07", -10],
      ["2022-08-07", -20],
      ["2022-09-03", -30],
      ["2022-09-11", 500]
    ])
  })

  it("passes over a status marker in the date column", () => {
    // day first: 1, 3, 8, 12 March, 7 April; month first: 3 Jan, 3 Mar, 3 Aug, 3 Dec, 4 Jul
    const csv = [
      "Datum;Text;Betrag",
      "01-03-2022;KARTENZAHLUNG A;-1,00",
      "03-03-2022;KARTENZAHLUNG B;-2,00",
      "08-03-2022;KARTENZAHLUNG C;-3,00",
      "12-03-2022;GEHALT;100,00",
      "07-04-2022;KARTENZAHLUNG D;-4,00",
      "Vorgemerkt;KARTENZAHLUNG E;-5,00"
    ].join("\n")
    expect(pairs(readOk("umsaetze.csv", csv)).map(([d]) => d)).toEqual([
      "2022-03-01",
      "2022-03-03",
      "2022-03-08",
      "2022-03-12",
      "2022-04-07"
    ])
  })
})

describe("the delimiter of a short quoted file with decimal commas", () => {
  it("is the tab that keeps every quoted cell whole, not the comma inside the quoted amounts", () => {
    // four two-cell lines above the header outnumber the three rows, each ending in an empty cell
    const csv = [
      "\"Historique\"",
      "\"Titulaire\"\t\"A Martin\"",
      "\"Compte\"\t\"FR7630006000011234567890189\"",
      "\"Du - Au\"\t\"01.03.2024 - 31.03.2024\"",
      "\"Solde initial\"\t\"1 000,00\"",
      "\"Date\"\t\"Libellé\"\t\"Débit\"\t\"Crédit\"\t\"Solde\"",
      "\"04.03.2024\"\t\"CB CARREFOUR\"\t\"12,50\"\t\"\"\t\"987,50\"\t\"\"",
      "\"15.03.2024\"\t\"VIR SALAIRE\"\t\"\"\t\"1 500,00\"\t\"2 487,50\"\t\"\"",
      "\"20.03.2024\"\t\"CB FNAC\"\t\"30,00\"\t\"\"\t\"2 457,50\"\t\"\""
    ].join("\n")
    const r = readOk("releve.csv", csv)
    expect(pairs(r)).toEqual([["2024-03-04", -12.5], ["2024-03-15", 1500], ["2024-03-20", -30]])
    expect(r.summary.files[0]?.dialect["delimiter"]).toBe("TAB")
  })
})

describe("Finnish money headers", () => {
  it.each([["Nosto", "debit"], ["Nostot", "debit"], ["Hyvitykset", "credit"]])(
    "%s names the %s column",
    (cell, role) => {
      expect(rolesOfHeader(cell)).toEqual([role])
    }
  )
})

describe("Polish direction abbreviations", () => {
  it.each([["OBC", -1], ["Obc.", -1], ["UZN", 1], ["uzn.", 1]])("%s reads as %i", (cell, dir) => {
    expect(directionOf(cell)).toBe(dir)
  })
})
