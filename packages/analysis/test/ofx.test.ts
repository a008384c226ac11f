import { Either } from "effect"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readStatements } from "../src/index.js"
import { readErr, readOk } from "./helpers.js"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "./shared-fixtures.js"

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
