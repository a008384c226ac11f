import { parse } from "csv-parse/sync"
import { Either } from "effect"

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

/**
 * Splits CSV text into records with csv-parse (array mode, ragged rows and stray quotes tolerated).
 * Blank records are dropped. A parse error is returned, never thrown.
 */
export const parseRecords = (text: string, delimiter: string): Either.Either<ReadonlyArray<CsvRecord>, string> => {
  let raw: unknown
  try {
    raw = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true
    })
  } catch (e) {
    return Either.left(e instanceof Error ? e.message : String(e))
  }
  if (!Array.isArray(raw)) return Either.left("csv-parse returned no records")
  const out: Array<CsvRecord> = []
  for (const item of raw) {
    if (!isInfoRecord(item)) continue
    const cells = item.record.map((c) => (typeof c === "string" ? c.trim() : ""))
    if (cells.every((c) => c === "")) continue
    out.push({ cells, line: item.info.lines })
  }
  return Either.right(out)
}
