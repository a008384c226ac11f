import { analyseDateColumn, type DateOrder, parseDate } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { rolesOfHeader } from "../vocabulary/header-vocabulary.js"
import { columnValues, holdsDates } from "./column-stats.js"
import { columnsUsed } from "./complete-columns.js"

/** A purchase is posted within days; a date further before the posting date is some other date. */
const MAX_DAYS_BEFORE = 45
const DAY_MS = 86_400_000

const orderOf = (values: ReadonlyArray<string>, pinned: DateOrder | undefined): DateOrder | undefined => {
  const verdict = analyseDateColumn(values, pinned)
  return verdict.kind === "dates" ? verdict.order : verdict.kind === "ambiguous" ? verdict.orders[0] : undefined
}

/** True when, row by row, `made` is never after `posted`, at most MAX_DAYS_BEFORE before it and at least once before it. */
const precedesPosting = (
  rows: ReadonlyArray<CsvRecord>,
  made: number,
  posted: number,
  pinned: DateOrder | undefined
): boolean => {
  const madeOrder = orderOf(columnValues(rows, made), pinned)
  const postedOrder = orderOf(columnValues(rows, posted), pinned)
  let both = 0
  let before = 0
  for (const r of rows) {
    const m = parseDate(r.cells[made] ?? "", madeOrder)
    const p = parseDate(r.cells[posted] ?? "", postedOrder)
    if (m === undefined || p === undefined) continue
    const days = (Date.parse(p) - Date.parse(m)) / DAY_MS
    if (!(days >= 0 && days <= MAX_DAYS_BEFORE)) return false
    both++
    if (days > 0) before++
  }
  return both >= 2 && before > 0
}

/**
 * The column of purchase dates beside the booking (posting) date, when a named one is there: a date
 * column whose header does not call it a value date (the booking column's other date, or a date
 * column no role took), whose dates are never after the booking date of their row, at most
 * MAX_DAYS_BEFORE days before it and at least once before it. A card purchase is posted on or after
 * the day it is made, while a value date falls on either side of the booking date.
 */
export const purchaseDateColumn = (
  rows: ReadonlyArray<CsvRecord>,
  cols: ColumnMap,
  headerCells: ReadonlyArray<string> | undefined,
  pinned: DateOrder | undefined
): number | undefined => {
  const booking = cols.booking_date
  if (booking === undefined || headerCells === undefined) return undefined
  const used = columnsUsed(cols)
  const candidates: Array<number> = []
  for (let i = 0; i < headerCells.length; i++) {
    if (i === booking || (used.has(i) && i !== cols.value_date)) continue
    const header = headerCells[i] ?? ""
    if (header.trim() === "" || rolesOfHeader(header).includes("value_date")) continue
    if (i === cols.value_date || holdsDates(columnValues(rows, i), pinned)) candidates.push(i)
  }
  const found = candidates.filter((c) => precedesPosting(rows, c, booking, pinned))
  return found.length === 1 ? found[0] : undefined
}
