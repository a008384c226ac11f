import { headerCurrency, rolesOfHeader } from "@statement-engine/intake"
import { inferColumns } from "@statement-engine/intake"
import { describe, expect, it } from "vitest"
import { pairs, readErr, readOk } from "./helpers.js"

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

  it("a credit column filled only where the signed debits leave a gap is their other side, not dropped", () => {
    // balance, debit (signed), description, date, credit: 500.00 - 20.00 = 480.00, + 1000.00 = 1480.00, - 5.50 = 1474.50
    const csv = [
      "500.00,-10.00,CARD SHOP,2024-01-02,",
      "480.00,-20.00,CARD GROCER,2024-01-03,",
      "1480.00,,PAY ACME LTD,2024-01-04,1000.00",
      "1474.50,-5.50,CARD CAFE,2024-01-05,",
      "1464.50,-10.00,CARD BAKERY,2024-01-06,",
      "1454.50,-10.00,CARD BOOKS,2024-01-07,"
    ].join("\n")
    expect(pairs(readOk("sides.csv", csv, { currency: "EUR" }))).toEqual([
      ["2024-01-02", -10],
      ["2024-01-03", -20],
      ["2024-01-04", 1000],
      ["2024-01-05", -5.5],
      ["2024-01-06", -10],
      ["2024-01-07", -10]
    ])
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

describe("money columns from the values and the header's words", () => {
  it("the balances before and after each row both join one amount column: that column is the amount", () => {
    const tsv = [
      "123456789\tEUR\t20240306\t3680,98\t3636,66\t20240306\t-44,32\tBEA NETFLIX",
      "123456789\tEUR\t20240309\t3636,66\t6959,53\t20240309\t3322,87\tSALARIS",
      "123456789\tEUR\t20240310\t6959,53\t6888,98\t20240310\t-70,55\tSEPA INCASSO",
      "123456789\tEUR\t20240312\t6888,98\t6823,91\t20240312\t-65,07\tBEA ALBERT HEIJN"
    ].join("\n")
    expect(pairs(readOk("TXT240331.TAB", tsv))).toEqual([
      ["2024-03-06", -44.32],
      ["2024-03-09", 3322.87],
      ["2024-03-10", -70.55],
      ["2024-03-12", -65.07]
    ])
  })

  it("whole amounts with a currency or a debit/credit mark are money, not ids", () => {
    const csv = [
      "2023-10-08;CARD PURCHASE FAMILYMART;JPY 21 401;Debit",
      "2023-10-02;SALARY;JPY 270 000;Credit",
      "2023-09-27;CARD PURCHASE ITO YOKADO;JPY 8 415;Debit"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv))).toEqual([
      ["2023-10-08", -21401],
      ["2023-10-02", 270000],
      ["2023-09-27", -8415]
    ])
  })

  it("unsigned amounts of three decimals are money", () => {
    // "-0.324" shows the point is the decimal separator: no thousands group starts with 0
    const csv = [
      "2022-06-24;CARD PURCHASE;13.544;Debit",
      "2022-06-25;SALARY;950.125;Credit",
      "2022-06-26;CARD;0.324;Debit"
    ]
      .join("\n")
    expect(pairs(readOk("statement.csv", csv, { currency: "BHD" }))).toEqual([
      ["2022-06-24", -13.544],
      ["2022-06-25", 950.125],
      ["2022-06-26", -0.324]
    ])
  })

  it("a Danish 'Valør' of dates is the value date, a Spanish 'Valor' of amounts the amount", () => {
    const danish = "Dato;Valør;Tekst;Beløb\n21.10.2023;23.10.2023;Netto;-45,50\n22.10.2023;22.10.2023;Løn;1500,00\n"
    const r = readOk("konto.csv", danish, { currency: "DKK" })
    expect(pairs(r)).toEqual([["2023-10-21", -45.5], ["2023-10-22", 1500]])
    expect(r.transactions[0]?.value_date).toBe("2023-10-23")
    const spanish = "Fecha;Concepto;Valor\n21/10/2023;Mercadona;-45,50\n22/10/2023;Nómina;1500,00\n"
    expect(pairs(readOk("cuenta.csv", spanish, { currency: "EUR" }))).toEqual([
      ["2023-10-21", -45.5],
      ["2023-10-22", 1500]
    ])
  })

  it("French expense and receipt columns are money out and in", () => {
    const csv = "Date;Libellé;Dépenses;Recettes\n13/10/2023;Carrefour;45,50;\n14/10/2023;Salaire;;1500,00\n"
    expect(pairs(readOk("releve.csv", csv, { currency: "EUR" }))).toEqual([["2023-10-13", -45.5], ["2023-10-14", 1500]])
  })
})

describe("a currency a header names", () => {
  it("is read when a camelCase header runs its preposition into the code", () => {
    expect(headerCurrency("BeløpICHF")).toBe("CHF")
    expect(headerCurrency("KwotaWPLN")).toBe("PLN")
    expect(headerCurrency("AmountInEUR")).toBe("EUR")
    // a run of capitals that only ends like a code names none
    expect(headerCurrency("BeløpXCHF")).toBeUndefined()
  })
})

describe("the decimal separator of a currency without a minor unit", () => {
  it("a yen amount's one separator before three digits groups thousands", () => {
    const csv = "Date;Description;Amount;Currency\n2024-10-01;FAMILYMART;-1,173;JPY\n2024-10-02;SALARY;250,000;JPY\n"
    expect(pairs(readOk("statement.csv", csv))).toEqual([["2024-10-01", -1173], ["2024-10-02", 250000]])
  })

  it("a euro amount with the same shape stays undecided when its three digits are whole cents either way", () => {
    // -1,170 is -1.17 printed to three places or -1170; 1,173 would be a fraction of a cent, so it groups thousands
    const csv = "Date;Description;Amount;Currency\n2024-10-01;SHOP;-1,170;EUR\n2024-10-02;SALARY;250,000;EUR\n"
    expect(readErr("statement.csv", csv).detail).toContain("do not show the decimal separator")
  })
})

describe("a headerless table of several accounts", () => {
  it("each account's running balance tells the amount from the balance", () => {
    // account 11112222333 starts at 500.00, account 44445555666 at 80.00; rows interleave
    const csv = [
      "11112222333;2023-03-05;Grocer;-20.00;480.00",
      "44445555666;2023-03-06;Bakery;-5.50;74.50",
      "11112222333;2023-03-07;Salary;1000.00;1480.00",
      "44445555666;2023-03-08;Refund;10.00;84.50",
      "11112222333;2023-03-09;Rent;-700.00;780.00",
      "44445555666;2023-03-10;Cafe;-4.50;80.00"
    ].join("\n")
    expect(pairs(readOk("statement.csv", csv, { currency: "EUR" }))).toEqual([
      ["2023-03-05", -20],
      ["2023-03-06", -5.5],
      ["2023-03-07", 1000],
      ["2023-03-08", 10],
      ["2023-03-09", -700],
      ["2023-03-10", -4.5]
    ])
  })
})

describe("header words cut short and date columns among marker rows", () => {
  it("a one-word header cut with a full stop reads as the word it begins", () => {
    expect(rolesOfHeader("Boekdat.")).toEqual(["booking_date"])
    expect(rolesOfHeader("BUCHUNGSDAT.")).toEqual(["booking_date"])
    // the last word of a longer header cut so: "Date comptab." begins "date comptable"
    expect(rolesOfHeader("Date comptab.")).toEqual(["booking_date"])
    // a stem that begins header words of several roles names none
    expect(rolesOfHeader("Dat.")).toEqual([])
  })

  it("a French 'Date val.' is the value date beside the 'Date opération' that is the booking date", () => {
    const csv = "Date opération;Date val.;Libellé;Montant\n14/10/2023;16/10/2023;Carrefour;-45,50\n"
    const r = readOk("releve.csv", csv, { currency: "EUR" })
    expect(pairs(r)).toEqual([["2023-10-14", -45.5]])
    expect(r.transactions[0]?.value_date).toBe("2023-10-16")
  })

  it("an unnamed date column reads though a pending marker and two total lines stand in it", () => {
    const csv = [
      "Omschrijving;Bedrag;Bij/Af",
      "2019.05.08.;Afterpay;59,71;Af",
      "2019.05.09.;Salaris;2208,12;Bij",
      "2019.05.10.;Lidl;12,50;Af",
      "Gereserveerd;Rimi;38,03;Af",
      "Totaal;;59,71;Af",
      "Totaal;;2208,12;Bij"
    ].join("\n")
    expect(pairs(readOk("rekening.csv", csv, { currency: "EUR" }))).toEqual([
      ["2019-05-08", -59.71],
      ["2019-05-09", 2208.12],
      ["2019-05-10", -12.5]
    ])
  })
})
