import { type DecimalSeparator, detectDecimal, parseAmount } from "../../values/amounts.js"
import { type DateOrder, isDateCell } from "../../values/dates.js"
import { fold } from "../../values/month-names.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { pairAmong } from "../vocabulary/direction-by-description.js"
import { indicatorSides, sideOf } from "../vocabulary/direction.js"
import { isBalanceLine, isTotalLine, notBookedReason } from "../vocabulary/row-kind.js"
import { columnValues, currencyShare, hasMoneyShape, holdsDates, indicatorShare, numericShare } from "./column-stats.js"
import { continuity, seriesOf } from "./money-series.js"

/** A column map being built. */
export type MutableColumnMap = { -readonly [K in keyof ColumnMap]: ColumnMap[K] } & { description: Array<number> }

/** The columns a map gives a role to. */
export const columnsUsed = (map: ColumnMap): Set<number> => {
  const s = new Set<number>(map.description)
  for (const [k, v] of Object.entries(map)) if (k !== "description" && typeof v === "number") s.add(v)
  return s
}

const moneyLike = (values: ReadonlyArray<string>): boolean =>
  values.length > 0 && numericShare(values) >= 0.9 && hasMoneyShape(values)

/** A whole amount, its thousands grouped or not ("58", "39055", "460 994"). */
const WHOLE = /^\+?\d{1,3}([\s\u00a0.,']\d{3})*$|^\+?\d+$/u
/** An amount with cents ("12,50", "-8.02 EUR"). */
const CENTS = /[.,]\d{2}\s*\D{0,4}$/

/**
 * True when the header names one side of a debit/credit pair (and no amount) whose amounts are
 * whole (yen, forint): the other side's whole numbers are money too, though they show no money shape.
 */
const wholeHalf = (map: MutableColumnMap, data: ReadonlyArray<CsvRecord>): boolean => {
  const half = map.debit ?? map.credit
  if (map.amount !== undefined || (map.debit !== undefined && map.credit !== undefined) || half === undefined) {
    return false
  }
  const values = columnValues(data, half)
  return values.length > 0 && !values.some((v) => CENTS.test(v.trim()))
}

const distinctFolded = (values: ReadonlyArray<string>): number => new Set(values.map((v) => fold(v))).size

/**
 * A column of a few repeated words, some of which mark rows as not booked: a status column. Four or more
 * values none of which repeats are descriptions (a short file's "VRÁCENÍ Zalando SE" is a refund, not a return).
 */
export const statusLike = (values: ReadonlyArray<string>): boolean => {
  if (values.length === 0 || numericShare(values) !== 0) return false
  const distinct = distinctFolded(values)
  return distinct <= 8 && (distinct < values.length || values.length < 4) &&
    values.some((v) => notBookedReason(v) !== undefined)
}

const negative = (cell: string): boolean => /^[-(]|-$/.test(cell.trim())

/**
 * True when amounts written with their own signs go both ways while the column says one direction word on
 * every row saying one: then the word says something else (a `POS` transaction type, a status such as
 * "Afgeschreven" beside "Geautoriseerd"), not which way the money went.
 * (A column of two words that contradicts a sign is kept: a running balance may show the word is right.)
 */
export const contradictsSigns = (data: ReadonlyArray<CsvRecord>, column: number, amount: number): boolean => {
  const rows = data.filter((r) => filled(r, amount) && filled(r, column))
  const neg = rows.filter((r) => negative(r.cells[amount] ?? "")).length
  if (neg === 0 || neg === rows.length) return false
  const sides = indicatorSides(columnValues(rows, column))
  // a row whose cell names no side (an "authorised" status among "debited" ones) says nothing either way
  const said = new Set(rows.map((r) => sideOf(r.cells[column] ?? "", sides)))
  said.delete(undefined)
  return said.size === 1
}

/**
 * A column of at most four direction words, filled on nine in ten rows with an amount (a column
 * marking only credits is not one); opening, closing and total lines carry an amount but no direction.
 */
const indicatorLike = (column: number, data: ReadonlyArray<CsvRecord>, amount: number): boolean => {
  const values = columnValues(data, column)
  if (indicatorShare(values) < 0.95 || distinctFolded(values) > 4) return false
  const withAmount = data.filter((r) => filled(r, amount) && !labelledLine(r)).length
  return values.length >= withAmount * 0.9 && !contradictsSigns(data, column, amount)
}

/**
 * A balance, total or turnover line, or any line without a date (a total in words no list holds):
 * its amount is no booking's, and it may fill both sides.
 */
const labelledLine = (r: CsvRecord): boolean =>
  !r.cells.some(isDateCell) || r.cells.some(isBalanceLine) || isTotalLine(r.cells)

/**
 * Adds the roles that the values of columns the header did not name show: a date column when none
 * is named, money columns (the other half of a debit/credit pair, the amount, the running balance),
 * a currency column, a debit/credit indicator beside amounts, a status column. Only columns
 * whose header names no role their values fit are read so; what the header named is kept.
 */
export const completeFromValues = (
  map: MutableColumnMap,
  width: number,
  named: (column: number) => boolean,
  data: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): void => {
  const taken = columnsUsed(map)
  const money: Array<number> = []
  const words: Array<number> = []
  const whole = wholeHalf(map, data)
  for (let i = 0; i < width; i++) {
    // a column whose header names a role its values fit keeps that reading, even when it gave the column no role
    if (taken.has(i) || named(i)) continue
    const values = columnValues(data, i)
    if (values.length === 0) continue
    if (map.booking_date === undefined && holdsDates(values, pinned)) map.booking_date = i
    else if (moneyLike(values) || (whole && values.every((v) => WHOLE.test(v.trim())))) money.push(i)
    else if (map.currency === undefined && currencyShare(values) >= 0.9) map.currency = i
    else if (indicatorShare(values) >= 0.95) words.push(i)
    else if (map.status === undefined && statusLike(values)) map.status = i
  }
  if (money.length > 0) completeMoney(map, money, data)
  // an indicator reads beside the amount, which the values may only now have given
  const amount = map.amount
  if (map.indicator !== undefined || amount === undefined) return
  const indicator = words.find((i) => indicatorLike(i, data, amount))
  if (indicator !== undefined) map.indicator = indicator
}

const filled = (r: CsvRecord, i: number | undefined): boolean => i !== undefined && (r.cells[i] ?? "") !== ""

/** True when two columns are (nearly) never filled on the same row: one row in ten may be a total. */
const complementary = (data: ReadonlyArray<CsvRecord>, a: number, b: number): boolean => {
  let both = 0
  let either = 0
  for (const r of data) {
    const fa = filled(r, a)
    const fb = filled(r, b)
    // a total or turnover line fills both sides in a short statement as in a long one
    if (fa && fb && labelledLine(r)) continue
    if (fa && fb) both++
    if (fa || fb) either++
  }
  return either > 0 && both <= either * 0.1
}

const completeMoney = (map: MutableColumnMap, money: ReadonlyArray<number>, data: ReadonlyArray<CsvRecord>): void => {
  const decimal = detectDecimal(money.flatMap((i) => columnValues(data, i))) ?? "."
  const rest = [...money]
  const take = (i: number): void => void rest.splice(rest.indexOf(i), 1)
  if (map.amount === undefined && (map.debit === undefined) !== (map.credit === undefined)) {
    const named = map.debit ?? map.credit ?? -1
    const other = rest.find((i) => complementary(data, named, i))
    if (other !== undefined) {
      if (map.debit === undefined) map.debit = other
      else map.credit = other
      take(other)
    }
  }
  if (map.amount === undefined && map.debit === undefined && map.credit === undefined) {
    const pick = amountAndBalance(rest, data, map.indicator, decimal)
    if (pick !== undefined) {
      map.amount = pick.amount
      take(pick.amount)
      if (pick.balance !== undefined) {
        map.balance = pick.balance
        take(pick.balance)
      }
    } else if (rest.length === 1 && rest[0] !== undefined) {
      map.amount = rest[0]
      take(rest[0])
    } else {
      const told = pairAmong(rest, data, map.description, (a, b) => complementary(data, a, b)) ??
        signedPair(rest, data)
      if (told !== undefined) {
        map.debit = told.debit
        map.credit = told.credit
        if (told.evidence === undefined) map.signedParts = true
        else map.directionEvidence = told.evidence
        take(told.debit)
        take(told.credit)
      }
    }
  }
  if (map.balance === undefined) {
    const b = rest.find((i) => joinsAsBalance(map, i, data, decimal))
    if (b !== undefined) map.balance = b
  }
}

const NEGATIVE = /^\s*[-−(]|-\s*$/

/**
 * Two money columns never filled on the same row, one printed negative throughout and the other
 * never: money out and money in, each already signed (a "debit printed negative" layout).
 */
const signedPair = (
  columns: ReadonlyArray<number>,
  data: ReadonlyArray<CsvRecord>
): { readonly debit: number; readonly credit: number; readonly evidence?: undefined } | undefined => {
  const signs = (i: number): "negative" | "positive" | "mixed" => {
    const values = columnValues(data, i)
    const negative = values.filter((v) => NEGATIVE.test(v)).length
    return negative === values.length ? "negative" : negative === 0 ? "positive" : "mixed"
  }
  for (const [k, a] of columns.entries()) {
    for (const b of columns.slice(k + 1)) {
      if (!complementary(data, a, b)) continue
      const [sa, sb] = [signs(a), signs(b)]
      if (sa === "negative" && sb === "positive") return { debit: a, credit: b }
      if (sa === "positive" && sb === "negative") return { debit: b, credit: a }
    }
  }
  return undefined
}

/** The signed amount of a row (the amount turned by its indicator, or credit less debit); undefined when it has none that reads. */
const rowAmount = (map: ColumnMap, r: CsvRecord, decimal: DecimalSeparator): number | undefined => {
  if (map.amount !== undefined) {
    const a = parseAmount(r.cells[map.amount] ?? "", decimal)
    if (!a.ok) return undefined
    if (map.indicator === undefined) return a.value
    const dir = sideOf(r.cells[map.indicator] ?? "", map.indicatorSides)
    return dir === undefined ? undefined : dir * Math.abs(a.value)
  }
  let sum = 0
  let any = false
  for (const [i, sign] of [[map.debit, -1], [map.credit, 1]] as const) {
    if (!filled(r, i)) continue
    const a = parseAmount(r.cells[i ?? 0] ?? "", decimal)
    if (!a.ok) return undefined
    sum += sign * Math.abs(a.value)
    any = true
  }
  return any ? sum : undefined
}

/** True when column `b` is the running balance after each row: of the rows where both read, nine in ten join. */
const joinsAsBalance = (
  map: ColumnMap,
  b: number,
  data: ReadonlyArray<CsvRecord>,
  decimal: DecimalSeparator
): boolean => {
  const amounts: Array<number> = []
  const balances: Array<number> = []
  const sided = map.indicator === undefined
    ? map
    : { ...map, indicatorSides: indicatorSides(columnValues(data, map.indicator)) }
  for (const r of data) {
    const a = rowAmount(sided, r, decimal)
    const bal = a === undefined ? undefined : parseAmount(r.cells[b] ?? "", decimal)
    if (a === undefined || bal === undefined || !bal.ok) continue
    amounts.push(a)
    balances.push(bal.value)
  }
  return amounts.length >= 3 && continuity(amounts, balances) === "after"
}

/** Of several money columns, the one pair whose second is the running balance after the first; undefined unless exactly one. */
const amountAndBalance = (
  money: ReadonlyArray<number>,
  data: ReadonlyArray<CsvRecord>,
  indicator: number | undefined,
  decimal: DecimalSeparator
): { readonly amount: number; readonly balance?: number } | undefined => {
  if (money.length < 2) return undefined
  const found: Array<{ readonly amount: number; readonly balance: number }> = []
  for (const a of money) {
    const sa = seriesOf(data, a, decimal, indicator)
    if (sa === undefined) continue
    for (const b of money) {
      if (a === b) continue
      const sb = seriesOf(data, b, decimal, undefined)
      if (sb !== undefined && continuity(sa, sb) === "after") found.push({ amount: a, balance: b })
    }
  }
  return found.length === 1 ? found[0] : undefined
}
