import { describe, expect, it } from "vitest"
import { readOk } from "./helpers.js"

// Held-out files holding several statements: each account read on its own, with its own currency.
// Written by hand; the expected rows are the accounts, dates and amounts written below.

const rows = (name: string, text: string) =>
  readOk(name, text).transactions.map((t) => [t.account, t.booking_date, t.amount, t.currency] as const)

describe("several statements in one file", () => {
  it("an OFX file with two STMTRS blocks of two accounts and currencies", () => {
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "",
      "<OFX><BANKMSGSRSV1>",
      "<STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD",
      "<BANKACCTFROM><BANKID>111<ACCTID>1111<ACCTTYPE>CHECKING</BANKACCTFROM>",
      "<BANKTRANLIST><DTSTART>20240101<DTEND>20240131",
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-20.00<FITID>a1<NAME>DINER</STMTTRN>",
      "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240115<TRNAMT>900.00<FITID>a2<NAME>PAYROLL</STMTTRN>",
      "</BANKTRANLIST><LEDGERBAL><BALAMT>1880.00<DTASOF>20240131</LEDGERBAL></STMTRS></STMTTRNRS>",
      "<STMTTRNRS><TRNUID>2<STMTRS><CURDEF>CAD",
      "<BANKACCTFROM><BANKID>222<ACCTID>2222<ACCTTYPE>SAVINGS</BANKACCTFROM>",
      "<BANKTRANLIST><DTSTART>20240101<DTEND>20240131",
      "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240120<TRNAMT>50.00<FITID>b1<NAME>INTEREST</STMTTRN>",
      "</BANKTRANLIST><LEDGERBAL><BALAMT>5050.00<DTASOF>20240131</LEDGERBAL></STMTRS></STMTTRNRS>",
      "</BANKMSGSRSV1></OFX>"
    ].join("\n")
    expect(rows("two.ofx", ofx)).toEqual([
      ["1111", "2024-01-05", -20, "USD"],
      ["1111", "2024-01-15", 900, "USD"],
      ["2222", "2024-01-20", 50, "CAD"]
    ])
  })

  it("a camt.053 file with two Stmt of two accounts", () => {
    const ntry = (amt: string, ccy: string, cd: string, date: string) =>
      `<Ntry><Amt Ccy="${ccy}">${amt}</Amt><CdtDbtInd>${cd}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt></Ntry>`
    const stmt = (id: string, iban: string, ccy: string, entries: string) =>
      `<Stmt><Id>${id}</Id><CreDtTm>2024-02-29T18:00:00</CreDtTm><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${ccy}</Ccy></Acct>${entries}</Stmt>`
    const xml = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-02-29T18:00:00</CreDtTm></GrpHdr>`,
      stmt(
        "S1",
        "CH9300762011623852957",
        "CHF",
        ntry("120.00", "CHF", "DBIT", "2024-02-10") + ntry("3000.00", "CHF", "CRDT", "2024-02-25")
      ),
      stmt("S2", "DE89370400440532013000", "EUR", ntry("75.50", "EUR", "DBIT", "2024-02-12")),
      `</BkToCstmrStmt></Document>`
    ].join("\n")
    expect(rows("two.xml", xml)).toEqual([
      ["CH9300762011623852957", "2024-02-10", -120, "CHF"],
      ["CH9300762011623852957", "2024-02-25", 3000, "CHF"],
      ["DE89370400440532013000", "2024-02-12", -75.5, "EUR"]
    ])
  })

  it("a CSV with two account blocks, each under its own account line and header", () => {
    const csv = [
      "Account;NL91ABNA0417164300",
      "Date;Description;Amount",
      "2024-03-01;Jumbo;-15,20",
      "2024-03-04;Salaris;2000,00",
      "",
      "Account;NL20INGB0001234567",
      "Date;Description;Amount",
      "2024-03-02;Spaarrente;3,10",
      "2024-03-09;Overboeking;-100,00"
    ].join("\n")
    expect(rows("blocks.csv", csv)).toEqual([
      ["NL91ABNA0417164300", "2024-03-01", -15.2, "EUR"],
      ["NL91ABNA0417164300", "2024-03-04", 2000, "EUR"],
      ["NL20INGB0001234567", "2024-03-02", 3.1, "EUR"],
      ["NL20INGB0001234567", "2024-03-09", -100, "EUR"]
    ])
  })

  it("two whole OFX documents one after the other, each with its header", () => {
    const doc = (acct: string, cur: string, trn: string) =>
      [
        "OFXHEADER:100",
        "DATA:OFXSGML",
        "VERSION:102",
        "",
        `<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>${cur}`,
        `<BANKACCTFROM><BANKID>9<ACCTID>${acct}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
        `<BANKTRANLIST>${trn}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
      ].join("\n")
    const ofx = [
      doc("A-1", "EUR", "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240301<TRNAMT>-9.90<FITID>1<NAME>KIOSK</STMTTRN>"),
      doc("B-2", "GBP", "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240302<TRNAMT>44.00<FITID>2<NAME>REFUND</STMTTRN>")
    ].join("\n\n")
    expect(rows("twice.ofx", ofx)).toEqual([["A-1", "2024-03-01", -9.9, "EUR"], ["B-2", "2024-03-02", 44, "GBP"]])
  })

  it("a bank statement and a card statement in one OFX file", () => {
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD",
      "<BANKACCTFROM><BANKID>1<ACCTID>CHK-9<ACCTTYPE>CHECKING</BANKACCTFROM>",
      "<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240405<TRNAMT>-300.00<FITID>c1<NAME>CARD PAYMENT</STMTTRN></BANKTRANLIST>",
      "</STMTRS></STMTTRNRS></BANKMSGSRSV1>",
      "<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD",
      "<CCACCTFROM><ACCTID>CC-4</CCACCTFROM>",
      "<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240402<TRNAMT>-12.34<FITID>d1<NAME>BOOKSHOP</STMTTRN></BANKTRANLIST>",
      "</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>"
    ].join("\n")
    expect(rows("bank-card.ofx", ofx)).toEqual([["CHK-9", "2024-04-05", -300, "USD"], [
      "CC-4",
      "2024-04-02",
      -12.34,
      "USD"
    ]])
  })

  it("a CSV whose account blocks share one header, each opened by an account line", () => {
    const csv = [
      "Date,Description,Amount",
      "Account: GB29NWBK60161331926819",
      "2024-05-01,TESCO,-8.40",
      "2024-05-03,SALARY,1500.00",
      "Account: GB94BARC10201530093459",
      "2024-05-02,ISA TRANSFER,250.00"
    ].join("\n")
    expect(rows("shared-header.csv", csv)).toEqual([
      ["GB29NWBK60161331926819", "2024-05-01", -8.4, "GBP"],
      ["GB29NWBK60161331926819", "2024-05-03", 1500, "GBP"],
      ["GB94BARC10201530093459", "2024-05-02", 250, "GBP"]
    ])
  })
})
