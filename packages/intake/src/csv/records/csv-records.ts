import { parse } from "csv-parse/sync"
import { Either } from "effect"
import { cleanCell } from "./csv-cell.js"

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

/** csv-parse's options: ragged rows and stray quotes tolerated. */
const OPTIONS = { relax_column_count: true, relax_quotes: true } as const

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
