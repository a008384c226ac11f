import type { Transaction } from "@statement-engine/intake"
import { groupedBy } from "./group-by.js"

/**
 * The transactions of one account in the order they happened: each file's rows in file order,
 * reversed when the file lists newest first, then merged by booking date (stable, so rows of one
 * day keep their file order).
 */
export const chronological = (txs: ReadonlyArray<Transaction>): ReadonlyArray<Transaction> => {
  // most accounts come from one file, already in line order: then nothing is grouped or copied
  const files = [...groupedBy(txs, (tx) => tx.source_file).values()].map((rows) =>
    oriented(inLineOrder(rows) ? rows : inLines(rows))
  )
  return byDate(files.length === 1 ? (files[0] ?? []) : files.flat(), bookingDate)
}

const bookingDate = (tx: Transaction): string => tx.booking_date

/** A copy of one file's rows in the order of their lines. */
const inLines = (rows: ReadonlyArray<Transaction>): Array<Transaction> =>
  [...rows].sort((a, b) => a.source_line - b.source_line)

/** One file's rows in line order, reversed when the file lists newest first. */
const oriented = (rows: ReadonlyArray<Transaction>): ReadonlyArray<Transaction> => {
  const first = rows[0]?.booking_date ?? ""
  const last = rows[rows.length - 1]?.booking_date ?? ""
  return first > last ? [...rows].reverse() : rows
}

/** True when rows are already in the order of their lines (as a file's rows nearly always are). */
const inLineOrder = (rows: ReadonlyArray<Transaction>): boolean => {
  for (let i = 1; i < rows.length; i++) if (rows[i]!.source_line < rows[i - 1]!.source_line) return false
  return true
}

/**
 * `xs` stably sorted by `dateOf` (ISO dates compare as strings). Statements are nearly always in
 * date order already, or in reverse: those are answered in one pass, without sorting.
 */
export const byDate = <A>(xs: ReadonlyArray<A>, dateOf: (a: A) => string): ReadonlyArray<A> => {
  let ascending = true
  let descending = true
  for (let i = 1; i < xs.length && (ascending || descending); i++) {
    const before = dateOf(xs[i - 1]!)
    const here = dateOf(xs[i]!)
    if (here < before) ascending = false
    if (here > before) descending = false
  }
  if (ascending) return xs
  if (descending) {
    // newest first: the days in reverse, each day's rows kept in their order (what a stable sort gives)
    const out: Array<A> = []
    let end = xs.length
    while (end > 0) {
      let start = end - 1
      const date = dateOf(xs[start]!)
      while (start > 0 && dateOf(xs[start - 1]!) === date) start--
      for (let i = start; i < end; i++) out.push(xs[i]!)
      end = start
    }
    return out
  }
  return xs
    .map((x, i) => ({ x, i, date: dateOf(x) }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.i - b.i))
    .map(({ x }) => x)
}
