import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseRows } from "../src/csv/records/csv-rows.js"
import { decimalEvidence, decimalEvidenceIn } from "../src/values/amounts.js"
import { analyseDateColumn, analyseDateCounts } from "../src/values/dates.js"

/** Each non-blank value of a column counted in first-seen order, from its cells made one by one. */
const countsOfCells = (cells: ReadonlyArray<string>) => {
  const counts = new Map<string, number>()
  for (const c of cells) if (c !== "") counts.set(c, (counts.get(c) ?? 0) + 1)
  return [...counts]
}

// dates repeated in runs, blanks, cells that clean to the same value, quoted and escaped cells, short rows
const cell = fc.constantFrom(
  "01/02/2024",
  "01/02/2024",
  " 01/02/2024",
  "\"01/02/2024\"",
  "13/02/2024",
  "",
  " ",
  "\"a\"\"b\"",
  "x",
  "2024-02-01"
)
const row = fc.array(cell, { minLength: 1, maxLength: 3 })

/** The rows' text split into rows; a stray quote at the end (`broken`) sends it to csv-parse instead of the scanner. */
const rowsOf = (rows: ReadonlyArray<ReadonlyArray<string>>, delimiter: string, broken: boolean) => {
  const text = rows.map((r) => r.join(delimiter)).join("\n") + (broken ? `\nx"y${delimiter}1` : "")
  return Either.getOrUndefined(parseRows(text, delimiter))
}

/**
 * Runs `check` on up to 30 generated `row`s split into rows and on one of their first three
 * columns, scanned or, with a stray quote at the end, read by csv-parse; refused text is skipped.
 */
const forSplitRows = (
  row: fc.Arbitrary<ReadonlyArray<string>>,
  delimiter: string,
  check: (read: NonNullable<ReturnType<typeof rowsOf>>, column: number) => void
) =>
  fc.assert(
    fc.property(
      fc.array(row, { minLength: 1, maxLength: 30 }),
      fc.integer({ min: 0, max: 2 }),
      fc.boolean(),
      (rows, column, broken) => {
        const read = rowsOf(rows, delimiter, broken)
        if (read !== undefined) check(read, column)
      }
    ),
    { numRuns: 2000 }
  )

describe("a column's values counted", () => {
  it("equal the counts of its cells made one by one, scanned or read by csv-parse", () => {
    forSplitRows(row, ",", (read, column) => {
      const cells = Array.from({ length: read.length }, (_, r) => read.cellOf(r, column))
      for (const from of [0, 1]) {
        expect([...read.columnCounts(from, column)]).toEqual(countsOfCells(cells.slice(from)))
      }
      expect(analyseDateCounts(read.columnCounts(0, column), undefined)).toEqual(analyseDateColumn(cells, undefined))
    })
  })
})

// amounts as banks write them, and cells the scanner cannot hand over as written
const moneyCell = fc.constantFrom(
  "-56.23",
  "1,234.50",
  "12,50",
  "1.000",
  "",
  " 3.10",
  "\"4,20\"",
  "\"7.5 \"",
  "-",
  "(12.00)",
  "\"a\"\"b\"",
  "1 000,00",
  "EUR 5.00"
)
const moneyRow = fc.array(moneyCell, { minLength: 1, maxLength: 3 })

describe("a column's cells read in place", () => {
  it("are its non-blank cells made one by one, scanned or read by csv-parse, with the same decimal evidence", () => {
    forSplitRows(moneyRow, ";", (read, column) => {
      for (const from of [0, 1]) {
        const made = Array.from(
          { length: read.length - Math.min(from, read.length) },
          (_, r) => read.cellOf(r + from, column)
        ).filter((c) => c !== "")
        const inPlace: Array<string> = []
        const evidence: Array<string | undefined> = []
        read.readColumn(from, column, (t, start, end) => {
          inPlace.push(t.slice(start, end))
          evidence.push(decimalEvidenceIn(t, start, end))
        })
        expect(inPlace).toEqual(made)
        expect(evidence).toEqual(made.map(decimalEvidence))
      }
    })
  })
})
