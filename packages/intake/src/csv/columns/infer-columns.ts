import { looksNumeric } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import type { DateOrder } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { directionOf } from "../vocabulary/direction.js"
import { isBalanceLine, isTotalLine } from "../vocabulary/row-kind.js"
import { sortedDateColumn } from "./booking-date.js"
import {
  columnValues,
  currencyShare,
  dateShare,
  DETECTION_SAMPLE,
  filledCells,
  hasMoneyShape,
  holdsDates,
  indicatorShare,
  meanLength,
  numericShare
} from "./column-stats.js"
import { contradictsSigns, type MutableColumnMap, statusLike } from "./complete-columns.js"
import { inferMoney, type Inferred, type MoneyContext, moneyDecimal, wholeMoney } from "./infer-money.js"
import { partyColumn } from "./party-column.js"

/**
 * The first two date columns of headerless rows: columns nearly all dates, or failing those, the
 * column whose values are dates at least half the time and otherwise words (the "Total" and
 * "Pending" labels and the account lines a short statement has many of in proportion).
 */
const dateColumns = (
  data: ReadonlyArray<CsvRecord>,
  width: number,
  pinned: DateOrder | undefined
): ReadonlyArray<number> => {
  const found: Array<number> = []
  let loose: number | undefined
  for (let i = 0; i < width && found.length < 2; i++) {
    const values = columnValues(data, i)
    if (values.length === 0) continue
    if (dateShare(values, pinned) >= 0.8) found.push(i)
    else if (loose === undefined && holdsDates(values, pinned)) loose = i
  }
  return found.length === 0 && loose !== undefined ? [loose] : found
}

/** True when the cell is a date (in any order the cell allows). */
const readsAsDate = (cell: string | undefined, pinned: DateOrder | undefined): boolean =>
  cell !== undefined && cell !== "" && dateShare([cell], pinned) > 0

/** The rows of a headerless file that detection reads: titles, account lines and balance lines left out. */
const bodyRecords = (records: ReadonlyArray<CsvRecord>): ReadonlyArray<CsvRecord> =>
  // closing-balance lines would make a sparse money column look like text; a title or an account line is no row
  records.slice(firstBodyRow(records), DETECTION_SAMPLE).filter((r) =>
    filledCells(r.cells) >= 2 && !r.cells.some(isBalanceLine)
  )

/**
 * Infers column roles of a headerless file from content: date columns, the money columns,
 * a debit/credit indicator, a currency column and the longest text column as description.
 * The money columns are read on the rows holding a date: totals and section lines have none.
 * `titles` (the file name, the lines above the rows) may say it is a card statement. Returns the
 * problem, with what was inferred, when the money columns are ambiguous.
 */
export const inferColumns = (
  records: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined,
  titles: ReadonlyArray<string> = []
): Inferred => {
  const all = bodyRecords(records)
  const width = Math.max(0, ...all.map((r) => r.cells.length))
  const [firstDate, secondDate] = dateColumns(all, width, pinned)
  // of two date columns, the booking date is the one the rows are sorted by, when only one is
  const swap = secondDate !== undefined && sortedDateColumn(all, [firstDate ?? 0, secondDate], pinned) === secondDate
  const [booking, valueDate] = swap ? [secondDate, firstDate] : [firstDate, secondDate]
  const data = booking === undefined ? all : all.filter((r) => readsAsDate(r.cells[booking], pinned))
  const map: MutableColumnMap = { description: [] }
  if (booking !== undefined) map.booking_date = booking
  if (valueDate !== undefined) map.value_date = valueDate
  const money = classifyOthers(map, data, width)
  // a column saying one direction word on every row beside amounts signed both ways says something else
  // (a running balance, signed both ways too, is judged with the amounts: every money column must say so)
  const indicator = map.indicator
  if (indicator !== undefined && money.length > 0 && money.every((a) => contradictsSigns(data, indicator, a))) {
    delete map.indicator
    if (map.status === undefined && statusLike(columnValues(data, indicator))) map.status = indicator
  }
  // what was inferred is kept, so that a pinned money column completes it
  if (map.booking_date === undefined) return { partial: map, problem: "no column holds dates throughout" }
  const context: MoneyContext = { data, map, width, decimal: moneyDecimal(data, money, map.currency), titles, pinned }
  if (money.length === 0) return wholeMoney(context, records)
  return inferMoney(context, records, money)
}

/** An IBAN, or an account number of 8 to 34 digits (spaces or dashes between groups allowed). */
const ACCOUNT = /^(?:[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}|\d(?:[\s-]?\d){7,33})$/

/** A column of account numbers nine times in ten: the account, however long, is no description. */
const accountNumbers = (values: ReadonlyArray<string>): boolean =>
  values.filter((v) => ACCOUNT.test(v.trim())).length >= values.length * 0.9

/** Gives the columns other than the dates their roles from their values; returns the money columns. */
const classifyOthers = (map: MutableColumnMap, data: ReadonlyArray<CsvRecord>, width: number): Array<number> => {
  const money: Array<number> = []
  const texts: Array<number> = []
  let bestText = -1
  let bestLen = 0
  for (let i = 0; i < width; i++) {
    const values = columnValues(data, i)
    if (values.length === 0 || i === map.booking_date || i === map.value_date) continue
    if (numericShare(values) >= 0.9 && hasMoneyShape(values)) {
      money.push(i)
      continue
    }
    if (currencyShare(values) >= 0.9) {
      if (map.currency === undefined) map.currency = i
      continue
    }
    if (indicatorShare(values) >= 0.95 && new Set(values.map((v) => v.toLowerCase())).size <= 4) {
      if (map.indicator === undefined) map.indicator = i
      continue
    }
    if (map.status === undefined && statusLike(values)) {
      map.status = i
      continue
    }
    if (numericShare(values) >= 0.5 || accountNumbers(values)) continue
    texts.push(i)
    const len = meanLength(values)
    if (len > bestLen) {
      bestLen = len
      bestText = i
    }
  }
  if (bestText >= 0) map.description.push(bestText)
  // the party may be the only text column, the description too
  const party = partyColumn(data, texts)
  if (party !== undefined) map.counterparty = party
  return money
}

/**
 * Index of the first record with the file's usual field count: preamble lines before it have fewer.
 * Single cells (titles, section lines) and, when wider records exist, label lines of two do not
 * count: a short statement may have more of them than rows.
 */
const firstBodyRow = (records: ReadonlyArray<CsvRecord>): number => {
  const counts = new Map<number, number>()
  for (const r of records.slice(0, DETECTION_SAMPLE)) {
    if (r.cells.length >= 2) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1)
  }
  // label lines ("Customer;A. Person") have two cells; a row has a date, an amount and words
  const rowWidths = [...counts].filter(([n]) => n >= 3)
  let modal = 0
  let best = 0
  for (const [n, c] of rowWidths.length > 0 ? rowWidths : counts) {
    if (c > best || (c === best && n > modal)) [modal, best] = [n, c]
  }
  const i = records.findIndex((r) => r.cells.length === modal)
  return i < 0 ? 0 : i
}

/** True when a record is a row of the columns inferred: a date, an amount and words where they stand, and every other cell fitting its column. */
const fitsColumns = (r: CsvRecord, cols: ColumnMap, booking: number, pinned: DateOrder | undefined): boolean => {
  const cell = (i: number | undefined) => (i === undefined ? "" : (r.cells[i] ?? ""))
  const money = [cols.amount, cols.debit, cols.credit]
  return !r.cells.some(isBalanceLine) && readsAsDate(cell(booking), pinned) &&
    money.some((m) => looksNumeric(cell(m))) && cols.description.some((d) => /\p{L}/u.test(cell(d))) &&
    [...money, cols.balance].every((m) => cell(m) === "" || looksNumeric(cell(m))) &&
    (cell(cols.value_date) === "" || readsAsDate(cell(cols.value_date), pinned)) &&
    (cell(cols.currency) === "" || currencyOfToken(cell(cols.currency)) !== undefined) &&
    (cell(cols.indicator) === "" || directionOf(cell(cols.indicator)) !== undefined)
}

/**
 * Where the rows of a headerless file start: the first record with the usual field count, or, when
 * that one is a row of the columns inferred or a total or balance line, the rows standing straight
 * above it (headings of one cell between them) that fit the columns as well, fill as many cells as the fewest the rows below
 * fill, and leave out only cells some rows below leave empty or the balance (a pending row has
 * none yet): rows whose last empty cells the file leaves out.
 */
export const headerlessStart = (
  records: ReadonlyArray<CsvRecord>,
  cols: ColumnMap | undefined,
  pinned: DateOrder | undefined
): number => {
  const usual = firstBodyRow(records)
  const booking = cols?.booking_date
  const first = records[usual]
  if (cols === undefined || booking === undefined || first === undefined) return usual
  const isRow = (r: CsvRecord) => fitsColumns(r, cols, booking, pinned)
  // a total or balance line of the usual width closes the rows above it (a first block of shorter rows)
  const closing = isTotalLine(first.cells) || first.cells.some(isBalanceLine)
  if (!isRow(first) && !closing) return usual
  const rows = records.slice(usual, DETECTION_SAMPLE).filter(isRow)
  // the balance not counted: a pending row has none yet
  const filledBesideBalance = (r: CsvRecord) => filledCells(r.cells.filter((_, j) => j !== cols.balance))
  const fewest = Math.min(...rows.map(filledBesideBalance))
  const optional = (j: number): boolean => j === cols.balance || rows.some((r) => (r.cells[j] ?? "") === "")
  const leftOut = (r: CsvRecord): ReadonlyArray<number> =>
    Array.from({ length: Math.max(0, first.cells.length - r.cells.length) }, (_, k) => r.cells.length + k)
  let start = usual
  for (let i = usual - 1; i >= 0; i--) {
    const r = records[i]
    if (r === undefined) break
    // a heading ("Pending") is passed over; a line saying the account or its currency stays above the rows
    if (filledCells(r.cells) < 2 && !r.cells.some((c) => /[\d:]/.test(c))) continue
    if (!isRow(r) || filledBesideBalance(r) < fewest || !leftOut(r).every(optional)) break
    start = i
  }
  return start
}
