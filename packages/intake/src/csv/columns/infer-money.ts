import { decimalOfThreeDigits, type DecimalSeparator, detectDecimal } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import type { DateOrder } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { pairByDescription } from "../vocabulary/direction-by-description.js"
import { columnSteps } from "./booking-date.js"
import { cardEvidence } from "./card-evidence.js"
import { columnValues } from "./column-stats.js"
import type { MutableColumnMap } from "./complete-columns.js"
import { complementary, emptyNeighbour, settleByBalance, type Settled, unmarked } from "./money-readings.js"
import type { RowOrder } from "./money-series.js"

// The money columns of a headerless file: one amount, a debit/credit pair, or those a running balance settles.

export type Inferred = ColumnMap | { readonly partial: ColumnMap; readonly problem: string }

/** A column of whole numbers of up to twelve digits (amounts of a currency without decimals, or ids). */
const wholeNumbers = (values: ReadonlyArray<string>): boolean =>
  values.length > 0 && values.every((v) => /^\d{1,12}$/.test(v))

/**
 * No column shows money by its form: whole numbers are amounts when a direction column stands
 * beside the only such column, or when a running balance joins them (`settleByBalance`); else the
 * file is refused.
 */
export const wholeMoney = (context: MoneyContext, records: ReadonlyArray<CsvRecord>): Inferred => {
  const { data, map, width } = context
  const used = new Set([map.booking_date, map.value_date, map.indicator, map.currency, map.status, ...map.description])
  const whole: Array<number> = []
  for (let i = 0; i < width; i++) if (!used.has(i) && wholeNumbers(columnValues(data, i))) whole.push(i)
  const [only] = whole
  if (map.indicator !== undefined && whole.length === 1 && only !== undefined) return { ...map, amount: only }
  const settled = whole.length >= 2 ? byBalance(context, records, whole) : undefined
  if (settled === undefined) return { partial: map, problem: "no column holds amounts throughout" }
  return withOtherSide(data, map, whole, settled)
}

/** What the money columns of a headerless file are read with. */
export interface MoneyContext {
  readonly data: ReadonlyArray<CsvRecord>
  readonly map: MutableColumnMap
  readonly width: number
  readonly decimal: DecimalSeparator
  readonly titles: ReadonlyArray<string>
  readonly pinned: DateOrder | undefined
}

/**
 * The decimal separator the money cells show: as the whole file's are decided, three digits after
 * every separator settled by a space-grouped thousand or a currency of three decimals.
 */
export const moneyDecimal = (
  data: ReadonlyArray<CsvRecord>,
  money: ReadonlyArray<number>,
  currency: number | undefined
): DecimalSeparator => {
  const cells = money.flatMap((i) => columnValues(data, i))
  const named = new Set<string>()
  const add = (c: string | undefined): void => void (c === undefined ? undefined : named.add(c))
  if (currency !== undefined) { for (const v of columnValues(data, currency).slice(0, 50)) add(currencyOfToken(v)) }
  for (const c of cells.slice(0, 50)) for (const w of c.split(/[^\p{L}\p{Sc}]+/u)) add(currencyOfToken(w))
  return detectDecimal(cells) ?? decimalOfThreeDigits(cells, named) ?? "."
}

/** Reads the money columns: one amount, a debit/credit pair, or the ones a running balance settles. */
export const inferMoney = (
  context: MoneyContext,
  records: ReadonlyArray<CsvRecord>,
  money: ReadonlyArray<number>
): Inferred => {
  const { data, map } = context
  const [first, second] = money
  if (first === undefined) return { partial: map, problem: "no column holds amounts throughout" }
  const settled = byBalance(context, records, money)
  if (settled !== undefined) return withOtherSide(data, map, money, settled)
  if (second !== undefined && complementary(data, first, second)) {
    if (!unmarked(data, first) || !unmarked(data, second)) {
      return { ...map, debit: first, credit: second, signedParts: true }
    }
    return unsignedPair(context, [first, second])
  }
  if (second === undefined) return singleAmount(context, first)
  return {
    partial: map,
    problem:
      `${money.length} columns hold amounts and no running balance tells which is the transaction amount; pass options.columns {"amount": ${
        money[0]
      }}${money.slice(1).map((i) => ` or {"amount": ${i}}`).join("")}`
  }
}

/**
 * One money column. Unsigned and unmarked beside a column empty throughout, it may be either side
 * of a debit/credit pair, and nothing says which, unless the file is a card statement (its amounts
 * are charges) or an indicator column gives each row's direction.
 */
const singleAmount = (context: MoneyContext, first: number): Inferred => {
  const { data, map, width, titles } = context
  const twin = emptyNeighbour(data, first, width)
  if (
    twin !== undefined && unmarked(data, first) && map.indicator === undefined &&
    cardEvidence(undefined, titles, data) === undefined
  ) {
    return {
      partial: map,
      problem: `column #${first + 1} holds unsigned amounts beside an empty column #${
        twin + 1
      }, and no header says whether they are money in or out; pass options.columns {"debit": ${first}} or {"credit": ${first}}`
    }
  }
  return { ...map, amount: first }
}

/**
 * The readings a running balance settles (`settleByBalance`), on the rows as they stand, then
 * each account's and each run of consecutive rows on its own: a heading, a title or a balance
 * line between two rows breaks the run (another account's block, the pending rows above the
 * booked ones).
 */
const byBalance = (
  context: MoneyContext,
  records: ReadonlyArray<CsvRecord>,
  money: ReadonlyArray<number>
): Settled | undefined => {
  const { data, map, decimal, width, pinned } = context
  const order = map.booking_date === undefined ? undefined : rowOrder(data, map.booking_date, pinned)
  const settle = (keys: ReadonlyArray<string> | undefined) =>
    settleByBalance(data, money, map.indicator, decimal, order, keys, width)
  const accounts = accountsOf(data, width, [...money, map.booking_date ?? -1, map.value_date ?? -1])
  const runs = runsOf(records, data)
  return settle(undefined) ?? settle(data.map((_, k) => `${accounts?.[k] ?? ""}\u0000${runs[k] ?? 0}`))
}

/** Each data row's run: consecutive records of the data, a record between them (a heading, a title) starting the next. */
const runsOf = (records: ReadonlyArray<CsvRecord>, data: ReadonlyArray<CsvRecord>): ReadonlyArray<number> => {
  const runs: Array<number> = []
  let run = 0
  let k = 0
  for (const r of records) {
    if (k >= data.length) break
    if (r === data[k]) {
      runs.push(run)
      k++
    } else if (k > 0) run = k
  }
  return runs
}

/**
 * The balance joins most rows with one amount column; a money column filled exactly on rows that
 * one leaves empty is its other side (a credit column beside signed debits), not a column to drop.
 * Undefined when that pair is unsigned: which side is money in, nothing then says.
 */
const withOtherSide = (
  data: ReadonlyArray<CsvRecord>,
  map: MutableColumnMap,
  money: ReadonlyArray<number>,
  settled: Settled
): Inferred => {
  const { amount } = settled
  const other = amount === undefined
    ? undefined
    : money.find((c) => c !== amount && c !== settled.balance && complementary(data, amount, c))
  if (amount === undefined || other === undefined) return { ...map, ...settled }
  if (unmarked(data, amount) && unmarked(data, other)) {
    return {
      partial: map,
      problem: `columns #${
        amount + 1
      } and another hold unsigned amounts on different rows and nothing says which is money in; pass options.columns {"debit": …, "credit": …}`
    }
  }
  const negative = (i: number) => columnValues(data, i).some((v) => /^\s*[-−(]/.test(v))
  const [debit, credit] = negative(other) && !negative(amount) ? [other, amount] : [amount, other]
  const balance = settled.balance === undefined ? {} : { balance: settled.balance }
  return { ...map, debit, credit, signedParts: true, ...balance }
}

/**
 * Two unsigned amount columns never filled on the same row, no header naming them, that no
 * running balance settles: the transaction kinds in the descriptions of the rows each fills tell
 * which is money out, or the file is refused.
 */
const unsignedPair = (context: MoneyContext, [first, second]: readonly [number, number]): Inferred => {
  const { data, map } = context
  const told = pairByDescription(data, first, second, map.description)
  if ("undecided" in told) {
    return {
      partial: map,
      problem: `columns #${first + 1} and #${
        second + 1
      } hold unsigned amounts with no header saying which is money out, and the descriptions do not settle it (${told.undecided}); pass options.columns {"debit": ${first}, "credit": ${second}} or the other way round`
    }
  }
  return { ...map, debit: told.debit, credit: told.credit, directionEvidence: told.evidence }
}

/**
 * Which way the rows run in time: nine in ten of the changes of date one way. Dates whose day and
 * month order is still open are read day first; either reading runs the same way across months.
 */
const rowOrder = (
  rows: ReadonlyArray<CsvRecord>,
  column: number,
  pinned: DateOrder | undefined
): RowOrder | undefined => {
  const { up, down } = columnSteps(rows, column, pinned)
  if (up >= 1 && down * 10 <= up) return "oldest-first"
  return down >= 1 && up * 10 <= down ? "newest-first" : undefined
}

/**
 * Each row's account when a column of the headerless rows other than the money and date columns
 * holds two to six account numbers (long runs of digits, an IBAN), one on several rows at least (a
 * reference differs on every row), so several accounts share the table; undefined otherwise.
 */
const accountsOf = (
  rows: ReadonlyArray<CsvRecord>,
  width: number,
  others: ReadonlyArray<number>
): ReadonlyArray<string> | undefined => {
  for (let i = 0; i < width; i++) {
    if (others.includes(i)) continue
    const cells = rows.map((r) => (r.cells[i] ?? "").replace(/\s/g, ""))
    const distinct = new Set(cells)
    if (
      distinct.size >= 2 && distinct.size <= 6 && distinct.size < cells.length &&
      [...distinct].every((c) => /^[A-Z]{0,2}\d{2}[\dA-Z-]{6,32}$/.test(c))
    ) {
      return cells
    }
  }
  return undefined
}
