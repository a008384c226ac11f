import { type DecimalSeparator, parseAmount } from "../../values/amounts.js"
import { type DateOrder, parseDate } from "../../values/dates.js"
import { columnsUsed, type MutableColumnMap } from "../columns/complete-columns.js"
import { blockHeaderRoles } from "../columns/detect-columns.js"
import type { CsvLayout } from "../csv-shapes.js"
import type { CsvRecord } from "../records/csv-records.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"
import { balanceKind, isBalanceLine, isSummaryRow } from "../vocabulary/row-kind.js"
import { readPreamble } from "./preamble.js"

// Blocks of rows under headers of their own: another account's, a page's repeated header, a first
// block above the header the detection found.

/**
 * The layout of an earlier block whose own header stands above the header found (a first account's
 * block the detection passed over), when the header found also reads as a block header, so that
 * the read starts there and switches at it; undefined when there is none.
 */
export const earlierBlock = (rows: CsvRows, layout: CsvLayout, order: DateOrder | undefined): CsvLayout | undefined => {
  const { header } = layout
  if (header === undefined) return undefined
  for (let row = 0; row < Math.min(header, 40); row++) {
    const block = blockLayout(rows, row, rows.recordAt(row), layout, order)
    if (block === undefined) continue
    const first = withBlockPreamble(block, recordsOf(rows, 0, row))
    return blockLayout(rows, header, rows.recordAt(header), first, order) === undefined ? undefined : first
  }
  return undefined
}

/** A number with two or three decimals, a sign or currency word at either end ("1,371 KD DR", "-BD51,700"). */
const MONEY_SHAPE = /^[-+(]?[^\d\s]{0,4}\s?[-+]?\d[\d .,']*[.,]\d{2,3}\)?(\s?[^\d\s]{1,4}){0,2}$/u

/**
 * The line of the first record above the header that reads like a booking (a cell that is a date, one
 * that is an amount, a third with text, no balance or total label): a block of rows whose own header
 * was not understood, which a read from the header down would silently leave out.
 */
export const bookingAboveHeader = (
  rows: CsvRows,
  layout: CsvLayout,
  order: DateOrder | undefined,
  decimal: DecimalSeparator
): number | undefined => {
  const end = Math.min(layout.header ?? layout.start, 40)
  for (let row = 0; row < end; row++) {
    const { cells, line } = rows.recordAt(row)
    let date = false
    let amount = false
    let text = false
    for (const c of cells) {
      if (c === "") continue
      if (parseDate(c, order) !== undefined) date = true
      else if (/\d/.test(c) && (MONEY_SHAPE.test(c) || parseAmount(c, decimal).ok)) amount = true
      else if (/\p{L}/u.test(c)) text = true
    }
    if (date && amount && text && !cells.some(isBalanceLine) && !isSummaryRow(cells)) return line
  }
  return undefined
}

/** The layout of a block whose own header is the record at `row`, read with the records below it. */
export const blockLayout = (
  rows: CsvRows,
  row: number,
  rec: CsvRecord,
  current: CsvLayout,
  order: DateOrder | undefined
): CsvLayout | undefined => {
  // lines without a digit (titles, the next block's header) say nothing about the values
  const below = () =>
    recordsOf(rows, row + 1, Math.min(rows.length, row + 101)).filter((r) => r.cells.some((c) => /\d/.test(c)))
  const cols = blockHeaderRoles(rec.cells, below, order)
  if (cols === undefined || cols.booking_date === undefined) return undefined
  // a role the block's header does not name stays where the previous block had it, when that column is free
  const merged: MutableColumnMap = { ...cols, description: [...cols.description] }
  const taken = columnsUsed(cols)
  const halfPair = merged.amount === undefined && (merged.debit === undefined) !== (merged.credit === undefined)
  for (const role of halfPair ? [...CARRIED, "debit", "credit"] as const : CARRIED) {
    const i = current.cols[role]
    if (merged[role] === undefined && i !== undefined && !taken.has(i)) merged[role] = i
  }
  // a description header in words no vocabulary holds ("Movimento") stays where the block above read it
  if (merged.description.length === 0) merged.description = current.cols.description.filter((i) => !taken.has(i))
  return { ...current, cols: merged, booking: cols.booking_date, start: row + 1, header: row, headerCells: rec.cells }
}

/**
 * A block's account and currency from the lines between the previous block's rows and its header
 * ("IBAN: …", "Account 716387755718 RON"): a page header repeats the account it continues, a new
 * account's block without a currency of its own takes none from the one before.
 */
export const withBlockPreamble = (block: CsvLayout, between: ReadonlyArray<CsvRecord>): CsvLayout => {
  // the previous block's totals and closing balance ("Total turnover 10063.14 zł") name its currency, not this one's
  const facts = readPreamble(between.filter((r) => !closesBlock(r.cells)))
  const account = facts.account ?? block.preamble.account
  const sameAccount = account === block.preamble.account
  const currency = facts.currency ?? (sameAccount ? block.preamble.currency : undefined)
  return { ...block, preamble: { ...block.preamble, account, currency } }
}

/**
 * A total, a balance or an undated row with an amount (a pending row), other than an opening balance:
 * it ends the block above, it does not open the next.
 */
const closesBlock = (cells: ReadonlyArray<string>): boolean =>
  (isSummaryRow(cells) || cells.some((c) => MONEY_SHAPE.test(c.trim()))) && balanceKind(cells.join(" ")) !== "opening"

const CARRIED = ["value_date", "balance", "status", "currency", "indicator", "account", "counterparty"] as const
