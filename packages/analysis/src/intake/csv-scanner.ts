const QUOTE = 34
const CR = 13
const LF = 10

/** A record as the scanner found it: its raw cells and the 1-based line it ends on. */
export interface ScannedRecord {
  readonly cells: Array<string>
  readonly line: number
}

/** Which line break ends records: the first one met outside quotes decides, as csv-parse's auto-detection does. */
type LineBreak = "crlf" | "lf" | "cr"

/**
 * Splits well-formed CSV text into raw records, cell for cell as csv-parse (array mode,
 * `relax_column_count`, `relax_quotes`) splits it, several times faster: cells are slices of
 * the text, quotes are handled as RFC 4180 says (a cell that opens with `"` ends at a `"`
 * followed by the delimiter or a line break; `""` inside it is one quote).
 *
 * Returns undefined for anything it does not handle exactly like csv-parse — a quote inside an
 * unquoted cell, a closing quote followed by other text, a quote never closed, or a line break
 * of another kind than the file's first — so that the caller hands the text to csv-parse.
 */
export const scanCsv = (text: string, delimiter: string): Array<ScannedRecord> | undefined => {
  const delim = delimiter.charCodeAt(0)
  if (delimiter.length !== 1 || delim === QUOTE || delim === CR || delim === LF) return undefined
  const n = text.length
  const out: Array<ScannedRecord> = []
  let lineBreak: LineBreak | undefined
  let line = 1
  let cells: Array<string> = []
  let pos = 0
  while (pos < n) {
    // one cell starts at `pos`
    let cell: string
    let c = text.charCodeAt(pos)
    if (c === QUOTE) {
      let start = pos + 1
      let parts: string | undefined
      for (;;) {
        const close = text.indexOf('"', start)
        if (close < 0) return undefined
        line += countBreaks(text, start, close)
        if (text.charCodeAt(close + 1) === QUOTE) {
          parts = (parts ?? "") + text.slice(start, close + 1)
          start = close + 2
          continue
        }
        cell = parts === undefined ? text.slice(start, close) : parts + text.slice(start, close)
        pos = close + 1
        break
      }
      if (pos < n) {
        c = text.charCodeAt(pos)
        if (c !== delim && c !== CR && c !== LF) return undefined
      }
    } else {
      const start = pos
      while (pos < n) {
        c = text.charCodeAt(pos)
        if (c === delim || c === CR || c === LF) break
        if (c === QUOTE) return undefined
        pos++
      }
      cell = text.slice(start, pos)
    }
    cells.push(cell)
    if (pos >= n) break
    c = text.charCodeAt(pos)
    if (c === delim) {
      pos++
      if (pos === n) cells.push("")
      continue
    }
    // a line break ends the record
    const here: LineBreak = c === LF ? "lf" : text.charCodeAt(pos + 1) === LF ? "crlf" : "cr"
    if (lineBreak === undefined) lineBreak = here
    else if (here !== lineBreak) return undefined
    out.push({ cells, line })
    cells = []
    line++
    pos += here === "crlf" ? 2 : 1
  }
  if (cells.length > 0) out.push({ cells, line })
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
