import { fold } from "../../values/month-names.js"
import type { CsvLayout } from "../csv-shapes.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { CsvRows } from "../records/csv-rows.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { notBookedReason, saysBooked } from "../vocabulary/row-kind.js"
import { at } from "./row-amount.js"

// What marks a row as something other than a booking: its status cell, the section heading above it, a label line.

/**
 * A line of a label and its value ("Kontohavare;Anna Johansson", "Konto;SE91…", or one cell "Konto:
 * SE91…") that a table's columns reach: a preamble or account line, not a row whose date failed to read.
 */
export const isLabelLine = (cells: ReadonlyArray<string>): boolean => {
  const filled = cells.filter((c) => c !== "")
  const [label] = filled
  if (filled.length === 1 && label !== undefined && LABELLED.test(label)) return true
  return filled.length <= 2 && label !== undefined && /\p{L}/u.test(label) && !/\d/.test(label)
}

/** A cell of a label, a colon and its value ("Conta: PT50…", "Broj računa: HR12… EUR"). */
const LABELLED = /^\p{L}[\p{L}\p{M} .'-]{0,40}:\s*\S/u

/**
 * The text of a section heading: a line whose only cell is a word outside the description
 * columns (or alone on a short line), with no money. A heading naming pending or not-booked rows
 * opens a section of them; any other heading closes it.
 */
export const sectionHeading = (rec: CsvRecord, cols: ColumnMap): string | undefined => {
  let only = -1
  for (let i = 0; i < rec.cells.length; i++) {
    if ((rec.cells[i] ?? "") === "") continue
    if (only >= 0) return undefined
    only = i
  }
  if (only < 0) return undefined
  const cell = rec.cells[only] ?? ""
  if (cols.description.includes(only) && rec.cells.length > 1) return undefined
  return /\p{L}/u.test(cell) && !/\d/.test(cell) ? cell : undefined
}

/** The status a section heading between the header (or the preamble) and the first data record gives it. */
export const sectionAbove = (rows: CsvRows, layout: CsvLayout): string | undefined => {
  for (let row = layout.start - 1; row > (layout.header ?? -1) && row >= layout.start - 3; row--) {
    const rec = rows.recordAt(row)
    if (rec.cells.every((c) => c === "")) continue
    const heading = sectionHeading(rec, layout.cols)
    return heading === undefined ? undefined : notBookedReason(heading)
  }
  return undefined
}

/**
 * Reads a row's status cell: the words that mark a row not booked; else, in a column of a few
 * repeated values most of which are one (the booked rows'), another value that does not itself say
 * booked marks the row as not booked too: in a file with a running balance unless the balance shows
 * the row applied (judged after the loop), in a file without one when the majority value says booked.
 */
export const statusReader = (rows: CsvRows, layout: CsvLayout): (rec: CsvRecord) => string | undefined => {
  const { status: i, balance } = layout.cols
  if (i === undefined) return () => undefined
  const majority = majorityValue(rows.columnCounts(layout.start, i))
  // without a balance to show it, an odd value is read as not booked only beside a majority that says booked
  const oddCounts = balance !== undefined || (majority !== undefined && saysBooked(majority))
  const seen = new Map<string, string | undefined>()
  const odd = new Map<string, boolean>()
  const judge = (cell: string): string | undefined => {
    const named = notBookedReason(cell)
    odd.set(cell, named === undefined && majority !== undefined && fold(cell) !== majority && !saysBooked(cell))
    return named
  }
  return (rec) => {
    const cell = at(rec, i)
    if (cell === "") return undefined
    if (!seen.has(cell)) seen.set(cell, judge(cell))
    const named = seen.get(cell)
    if (named !== undefined) return named
    // a row with a balance is judged by it after the loop (counted when the balance shows it applied)
    return oddCounts && odd.get(cell) === true
      ? `status "${cell}", unlike the booked rows'${
        balance === undefined ? "" : at(rec, balance) === "" ? ", with no balance" : ""
      }`
      : undefined
  }
}

/** The value (folded) six in ten cells of a column of at most eight values hold, if one does. */
const majorityValue = (values: ReadonlyMap<string, number>): string | undefined => {
  const counts = new Map<string, number>()
  let total = 0
  for (const [value, n] of values) {
    const f = fold(value)
    counts.set(f, (counts.get(f) ?? 0) + n)
    total += n
  }
  let dominant = ""
  let most = 0
  for (const [f, n] of counts) if (n > most) [dominant, most] = [f, n]
  return counts.size <= 8 && most >= total * 0.6 ? dominant : undefined
}
