const QUOTE = 34
const CR = 13
const LF = 10

/**
 * Where the records and cells of a CSV text are, as offsets into the text: no string is made
 * until a cell is asked for. Cell `c` is `text.slice(cellStart[c], cellEnd[c])` (a quoted cell
 * without its quotes), with `""` read as one quote when `cellEscaped[c]` is 1. Record `r` holds
 * cells `recordCell[r]` to `recordCell[r + 1] - 1` and ends on line `recordLine[r]` (1-based).
 */
export interface ScannedText {
  readonly text: string
  readonly records: number
  readonly recordCell: Int32Array
  readonly recordLine: Int32Array
  readonly cellStart: Int32Array
  readonly cellEnd: Int32Array
  readonly cellEscaped: Uint8Array
}

/** Which line break ends records: the first one met outside quotes decides, as csv-parse's auto-detection does. */
type LineBreak = "crlf" | "lf" | "cr"

const grown = <A extends Int32Array | Uint8Array>(a: A, size: number, make: (n: number) => A): A => {
  const b = make(size)
  b.set(a)
  return b
}

/** Room made for cells and records before the first projection: about a 16 KiB text's worth. */
const FIRST_CELLS = 1024

/**
 * Room for cells (or records) once `used` of them have taken `pos` of the text's `n` characters:
 * as many as the text holds at the rate seen so far, a sixteenth more, and at least half as many
 * again: doubling from a fixed guess allocates up to twice what is needed, in memory mapped afresh.
 */
const projected = (used: number, pos: number, n: number): number =>
  Math.max(used + (used >> 1), Math.ceil((used / Math.max(pos, 1)) * n * 1.0625) + 64)

/** The growing offsets of a scan: cells and records added as the text is walked. */
class ScanBuilder {
  cellStart = new Int32Array(FIRST_CELLS)
  cellEnd = new Int32Array(FIRST_CELLS)
  cellEscaped = new Uint8Array(FIRST_CELLS)
  recordCell = new Int32Array(FIRST_CELLS / 4)
  recordLine = new Int32Array(FIRST_CELLS / 4)
  cells = 0
  records = 0
  line = 1
  pos = 0

  constructor(readonly text: string) {}

  addCell(start: number, end: number, escaped: boolean): void {
    if (this.cells === this.cellStart.length) {
      const size = projected(this.cells, this.pos, this.text.length)
      this.cellStart = grown(this.cellStart, size, (k) => new Int32Array(k))
      this.cellEnd = grown(this.cellEnd, size, (k) => new Int32Array(k))
      this.cellEscaped = grown(this.cellEscaped, size, (k) => new Uint8Array(k))
    }
    this.cellStart[this.cells] = start
    this.cellEnd[this.cells] = end
    this.cellEscaped[this.cells] = escaped ? 1 : 0
    this.cells++
  }

  endRecord(): void {
    if (this.records + 1 >= this.recordCell.length) {
      const size = projected(this.records + 1, this.pos, this.text.length)
      this.recordCell = grown(this.recordCell, size, (k) => new Int32Array(k))
      this.recordLine = grown(this.recordLine, size, (k) => new Int32Array(k))
    }
    this.recordLine[this.records] = this.line
    this.records++
    this.recordCell[this.records] = this.cells
  }

  /** The quoted cell opening at `pos`: added, `pos` moved past its closing quote; false when it is never closed. */
  quotedCell(): boolean {
    const text = this.text
    const start = this.pos + 1
    let from = start
    let escaped = false
    for (;;) {
      const close = text.indexOf("\"", from)
      if (close < 0) return false
      this.line += countBreaks(text, from, close)
      if (text.charCodeAt(close + 1) === QUOTE) {
        escaped = true
        from = close + 2
        continue
      }
      this.addCell(start, close, escaped)
      this.pos = close + 1
      return true
    }
  }

  /** The unquoted cell starting at `pos`: added, `pos` moved to its end; false when a quote stands inside it. */
  plainCell(delim: number): boolean {
    const text = this.text
    const n = text.length
    const start = this.pos
    let pos = start
    while (pos < n) {
      const c = text.charCodeAt(pos)
      if (c === delim || c === CR || c === LF) break
      if (c === QUOTE) return false
      pos++
    }
    this.pos = pos
    this.addCell(start, pos, false)
    return true
  }

  scanned(): ScannedText {
    const { text, records, recordCell, recordLine, cellStart, cellEnd, cellEscaped } = this
    return { text, records, recordCell, recordLine, cellStart, cellEnd, cellEscaped }
  }
}

/**
 * Splits well-formed CSV text into records, cell for cell as csv-parse (array mode,
 * `relax_column_count`, `relax_quotes`) splits it, several times faster and without making a
 * string per cell: quotes are handled as RFC 4180 says (a cell that opens with `"` ends at a `"`
 * followed by the delimiter or a line break; `""` inside it is one quote).
 *
 * Returns undefined for anything it does not handle exactly like csv-parse — a quote inside an
 * unquoted cell, a closing quote followed by other text, a quote never closed, or a line break
 * of another kind than the file's first — so that the caller hands the text to csv-parse.
 */
export const scanCsv = (text: string, delimiter: string): ScannedText | undefined => {
  const delim = delimiter.charCodeAt(0)
  if (delimiter.length !== 1 || delim === QUOTE || delim === CR || delim === LF) return undefined
  const n = text.length
  const b = new ScanBuilder(text)
  let lineBreak: LineBreak | undefined
  b.recordCell[0] = 0
  while (b.pos < n) {
    // one cell starts at `pos`
    if (text.charCodeAt(b.pos) === QUOTE) {
      if (!b.quotedCell()) return undefined
      if (b.pos < n) {
        const c = text.charCodeAt(b.pos)
        if (c !== delim && c !== CR && c !== LF) return undefined
      }
    } else if (!b.plainCell(delim)) return undefined
    if (b.pos >= n) break
    const c = text.charCodeAt(b.pos)
    if (c === delim) {
      b.pos++
      if (b.pos === n) b.addCell(n, n, false)
      continue
    }
    // a line break ends the record
    const here: LineBreak = c === LF ? "lf" : text.charCodeAt(b.pos + 1) === LF ? "crlf" : "cr"
    if (lineBreak === undefined) lineBreak = here
    else if (here !== lineBreak) return undefined
    b.endRecord()
    b.line++
    b.pos += here === "crlf" ? 2 : 1
  }
  // cells since the last record end make the last record (text without a final line break)
  if (b.cells > (b.recordCell[b.records] ?? 0)) b.endRecord()
  return b.scanned()
}

/** Cell `c` of a scan as csv-parse gives it (not trimmed). */
export const rawCell = (scan: ScannedText, c: number): string => {
  const v = scan.text.slice(scan.cellStart[c], scan.cellEnd[c])
  return scan.cellEscaped[c] === 1 ? v.replaceAll("\"\"", "\"") : v
}

/** Every record of a scan with its raw cells: what csv-parse gives for the same text. */
export const scannedRecords = (scan: ScannedText): Array<{ readonly cells: Array<string>; readonly line: number }> => {
  const out: Array<{ readonly cells: Array<string>; readonly line: number }> = []
  for (let r = 0; r < scan.records; r++) {
    const cells: Array<string> = []
    for (let c = scan.recordCell[r] ?? 0; c < (scan.recordCell[r + 1] ?? 0); c++) cells.push(rawCell(scan, c))
    out.push({ cells, line: scan.recordLine[r] ?? 0 })
  }
  return out
}

/** Line breaks (CRLF, LF or CR, each one line) in text[from, to). */
const countBreaks = (text: string, from: number, to: number): number => {
  let lines = 0
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c === LF) lines++
    else if (c === CR) {
      lines++
      if (text.charCodeAt(i + 1) === LF) i++
    }
  }
  return lines
}
