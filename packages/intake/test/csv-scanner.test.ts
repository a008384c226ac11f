import { parse } from "csv-parse/sync"
import fc from "fast-check"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { parseWithCsvParse } from "../src/csv/records/csv-records.js"
import { parseRecords } from "../src/csv/records/csv-rows.js"
import { scanCsv, scannedRecords } from "../src/csv/records/csv-scanner.js"
import { candidateDelimiters, detectDelimiter } from "../src/csv/settings/delimiter.js"
import { PUBLIC_FIXTURES, sharedFixturesPresent } from "./shared-fixtures.js"

/** csv-parse's cells with the options our intake gives it: the scanner's reference. */
const csvParseCells = (text: string, delimiter: string): Array<Array<string>> | undefined => {
  try {
    return parse(text, { relax_column_count: true, relax_quotes: true, delimiter, skip_empty_lines: false }) as Array<
      Array<string>
    >
  } catch {
    return undefined
  }
}

const scanned = (text: string, delimiter: string) => {
  const scan = scanCsv(text, delimiter)
  return scan === undefined ? undefined : scannedRecords(scan)
}

const cellsOf = (text: string, delimiter: string) => scanned(text, delimiter)?.map((r) => r.cells)

/** Writes records as RFC 4180 says: cells holding the delimiter, a quote or a line break quoted, quotes doubled. */
const writeCsv = (
  records: ReadonlyArray<ReadonlyArray<string>>,
  delimiter: string,
  lineBreak: string,
  quoteAll: boolean
) =>
  records
    .map((cells) =>
      cells
        .map((c) => (quoteAll || c.includes(delimiter) || /["\r\n]/.test(c) ? `"${c.replaceAll("\"", "\"\"")}"` : c))
        .join(delimiter)
    )
    .join(lineBreak)

const cellText = fc.string({
  unit: fc.constantFrom("a", "Z", "1", " ", ",", ";", "\t", "|", "\"", "\n", "\r\n", "é", "€", "-", "."),
  maxLength: 12
})

describe("the CSV scanner", () => {
  it("reads back, cell for cell, any records written by the RFC 4180 rules, and agrees with csv-parse", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellText, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...candidateDelimiters),
        fc.constantFrom("\n", "\r\n", "\r"),
        fc.boolean(),
        fc.boolean(),
        (records, delimiter, lineBreak, quoteAll, finalBreak) => {
          const text = writeCsv(records, delimiter, lineBreak, quoteAll) + (finalBreak ? lineBreak : "")
          const scanned = cellsOf(text, delimiter)
          expect(scanned).toEqual(records)
          expect(scanned).toEqual(csvParseCells(text, delimiter))
        }
      ),
      { numRuns: 500 }
    )
  })

  it("reads long texts whose rows widen or narrow part way, whatever its first rows made it expect", () => {
    // thousands of cells: the scanner's arrays are sized from the first rows and grown more than once
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 30 })),
          {
            minLength: 1,
            maxLength: 4
          }
        ),
        fc.constantFrom("\n", "\r\n"),
        (blocks, lineBreak) => {
          const records = blocks.flatMap(([rows, width, length], b) =>
            Array.from(
              { length: rows },
              (_, r) => Array.from({ length: width }, (_, c) => `${b}.${r}.${c}`.padEnd(length, "x"))
            )
          )
          const text = writeCsv(records, ",", lineBreak, false)
          expect(cellsOf(text, ",")).toEqual(records)
        }
      ),
      { numRuns: 60 }
    )
  })

  it("on any text either agrees with csv-parse or leaves the text to it", () => {
    const messy = fc.string({ unit: fc.constantFrom("a", " ", ",", ";", "\"", "\n", "\r", "\r\n", "x"), maxLength: 40 })
    fc.assert(
      fc.property(messy, fc.constantFrom(",", ";"), (text, delimiter) => {
        const scanned = cellsOf(text, delimiter)
        if (scanned !== undefined) expect(scanned).toEqual(csvParseCells(text, delimiter))
      }),
      { numRuns: 3000 }
    )
  })

  it("gives the same cleaned records as csv-parse, blank ones dropped, on any text it scans without multi-line cells", () => {
    const messy = fc.string({
      unit: fc.constantFrom("a", " ", "\u00a0", ",", "\"", "\"\"", "\n", "\r\n", "x", "\t"),
      maxLength: 40
    })
    fc.assert(
      fc.property(messy, (text) => {
        const scan = scanCsv(text, ",")
        if (scan === undefined || scannedRecords(scan).some((r) => r.cells.some((c) => /[\r\n]/.test(c)))) return
        expect(parseRecords(text, ",")).toEqual(parseWithCsvParse(text, ","))
      }),
      { numRuns: 3000 }
    )
    // rows of blanks, a lone escaped quote and spaces are dropped like csv-parse's blank records
    const text = "a,b\n , \n\"\",\"\"\n\"\"\"\",x\n\u00a0,\t\nc,d\n"
    expect(parseRecords(text, ",")).toEqual(parseWithCsvParse(text, ","))
  })

  it("numbers records by the line they end on, counting line breaks inside quoted cells", () => {
    const text = "date,text\r\n2024-01-02,\"two\r\nlines\"\r\n\r\n2024-01-03,plain\r\n"
    expect(scanned(text, ",")?.map((r) => [r.line, r.cells])).toEqual([
      [1, ["date", "text"]],
      [3, ["2024-01-02", "two\r\nlines"]],
      [4, [""]],
      [5, ["2024-01-03", "plain"]]
    ])
  })

  it("leaves to csv-parse a stray quote, text after a closing quote, an unclosed quote and a second kind of line break", () => {
    for (const text of ["a,b\"c\n", "\"a\"b,c\n", "\"abc,d\n", "a,b\r\nc,d\ne,f\n", "a,b\nc,d\r\n"]) {
      expect(scanCsv(text, ",")).toBeUndefined()
    }
  })
})

const dir = PUBLIC_FIXTURES

describe.skipIf(!sharedFixturesPresent())("the CSV scanner on the public fixtures", () => {
  it("splits every UTF-8 CSV fixture exactly as csv-parse does, with each candidate delimiter, or leaves it to csv-parse", () => {
    let compared = 0
    const detected: Array<string> = []
    const leftToCsvParse: Array<string> = []
    for (const d of readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory())) {
      for (const f of readdirSync(join(dir, d)).filter((f) => /\.(csv|txt|tsv)$/i.test(f))) {
        let text: string
        try {
          text = new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(join(dir, d, f)))
        } catch {
          continue
        }
        for (const delimiter of candidateDelimiters) {
          compared++
          const ours = cellsOf(text, delimiter)
          if (ours !== undefined) {
            expect(ours, `${d}/${f} with ${JSON.stringify(delimiter)}`).toEqual(csvParseCells(text, delimiter))
          }
        }
        const delimiter = detectDelimiter(text)
        if (delimiter === undefined) continue
        detected.push(`${d}/${f}`)
        if (scanCsv(text, delimiter) === undefined) leftToCsvParse.push(`${d}/${f}`)
      }
    }
    expect(compared).toBeGreaterThan(200)
    // with the delimiter detection picks, most real files are well-formed: the fast path is the common path
    expect(leftToCsvParse.length / detected.length).toBeLessThan(0.05)
  })
})
