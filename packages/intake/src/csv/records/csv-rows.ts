import { Either } from "effect"
import { makeValueCounter } from "../../values/value-counts.js"
import { cleanCell } from "./csv-cell.js"
import { type CsvRecord, parseWithCsvParse } from "./csv-records.js"
import { rawCell, scanCsv, type ScannedText } from "./csv-scanner.js"

/**
 * A file's records (blank ones dropped), whose cells are made, cleaned, when asked for: a record
 * read once by the row loop never becomes an array of strings that lives through the whole read.
 */
export interface CsvRows {
  readonly length: number
  /** The 1-based line record `row` ends on. */
  lineOf(row: number): number
  /** How many cells record `row` has. */
  widthOf(row: number): number
  /** Cell `column` of record `row`, trimmed and stray edge quotes removed; "" past the record's end. */
  cellOf(row: number, column: number): string
  /** Record `row` with every cell. */
  recordAt(row: number): CsvRecord
  /** Each non-blank value of column `column` from record `from` on, counted, in the order each first appears. */
  columnCounts(from: number, column: number): Map<string, number>
  /**
   * Hands each non-blank cell of column `column` from record `from` on to `read`, in order, without
   * making it when it can: a cell the file holds as written (not escaped, nothing to trim or
   * unquote at its edges) as its place in the file's text, any other as the cell made, from 0 to
   * its length. Either way `text.slice(start, end)` is the cell.
   */
  readColumn(from: number, column: number, read: (text: string, start: number, end: number) => void): void
  /** Why record `row` is set aside unread (more cells than the header, no one way to rejoin them), if it is. */
  misfitOf?(row: number): string | undefined
}

/** Records already made (csv-parse's) as rows. */
const rowsOfRecords = (records: ReadonlyArray<CsvRecord>): CsvRows => ({
  length: records.length,
  lineOf: (row) => records[row]?.line ?? 0,
  widthOf: (row) => records[row]?.cells.length ?? 0,
  cellOf: (row, column) => records[row]?.cells[column] ?? "",
  recordAt: (row) => records[row] ?? { cells: [], line: 0 },
  columnCounts: (from, column) => {
    const counter = makeValueCounter()
    for (let row = from; row < records.length; row++) counter.add(records[row]?.cells[column] ?? "")
    return counter.counts()
  },
  readColumn: (from, column, read) => {
    for (let row = from; row < records.length; row++) {
      const v = records[row]?.cells[column] ?? ""
      if (v !== "") read(v, 0, v.length)
    }
  }
})

/** True when cell `c` of a scan is certainly not blank once cleaned: it holds a printable ASCII character other than a quote. */
const surelyFilled = (scan: ScannedText, c: number): boolean => {
  const text = scan.text
  const end = scan.cellEnd[c] ?? 0
  for (let i = scan.cellStart[c] ?? 0; i < end; i++) {
    const k = text.charCodeAt(i)
    if (k > 32 && k < 127 && k !== 34) return true
  }
  return false
}

/** True when cell `c` of a scan is its text as written: not escaped, and nothing that cleaning trims or unquotes at its edges. */
const asWritten = (scan: ScannedText, c: number): boolean => {
  const start = scan.cellStart[c] ?? 0
  const end = scan.cellEnd[c] ?? 0
  if (end <= start || scan.cellEscaped[c] === 1) return false
  const first = scan.text.charCodeAt(start)
  const last = scan.text.charCodeAt(end - 1)
  return first > 32 && first < 127 && first !== 34 && last > 32 && last < 127 && last !== 34
}

/** True when cells `a` and `b` of a scan have the same text (and so the same value). */
const sameCellText = (scan: ScannedText, a: number, b: number): boolean => {
  const startA = scan.cellStart[a] ?? 0
  const startB = scan.cellStart[b] ?? 0
  const length = (scan.cellEnd[a] ?? 0) - startA
  if (length !== (scan.cellEnd[b] ?? 0) - startB || scan.cellEscaped[a] !== scan.cellEscaped[b]) return false
  const text = scan.text
  for (let i = 0; i < length; i++) if (text.charCodeAt(startA + i) !== text.charCodeAt(startB + i)) return false
  return true
}

/** A scan's cell `c`, cleaned. */
const cellOfScan = (scan: ScannedText, c: number): string => cleanCell(rawCell(scan, c))

/** The non-blank records of a scan, in order. */
const keptRecords = (scan: ScannedText): { readonly kept: Int32Array; readonly length: number } => {
  const kept = new Int32Array(scan.records)
  let length = 0
  for (let r = 0; r < scan.records; r++) {
    const from = scan.recordCell[r] ?? 0
    const to = scan.recordCell[r + 1] ?? 0
    let filled = false
    for (let c = from; c < to && !filled; c++) filled = surelyFilled(scan, c)
    for (let c = from; c < to && !filled; c++) filled = cellOfScan(scan, c) !== ""
    if (filled) kept[length++] = r
  }
  return { kept, length }
}

/**
 * A scan as rows: blank records left out, cells made on demand. A class, so that its methods are
 * the same functions for every file and the optimised code V8 makes for them outlives each read
 * (closures made per file had it made again for every statement, on the threads that compile).
 */
class ScanRows implements CsvRows {
  readonly length: number
  private readonly kept: Int32Array

  constructor(private readonly scan: ScannedText) {
    const { kept, length } = keptRecords(scan)
    this.kept = kept
    this.length = length
  }

  private firstCell(row: number): number {
    return this.scan.recordCell[this.kept[row] ?? 0] ?? 0
  }

  private endCell(row: number): number {
    return this.scan.recordCell[(this.kept[row] ?? 0) + 1] ?? 0
  }

  lineOf(row: number): number {
    return this.scan.recordLine[this.kept[row] ?? 0] ?? 0
  }

  widthOf(row: number): number {
    return this.endCell(row) - this.firstCell(row)
  }

  cellOf(row: number, column: number): string {
    const c = this.firstCell(row) + column
    return c < this.endCell(row) ? cellOfScan(this.scan, c) : ""
  }

  recordAt(row: number): CsvRecord {
    const cells: Array<string> = []
    for (let c = this.firstCell(row), end = this.endCell(row); c < end; c++) cells.push(cellOfScan(this.scan, c))
    return { cells, line: this.lineOf(row) }
  }

  columnCounts(from: number, column: number): Map<string, number> {
    // a day's rows repeat their date: a cell whose text is the cell above's is not made again
    const scan = this.scan
    const counter = makeValueCounter()
    let above = -1
    let value = ""
    for (let row = from; row < this.length; row++) {
      const c = this.firstCell(row) + column
      if (c >= this.endCell(row)) {
        counter.add("")
        continue
      }
      if (above < 0 || !sameCellText(scan, c, above)) value = cellOfScan(scan, c)
      above = c
      counter.add(value)
    }
    return counter.counts()
  }

  readColumn(from: number, column: number, read: (text: string, start: number, end: number) => void): void {
    const scan = this.scan
    for (let row = from; row < this.length; row++) {
      const c = this.firstCell(row) + column
      if (c >= this.endCell(row)) continue
      if (asWritten(scan, c)) read(scan.text, scan.cellStart[c] ?? 0, scan.cellEnd[c] ?? 0)
      else {
        const v = cellOfScan(scan, c)
        if (v !== "") read(v, 0, v.length)
      }
    }
  }
}

/**
 * Splits CSV text into rows: well-formed text with the scanner (cell for cell what csv-parse
 * gives, several times faster, cells made only when read), anything else with csv-parse (array
 * mode, ragged rows and stray quotes tolerated). Blank records are dropped. `utf8`, when given, is
 * the text's UTF-8 bytes, which csv-parse reads faster than the string. A parse error is
 * returned, never thrown.
 */
export const parseRows = (text: string, delimiter: string, utf8?: Uint8Array): Either.Either<CsvRows, string> => {
  const scan = scanCsv(text, delimiter)
  return scan === undefined
    ? Either.map(parseWithCsvParse(utf8 ?? text, delimiter), rowsOfRecords)
    : Either.right(new ScanRows(scan))
}

/** Every record of `rows`, made. */
export const recordsOf = (rows: CsvRows, from = 0, to = rows.length): Array<CsvRecord> => {
  const out: Array<CsvRecord> = []
  for (let r = from; r < Math.min(to, rows.length); r++) out.push(rows.recordAt(r))
  return out
}

/** `parseRows` with every record made (for short texts: samples, tests). */
export const parseRecords = (
  text: string,
  delimiter: string,
  utf8?: Uint8Array
): Either.Either<ReadonlyArray<CsvRecord>, string> =>
  Either.map(parseRows(text, delimiter, utf8), (rows) => recordsOf(rows))
