import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { analyse, CashflowInsights, RiskInsights, StatementIntegrity } from "../src/index.js"
import { readOk, textFile } from "./helpers.js"

/**
 * The balances a statement prints anchor the balance path of the products; a path rebuilt from
 * the amounts is never shown as the account's balance. Every expected figure below is worked out
 * by hand from the file written in the test.
 */

const bal = (code: string, amount: string, side: "CRDT" | "DBIT", date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`

const entry = (amount: string, side: "CRDT" | "DBIT", date: string) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${date}</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Ustrd>x</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`

/** A camt.053 statement: opening 1000.00, −1200.00 on 3 March, +500.00 on 10 March, closing as given. */
const camt = (closing: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
${bal("OPBD", "1000.00", "CRDT", "2024-03-01")}
${bal("CLBD", closing, "CRDT", "2024-03-31")}
${entry("1200.00", "DBIT", "2024-03-03")}
${entry("500.00", "CRDT", "2024-03-10")}
</Stmt></BkToCstmrStmt></Document>`

const products = (name: string, text: string) => {
  const r = analyse({
    files: [textFile(name, text)],
    options: {},
    country: "DE",
    operations: ["insights-risk", "insights-cashflow"],
    params: {},
    as_of: "2024-04-30T00:00:00Z"
  })
  if (Either.isLeft(r)) throw new Error(r.left._tag)
  const risk = Schema.decodeUnknownSync(RiskInsights)(r.right["insights-risk"]).currencies[0]
  const cashflow = Schema.decodeUnknownSync(CashflowInsights)(r.right["insights-cashflow"]).currencies[0]
  if (risk === undefined || cashflow === undefined) throw new Error("no EUR block")
  return { risk, cashflow }
}

describe("printed statement balances", () => {
  it("camt OPBD/CLBD that the entries join anchor the balances, and the check is on the record", () => {
    const r = readOk("s.xml", camt("300.00"))
    expect(r.transactions.map((t) => t.balance_after)).toEqual([-200, 300])
    const file = r.summary.files[0]
    expect(file?.has_balances).toBe(true)
    expect(file?.checks?.map((c) => c.held)).toEqual([true])
    expect(file?.decisions?.["balances"]).toMatch(/opening/)
  })

  it("risk and cash flow show the file's levels: opening 1000, low −200 from 3 to 9 March, closing 300", () => {
    const { risk, cashflow } = products("s.xml", camt("300.00"))
    expect(risk.balance.source).toBe("file")
    expect(risk.balance.start_balance).toBe(1000)
    expect(risk.balance.end_balance).toBe(300)
    expect(risk.balance.monthly.map((m) => [m.month, m.min, m.max])).toEqual([["2024-03", -200, 300]])
    // 3 to 9 March end below zero
    expect(risk.balance.days_below_zero).toBe(7)
    expect(risk.overdraft.lowest_balance).toBe(-200)
    expect(cashflow.balance_path.source).toBe("file")
    expect(cashflow.balance_path.days.at(-1)).toEqual({ date: "2024-03-10", balance: 300 })
  })

  it("balances that the entries do not join anchor nothing, warn, and no product shows a level", () => {
    const r = readOk("s.xml", camt("900.00"))
    const file = r.summary.files[0]
    expect(r.transactions.map((t) => t.balance_after)).toEqual([null, null])
    expect(file?.checks?.map((c) => c.held)).toEqual([false])
    expect(file?.warnings.join(" ")).toMatch(/opening 1000 \+ movements -700 ≠ closing 900/)
    const { risk, cashflow } = products("s.xml", camt("900.00"))
    expect(risk.balance.source).toBe("reconstructed")
    expect(risk.balance.start_balance).toBeNull()
    expect(risk.balance.end_balance).toBeNull()
    expect(risk.balance.monthly.map((m) => [m.min, m.average, m.max])).toEqual([[null, null, null]])
    expect(risk.balance.days_below_zero).toBeNull()
    expect(risk.overdraft.lowest_balance).toBeNull()
    expect(risk.balance.net_cash_flow).toBe(-700)
    expect(cashflow.balance_path.source).toBe("reconstructed")
    expect(cashflow.forecast?.end_balance ?? null).toBeNull()
  })

  it("MT940 :60F:/:62F: anchor each statement; OFX LEDGERBAL anchors from the end", () => {
    const mt = readOk(
      "s.sta",
      [
        ":20:A",
        ":25:DE89370400440532013000",
        ":60F:C240301EUR100,00",
        ":61:2403040304D30,00NTRFNONREF",
        ":86:x",
        ":62F:C240304EUR70,00"
      ].join("\n")
    )
    expect(mt.transactions.map((t) => t.balance_after)).toEqual([70])
    const ofx = readOk(
      "s.ofx",
      `OFXHEADER:100
DATA:OFXSGML

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>1<ACCTID>42<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240305<TRNAMT>-25.00<FITID>1<NAME>a</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240306<TRNAMT>10.00<FITID>2<NAME>b</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>85.00<DTASOF>20240306</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
    )
    // 85 after the last; 75 after the first (85 − 10)
    expect(ofx.transactions.map((t) => t.balance_after)).toEqual([75, 85])
  })

  it("an OFX ledger balance dated before the last transaction is the balance at the end of that day", () => {
    const ofx = readOk(
      "late.ofx",
      `OFXHEADER:100
DATA:OFXSGML

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>1<ACCTID>42<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240305<TRNAMT>-25.00<FITID>1<NAME>a</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240308<TRNAMT>10.00<FITID>2<NAME>b</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>85.00<DTASOF>20240306120000</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
    )
    // 85 at the end of 6 March, after the debit of the 5th; the credit of the 8th comes after it
    expect(ofx.transactions.map((t) => t.balance_after)).toEqual([85, 95])
  })

  it("without any balance the path is rebuilt from the amounts and no level is shown", () => {
    const { risk, cashflow } = products(
      "s.sta",
      [":20:A", ":25:DE89370400440532013000", ":61:2403040304D30,00NTRFNONREF", ":86:x"].join("\n")
    )
    expect(risk.balance.source).toBe("reconstructed")
    expect(risk.balance.start_balance).toBeNull()
    expect(risk.balance.monthly.every((m) => m.min === null)).toBe(true)
    expect(cashflow.balance_path.source).toBe("reconstructed")
  })

  it("statement-integrity checks a statement on its printed balances, not on the balances worked out from them", () => {
    const integrity = (text: string) => {
      const r = analyse({
        files: [textFile("s.xml", text)],
        options: {},
        country: "DE",
        operations: ["statement-integrity"],
        params: {},
        as_of: "2024-04-30T00:00:00Z"
      })
      if (Either.isLeft(r)) throw new Error(r.left._tag)
      const file = Schema.decodeUnknownSync(StatementIntegrity)(r.right["statement-integrity"]).files[0]
      if (file === undefined) throw new Error("no file")
      return file
    }
    const held = integrity(camt("300.00"))
    expect([held.verdict, held.rows_with_balance, held.balance_links_checked, held.findings]).toEqual([
      "consistent",
      0,
      0,
      []
    ])
    const broken = integrity(camt("900.00"))
    expect(broken.verdict).toBe("suspicious")
    expect(broken.findings.map((f) => f.code)).toEqual(["STATEMENT_BALANCES_BREAK"])
  })
})
