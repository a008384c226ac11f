import type { DecimalSeparator } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import { parseDate } from "../../values/dates.js"
import type { CsvBody, CsvDates, CsvLayout } from "../csv-shapes.js"
import { blockLayout, withBlockPreamble } from "../layout/block-layout.js"
import { accountLine } from "../layout/preamble.js"
import type { CsvRecord } from "../records/csv-records.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"
import { indicatorSides } from "../vocabulary/direction.js"
import { isBalanceLine, notBookedReason } from "../vocabulary/row-kind.js"
import { rememberedReads } from "./remembered-reads.js"
import { at } from "./row-amount.js"
import {
  amountHeaderCurrencyOf,
  balanceReader,
  type BodyBuilder,
  datedRow,
  emptyBody,
  notePending,
  notePrinted,
  type RowReads,
  undatedRow
} from "./row-reads.js"
import { sectionAbove, sectionHeading, statusReader } from "./row-status.js"

/**
 * Reads a CSV's data records one by one into drafts: booked rows become transactions, anything
 * else (pending, balances, summaries, repeated headers, blank lines, unreadable rows) is set
 * aside with its reason; a line with text but no date or amount continues the description above.
 * Rows marked pending or whose direction letter did not read are left for `settle-rows.ts`.
 */
export const readRows = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  dates: CsvDates,
  decimal: DecimalSeparator,
  currencyOption: string | undefined
): CsvBody => {
  const body = emptyBody()
  let reads: RowReads = {
    dateOf: rememberedReads((cell) => parseDate(cell, dates.order, dates.months)),
    valueDateOf: rememberedReads((cell) => parseDate(cell, dates.valueOrder, dates.months) ?? null),
    currencyOf: rememberedReads(currencyOfToken),
    balanceOf: balanceReader(body, decimal),
    amountHeaderCurrency: amountHeaderCurrencyOf(layout),
    currencyOption
  }
  // another account's block may come with a header of its own: its columns are read from there on
  let current = withIndicatorSides(rows, layout)
  let statusOf = statusReader(rows, current)
  let previousLine: number | undefined
  // the status a section heading such as "Pending transactions" gives the rows under it
  let section = sectionAbove(rows, layout)
  let lastDated = layout.start - 1
  for (let row = layout.start; row < rows.length; row++) {
    const misfit = rows.misfitOf?.(row)
    if (misfit !== undefined) {
      body.skipped.push({ line: rows.lineOf(row), reason: misfit })
      continue
    }
    const rec = rows.recordAt(row) // made for this row only: no record outlives its turn
    const previous = previousLine
    previousLine = rec.line
    const { cols, booking } = current
    const date = reads.dateOf(at(rec, booking))
    const block = date === undefined ? blockLayout(rows, row, rec, current, dates.order) : undefined
    if (block !== undefined) {
      const previousAccount = current.preamble.account
      current = withIndicatorSides(rows, withBlockPreamble(block, recordsOf(rows, lastDated + 1, row)), current)
      statusOf = statusReader(rows, block)
      // a page header repeated for the same account keeps the currency the first header named
      const continued = current.preamble.account === previousAccount ? reads.amountHeaderCurrency : undefined
      reads = { ...reads, amountHeaderCurrency: amountHeaderCurrencyOf(block) ?? continued }
      section = undefined
      body.skipped.push({ line: rec.line, reason: "repeated header row" })
      continue
    }
    const named = date === undefined ? withAccountLine(body, rec, current) : undefined
    current = named ?? current
    if (named !== undefined) continue
    const heading = date === undefined ? sectionHeading(rec, cols) : undefined
    if (heading !== undefined) {
      section = notBookedReason(heading)
      body.skipped.push({ line: rec.line, reason: `section heading "${heading}"` })
      continue
    }
    const status = statusOf(rec) ?? section
    if (status !== undefined && date !== undefined && at(rec, cols.balance) !== "") {
      // a row marked pending whose running balance shows it applied is counted: read it, judged after the loop
      const before = body.drafts.length
      datedRow(name, body, rec, date, current, decimal, reads)
      if (body.drafts.length > before) body.marked.set(before, status)
    } else if (status !== undefined) {
      body.skipped.push({ line: rec.line, reason: status })
      notePending(body, rec, cols, decimal)
    } else if (rec.cells.some(isBalanceLine)) {
      // any cell can carry the label of a closing-balance line (the bank puts it where it likes)
      body.skipped.push({ line: rec.line, reason: "summary or balance row" })
      notePrinted(body, rec, cols, decimal)
    } else if (date === undefined) undatedRow(body, rec, cols, booking, previous, decimal)
    else datedRow(name, body, rec, date, current, decimal, reads)
    if (date !== undefined) lastDated = row
  }
  return body
}

/** The layout of the rows below a labelled account line (`Account: GB29 …`): that account's; set aside as a line. */
const withAccountLine = (body: BodyBuilder, rec: CsvRecord, layout: CsvLayout): CsvLayout | undefined => {
  const account = accountLine(rec.cells)
  if (account === undefined) return undefined
  body.skipped.push({ line: rec.line, reason: `account line (${account})` })
  return { ...layout, preamble: { ...layout.preamble, account } }
}

/** Rows an indicator column's letters are read over: a file's convention shows in its first rows. */
const SIDES_SAMPLE = 2000

/**
 * The layout with its indicator column's values read together (a `U` is the side opposite the
 * column's other letter), over the rows from the block's start, its totals lines included.
 */
const withIndicatorSides = (rows: CsvRows, layout: CsvLayout, earlier?: CsvLayout): CsvLayout => {
  const column = layout.cols.indicator
  if (column === undefined) return layout
  const values: Array<string> = []
  for (let r = layout.start; r < Math.min(rows.length, layout.start + SIDES_SAMPLE); r++) {
    values.push(rows.recordAt(r).cells[column] ?? "")
  }
  const sides = indicatorSides(values, layout.headerCells?.[column], earlier?.cols.indicatorSides)
  return { ...layout, cols: { ...layout.cols, indicatorSides: sides } }
}
