import type { Country } from "@statement-engine/intake"
import { roundToMinor } from "@statement-engine/intake"
import { splitByAmount } from "./amount-split.js"
import { addDays, addMonths, daysBetween, median } from "./dates.js"
import { groupedBy } from "./group-by.js"
import { type IncomeKind, incomeKindOf, namesCompany, payerKindOf } from "./income-kind.js"
import type { CategorisedTransaction } from "./product-context.js"
import { nameWords } from "./stream-name-words.js"
import { isUnnamed, nameOfStream } from "./stream-name.js"

/** How often a stream pays. */
export type Frequency = "weekly" | "biweekly" | "monthly" | "irregular"

export type { IncomeKind } from "./income-kind.js"

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
  ["biweekly", 11, 16],
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

/** What a payer's payments say of their kind: their name words, and the description's when a counterparty field gave the name. */
const wordsSaid = (
  country: Country,
  items: ReadonlyArray<CategorisedTransaction>,
  words: ReadonlyMap<CategorisedTransaction, ReadonlyArray<string>>
): ReadonlyArray<ReadonlyArray<string>> =>
  items.map((i) =>
    i.tx.counterparty === null
      ? (words.get(i) ?? [])
      : [...(words.get(i) ?? []), ...nameWords(country, i.tx.description)]
  )

/**
 * Credits the categories leave out of income (a pension fund read as savings, a platform's payout
 * read as a refund) that are income by their pattern: a counterparty the account never paid pays it
 * at least three times at a steady frequency (these credits with those counted), and the words of
 * its payments say salary, pension, benefit or gig.
 */
export const regularPayerCredits = (
  country: Country,
  credits: ReadonlyArray<CategorisedTransaction>,
  counted: (item: CategorisedTransaction) => boolean,
  paid: ReadonlySet<string>,
  keys: ReadonlyMap<CategorisedTransaction, string>,
  words: ReadonlyMap<CategorisedTransaction, ReadonlyArray<string>>
): ReadonlyArray<CategorisedTransaction> => {
  const out: Array<CategorisedTransaction> = []
  for (const [key, group] of groupedBy(credits, (i) => keys.get(i) ?? "unknown")) {
    if (isUnnamed(key) || paid.has(key) || group.length < 3 || group.every(counted)) continue
    const sorted = [...group].sort(byDate)
    if (!regularIncome(sorted)) continue
    if (payerKindOf(country, wordsSaid(country, sorted, words), []) === undefined) continue
    for (const item of sorted) if (!counted(item)) out.push(item)
  }
  return out
}

/** Gig work pays weekly or fortnightly by the job: amounts that move more than a wage's. */
const GIG_STABILITY = 0.85

/** Share of gaps a week or a few weeks long (weeks without work skipped) for pay to be weekly by the job. */
const WEEKS_SHARE = 0.8

/** Most gaps are whole weeks (one to three, a day either way): weekly pay with weeks skipped. */
const byTheWeek = (sorted: ReadonlyArray<CategorisedTransaction>): boolean => {
  const gaps = gapsOf(sorted.map((i) => i.tx.booking_date))
  if (gaps.length < 3) return false
  const weeks = gaps.filter((g) => g >= 6 && g <= 22 && Math.abs(g - 7 * Math.round(g / 7)) <= 1).length
  return weeks >= WEEKS_SHARE * gaps.length
}

/** The kind a stream's pattern suggests: variable weekly or fortnightly pay (weeks skipped or not) is gig work. */
const patternKind = (sorted: ReadonlyArray<CategorisedTransaction>, frequency: Frequency): IncomeKind | undefined =>
  (frequency === "weekly" || frequency === "biweekly" || byTheWeek(sorted)) &&
    stabilityOf(sorted.map((i) => i.tx.amount)) < GIG_STABILITY
    ? "gig"
    : undefined

/** A stream's kind: what its payer's words, name, categories and pattern say, else its pattern's, else its category's. */
const kindOf = (
  country: Country,
  sorted: ReadonlyArray<CategorisedTransaction>,
  words: ReadonlyMap<CategorisedTransaction, ReadonlyArray<string>>,
  category: number,
  frequency: Frequency
): IncomeKind => {
  // payments whose description was lost say nothing of the payer: the named ones vote
  const named = sorted.filter((i) => (words.get(i)?.length ?? 0) > 0)
  const voters = named.length > 0 ? named : sorted
  const pattern = patternKind(sorted, frequency)
  const company = voters.map((i) => namesCompany(country, i.tx.counterparty ?? i.tx.description))
  const voted = payerKindOf(
    country,
    wordsSaid(country, voters, words),
    voters.map((i) => i.category.category_id),
    pattern === undefined ? { company } : { company, pattern }
  )
  return voted ?? pattern ?? incomeKindOf(category)
}

/** One stream from a counterparty's payments in date order. */
const streamOf = (
  country: Country,
  key: string,
  sorted: ReadonlyArray<CategorisedTransaction>,
  words: ReadonlyMap<CategorisedTransaction, ReadonlyArray<string>>,
  currency: string
): Stream | undefined => {
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
  const { name, partner } = nameOfStream(country, key, sorted)
  return {
    name,
    partner,
    category_id: category,
    kind: kindOf(country, sorted, words, category, frequency),
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
  country: Country,
  items: ReadonlyArray<CategorisedTransaction>,
  keys: ReadonlyMap<CategorisedTransaction, string>,
  words: ReadonlyMap<CategorisedTransaction, ReadonlyArray<string>>,
  currency: string
): ReadonlyArray<Stream> => {
  const keyOf = keys
  const groups = groupedBy(items, (item) => keyOf.get(item) ?? "unknown")
  const streams: Array<Stream> = []
  for (const [key, group] of groups) {
    for (const part of splitByAmount([...group].sort(byDate), (i) => i.tx.amount, regularIncome)) {
      const stream = streamOf(country, key, part, words, currency)
      if (stream !== undefined) streams.push(stream)
    }
  }
  return streams.sort((a, b) => b.total - a.total)
}
