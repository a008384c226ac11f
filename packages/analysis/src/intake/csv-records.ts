import { parse } from "csv-parse/sync"
import { Either } from "effect"
import { scanCsv } from "./csv-scanner.js"

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
 * Splits CSV text into records: well-formed text with the scanner (cell for cell what csv-parse
 * gives, several times faster), anything else with csv-parse (array mode, ragged rows and stray
 * quotes tolerated). Blank records are dropped. `utf8`, when given, is the text's UTF-8 bytes,
 * which csv-parse reads faster than the string. A parse error is returned, never thrown.
 */
export const parseRecords = (
  text: string,
  delimiter: string,
  utf8?: Uint8Array
): Either.Either<ReadonlyArray<CsvRecord>, string> => {
  const scanned = scanCsv(text, delimiter)
  if (scanned === undefined) return parseWithCsvParse(utf8 ?? text, delimiter)
  // the scanner's records become ours, cleaned in place (one array per record, not two)
  const out: Array<CsvRecord> = []
  for (const r of scanned) {
    const cells = r.cells
    let blank = true
    for (let i = 0; i < cells.length; i++) {
      const v = cleanCell(cells[i])
      if (v !== "") blank = false
      cells[i] = v
    }
    if (!blank) out.push(r)
  }
  return Either.right(out)
}

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
