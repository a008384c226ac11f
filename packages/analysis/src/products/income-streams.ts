import { roundToMinor } from "../intake/currencies.js"
import { descriptionTokens, displayName, meaningfulTokens } from "../categorise/normalise.js"
import { addDays, addMonths, daysBetween, median } from "./dates.js"
import type { CategorisedTransaction } from "./product-context.js"

/** How often a stream pays. */
export type Frequency = "weekly" | "biweekly" | "monthly" | "irregular"

/** One recurring source of income found in the transactions. */
export interface Stream {
  readonly name: string
  readonly partner: string | null
  readonly category_id: number
  readonly frequency: Frequency
  readonly typical_amount: number
  readonly payments: number
  readonly total: number
  readonly first_date: string
  readonly last_date: string
  readonly expected_next_date: string | null
}

/** The grouping key of an income payment: its partner, else the meaningful words of its description. */
export const streamKey = (item: CategorisedTransaction): string => {
  if (item.category.partner !== null) return item.category.partner.toLowerCase()
  const words = meaningfulTokens(descriptionTokens(item.tx.description)).slice(0, 3)
  return words.length === 0 ? "unknown" : words.join(" ")
}

const BANDS: ReadonlyArray<readonly [Frequency, number, number]> = [
  ["weekly", 6, 8],
  ["biweekly", 13, 15],
  ["monthly", 25, 35]
]

/** The frequency whose band holds at least 70% of the gaps around the median gap. */
export const frequencyOf = (dates: ReadonlyArray<string>): Frequency => {
  if (dates.length < 2) return "irregular"
  const gaps: Array<number> = []
  for (let i = 1; i < dates.length; i++) gaps.push(daysBetween(dates[i - 1] ?? "", dates[i] ?? ""))
  const mid = median(gaps)
  for (const [f, lo, hi] of BANDS) {
    if (mid < lo || mid > hi) continue
    const inBand = gaps.filter((g) => g >= lo && g <= hi).length
    return inBand / gaps.length >= 0.7 ? f : "irregular"
  }
  return "irregular"
}

const nextDate = (last: string, f: Frequency): string | null =>
  f === "weekly" ? addDays(last, 7) : f === "biweekly" ? addDays(last, 14) : f === "monthly" ? addMonths(last, 1) : null

/** Groups income payments of one currency into streams, largest total first. */
export const findStreams = (items: ReadonlyArray<CategorisedTransaction>, currency: string): ReadonlyArray<Stream> => {
  const groups = new Map<string, Array<CategorisedTransaction>>()
  for (const item of items) {
    const k = streamKey(item)
    const g = groups.get(k)
    if (g === undefined) groups.set(k, [item])
    else g.push(item)
  }
  const streams: Array<Stream> = []
  for (const [key, group] of groups) {
    const sorted = [...group].sort((a, b) => (a.tx.booking_date < b.tx.booking_date ? -1 : a.tx.booking_date > b.tx.booking_date ? 1 : 0))
    const dates = sorted.map((i) => i.tx.booking_date)
    const frequency = frequencyOf(dates)
    const first = sorted[0]
    const last = sorted[sorted.length - 1]
    if (first === undefined || last === undefined) continue
    const categoryCounts = new Map<number, number>()
    for (const i of sorted) categoryCounts.set(i.category.category_id, (categoryCounts.get(i.category.category_id) ?? 0) + 1)
    const category = [...categoryCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.category.category_id
    const partner = first.category.partner
    streams.push({
      name: partner ?? (key === "unknown" ? "Unknown" : displayName(key.toUpperCase())),
      partner,
      category_id: category,
      frequency,
      typical_amount: roundToMinor(median(sorted.map((i) => i.tx.amount)), currency),
      payments: sorted.length,
      total: roundToMinor(sorted.reduce((s, i) => s + i.tx.amount, 0), currency),
      first_date: first.tx.booking_date,
      last_date: last.tx.booking_date,
      expected_next_date: nextDate(last.tx.booking_date, frequency)
    })
  }
  return streams.sort((a, b) => b.total - a.total)
}
