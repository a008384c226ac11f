import { describe, expect, it } from "vitest"
import { pairs, readOk } from "./helpers.js"

// Layouts written by hand for the rules that read a file from its own evidence; each expected value
// is read off the lines of the test itself.

describe("CSV reading from the file's own evidence", () => {
  it("splits on semicolons although every decimal comma splits the rows in two and some rows carry a ragged cell", () => {
    const csv = [
      "Relevé de compte",
      "LIBELLE;TIERS;REF;DATE;MONTANT",
      "CARTE MONOPRIX;Monoprix;R1;02.03.2025;-5,35;",
      "VIREMENT SALAIRE;Durand SAS;;03.03.2025;1 239,82",
      "CARTE FNAC;Fnac;R3;04.03.2025;-41,10;",
      "PRELEVEMENT EDF;EDF;;05.03.2025;-80,00",
      "CARTE PICARD;Picard;R5;06.03.2025;-12,40;"
    ].join("\n")
    const r = readOk("releve.csv", csv)
    expect(r.summary.files[0]?.dialect["delimiter"]).toBe(";")
    expect(pairs(r)).toEqual([
      ["2025-03-02", -5.35],
      ["2025-03-03", 1239.82],
      ["2025-03-04", -41.1],
      ["2025-03-05", -80],
      ["2025-03-06", -12.4]
    ])
  })

  it("reads signed amounts by their signs when a type column says the same direction word on every row", () => {
    const csv = [
      "Date, Type, Description, Value, Balance",
      "05 Mar 2024,POS,Transfer from M Rossi,115.63,3952.61",
      "06 Mar 2024,POS,TESCO STORES,-71.87,3880.74",
      "07 Mar 2024,POS,SALARY,2784.13,6664.87",
      "09 Mar 2024,POS,AMAZON,-65.80,6599.07"
    ].join("\n")
    expect(pairs(readOk("natwest.csv", csv, { currency: "GBP" }))).toEqual([
      ["2024-03-05", 115.63],
      ["2024-03-06", -71.87],
      ["2024-03-07", 2784.13],
      ["2024-03-09", -65.8]
    ])
  })

  it("reads a card export printed from the issuer's side: repayments and refunds its only negative rows", () => {
    const csv = [
      "Date,Description,Amount",
      "09/03/2024,CARD PAYMENT TESCO STORES,88.60",
      "08/03/2024,PAYMENT RECEIVED - THANK YOU,-500.00",
      "07/03/2024,REFUND AMAZON,-18.35",
      "06/03/2024,CARD PURCHASE BOOTS,12.10",
      "05/03/2024,POS PURCHASE SHELL,40.00"
    ].join("\n")
    expect(pairs(readOk("activity.csv", csv, { currency: "GBP", date_format: "DD/MM/YYYY" }))).toEqual([
      ["2024-03-09", -88.6],
      ["2024-03-08", 500],
      ["2024-03-07", 18.35],
      ["2024-03-06", -12.1],
      ["2024-03-05", -40]
    ])
  })

  it("keeps signed amounts as printed when money out names a salary paid, however many purchases come in", () => {
    const csv = [
      "Date,Description,Amount",
      "09/03/2024,CARD PAYMENT SETTLEMENT,88.60",
      "08/03/2024,SALARY MARCH J SMITH,-2141.49",
      "07/03/2024,REFUND AMAZON,-18.35",
      "06/03/2024,CARD PURCHASE SETTLEMENT,12.10",
      "05/03/2024,POS PURCHASE SETTLEMENT,40.00"
    ].join("\n")
    expect(pairs(readOk("account.csv", csv, { currency: "GBP", date_format: "DD/MM/YYYY" })).map(([, a]) => a))
      .toEqual([88.6, -2141.49, -18.35, 12.1, 40])
  })

  it("reads a C suffix as money in and D as money out", () => {
    const csv = [
      "Date;Libellé;Montant",
      "22/06/2023;CB MONOPRIX;6,84 D",
      "23/06/2023;VIREMENT SALAIRE;1 719,38 C",
      "24/06/2023;CB FNAC;38,98 D"
    ].join("\n")
    expect(pairs(readOk("cd.csv", csv))).toEqual([["2023-06-22", -6.84], ["2023-06-23", 1719.38], [
      "2023-06-24",
      -38.98
    ]])
  })

  it("does not take a current account for a card statement because its descriptions name a masked card", () => {
    const csv = [
      "Date,Description,Amount,Balance",
      "21/02/2024,CARD PURCHASE TESCO ****7431,(12.50),987.50",
      "22/02/2024,SALARY ACME LTD,\"2,000.00\",\"2,987.50\"",
      "23/02/2024,DEBIT CARD PURCHASE SUBWAY ****7431,(7.25),\"2,980.25\""
    ].join("\n")
    expect(pairs(readOk("current.csv", csv))).toEqual([["2024-02-21", -12.5], ["2024-02-22", 2000], [
      "2024-02-23",
      -7.25
    ]])
  })

  it("reads a card statement signed both ways by the sign most rows, its charges, carry", () => {
    const csv = [
      "Credit card statement",
      "Date,Description,Amount",
      "21/02/2024,TESCO STORES,12.50",
      "22/02/2024,SHELL,40.00",
      "23/02/2024,AMAZON MARKETPLACE,23.99",
      "24/02/2024,NETFLIX,9.99",
      "25/02/2024,UBER TRIP,14.20",
      "26/02/2024,CHILD BENEFIT,-80.00"
    ].join("\n")
    const r = readOk("card.csv", csv)
    expect(pairs(r)).toEqual([
      ["2024-02-21", -12.5],
      ["2024-02-22", -40],
      ["2024-02-23", -23.99],
      ["2024-02-24", -9.99],
      ["2024-02-25", -14.2],
      ["2024-02-26", 80]
    ])
  })

  it("reads a card statement signed both ways by its running balance: charges printed positive lower it", () => {
    const csv = [
      "Card,Date,Description,Amount,Balance",
      "VISA,21/02/2024,TESCO STORES,12.50,-112.50",
      "VISA,22/02/2024,CHILD BENEFIT,-80.00,-32.50",
      "VISA,23/02/2024,SHELL,40.00,-72.50",
      "VISA,24/02/2024,BONUS,-10.00,-62.50"
    ].join("\n")
    expect(pairs(readOk("card2.csv", csv))).toEqual([
      ["2024-02-21", -12.5],
      ["2024-02-22", 80],
      ["2024-02-23", -40],
      ["2024-02-24", 10]
    ])
  })

  it("completes a header from the values: an unnamed column beside a named debit is the credit, a column of codes the currency", () => {
    const csv = [
      "Kuupäev;Selgitus;Deebet;Laekumine;Valuutakood",
      "14.07.2025;KAARDIMAKSE RIMI;20,34;;SEK",
      "15.07.2025;PALK OÜ;;1 455,13;SEK",
      "16.07.2025;KAARDIMAKSE PRISMA;7,50;;SEK"
    ].join("\n")
    const r = readOk("et.csv", csv)
    expect(pairs(r)).toEqual([["2025-07-14", -20.34], ["2025-07-15", 1455.13], ["2025-07-16", -7.5]])
    expect(r.transactions.map((t) => t.currency)).toEqual(["SEK", "SEK", "SEK"])
  })

  it("reads a header in words it does not know from what the values below show", () => {
    const csv = [
      "Qwerty;Asdfgh;Zxcvbn",
      "14.07.2025;Alpha;-20,34",
      "15.07.2025;Beta;1455,13",
      "16.07.2025;Gamma;-7,50"
    ].join("\n")
    const r = readOk("unknown.csv", csv)
    expect(r.summary.files[0]?.dialect["header_line"]).toBe(1)
    expect(pairs(r)).toEqual([["2025-07-14", -20.34], ["2025-07-15", 1455.13], ["2025-07-16", -7.5]])
  })

  it("sets aside the rows of a pending section until the next heading", () => {
    const csv = [
      "Date;Libellé;Montant",
      "Opérations en attente",
      "20/07/2023;CB DOMINOS;-4,25",
      "Opérations passées",
      "13/06/2023;CB MONOPRIX;-6,84",
      "14/06/2023;VIREMENT SALAIRE;1719,38"
    ].join("\n")
    const r = readOk("sections.csv", csv)
    expect(pairs(r)).toEqual([["2023-06-13", -6.84], ["2023-06-14", 1719.38]])
    expect(r.summary.files[0]?.skipped.find((s) => s.line === 3)?.reason).toBe("pending")
  })

  it("reads negated bookings and pending words of other languages in a status column as not booked", () => {
    const csv = [
      "Datum;Text;Belopp;Status",
      "2025-07-14;ICA;-20,34;Bokförd",
      "2025-07-15;SL;-3,10;Ej bokförd",
      "2025-07-16;LÖN;2000,00;Bokförd",
      "2025-07-17;COOP;-9,90;Kirjendamata",
      "2025-07-18;SHELL;-50,00;Σε αναμονή",
      "2025-07-19;RIMI;-8,00;Nav izpildīts",
      "2025-07-20;MAXIMA;-9,00;No liquidado",
      "2025-07-21;LIDL;-4,00;Autorización"
    ].join("\n")
    expect(pairs(readOk("sv.csv", csv))).toEqual([["2025-07-14", -20.34], ["2025-07-16", 2000]])
  })

  it("sets aside a row whose status differs from the booked rows' and which leaves the running balance empty", () => {
    const csv = [
      "Date;Text;Amount;Balance;State",
      "14.07.2025;SHOP A;-20,00;980,00;Qqq",
      "15.07.2025;SHOP B;-5,00;;Www",
      "16.07.2025;SHOP C;-10,00;970,00;Qqq",
      "17.07.2025;SALARY;100,00;1070,00;Qqq"
    ].join("\n")
    expect(pairs(readOk("state.csv", csv))).toEqual([["2025-07-14", -20], ["2025-07-16", -10], ["2025-07-17", 100]])
  })

  it("does not join a closing-balance line that shows only a balance to the row above", () => {
    const csv = [
      "Date;Text;Amount;Balance",
      "14.07.2025;SHOP A;-20,00;980,00",
      "16.07.2025;SHOP C;-10,00;970,00",
      ";Qwerty;;970,00"
    ].join("\n")
    const r = readOk("closing.csv", csv)
    expect(r.transactions.map((t) => [t.source_line, t.description])).toEqual([[2, "SHOP A"], [3, "SHOP C"]])
  })

  it("reads a second account's block by its own header when its columns stand elsewhere", () => {
    const csv = [
      "Date;Description;Amount;Balance",
      "14.07.2025;SHOP A;-20,00;980,00",
      "16.07.2025;SALARY;100,00;1080,00",
      "18.07.2025;SHOP D;-30,00;1050,00",
      "19.07.2025;SHOP E;-50,00;1000,00",
      "20.07.2025;SHOP F;-60,00;940,00",
      "21.07.2025;SHOP G;-40,00;900,00",
      "",
      "Description;Date;Balance;Amount",
      "SHOP B;15.07.2025;495,00;-5,00",
      "SHOP C;17.07.2025;485,00;-10,00"
    ].join("\n")
    expect(pairs(readOk("blocks.csv", csv))).toEqual([
      ["2025-07-14", -20],
      ["2025-07-16", 100],
      ["2025-07-18", -30],
      ["2025-07-19", -50],
      ["2025-07-20", -60],
      ["2025-07-21", -40],
      ["2025-07-15", -5],
      ["2025-07-17", -10]
    ])
  })

  it("takes the currency a money header names in capitals, camelCase or brackets", () => {
    const csv = ["TransactionDate;Memo;AmountInHUF", "2021.02.11.;CBA;-49 860,66", "2021.02.13.;SALARY;120 000,00"]
      .join("\n")
    expect(readOk("huf.csv", csv).transactions.map((t) => t.currency)).toEqual(["HUF", "HUF"])
    const csv2 = ["Data;Opis;Kwota [pln]", "2021-02-11;ZABKA;-3,10", "2021-02-13;WYPLATA;2000,00"].join("\n")
    expect(readOk("pln.csv", csv2).transactions.map((t) => t.currency)).toEqual(["PLN", "PLN"])
  })

  it("finds a direction column beside an amount column that only the values name", () => {
    const csv = [
      "Qwerty;Asdfgh;Zxcvbn;Poiuyt",
      "14.07.2025;SHOP A;20,34;Debe",
      "15.07.2025;SALARY;1455,13;Haber",
      "16.07.2025;SHOP B;7,50;Debe"
    ].join("\n")
    expect(pairs(readOk("dh.csv", csv))).toEqual([["2025-07-14", -20.34], ["2025-07-15", 1455.13], [
      "2025-07-16",
      -7.5
    ]])
  })
})
