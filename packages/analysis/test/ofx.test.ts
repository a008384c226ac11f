import { Either } from "effect"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "../../intake/test/shared-fixtures.js"
import { readStatements } from "../src/index.js"
import { readErr, readOk } from "./helpers.js"

const sgml = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
CHARSET:1252

<OFX>
<BANKMSGSRSV1><STMTTRNRS><STMTRS>
<CURDEF>EUR
<BANKACCTFROM><BANKID>30004<ACCTID>00012345678<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20220715<TRNAMT>-78,92<FITID>A1<NAME>CB AUCHAN<MEMO>AUCHAN SUPER BORDEAUX</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20220728120000.000[+2:CEST]<TRNAMT>2450.00<FITID>A2<NAME>VIR SALAIRE ACME
<BANKACCTTO><BANKID>1<ACCTID>OTHER<ACCTTYPE>CHECKING</BANKACCTTO>
</STMTTRN>
</BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>`

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE"?>
<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>
<CURDEF>CAD</CURDEF>
<CCACCTFROM><ACCTID>4510000000003333</ACCTID></CCACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260323</DTPOSTED><TRNAMT>-6.88</TRNAMT><FITID>X1</FITID><NAME>7 DAYS COFFEE &amp; TEA</NAME></STMTTRN>
</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`

describe("OFX intake", () => {
  it("reads OFX 1.x SGML with unclosed leaves, decimal comma and the statement's own account", () => {
    const r = readOk("bp.ofx", sgml)
    expect(r.transactions.map((t) => [t.booking_date, t.amount, t.currency, t.account, t.reference])).toEqual([
      ["2022-07-15", -78.92, "EUR", "00012345678", "A1"],
      ["2022-07-28", 2450, "EUR", "00012345678", "A2"]
    ])
    expect(r.transactions[0]?.description).toBe("CB AUCHAN AUCHAN SUPER BORDEAUX")
    expect(r.summary.files[0]?.format).toBe("ofx")
    expect(r.summary.files[0]?.dialect["version"]).toBe("1.x (SGML)")
  })

  it("reads OFX 2.x XML credit-card statements with entities", () => {
    const r = readOk("cc.qfx", xml)
    expect(r.transactions.map((t) => [t.booking_date, t.amount, t.currency, t.account, t.counterparty])).toEqual([[
      "2026-03-23",
      -6.88,
      "CAD",
      "4510000000003333",
      "7 DAYS COFFEE & TEA"
    ]])
    expect(r.summary.files[0]?.dialect["version"]).toBe("2.x (XML)")
  })

  it("reads an investment account's cash-settled trades and income on its cash account and says what it left out", () => {
    const inv = `OFXHEADER:100
DATA:OFXSGML

<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS><DTASOF>20240331<CURDEF>USD
<INVACCTFROM><BROKERID>b.example<ACCTID>X123</INVACCTFROM>
<INVTRANLIST>
<BUYSTOCK><INVBUY><INVTRAN><FITID>1<DTTRADE>20240301<DTSETTLE>20240305</INVTRAN><SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID><UNITS>10<UNITPRICE>170<TOTAL>-1700.00<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INVBUY><BUYTYPE>BUY</BUYSTOCK>
<INCOME><INVTRAN><FITID>2<DTTRADE>20240315<MEMO>DIVIDEND</INVTRAN><SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID><INCOMETYPE>DIV<TOTAL>12.50<SUBACCTSEC>CASH<SUBACCTFUND>CASH</INCOME>
<REINVEST><INVTRAN><FITID>3<DTTRADE>20240316</INVTRAN><SECID><UNIQUEID>037833100<UNIQUEIDTYPE>CUSIP</SECID><INCOMETYPE>DIV<TOTAL>-5.00<SUBACCTSEC>CASH<UNITS>0.03<UNITPRICE>170</REINVEST>
<INVBANKTRAN><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240302<TRNAMT>2000.00<FITID>4<NAME>DEPOSIT</STMTTRN><SUBACCTFUND>CASH</INVBANKTRAN>
</INVTRANLIST>
</INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>`
    const r = readOk("inv.ofx", inv)
    // the buy settles on the 5th for its TOTAL, the dividend on its trade date, the deposit as posted
    expect(r.transactions.map((t) => [t.account, t.booking_date, t.amount])).toEqual([
      ["X123", "2024-03-05", -1700],
      ["X123", "2024-03-15", 12.5],
      ["X123", "2024-03-02", 2000]
    ])
    const file = r.summary.files[0]
    expect(file?.skipped).toEqual([{ line: 9, reason: "investment REINVEST moves no cash" }])
    expect(file?.warnings.join(" ")).toMatch(/1 investment transactions move no cash/)
    expect(file?.decisions?.["investment"]).toMatch(/cash account/)
  })

  it("reads several statements of different accounts and currencies in one file, each on its own ledger balance", () => {
    const two = `OFXHEADER:100
DATA:OFXSGML

<OFX><BANKMSGSRSV1>
<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>1<ACCTID>111<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240331230000[-5:EST]<TRNAMT>-10.00<FITID>a<NAME>x</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>90<DTASOF>20240331</LEDGERBAL></STMTRS></STMTTRNRS>
<STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>1<ACCTID>222<ACCTTYPE>SAVINGS</BANKACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240401<TRNAMT>5.00<FITID>b<NAME>y</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>105<DTASOF>20240401</LEDGERBAL></STMTRS></STMTTRNRS>
</BANKMSGSRSV1></OFX>`
    const r = readOk("two.ofx", two)
    // 23:00 EST on 31 March stays 31 March: the date printed, no time-zone shift
    expect(r.transactions.map((t) => [t.account, t.booking_date, t.amount, t.currency, t.balance_after])).toEqual([
      ["111", "2024-03-31", -10, "USD", 90],
      ["222", "2024-04-01", 5, "EUR", 105]
    ])
    expect(r.summary.files[0]?.accounts).toEqual(["111", "222"])
  })

  it("skips entries whose date or amount cannot be read, and refuses a file with none", () => {
    const broken = sgml.replace("<DTPOSTED>20220715", "<DTPOSTED>****")
    expect(readOk("b.ofx", broken).summary.files[0]?.skipped).toEqual([{
      line: 11,
      reason: "unreadable date \"****\""
    }])
    expect(readErr("b.ofx", broken.replace("<DTPOSTED>20220728120000.000[+2:CEST]", "<DTPOSTED>x"))._tag).toBe(
      "NoSuitableParser"
    )
  })
})

const dir = PUBLIC_FIXTURES

/** Open tags of the OFX investment transactions that move cash (their TOTAL is booked on the cash account). */
const CASH_SETTLED = /<(BUY|SELL)(DEBT|MF|OPT|OTHER|STOCK)>|<(INCOME|INVEXPENSE|RETOFCAP|MARGININTEREST)>/gi

/** OFX fixtures refused on purpose: masked dates, deliberately broken entries. */
const refusedOnPurpose = new Set([
  "ofx-js/example2.ofx",
  "ofxparse/fail_nice__date_missing.ofx",
  "ofxparse/fail_nice__decimal_error.ofx"
])

describe.skipIf(!sharedFixturesPresent())("public OFX/QFX/QBO fixtures", () => {
  const files = existsSync(dir)
    ? readdirSync(dir)
      .filter((d) => statSync(join(dir, d)).isDirectory())
      .flatMap((d) => readdirSync(join(dir, d)).filter((f) => /\.(ofx|qfx|qbo)$/i.test(f)).map((f) => `${d}/${f}`))
      .sort()
    : []
  for (const f of files) {
    it(`${f}: one transaction per <STMTTRN> and cash-settled investment transaction, or refused with a reason`, () => {
      const bytes = new Uint8Array(readFileSync(join(dir, f)))
      const text = new TextDecoder("latin1").decode(bytes)
      // an entry of amount 0 moves no money and is set aside
      const zero = (text.match(/<TRNAMT>\s*[-+]?0*(?:[.,]0*)?\s*(?:<|$)/gim) ?? []).length
      const entries = (text.match(/<STMTTRN>/gi) ?? []).length + (text.match(CASH_SETTLED) ?? []).length - zero
      let r = readStatements([{ name: f, bytes }], {})
      if (Either.isLeft(r) && r.left._tag === "UnsupportedEncoding") {
        r = readStatements([{ name: f, bytes }], { encoding: "windows-1252" })
      }
      if (entries === 0 || refusedOnPurpose.has(f)) {
        expect(Either.isLeft(r) && r.left._tag).toBe("NoSuitableParser")
        return
      }
      expect(Either.isRight(r) ? r.right.transactions.length : r.left).toBe(entries)
    })
  }
})
