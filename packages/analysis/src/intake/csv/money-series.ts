import { type DecimalSeparator, parseAmount } from "../values/amounts.js"
import type { CsvRecord } from "./csv-records.js"
import { directionOf } from "./direction.js"

/** The values of a money column row by row, turned by an indicator column when given; undefined when a cell does not read. */
export const seriesOf = (
  rows: ReadonlyArray<CsvRecord>,
  i: number,
  decimal: DecimalSeparator,
  indicator: number | undefined
): ReadonlyArray<number> | undefined => {
  const out: Array<number> = []
  for (const r of rows) {
    const a = parseAmount(r.cells[i] ?? "", decimal)
    if (!a.ok) return undefined
    if (indicator === undefined) out.push(a.value)
    else {
      const dir = directionOf(r.cells[indicator] ?? "")
      if (dir === undefined) return undefined
      out.push(dir * Math.abs(a.value))
    }
  }
  return out
}

/** Whether each balance is the one after its row's amount, or before it, or neither. */
export type Continuity = "after" | "before"

/** Whether nine in ten consecutive balances differ by the amount of the later row ("after") or the earlier ("before"). */
export const continuity = (
  amounts: ReadonlyArray<number>,
  balances: ReadonlyArray<number>
): Continuity | undefined => {
  const n = Math.min(amounts.length, balances.length)
  if (n < 2) return undefined
  const close = (x: number, y: number) => Math.abs(x - y) < 0.005
  let after = 0
  let before = 0
  for (let i = 1; i < n; i++) {
    const a0 = amounts[i - 1] ?? NaN
    const a1 = amounts[i] ?? NaN
    const b0 = balances[i - 1] ?? NaN
    const b1 = balances[i] ?? NaN
    if (close(b1, b0 + a1) || close(b0, b1 + a0)) after++
    if (close(b1, b0 + a0) || close(b0, b1 + a1)) before++
  }
  const need = Math.max(1, Math.ceil((n - 1) * 0.9))
  if (after >= need && before < need) return "after"
  if (before >= need && after < need) return "before"
  return undefined
}
