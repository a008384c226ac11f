import { roundToMinor } from "@statement-engine/intake"
import { Schema } from "effect"
import { monthOf, monthsBetween } from "./dates.js"
import type { CategorisedTransaction } from "./product-context.js"
import { spanOf } from "./product-scope.js"

/** How many transactions and how much money (absolute, in the currency). */
export const Tally = Schema.Struct({ count: Schema.Int, sum: Schema.Number })
export type Tally = typeof Tally.Type

/** A tally for one calendar month `YYYY-MM`. */
export const MonthlyTally = Schema.Struct({ month: Schema.String, count: Schema.Int, sum: Schema.Number })
export type MonthlyTally = typeof MonthlyTally.Type

/** Some transactions counted and summed (absolute amounts), overall and per month of `months`. */
export const tallyOf = (
  items: ReadonlyArray<CategorisedTransaction>,
  months: ReadonlyArray<string>,
  currency: string
): { readonly total: Tally; readonly monthly: ReadonlyArray<MonthlyTally> } => {
  const byMonth = new Map<string, { count: number; sum: number }>(months.map((m) => [m, { count: 0, sum: 0 }]))
  let count = 0
  let sum = 0
  for (const { tx } of items) {
    count++
    sum += Math.abs(tx.amount)
    const m = byMonth.get(monthOf(tx.booking_date))
    if (m !== undefined) {
      m.count++
      m.sum += Math.abs(tx.amount)
    }
  }
  return {
    total: { count, sum: roundToMinor(sum, currency) },
    monthly: [...byMonth].map(([month, m]) => ({ month, count: m.count, sum: roundToMinor(m.sum, currency) }))
  }
}

/** Every month from the first to the last booking date of `items`. */
export const monthsOf = (items: ReadonlyArray<CategorisedTransaction>): ReadonlyArray<string> => {
  const { from, to } = spanOf(items)
  return from === "" ? [] : monthsBetween(from, to)
}

/** "rising", "falling" or "stable": the second half of the months against the first (±15%). */
export const trendOf = (monthly: ReadonlyArray<number>): "rising" | "stable" | "falling" => {
  if (monthly.length < 2) return "stable"
  const half = Math.floor(monthly.length / 2)
  const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
  const first = mean(monthly.slice(0, half))
  const second = mean(monthly.slice(monthly.length - half))
  if (first === 0 && second === 0) return "stable"
  if (second > first * 1.15) return "rising"
  if (second < first * 0.85) return "falling"
  return "stable"
}
