import { analyseDateColumn, type DateOrder } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import { dateSteps } from "./date-order.js"

/**
 * Steps up and down between a column's consecutive dates. Dates whose day and month order is still
 * open are read the first way; either reading runs the same way across months.
 */
export const columnSteps = (
  rows: ReadonlyArray<CsvRecord>,
  column: number,
  pinned: DateOrder | undefined
): { readonly up: number; readonly down: number } => {
  const values = rows.map((r) => r.cells[column] ?? "")
  const verdict = analyseDateColumn(values, pinned)
  const order = verdict.kind === "dates" ? verdict.order : verdict.kind === "ambiguous" ? verdict.orders[0] : undefined
  return dateSteps(values, order)
}

/** How a column's dates run down the rows: one way only (`sorted`), both ways, or too few to say. */
const runOf = (
  rows: ReadonlyArray<CsvRecord>,
  column: number,
  pinned: DateOrder | undefined
): "sorted" | "unsorted" | undefined => {
  const { up, down } = columnSteps(rows, column, pinned)
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
