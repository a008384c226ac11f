import { Either } from "effect"
import { parseRecords } from "./csv-rows.js"

/** Field separators tried by detection, in preference order. */
export const candidateDelimiters: ReadonlyArray<string> = [",", ";", "\t", "|"]

/** Printable name of a delimiter for summaries and messages. */
export const delimiterName = (d: string): string => (d === "\t" ? "TAB" : d)

const SAMPLE_LINES = 60

const sampleOf = (text: string): string => text.split(/\r\n|\n|\r/, SAMPLE_LINES).join("\n")

/**
 * How well a delimiter splits the sample: the number of records that share the most common
 * field count (when that count is at least 2), weighted slightly by the count itself.
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
    counts.set(n, (counts.get(n) ?? 0) + 1)
  }
  let best = 0
  for (const [fields, rows] of counts) {
    if (fields < 2) continue
    const s = rows * 10 + Math.min(fields, 9)
    if (s > best) best = s
  }
  return best
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
