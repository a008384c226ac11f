import { Either, Schema } from "effect"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "../../intake/test/shared-fixtures.js"
import { readStatements } from "../src/index.js"
import { readOk } from "./helpers.js"

const camt053 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
 <BkToCstmrStmt>
  <Stmt>
   <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
   <Ntry>
    <Amt Ccy="EUR">1150.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
    <BookgDt><Dt>2024-02-01</Dt></BookgDt><ValDt><DtTm>2024-02-02T10:00:00</DtTm></ValDt>
    <AcctSvcrRef>R-1</AcctSvcrRef>
    <NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>Hausverwaltung Meier</Nm></Pty></Cdtr></RltdPties>
     <RmtInf><Ustrd>Miete Februar</Ustrd></RmtInf></TxDtls></NtryDtls>
   </Ntry>
   <Ntry>
    <Amt Ccy="EUR">3104.55</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
    <BookgDt><Dt>2024-02-28</Dt></BookgDt>
    <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>ACME GmbH &amp; Co. KG</Nm></Dbtr></RltdPties>
     <RmtInf><Ustrd>LOHN/GEHALT 02/24</Ustrd></RmtInf></TxDtls></NtryDtls>
   </Ntry>
   <Ntry><Amt Ccy="EUR">9.99</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts><BookgDt><Dt>2024-02-29</Dt></BookgDt></Ntry>
  </Stmt>
 </BkToCstmrStmt>
</Document>`

describe("camt intake", () => {
  it("reads camt.053 entries with signs, dates, parties and remittance, skipping pending ones", () => {
    const r = readOk("s.xml", camt053)
    expect(
      r.transactions.map((
        t
      ) => [t.booking_date, t.value_date, t.amount, t.currency, t.account, t.counterparty, t.description])
    ).toEqual([
      ["2024-02-01", "2024-02-02", -1150, "EUR", "DE89370400440532013000", "Hausverwaltung Meier", "Miete Februar"],
      ["2024-02-28", null, 3104.55, "EUR", "DE89370400440532013000", "ACME GmbH & Co. KG", "LOHN/GEHALT 02/24"]
    ])
    expect(r.summary.files[0]?.skipped.map((s) => s.reason)).toEqual(["pending"])
    expect(r.summary.files[0]?.format).toBe("camt")
    expect(r.summary.files[0]?.dialect["message"]).toBe("camt.053.001.08")
  })
})

describe("camt dates and accounts", () => {
  it("keeps a DtTm's date as the bank wrote it, whatever its time zone, and reads each statement's account", () => {
    const two = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<Stmt><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><DtTm>2024-03-31T23:30:00-05:00</DtTm></BookgDt></Ntry></Stmt>
<Stmt><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Ntry><Amt Ccy="EUR">2.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><DtTm>2024-04-01T00:30:00+02:00</DtTm></BookgDt></Ntry></Stmt>
</BkToCstmrStmt></Document>`
    const r = readOk("two.xml", two)
    // in UTC these would be 1 April 04:30 and 31 March 22:30: the bank's own dates are kept
    expect(r.transactions.map((t) => [t.account, t.booking_date, t.amount])).toEqual([
      ["DE89370400440532013000", "2024-03-31", -1],
      ["NL91ABNA0417164300", "2024-04-01", 2]
    ])
    expect(r.summary.files[0]?.accounts).toEqual(["DE89370400440532013000", "NL91ABNA0417164300"])
  })
})

const dir = PUBLIC_FIXTURES

/** camt fixtures refused on purpose: no entries, not a statement, or only an information entry. */
const refusedOnPurpose = new Set([
  "camt-to-coda/LT809872649478701594__CAMT_052__2024-03-23.xml",
  "camt-to-coda/LT809872649478701594__CAMT_054__2024-06-14.xml",
  "genkgo-camt/camt053.v2.wrong.xml",
  "genkgo-camt/camt53.only-Dt-with-DtTm.xml",
  "oca-bank-statement-import/test-camt053-no-ntry.xml"
])

const Oracle = Schema.Struct({
  getEntries: Schema.Array(
    Schema.Struct({
      getAmount: Schema.Struct({ getAmount: Schema.String }),
      getBookingDate: Schema.NullOr(Schema.Struct({ "0": Schema.String }))
    })
  )
})

describe.skipIf(!sharedFixturesPresent())("public camt fixtures", () => {
  const files = existsSync(dir)
    ? readdirSync(dir)
      .filter((d) => statSync(join(dir, d)).isDirectory())
      .flatMap((d) => readdirSync(join(dir, d)).filter((f) => /\.xml$/i.test(f)).map((f) => `${d}/${f}`))
      .filter((f) => /BkToCstmr/.test(readFileSync(join(dir, f), "latin1")))
      .sort()
    : []
  for (const f of files) {
    it(`${f}: one transaction per <Ntry>, or refused with a reason`, () => {
      const bytes = new Uint8Array(readFileSync(join(dir, f)))
      const entries = (readFileSync(join(dir, f), "latin1").match(/<(\w+:)?Ntry>/g) ?? []).length
      let r = readStatements([{ name: f, bytes }], {})
      if (Either.isLeft(r) && r.left._tag === "UnsupportedEncoding") {
        r = readStatements([{ name: f, bytes }], { encoding: "windows-1252" })
      }
      if (refusedOnPurpose.has(f)) {
        expect(Either.isLeft(r) && r.left._tag).toBe("NoSuitableParser")
        return
      }
      expect(Either.isRight(r) ? r.right.transactions.length : r.left).toBe(entries)
      const oracle = join(dir, f.replace(/\.xml$/, ".json"))
      if (f.startsWith("genkgo-camt/") && existsSync(oracle) && Either.isRight(r)) {
        const got = r.right.transactions.map((t) => `${t.booking_date} ${Math.round(t.amount * 100)}`)
        for (const e of Schema.decodeUnknownSync(Oracle)(JSON.parse(readFileSync(oracle, "utf8"))).getEntries) {
          expect(got).toContain(`${e.getBookingDate?.["0"].slice(0, 10)} ${Number(e.getAmount.getAmount)}`)
        }
      }
    })
  }
})

describe("account holders", () => {
  it("come from a CAMT account owner and from a CSV preamble's holder line, and reach categorisation", async () => {
    const { analyse, CategorisationResult } = await import("../src/index.js")
    const { textFile } = await import("./helpers.js")
    const withOwner = camt053.replace("<Acct>", "<Acct><Ownr><Nm>Erika Mustermann</Nm></Ownr>")
    expect(readOk("s.xml", withOwner).summary.files[0]?.holders).toEqual([{
      account: "DE89370400440532013000",
      name: "Erika Mustermann"
    }])
    expect(readOk("s.xml", camt053).summary.files[0]?.holders).toBeUndefined()
    const csv = [
      "Kontoinhaber:;Max Mustermann",
      "IBAN:;DE02120300000000202051",
      "",
      "Buchungstag;Verwendungszweck;Betrag;Währung",
      "02.01.2024;REWE SAGT DANKE;-12,30;EUR",
      "03.01.2024;GEHALT ACME GMBH;2.500,00;EUR"
    ].join("\n")
    const read = readOk("k.csv", csv)
    expect(read.summary.files[0]?.holders).toEqual([{ account: "DE02120300000000202051", name: "Max Mustermann" }])
    const result = analyse({
      files: [textFile("k.csv", csv)],
      options: {},
      country: "DE",
      operations: ["categorisation"],
      params: {},
      as_of: "2024-02-01T00:00:00Z"
    })
    if (Either.isLeft(result)) throw new Error(result.left._tag)
    expect(Schema.decodeUnknownSync(CategorisationResult)(result.right.categorisation).accounts[0]?.holders).toEqual([
      "Max Mustermann"
    ])
  })
})
