import { Either } from "effect"
import { parseRecords } from "../records/csv-rows.js"

/** Field separators tried by detection, in preference order. */
export const candidateDelimiters: ReadonlyArray<string> = [",", ";", "\t", "|"]

/** Printable name of a delimiter for summaries and messages. */
export const delimiterName = (d: string): string => (d === "\t" ? "TAB" : d)

const SAMPLE_LINES = 60

const sampleOf = (text: string): string => text.split(/\r\n|\n|\r/, SAMPLE_LINES).join("\n")

/**
 * How well a delimiter splits the sample: the records whose field count is within two of the most
 * common one (when that is at least 2), weighted by that count, so that a decimal comma splitting
 * every row in two does not outvote the semicolons of rows with a few ragged cells. A record left
 * with a quote inside a cell does not count: that delimiter breaks the file's quoted cells.
 */
const score = (sample: string, delimiter: string): number => {
  let result = parseRecords(sample, delimiter)
  if (Either.isLeft(result)) {
    const cut = sample.slice(0, Math.max(0, sample.lastIndexOf("\n")))
    result = parseRecords(cut, delimiter)
    if (Either.isLeft(result)) return 0
  }
  const counts = new Map<number, number>()
  for (const r of result.right) {
    const n = r.cells.length
    // a quote left inside a cell: the delimiter split a quoted cell or ran past its closing quote
    if (n >= 2 && !r.cells.some((c) => c.includes("\""))) counts.set(n, (counts.get(n) ?? 0) + 1)
  }
  let modal = 0
  let most = 0
  for (const [fields, rows] of counts) {
    if (rows > most || (rows === most && fields > modal)) [modal, most] = [fields, rows]
  }
  if (modal < 2) return 0
  let near = 0
  for (const [fields, rows] of counts) if (Math.abs(fields - modal) <= 2) near += rows
  return near * (10 + Math.min(modal, 12))
}

/** The delimiter that splits the file's first lines most consistently, or none. */
export const detectDelimiter = (text: string): string | undefined => {
  const sample = sampleOf(text)
  let best: string | undefined
  let bestScore = 0
  for (const d of candidateDelimiters) {
    const s = score(sample, d)
    if (s > bestScore) {
      bestScore = s
      best = d
    }
  }
  return best
}
