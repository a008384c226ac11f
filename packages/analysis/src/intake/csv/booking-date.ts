import { analyseDateColumn, type DateOrder, parseDate } from "../values/dates.js"
import type { CsvRecord } from "./csv-records.js"

/** How a column's dates run down the rows: one way only (`sorted`), both ways, or too few to say. */
const runOf = (
  rows: ReadonlyArray<CsvRecord>,
  column: number,
  pinned: DateOrder | undefined
): "sorted" | "unsorted" | undefined => {
  const values = rows.map((r) => r.cells[column] ?? "")
  const verdict = analyseDateColumn(values, pinned)
  // an order the dates leave open reads them one way; either reading runs the same way across months
  const order = verdict.kind === "dates" ? verdict.order : verdict.kind === "ambiguous" ? verdict.orders[0] : undefined
  let up = 0
  let down = 0
  let previous: string | undefined
  for (const v of values) {
    const iso = parseDate(v, order)
    if (iso === undefined) continue
    if (previous !== undefined && iso > previous) up++
    if (previous !== undefined && iso < previous) down++
    previous = iso
  }
  if (up > 0 && down > 0) return "unsorted"
  return up + down >= 2 ? "sorted" : undefined
}

/**
 * Of date columns no header tells apart, the booking date: a statement lists its rows in booking
 * order, while value dates (or purchase dates) fall a day or two either side of it. The one column
 * whose dates run one way down the rows when every other runs both ways; undefined when the rows
 * do not settle it.
 */
export const sortedDateColumn = (
  rows: ReadonlyArray<CsvRecord>,
  candidates: ReadonlyArray<number>,
  pinned: DateOrder | undefined
): number | undefined => {
  if (candidates.length < 2) return undefined
  const runs = candidates.map((c) => runOf(rows, c, pinned))
  const sorted = candidates.filter((_, k) => runs[k] === "sorted")
  const [only] = sorted
  return sorted.length === 1 && runs.every((r) => r !== undefined) ? only : undefined
}
