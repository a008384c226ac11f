import { Either, Schema } from "effect"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "../../intake/test/shared-fixtures.js"
import { readStatements } from "../src/index.js"
import { readOk } from "./helpers.js"

const sample = [
  "{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{4:",
  ":20:STARTUMS",
  ":25:NL20INGB0001234567",
  ":28C:1/1",
  ":60F:C231229EUR1000,00",
  ":61:2401020102D45,67NMSCNONREF//REF1",
  ":86:?00SEPA-LASTSCHRIFT?20EREF+123 MREF+M1?21SVWZ+Rechnung 4711?32Stadtwerke",
  "?33 Muenchen",
  ":61:2312290102C2500,NTRFNONREF",
  ":86:/NAME/ACME BV/REMI/USTD//Salaris december/",
  ":62F:C240102EUR3454,33",
  "-}"
].join("\n")

describe("MT940 intake", () => {
  it("reads :61: lines with :86: details, signs, entry dates across the year end and the :60F: currency", () => {
    const r = readOk("s.sta", sample)
    expect(r.transactions.map((t) => [t.booking_date, t.value_date, t.amount, t.currency, t.account, t.counterparty]))
      .toEqual([
        ["2024-01-02", "2024-01-02", -45.67, "EUR", "NL20INGB0001234567", "Stadtwerke Muenchen"],
        ["2024-01-02", "2023-12-29", 2500, "EUR", "NL20INGB0001234567", "ACME BV"]
      ])
    expect(r.transactions[0]?.description).toBe("SEPA-LASTSCHRIFT EREF+123 MREF+M1SVWZ+Rechnung 4711")
    expect(r.transactions[0]?.reference).toBe("REF1")
    expect(r.transactions[1]?.description).toBe("ACME BV Salaris december/")
    expect(r.summary.files[0]?.format).toBe("mt940")
  })

  it("reads a fragment without :20:/:25:/:60F:, its currency from the process-time country", () => {
    const fragment = [
      ":61:2403050305D12,50NDDTNONREF//R-1",
      ":86:105?00LASTSCHRIFT?20Strom Maerz?32Stadtwerke",
      ":61:2403060306C100,NTRFNONREF",
      ":86:166?00GUTSCHRIFT?20Miete"
    ].join("\n")
    const r = readStatements([{ name: "f.sta", bytes: new TextEncoder().encode(fragment) }], {}, { country: "DE" })
    if (Either.isLeft(r)) throw new Error(r.left.message)
    expect(r.right.transactions.map((t) => [t.booking_date, t.amount, t.currency, t.counterparty])).toEqual([
      ["2024-03-05", -12.5, "EUR", "Stadtwerke"],
      ["2024-03-06", 100, "EUR", null]
    ])
    expect(r.right.summary.files[0]?.decisions?.["currency"]).toContain("country given at processing")
  })

  it("joins a :61: whose amount is wrapped onto the next line and a tag broken after its colon", () => {
    const wrapped = [
      ":20:X",
      ":60F:C240301EUR10,00",
      ":61:2403050305CR",
      "30,00N062NONREF",
      ":",
      "86:166?00GUTSCHR. UEBERWEISUNG?20SVWZ+Test",
      ":62F:C240305EUR40,00"
    ].join("\n")
    const r = readOk("w.sta", wrapped)
    expect(r.transactions.map((t) => [t.booking_date, t.amount, t.description, t.balance_after])).toEqual([
      ["2024-03-05", 30, "GUTSCHR. UEBERWEISUNG SVWZ+Test", 40]
    ])
    expect(r.summary.files[0]?.checks?.[0]?.held).toBe(true)
  })
})

const dir = PUBLIC_FIXTURES

/** MT940 fixtures refused on purpose: no :61: lines, or a broken :61: layout. */
const refusedOnPurpose = new Set([
  "mt940-js/ing-2.mta",
  "php-mt940/Rabo__sample2.sta",
  "wolph-mt940/betterplace__amount_formats.sta"
])

const Oracle = Schema.Array(
  Schema.Struct({
    transactions: Schema.Array(
      Schema.Struct({ amount: Schema.Number, isCredit: Schema.Boolean, valueDate: Schema.String })
    )
  })
)

describe.skipIf(!sharedFixturesPresent())("public MT940 fixtures", () => {
  const files = existsSync(dir)
    ? ["mt940-js", "php-mt940", "wolph-mt940", "ofxstatement-mt940", "oca-bank-statement-import", "actualbudget"]
      .filter((d) => existsSync(join(dir, d)) && statSync(join(dir, d)).isDirectory())
      .flatMap((d) =>
        readdirSync(join(dir, d)).filter((f) => /\.(sta|mta|940|swi|txt)$/i.test(f)).map((f) => `${d}/${f}`)
      )
      .sort()
    : []
  const read = (f: string) => {
    const bytes = new Uint8Array(readFileSync(join(dir, f)))
    const r = readStatements([{ name: f, bytes }], {})
    return Either.isLeft(r) && r.left._tag === "UnsupportedEncoding"
      ? readStatements([{ name: f, bytes }], { encoding: "windows-1252" })
      : r
  }
  for (const f of files) {
    it(`${f}: one transaction per :61: line moving money, or refused with a reason`, () => {
      // an entry of amount 0 moves no money and is set aside
      const lines = (readFileSync(join(dir, f), "latin1").match(
        /^:61:(?!\d{6}(?:\d{4}| {4})?R?[CD][A-Z]?0+(?:[,.]0*)?(?![\d,.]))/gm
      ) ?? []).length
      const r = read(f)
      if (refusedOnPurpose.has(f)) {
        expect(Either.isLeft(r) && r.left._tag).toBe("NoSuitableParser")
        return
      }
      // an entry repeating another that the printed balances show booked once is set aside too (the
      // fixture-truth test checks those files' counts and sums independently)
      const repeats = Either.isRight(r)
        ? r.right.summary.files.flatMap((s) => s.skipped).filter((s) => s.reason.startsWith("repeats")).length
        : 0
      expect(Either.isRight(r) ? r.right.transactions.length : r.left).toBe(lines - repeats)
      const oracle = f.replace(/\.(mta|sta)$/i, ".json")
      if (f.startsWith("mt940-js/") && existsSync(join(dir, oracle)) && Either.isRight(r)) {
        const want = Schema.decodeUnknownSync(Oracle)(JSON.parse(readFileSync(join(dir, oracle), "utf8"))).flatMap((
          s
        ) => s.transactions)
        expect(r.right.transactions.map((t) => [t.value_date, t.amount])).toEqual(
          want.map((t) => [t.valueDate, t.isCredit ? t.amount : -t.amount])
        )
      }
    })
  }
})
