import { READ_FORMATS } from "@statement-engine/intake"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { type IntakeError, type IntakeOptions, readStatements, type StatementsRead } from "../src/index.js"

/**
 * Every kind of refusal names the file and what was found, and where an option reads the file it
 * names that option with a value (`fix`); each test passes that option for that file and checks
 * the file is then read, with the figures written in the test (worked out from the file).
 */

const utf8 = (text: string) => new TextEncoder().encode(text)

const read = (name: string, bytes: Uint8Array, options: IntakeOptions = {}) =>
  readStatements([{ name, bytes }], options)

const refused = (name: string, bytes: Uint8Array): IntakeError => {
  const r = read(name, bytes)
  if (Either.isRight(r)) throw new Error(`expected ${name} to be refused`)
  return r.left
}

/** Reads the file again with the option its refusal names, for that file only. */
const readWithFix = (name: string, bytes: Uint8Array, error: IntakeError): StatementsRead => {
  if (error._tag === "InvalidAnalysisOptions" || error.fix === undefined) throw new Error("the refusal names no fix")
  const r = read(name, bytes, { files: { [name]: { [error.fix.option]: error.fix.value } } })
  if (Either.isLeft(r)) throw new Error(`still refused with the named option: ${r.left.detail}`)
  return r.right
}

const pairs = (r: StatementsRead) => r.transactions.map((t) => [t.booking_date, t.amount])

const csvKinds: ReadonlyArray<
  readonly [kind: string, name: string, bytes: Uint8Array, option: string, read: ReadonlyArray<unknown>]
> = [
  [
    "day/month order nothing settles",
    "ambiguous.csv",
    utf8("Date,Description,Amount\n01/02/2024,COFFEE,-3.50\n03/04/2024,BOOKS,-12.00\n"),
    "date_format",
    // the first format the refusal names is day-first
    [["2024-02-01", -3.5], ["2024-04-03", -12]]
  ],
  [
    "day/month order nothing settles, the year between them",
    "dym.csv",
    utf8("Date,Description,Amount\n10/2009/09,Flubber Co,50.00\n11/2009/09,Flubber Co,-50.00\n"),
    "date_format",
    // the first format the refusal names puts the day first: DD/YYYY/MM
    [["2009-09-10", 50], ["2009-09-11", -50]]
  ],
  [
    "no amount showing the decimal separator",
    "dec.csv",
    // no currency named (a euro's 1.234 would be a fraction of a cent): XXX keeps three decimals
    utf8("Date,Description,Amount\n2024-01-01,a,1.234\n2024-01-02,b,-2.500\n"),
    "decimal_separator",
    [["2024-01-01", 1.234], ["2024-01-02", -2.5]]
  ],
  [
    "two headerless unsigned money columns",
    "two.csv",
    utf8("2024-02-01;shop;10.00;\n2024-02-02;salary;;1500.00\n2024-02-03;shop;12.50;\n"),
    "columns",
    [["2024-02-01", -10], ["2024-02-02", 1500], ["2024-02-03", -12.5]]
  ],
  [
    "two headerless money columns no running balance tells apart",
    "amt.csv",
    utf8("01.02.2024;a;10,00;20,00\n02.02.2024;b;11,00;23,00\n"),
    "columns",
    [["2024-02-01", 10], ["2024-02-02", 11]]
  ],
  [
    "a card statement signed both ways",
    "card.csv",
    utf8(
      "Date,Card,Description,Amount\n2024-02-01,VISA 1234,SHOP A,12.00\n2024-02-02,VISA 1234,SHOP B,-5.00\n2024-02-03,VISA 1234,SHOP C,7.00\n"
    ),
    "sign",
    [["2024-02-01", 12], ["2024-02-02", -5], ["2024-02-03", 7]]
  ],
  [
    "amounts that run against the running balance",
    "bal.csv",
    utf8(
      "Date,Description,Amount,Balance\n2024-02-01,a,10.00,90.00\n2024-02-02,b,5.00,85.00\n2024-02-03,c,20.00,65.00\n2024-02-04,d,1.00,64.00\n"
    ),
    "sign",
    [["2024-02-01", -10], ["2024-02-02", -5], ["2024-02-03", -20], ["2024-02-04", -1]]
  ],
  [
    "bytes that code pages read differently",
    "hr.csv",
    // 0xE8: č in windows-1250 ("Početno stanje", an opening balance, not counted), è in windows-1252, whose
    // French words on the other rows fit better ("Caffè Très", "Crème"); the numbers differ between the two
    new Uint8Array([
      ...utf8("Datum;Opis;Iznos\n2024-01-01;Po"),
      0xe8,
      ...utf8("etno stanje;100,00\n2024-01-02;Caff"),
      0xe8,
      ...utf8(" Tr"),
      0xe8,
      ...utf8("s;-3,50\n2024-01-03;Cr"),
      0xe8,
      ...utf8("me pr"),
      0xe8,
      ...utf8("s;-4,50\n")
    ]),
    "encoding",
    // read in windows-1252, the option named: "Poèetno stanje" is no word a reader knows, so a booking
    [["2024-01-01", 100], ["2024-01-02", -3.5], ["2024-01-03", -4.5]]
  ]
]

describe("refusals name an option that reads the file", () => {
  it.each(csvKinds)("%s: the refusal names the file and the option, and the option reads it", (
    _,
    name,
    bytes,
    option,
    want
  ) => {
    const error = refused(name, bytes)
    expect(error._tag === "InvalidAnalysisOptions" ? undefined : error.file).toBe(name)
    expect(error.detail).toContain(name)
    expect(error.detail).toContain(`options.${option}`)
    if (error._tag === "InvalidAnalysisOptions") return
    // where, what was found there and what is missing: a code page is a whole file's, no one line's
    expect(error.found).toMatch(/\S/)
    expect(error.missing).toMatch(/\S/)
    if (option !== "encoding") expect(error.line).toBeGreaterThan(0)
    expect(error.fix?.option).toBe(option)
    expect(pairs(readWithFix(name, bytes, error))).toEqual(want)
  })
})

// a ZIP local-file header followed by the first entry's name
const zipWith = (entry: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(26).fill(0), ...utf8(entry)])

const notStatements: ReadonlyArray<readonly [name: string, bytes: Uint8Array, found: RegExp]> = [
  ["statement.xlsx", zipWith("xl/workbook.xml"), /Excel spreadsheet \(\.xlsx\)/],
  ["statement.ods", zipWith("mimetypeapplication/vnd.oasis.opendocument.spreadsheet"), /OpenDocument spreadsheet/],
  ["statements.zip", zipWith("march.csv"), /a ZIP archive/],
  ["statement.csv.gz", new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0]), /a gzip archive/],
  ["statement.xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), /Excel 97–2003/],
  ["empty.csv", new Uint8Array([]), /empty/],
  ["blank.csv", utf8("\n \r\n\t\n"), /empty/]
]

describe("files that are not statements are named as what they are", () => {
  it.each(notStatements)("%s", (name, bytes, found) => {
    const error = refused(name, bytes)
    if (error._tag !== "NoSuitableParser") throw new Error(error._tag)
    expect(error.file).toBe(name)
    expect(error.found).toMatch(found)
    expect(error.detail).toMatch(found)
    expect(error.detail).toContain(READ_FORMATS)
    expect(error.missing).toContain(READ_FORMATS)
  })
})

describe("statement formats holding nothing to read say what is missing, and where", () => {
  it("MT940 whose only :61: line cannot be read names its line", () => {
    const error = refused(
      "s.sta",
      utf8(":20:X\n:25:DE89370400440532013000\n:60F:C240301EUR1,00\n:61:24XX01D1,00NTRF\n")
    )
    if (error._tag !== "NoSuitableParser") throw new Error(error._tag)
    expect(error.line).toBe(4)
    expect(error.found).toMatch(/unreadable statement line/)
    expect(error.missing).toMatch(/:61:/)
  })

  it("MT940 with balances only says there is no :61: line", () => {
    const error = refused("b.sta", utf8(":20:X\n:25:A\n:60F:C240301EUR1,00\n:62F:C240301EUR1,00\n"))
    if (error._tag !== "NoSuitableParser") throw new Error(error._tag)
    expect(error.found).toMatch(/without any :61:/)
  })

  it("OFX and camt without transactions, and JSON of another shape", () => {
    const ofx = refused("e.ofx", utf8("OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>"))
    const camt = refused(
      "e.xml",
      utf8(
        `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>\n<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>PDNG</Sts></Ntry></Stmt></BkToCstmrStmt></Document>`
      )
    )
    const json = refused("e.json", utf8(`{"items": []}`))
    for (const e of [ofx, camt, json]) {
      if (e._tag !== "NoSuitableParser") throw new Error(e._tag)
      expect(e.found).toBeDefined()
      expect(e.missing).toBeDefined()
    }
    expect(camt._tag === "NoSuitableParser" && camt.line).toBe(2)
  })
})
