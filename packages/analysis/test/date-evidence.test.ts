import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { pairs, textFile } from "./helpers.js"

// Statements written by hand whose booking dates never show a day above 12; the expected dates are
// read off the lines with the order the other dates of the file show.

const read = (name: string, lines: ReadonlyArray<string>) => {
  const r = readStatements([textFile(name, lines.join("\n"))], {}, {})
  if (Either.isLeft(r)) throw new Error(`expected a read, got ${r.left._tag}: ${r.left.detail}`)
  return pairs(r.right)
}

describe("day and month settled by the file's other dates", () => {
  it("takes the order the value dates show by a day above 12", () => {
    // 02/02, 09/02, 11/02 run in date order read either way; the value date 31/01 is day-first
    const lines = [
      "Value date;Booking date;Description;Amount",
      "31/01/2022;02/02/2022;Direct debit KDDI;-195,30",
      "09/02/2022;09/02/2022;Netto;-57,95",
      "10/02/2022;11/02/2022;Salary;12968,00"
    ]
    expect(read("konto.csv", lines)).toEqual([["2022-02-02", -195.3], ["2022-02-09", -57.95], ["2022-02-11", 12968]])
  })

  it("takes the order under which the dates the descriptions write fall near their rows", () => {
    // 3 June and 5 June, or 6 March and 6 May: the card's 2021-06-03 and 04/06 are a day before the first reading
    const lines = [
      "Date,Description,Amount",
      "03/06/2021,CB AZIZA 2021-06-03T10:09,-64.47",
      "05/06/2021,CARD KFC 04/06,-57.71"
    ]
    expect(read("releve.csv", lines)).toEqual([["2021-06-03", -64.47], ["2021-06-05", -57.71]])
  })

  it("does not take one such date alone as evidence", () => {
    const lines = ["Date,Description,Amount", "03/06/2021,CB AZIZA 2021-06-03T10:09,-64.47", "05/06/2021,KFC,-57.71"]
    const r = readStatements([textFile("releve.csv", lines.join("\n"))], {}, {})
    if (Either.isRight(r)) throw new Error("expected a refusal")
    expect(r.left.detail).toContain(`options.date_format "DD/MM/YYYY" or "MM/DD/YYYY"`)
  })

  it("reads month names by the card dates the descriptions write", () => {
    // "lis." is October in Croatian, November in Czech and Polish: 01/10 and 12/10 are October
    const lines = [
      "Datum;Opis;Iznos",
      "01-lis.-2023;POS Temu.com 01/10;-307,28",
      "12-lis.-2023;POS Starbucks 12/10;-13,60"
    ]
    expect(read("izvod.csv", lines)).toEqual([["2023-10-01", -307.28], ["2023-10-12", -13.6]])
  })
})

describe("a second account's block with one dated row", () => {
  it("keeps its date column though its balance lines outnumber its dated row", () => {
    const lines = [
      "Account: GB33BUKB20201555555555",
      "Booking date;Value date;Description;Amount",
      "Opening balance;;;100.00",
      "10/17/2025;10/19/2025;Allianz;-23.99",
      "Closing balance;;;76.01",
      "",
      "Account: GB94BARC10201530093459",
      "Date and time;Value date;Details;Amount",
      "Opening balance;;;50.00",
      "10/12/2025;10/10/2025;Transfer;-16.95",
      "Closing balance;;;33.05"
    ]
    expect(read("two.csv", lines)).toEqual([["2025-10-17", -23.99], ["2025-10-12", -16.95]])
  })
})

describe("total lines in Hungarian and Greek", () => {
  it("sets aside Végösszeg and Συνολική κίνηση lines", () => {
    const hu = [
      "Könyvelési dátum;Összeg;Leírás",
      "2022.02.16.;-43,72;Tallinna Vesi",
      "2022.02.13.;-17,50;Subway",
      ";-61,22;Végösszeg"
    ]
    expect(read("hu.csv", hu)).toEqual([["2022-02-16", -43.72], ["2022-02-13", -17.5]])
    const el = [
      "Περιγραφή;Ημ. Συναλλαγής;Ποσό",
      "Συναλλαγή κάρτας Bolt;12/05/2024;-1.567,00",
      "Μισθοδοσία;13/05/2024;2.488,54",
      ";Συνολική κίνηση;921,54"
    ]
    expect(read("el.csv", el)).toEqual([["2024-05-12", -1567], ["2024-05-13", 2488.54]])
  })
})

describe("an IBAN written with its currency code after it", () => {
  it("still settles day-first dates", () => {
    // HU42 1177 3016 1111 1018 0000 0000 with "HUF" after it; 09/07/20 and 08/07/20 read either way
    const lines = [
      "Konta numurs|HU42 1177 3016 1111 1018 0000 0000 HUF",
      "Date|Description|Amount",
      "09/07/20|PENNY|-4932.38",
      "08/07/20|TRANSFER|155607.47",
      "07/07/20|GOOGLE PLAY|-67168.90"
    ]
    expect(read("hu.csv", lines)).toEqual([["2020-07-09", -4932.38], ["2020-07-08", 155607.47], [
      "2020-07-07",
      -67168.9
    ]])
  })
})

describe("a French cumulative total line", () => {
  it("sets aside Cumul lines", () => {
    const lines = [
      "DATE OPÉRATION;LIBELLÉ;MONTANT",
      "13/02/2023;CB ST1;-379,81",
      "06/02/2023;CB LIDL;-240,78",
      ";Cumul;-620,59"
    ]
    expect(read("fr.csv", lines)).toEqual([["2023-02-13", -379.81], ["2023-02-06", -240.78]])
  })
})

describe("a balance line dated at a block's end", () => {
  it("is no step of the rows' date order", () => {
    // each block newest first: 5 Oct, 5 Sep and 3 Oct, 3 Sep read day first; the current-balance
    // line dated 03-10 after the second block is no booking. Read month first the rows would run
    // 10 May, 9 May, 10 Mar, 9 Mar, in order only because the blocks meet so: Austria settles it.
    const lines = [
      "Account: AT61 1904 3002 3457 3201",
      "Date;Description;Amount;Balance",
      "05-10-2025;APPLE.COM/BILL;-71,58;5203,47",
      "05-09-2025;KFC;-61,42;5275,05",
      "",
      "Account: AT48 3200 0000 1234 5864",
      "Booking date;Details;Amount;Balance",
      "03-10-2025;FAMILIENBEIHILFE;295,78;2587,89",
      "03-09-2025;BOLT OPERATIONS;267,56;2292,11",
      "03-10-2025;Current balance;;2587,89"
    ]
    const r = readStatements([textFile("two.csv", lines.join("\n"))], {}, { country: "AT" })
    if (Either.isLeft(r)) throw new Error(`expected a read, got ${r.left.detail}`)
    expect([...pairs(r.right)].sort()).toEqual([
      ["2025-09-03", 267.56],
      ["2025-09-05", -61.42],
      ["2025-10-03", 295.78],
      ["2025-10-05", -71.58]
    ])
  })
})
