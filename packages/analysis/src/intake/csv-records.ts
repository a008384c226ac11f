import { parse } from "csv-parse/sync"
import { Either } from "effect"
import { rawCell, scanCsv, type ScannedText } from "./csv-scanner.js"

/** One CSV record: its cells (trimmed) and the 1-based line it ends on. */
export interface CsvRecord {
  readonly cells: ReadonlyArray<string>
  readonly line: number
}

interface InfoRecord {
  readonly record: ReadonlyArray<string>
  readonly info: { readonly lines: number }
}

const isInfoRecord = (u: unknown): u is InfoRecord =>
  typeof u === "object" && u !== null && "record" in u && Array.isArray(u.record) && "info" in u

/** Removes quote characters left at a cell's edges by malformed quoting (`"NL77RABO...`, `"UAB "X""`). */
const stripStrayQuotes = (c: string): string => {
  if (!c.includes('"')) return c
  const starts = c.startsWith('"')
  const ends = c.endsWith('"') && c.length > 1
  if (starts && ends) return c.slice(1, -1).trim()
  const count = c.split('"').length - 1
  if (count === 1 && starts) return c.slice(1).trim()
  if (count === 1 && ends) return c.slice(0, -1).trim()
  return c
}

/** csv-parse's options: ragged rows and stray quotes tolerated. */
const OPTIONS = { relax_column_count: true, relax_quotes: true } as const

/** A cell trimmed, stray edge quotes removed. */
const cleanCell = (c: unknown): string => {
  const v = typeof c === "string" ? c : ""
  const first = v.charCodeAt(0)
  const last = v.charCodeAt(v.length - 1)
  const trimmed = first <= 32 || last <= 32 || first > 126 || last > 126 ? v.trim() : v
  return trimmed.includes('"') ? stripStrayQuotes(trimmed) : trimmed
}

/** The record with its cells cleaned; undefined for a blank record. */
const toRecord = (cells: ReadonlyArray<unknown>, line: number): CsvRecord | undefined => {
  const clean: Array<string> = []
  let blank = true
  for (let i = 0; i < cells.length; i++) {
    const v = cleanCell(cells[i])
    if (v !== "") blank = false
    clean.push(v)
  }
  return blank ? undefined : { cells: clean, line }
}

/** True when a record has a cell holding a line break (a quoted multi-line cell). */
const spansLines = (cells: ReadonlyArray<unknown>): boolean => {
  for (const c of cells) if (typeof c === "string" && (c.includes("\n") || c.includes("\r"))) return true
  return false
}

/**
 * A file's records (blank ones dropped), whose cells are made, cleaned, when asked for: a record
 * read once by the row loop never becomes an array of strings that lives through the whole read.
 */
export interface CsvRows {
  readonly length: number
  /** The 1-based line record `row` ends on. */
  readonly lineOf: (row: number) => number
  /** How many cells record `row` has. */
  readonly widthOf: (row: number) => number
  /** Cell `column` of record `row`, trimmed and stray edge quotes removed; "" past the record's end. */
  readonly cellOf: (row: number, column: number) => string
  /** Record `row` with every cell. */
  readonly recordAt: (row: number) => CsvRecord
}

/** Records already made (csv-parse's) as rows. */
const rowsOfRecords = (records: ReadonlyArray<CsvRecord>): CsvRows => ({
  length: records.length,
  lineOf: (row) => records[row]?.line ?? 0,
  widthOf: (row) => records[row]?.cells.length ?? 0,
  cellOf: (row, column) => records[row]?.cells[column] ?? "",
  recordAt: (row) => records[row] ?? { cells: [], line: 0 }
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

/** A scan as rows: blank records left out, cells made on demand. */
const rowsOfScan = (scan: ScannedText): CsvRows => {
  const cellOfScan = (c: number) => cleanCell(rawCell(scan, c))
  const kept = new Int32Array(scan.records)
  let length = 0
  for (let r = 0; r < scan.records; r++) {
    const from = scan.recordCell[r] ?? 0
    const to = scan.recordCell[r + 1] ?? 0
    let filled = false
    for (let c = from; c < to && !filled; c++) filled = surelyFilled(scan, c)
    for (let c = from; c < to && !filled; c++) filled = cellOfScan(c) !== ""
    if (filled) kept[length++] = r
  }
  const first = (row: number) => scan.recordCell[kept[row] ?? 0] ?? 0
  const widthOf = (row: number) => (scan.recordCell[(kept[row] ?? 0) + 1] ?? 0) - first(row)
  return {
    length,
    lineOf: (row) => scan.recordLine[kept[row] ?? 0] ?? 0,
    widthOf,
    cellOf: (row, column) => (column < widthOf(row) ? cellOfScan(first(row) + column) : ""),
    recordAt: (row) => {
      const cells: Array<string> = []
      const from = first(row)
      for (let c = from; c < from + widthOf(row); c++) cells.push(cellOfScan(c))
      return { cells, line: scan.recordLine[kept[row] ?? 0] ?? 0 }
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
  return scan === undefined ? Either.map(parseWithCsvParse(utf8 ?? text, delimiter), rowsOfRecords) : Either.right(rowsOfScan(scan))
}

/** Every record of `rows`, made. */
export const recordsOf = (rows: CsvRows, from = 0, to = rows.length): Array<CsvRecord> => {
  const out: Array<CsvRecord> = []
  for (let r = from; r < Math.min(to, rows.length); r++) out.push(rows.recordAt(r))
  return out
}

/** `parseRows` with every record made (for short texts: samples, tests). */
export const parseRecords = (text: string, delimiter: string, utf8?: Uint8Array): Either.Either<ReadonlyArray<CsvRecord>, string> =>
  Either.map(parseRows(text, delimiter, utf8), (rows) => recordsOf(rows))

/**
 * csv-parse's records, blank ones dropped. Line numbers come from the record index when no cell
 * spans lines; otherwise csv-parse's `info` gives them.
 */
export const parseWithCsvParse = (
  text: string | Uint8Array,
  delimiter: string
): Either.Either<ReadonlyArray<CsvRecord>, string> => {
  try {
    const input = typeof text === "string" ? text : Buffer.from(text.buffer, text.byteOffset, text.byteLength)
    const raw: unknown = parse(input, { ...OPTIONS, delimiter, skip_empty_lines: false })
    if (!Array.isArray(raw)) return Either.left("csv-parse returned no records")
    const out: Array<CsvRecord> = []
    let multiLine = false
    for (let i = 0; i < raw.length; i++) {
      const cells: unknown = raw[i]
      if (!Array.isArray(cells)) continue
      if (spansLines(cells)) {
        multiLine = true
        break
      }
      const rec = toRecord(cells, i + 1)
      if (rec !== undefined) out.push(rec)
    }
    if (!multiLine) return Either.right(out)
    // a cell spans lines, so record numbers are not line numbers: csv-parse's info gives them
    const withInfo: unknown = parse(input, { ...OPTIONS, delimiter, skip_empty_lines: true, info: true })
    if (!Array.isArray(withInfo)) return Either.left("csv-parse returned no records")
    const lined: Array<CsvRecord> = []
    for (const item of withInfo) {
      if (!isInfoRecord(item)) continue
      const rec = toRecord(item.record, item.info.lines)
      if (rec !== undefined) lined.push(rec)
    }
    return Either.right(lined)
  } catch (e) {
    return Either.left(e instanceof Error ? e.message : String(e))
  }
}
