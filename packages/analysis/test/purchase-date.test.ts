import { describe, expect, it } from "vitest"
import { transactionDate } from "../src/index.js"
import { readOk } from "./helpers.js"

// The purchase date beside the posting date (tuning files, apart from the held-out set): a date
// column never after the booking date and at least once before it is the purchase date; a value
// date (either side of the booking date, or named so) is not.

const dates = (name: string, text: string) =>
  readOk(name, text).transactions.map((t) => [transactionDate(t), t.booking_date, t.value_date])

describe("CSV", () => {
  it("a purchase date column before a posting date column (en)", () => {
    const csv = [
      "Trans. Date,Posting Date,Merchant,Amount",
      "2024-02-27,2024-02-28,CAFE NERO,-3.20",
      "2024-02-28,2024-03-01,WAITROSE,-44.10",
      "2024-03-02,2024-03-02,BOOTS,-7.99"
    ].join("\n")
    expect(dates("export.csv", csv)).toEqual([
      ["2024-02-27", "2024-02-28", null],
      ["2024-02-28", "2024-03-01", null],
      ["2024-03-02", "2024-03-02", null]
    ])
  })

  it("a second date on both sides of the booking date is not a purchase date", () => {
    const csv = [
      "Kirjauspäivä;Arvopäivä;Saaja;Määrä",
      "05.03.2024;04.03.2024;K-MARKET;-12,40",
      "06.03.2024;08.03.2024;PALKKA;2100,00",
      "08.03.2024;08.03.2024;VUOKRA;-750,00"
    ].join("\n")
    const read = dates("tili.csv", csv)
    expect(read.map((r) => r[0])).toEqual(["2024-03-05", "2024-03-06", "2024-03-08"])
  })

  it("a date months before the posting date is some other date", () => {
    const csv = [
      "Datum;Vertragsdatum;Text;Betrag",
      "15.03.2024;01.01.2023;Rate Kredit;-250,00",
      "18.03.2024;01.01.2023;Rate Leasing;-199,00",
      "20.03.2024;20.03.2024;Gutschrift;50,00"
    ].join("\n")
    expect(dates("konto.csv", csv).map((r) => r[0])).toEqual(["2024-03-15", "2024-03-18", "2024-03-20"])
  })

  it("a pinned value date column stays the value date", () => {
    const csv = [
      "Booked,Made,Details,Amount",
      "2024-04-03,2024-04-01,SHOP,-5.00",
      "2024-04-05,2024-04-04,SHOP,-6.00"
    ].join("\n")
    const r = readOk("x.csv", csv, { columns: { value_date: "Made" } })
    expect(r.transactions.map((t) => [transactionDate(t), t.value_date])).toEqual([
      ["2024-04-03", "2024-04-01"],
      ["2024-04-05", "2024-04-04"]
    ])
  })
})

describe("other formats", () => {
  it("OFX: DTUSER equal to DTPOSTED adds no date of its own", () => {
    const ofx = [
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP<BANKACCTFROM><ACCTID>12345678</BANKACCTFROM>",
      "<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<DTUSER>20240105<TRNAMT>-9.00<FITID>1<NAME>X</STMTTRN>",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240108<DTUSER>20240106<TRNAMT>-4.00<FITID>2<NAME>Y</STMTTRN>",
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>"
    ].join("\n")
    const r = readOk("a.ofx", ofx)
    expect(r.transactions.map((t) => t.date)).toEqual([undefined, "2024-01-06"])
  })

  it("camt: a batch entry of several transactions has no purchase date of its own", () => {
    const tx = (d: string) => `<TxDtls><RltdDts><AccptncDtTm>${d}</AccptncDtTm></RltdDts></TxDtls>`
    const xml = [
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>1</Id>`,
      "<Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>",
      `<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-02-10</Dt></BookgDt>`,
      `<NtryDtls>${tx("2024-02-08T10:00:00")}${tx("2024-02-09T10:00:00")}</NtryDtls></Ntry>`,
      `<Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-02-12</Dt></BookgDt>`,
      `<NtryDtls>${tx("2024-02-11T23:59:00")}</NtryDtls></Ntry>`,
      "</Stmt></BkToCstmrStmt></Document>"
    ].join("")
    expect(readOk("c.xml", xml).transactions.map((t) => [transactionDate(t), t.booking_date])).toEqual([
      ["2024-02-10", "2024-02-10"],
      ["2024-02-11", "2024-02-12"]
    ])
  })

  it("JSON read by field meanings: authorized_date in snake_case", () => {
    const json = JSON.stringify({
      data: [
        { booking_date: "2024-05-03", authorized_date: "2024-05-01", amount: -3.5, currency: "EUR", description: "A" },
        { booking_date: "2024-05-04", amount: -1.5, currency: "EUR", description: "B" }
      ]
    })
    expect(readOk("t.json", json).transactions.map((t) => [transactionDate(t), t.booking_date])).toEqual([
      ["2024-05-01", "2024-05-03"],
      ["2024-05-04", "2024-05-04"]
    ])
  })
})
