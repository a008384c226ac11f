import { type DecimalSeparator, parseAmount } from "../../values/amounts.js"
import type { CsvRecord } from "../records/csv-records.js"
import { type IndicatorSides, indicatorSides, sideOf } from "../vocabulary/direction.js"

/** The sides an indicator column's values read as, judged over these rows. */
const sidesOf = (rows: ReadonlyArray<CsvRecord>, indicator: number | undefined): IndicatorSides | undefined =>
  indicator === undefined ? undefined : indicatorSides(rows.map((r) => r.cells[indicator] ?? ""))

/** The values of a money column row by row, turned by an indicator column when given; undefined when a cell does not read. */
export const seriesOf = (
  rows: ReadonlyArray<CsvRecord>,
  i: number,
  decimal: DecimalSeparator,
  indicator: number | undefined
): ReadonlyArray<number> | undefined => {
  const out: Array<number> = []
  const sides = sidesOf(rows, indicator)
  for (const r of rows) {
    const a = parseAmount(r.cells[i] ?? "", decimal)
    if (!a.ok) return undefined
    if (indicator === undefined) out.push(a.value)
    else {
      const dir = sideOf(r.cells[indicator] ?? "", sides)
      if (dir === undefined) return undefined
      out.push(dir * Math.abs(a.value))
    }
  }
  return out
}

/**
 * The values of a money column row by row, turned by an indicator column when given; undefined on
 * a row whose cell is empty (a pending row without its balance yet). A filled cell that does not
 * read makes the column no money series at all: undefined.
 */
export const readingsOf = (
  rows: ReadonlyArray<CsvRecord>,
  i: number,
  decimal: DecimalSeparator,
  indicator: number | undefined
): ReadonlyArray<number | undefined> | undefined => {
  const out: Array<number | undefined> = []
  const sides = sidesOf(rows, indicator)
  for (const r of rows) {
    const cell = r.cells[i] ?? ""
    if (cell === "") {
      out.push(undefined)
      continue
    }
    const a = parseAmount(cell, decimal)
    if (!a.ok) return undefined
    const dir = indicator === undefined ? 1 : sideOf(r.cells[indicator] ?? "", sides)
    if (dir === undefined) return undefined
    out.push(indicator === undefined ? a.value : dir * Math.abs(a.value))
  }
  return out
}

/** Whether each balance is the one after its row's amount, or before it, or neither. */
export type Continuity = "after" | "before"

/** How many consecutive pairs of rows join as a balance after their amount, before it, out of how many pairs. */
export interface Joins {
  readonly after: number
  readonly before: number
  readonly pairs: number
}

/** Which way the rows run in time, when the dates tell: the earliest first or the latest first. */
export type RowOrder = "oldest-first" | "newest-first"

/**
 * Counts the consecutive rows whose balances differ by the amount of the later row ("after") or the
 * earlier ("before"). A row without an amount or a balance (undefined) is left out of the pairs.
 * Without the rows' order in time either row of a pair may be the later one, so a balance after
 * each row and amounts of the opposite sign against a balance before each row join alike. With
 * `accounts` (each row's account), a row pairs with the previous row of its own account.
 */
export const joins = (
  amounts: ReadonlyArray<number | undefined>,
  balances: ReadonlyArray<number | undefined>,
  order?: RowOrder,
  accounts?: ReadonlyArray<string>
): Joins => {
  const n = Math.min(amounts.length, balances.length)
  const close = (x: number, y: number) => Math.abs(x - y) < 0.005
  let after = 0
  let before = 0
  let pairs = 0
  // each account's balance runs on its own rows when several accounts share the table
  const last = new Map<string, number>()
  for (let i = 0; i < n; i++) {
    const a1 = amounts[i]
    const b1 = balances[i]
    if (a1 === undefined || b1 === undefined) continue
    const key = accounts?.[i] ?? ""
    const prev = last.get(key) ?? -1
    last.set(key, i)
    const a0 = amounts[prev]
    const b0 = balances[prev]
    if (a0 === undefined || b0 === undefined) continue
    pairs++
    if ((order !== "newest-first" && close(b1, b0 + a1)) || (order !== "oldest-first" && close(b0, b1 + a0))) after++
    if ((order !== "newest-first" && close(b1, b0 + a0)) || (order !== "oldest-first" && close(b0, b1 + a1))) before++
  }
  return { after, before, pairs }
}

/** Whether nine in ten consecutive balances differ by the amount of the later row ("after") or the earlier ("before"). */
export const continuity = (
  amounts: ReadonlyArray<number>,
  balances: ReadonlyArray<number>
): Continuity | undefined => {
  const { after, before, pairs } = joins(amounts, balances)
  if (pairs < 1) return undefined
  const need = Math.max(1, Math.ceil(pairs * 0.9))
  if (after >= need && before < need) return "after"
  if (before >= need && after < need) return "before"
  return undefined
}
