import { Cat } from "../categories/category-ids.js"
import { isWithin } from "../categories/category-tree.js"
import { displayName } from "../categorise/normalise.js"
import { roundToMinor } from "../intake/values/currencies.js"
import { splitByAmount } from "./amount-split.js"
import { addDays, addMonths, daysBetween, median } from "./dates.js"
import { groupedBy } from "./group-by.js"
import type { CategorisedTransaction } from "./product-context.js"

/** How often a stream pays. */
export type Frequency = "weekly" | "biweekly" | "monthly" | "irregular"

/** What kind of income a stream is, from its category. */
export type IncomeKind = "salary" | "pension" | "benefits" | "gig" | "rental" | "other"

/** One recurring source of income found in the transactions. */
export interface Stream {
  readonly name: string
  readonly partner: string | null
  readonly category_id: number
  readonly kind: IncomeKind
  readonly frequency: Frequency
  /** Share of the gaps between payments that fall in the frequency's band (0..1). */
  readonly regularity: number
  /** 1 minus the coefficient of variation of the amounts, floored at 0 (1 = always the same amount). */
  readonly stability: number
  /** Later payments against earlier ones: more than 5% up or down, or stable. */
  readonly trend: "rising" | "stable" | "falling"
  readonly typical_amount: number
  readonly payments: number
  readonly total: number
  readonly first_date: string
  readonly last_date: string
  readonly expected_next_date: string | null
}

const BANDS: ReadonlyArray<readonly [Frequency, number, number]> = [
  ["weekly", 6, 8],
  ["biweekly", 13, 15],
  ["monthly", 25, 35]
]

const gapsOf = (dates: ReadonlyArray<string>): ReadonlyArray<number> => {
  const gaps: Array<number> = []
  for (let i = 1; i < dates.length; i++) gaps.push(daysBetween(dates[i - 1] ?? "", dates[i] ?? ""))
  return gaps
}

/** The frequency band around the median gap, and the share of gaps inside it. */
const bandOf = (dates: ReadonlyArray<string>): { readonly frequency: Frequency; readonly regularity: number } => {
  const gaps = gapsOf(dates)
  if (gaps.length === 0) return { frequency: "irregular", regularity: 0 }
  const mid = median(gaps)
  for (const [f, lo, hi] of BANDS) {
    if (mid < lo || mid > hi) continue
    const regularity = gaps.filter((g) => g >= lo && g <= hi).length / gaps.length
    return { frequency: regularity >= 0.7 ? f : "irregular", regularity }
  }
  return { frequency: "irregular", regularity: 0 }
}

/** The frequency whose band holds at least 70% of the gaps around the median gap. */
export const frequencyOf = (dates: ReadonlyArray<string>): Frequency => bandOf(dates).frequency

const KINDS: ReadonlyArray<readonly [number, IncomeKind]> = [
  [Cat.salary, "salary"],
  [101, "salary"],
  [Cat.pension, "pension"],
  [Cat.benefits, "benefits"],
  [Cat.gigPayout, "gig"],
  [Cat.rentalIncome, "rental"]
]

/** The kind of income a category is. */
export const incomeKindOf = (category: number): IncomeKind =>
  KINDS.find(([root]) => isWithin(category, root))?.[1] ?? "other"

const stabilityOf = (amounts: ReadonlyArray<number>): number => {
  if (amounts.length < 2) return 1
  const mean = amounts.reduce((a, b) => a + b, 0) / amounts.length
  if (mean === 0) return 0
  const variance = amounts.reduce((a, b) => a + (b - mean) ** 2, 0) / amounts.length
  return Math.max(0, Math.round((1 - Math.sqrt(variance) / Math.abs(mean)) * 1000) / 1000)
}

const trendOf = (amounts: ReadonlyArray<number>): "rising" | "stable" | "falling" => {
  if (amounts.length < 4) return "stable"
  const half = Math.floor(amounts.length / 2)
  const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
  const early = mean(amounts.slice(0, half))
  const late = mean(amounts.slice(amounts.length - half))
  if (early === 0) return "stable"
  const change = (late - early) / Math.abs(early)
  return change > 0.05 ? "rising" : change < -0.05 ? "falling" : "stable"
}

const nextDate = (last: string, f: Frequency): string | null =>
  f === "weekly" ? addDays(last, 7) : f === "biweekly" ? addDays(last, 14) : f === "monthly" ? addMonths(last, 1) : null

/** The value most items have (the first of equals), null when none has one. */
export const mostCommon = (values: ReadonlyArray<string | null>): string | null => {
  const counts = new Map<string, number>()
  let best: string | null = null
  for (const v of values) {
    if (v === null) continue
    const n = (counts.get(v) ?? 0) + 1
    counts.set(v, n)
    if (best === null || n > (counts.get(best) ?? 0)) best = v
  }
  return best
}

const byDate = (a: CategorisedTransaction, b: CategorisedTransaction): number =>
  a.tx.booking_date < b.tx.booking_date ? -1 : a.tx.booking_date > b.tx.booking_date ? 1 : 0

const regularIncome = (items: ReadonlyArray<CategorisedTransaction>): boolean =>
  bandOf(items.map((i) => i.tx.booking_date)).frequency !== "irregular"

/** One stream from a counterparty's payments in date order. */
const streamOf = (key: string, sorted: ReadonlyArray<CategorisedTransaction>, currency: string): Stream | undefined => {
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (first === undefined || last === undefined) return undefined
  const { frequency, regularity } = bandOf(sorted.map((i) => i.tx.booking_date))
  const amounts = sorted.map((i) => i.tx.amount)
  const categoryCounts = new Map<number, number>()
  for (const i of sorted) {
    categoryCounts.set(i.category.category_id, (categoryCounts.get(i.category.category_id) ?? 0) + 1)
  }
  const category = [...categoryCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.category.category_id
  const partner = mostCommon(sorted.map((i) => i.category.partner))
  return {
    name: partner ?? (key === "unknown" ? "Unknown" : displayName(key.toUpperCase())),
    partner,
    category_id: category,
    kind: incomeKindOf(category),
    frequency,
    regularity: Math.round(regularity * 1000) / 1000,
    stability: stabilityOf(amounts),
    trend: trendOf(amounts),
    typical_amount: roundToMinor(median(amounts), currency),
    payments: sorted.length,
    total: roundToMinor(sorted.reduce((s, i) => s + i.tx.amount, 0), currency),
    first_date: first.tx.booking_date,
    last_date: last.tx.booking_date,
    expected_next_date: nextDate(last.tx.booking_date, frequency)
  }
}

/**
 * Groups income payments of one currency into streams by their stream keys (one per item), a
 * counterparty's payments of distinct amounts split when only apart they keep a frequency; largest
 * total first.
 */
export const findStreams = (
  items: ReadonlyArray<CategorisedTransaction>,
  keys: ReadonlyArray<string>,
  currency: string
): ReadonlyArray<Stream> => {
  const keyOf = new Map(items.map((item, i) => [item, keys[i] ?? "unknown"]))
  const groups = groupedBy(items, (item) => keyOf.get(item) ?? "unknown")
  const streams: Array<Stream> = []
  for (const [key, group] of groups) {
    for (const part of splitByAmount([...group].sort(byDate), (i) => i.tx.amount, regularIncome)) {
      const stream = streamOf(key, part, currency)
      if (stream !== undefined) streams.push(stream)
    }
  }
  return streams.sort((a, b) => b.total - a.total)
}
