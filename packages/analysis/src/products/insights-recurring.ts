import { Either, Schema } from "effect"
import type { InvalidAnalysisOptions } from "../analysis-error.js"
import { isWithin } from "../categories/category-tree.js"
import { roundToMinor } from "../intake/currencies.js"
import { byDate } from "./chronology.js"
import { addDays, addMonths, dayNumber, daysBetween, extent, median } from "./dates.js"
import { streamKey } from "./income-streams.js"
import { inWindow, windowOf } from "./income-period.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"

/** How often a recurring stream repeats. */
export const Cadence = Schema.Literal("weekly", "biweekly", "four_weekly", "monthly", "quarterly")
export type Cadence = typeof Cadence.Type

/** One recurring stream: the same counterparty, direction and about the same amount, at a steady cadence. */
export const RecurringStream = Schema.Struct({
  counterparty: Schema.String,
  direction: Schema.Literal("in", "out"),
  category_id: Schema.Int,
  cadence: Cadence,
  payments: Schema.Int,
  median_amount: Schema.Number,
  min_amount: Schema.Number,
  max_amount: Schema.Number,
  /** Coefficient of variation of the amounts (0 = always the same). */
  amount_variability: Schema.Number,
  first_date: Schema.String,
  last_date: Schema.String,
  next_expected_date: Schema.String,
  /** Still going at `as_of`: the next payment is not overdue by more than half a cadence. */
  active: Schema.Boolean,
  subscription: Schema.Boolean
})

/** Output of the `insights-recurring` operation: streams per currency. */
export const RecurringInsights = Schema.Struct({
  currencies: Schema.Array(Schema.Struct({ currency: Schema.String, streams: Schema.Array(RecurringStream) }))
})
export type RecurringInsights = typeof RecurringInsights.Type

/** Cadences with the band of day gaps that count as on time, checked in this order. */
const CADENCES: ReadonlyArray<readonly [Cadence, number, number, number]> = [
  ["weekly", 6, 8, 7],
  ["biweekly", 13, 15, 14],
  ["four_weekly", 27, 29, 28],
  ["monthly", 25, 35, 30],
  ["quarterly", 85, 95, 91]
]

/** Share of gaps that must fall in the cadence's band. */
const ON_TIME_SHARE = 0.75
/** Largest coefficient of variation of the amounts for a stream (bills vary; shopping varies more). */
const MAX_VARIABILITY = 0.35
const SUBSCRIPTIONS = 7

/**
 * The cadence the gaps between some payments (in date order) keep, if any. Most groups are
 * shopping at one merchant and keep none: the gaps go into one typed array, sorted in place for
 * their median (the share in a band does not depend on their order), with nothing else made.
 */
const cadenceOf = (sorted: ReadonlyArray<CategorisedTransaction>): Cadence | undefined => {
  const count = sorted.length - 1
  if (count < 2) return undefined
  const gaps = new Int32Array(count)
  let previous = dayNumber(sorted[0]?.tx.booking_date ?? "")
  for (let i = 0; i < count; i++) {
    const day = dayNumber(sorted[i + 1]?.tx.booking_date ?? "")
    gaps[i] = day - previous
    previous = day
  }
  gaps.sort()
  const half = count >> 1
  const mid = count % 2 === 1 ? (gaps[half] ?? 0) : ((gaps[half - 1] ?? 0) + (gaps[half] ?? 0)) / 2
  for (const [cadence, lo, hi] of CADENCES) {
    if (mid < lo || mid > hi) continue
    let onTime = 0
    for (let i = 0; i < count; i++) {
      const g = gaps[i] ?? 0
      if (g >= lo && g <= hi) onTime++
    }
    if (onTime / count >= ON_TIME_SHARE) return cadence
  }
  return undefined
}

const bookingDate = (item: CategorisedTransaction): string => item.tx.booking_date

/** The cadence's nominal length in days. */
const daysOf = (cadence: Cadence): number => CADENCES.find(([c]) => c === cadence)?.[3] ?? 30

const next = (last: string, cadence: Cadence): string =>
  cadence === "monthly" ? addMonths(last, 1) : cadence === "quarterly" ? addMonths(last, 3) : addDays(last, daysOf(cadence))

const streamOf = (
  group: ReadonlyArray<CategorisedTransaction>,
  currency: string,
  today: string
): typeof RecurringStream.Type | undefined => {
  if (group.length < 3) return undefined
  const sorted = byDate(group, bookingDate)
  const cadence = cadenceOf(sorted)
  if (cadence === undefined) return undefined
  const amounts = sorted.map((i) => Math.abs(i.tx.amount))
  const mean = amounts.reduce((a, b) => a + b, 0) / amounts.length
  const variability = mean === 0 ? 0 : Math.sqrt(amounts.reduce((a, b) => a + (b - mean) ** 2, 0) / amounts.length) / mean
  if (variability > MAX_VARIABILITY) return undefined
  const first = sorted[0]!
  const last = sorted[sorted.length - 1]!
  const expected = next(last.tx.booking_date, cadence)
  const halfCadence = Math.ceil(daysOf(cadence) / 2)
  const categories = new Map<number, number>()
  for (const i of sorted) categories.set(i.category.category_id, (categories.get(i.category.category_id) ?? 0) + 1)
  const category = [...categories].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.category.category_id
  return {
    counterparty: first.category.partner ?? streamKey(first).toUpperCase(),
    direction: first.tx.amount > 0 ? "in" : "out",
    category_id: category,
    cadence,
    payments: sorted.length,
    median_amount: roundToMinor(median(amounts), currency),
    min_amount: roundToMinor(extent(amounts).min, currency),
    max_amount: roundToMinor(extent(amounts).max, currency),
    amount_variability: Math.round(variability * 1000) / 1000,
    first_date: first.tx.booking_date,
    last_date: last.tx.booking_date,
    next_expected_date: expected,
    active: today === "" || daysBetween(expected, today) <= halfCadence,
    subscription: isWithin(category, SUBSCRIPTIONS)
  }
}

/**
 * Recurring streams per currency: transactions grouped by counterparty (the categoriser's partner,
 * else the meaningful words of the description) and direction; a group of three or more whose gaps
 * keep a cadence (75% of them in its band) and whose amounts vary by at most 35% is a stream.
 * `params.currency` keeps one currency, `params.period` narrows the dates.
 */
export const insightsRecurring = (ctx: ProductContext): Either.Either<typeof RecurringInsights.Encoded, InvalidAnalysisOptions> => {
  const window = windowOf(ctx.params.period, ctx.asOf)
  if (Either.isLeft(window)) return Either.left(window.left)
  const wanted = ctx.params.currency?.trim().toUpperCase()
  const today = /^\d{4}-\d{2}-\d{2}/.test(ctx.asOf) ? ctx.asOf.slice(0, 10) : ""
  // per currency, the groups in the order they first appear, found by direction then stream key
  const groups = new Map<string, { readonly ordered: Array<Array<CategorisedTransaction>>; readonly in: Map<string, Array<CategorisedTransaction>>; readonly out: Map<string, Array<CategorisedTransaction>> }>()
  for (const item of ctx.categorised()) {
    if (item.tx.amount === 0 || !inWindow(item.tx.booking_date, window.right)) continue
    if (wanted !== undefined && item.tx.currency !== wanted) continue
    let currency = groups.get(item.tx.currency)
    if (currency === undefined) {
      currency = { ordered: [], in: new Map(), out: new Map() }
      groups.set(item.tx.currency, currency)
    }
    const byKey = item.tx.amount > 0 ? currency.in : currency.out
    const key = streamKey(item)
    const list = byKey.get(key)
    if (list !== undefined) list.push(item)
    else {
      const created = [item]
      byKey.set(key, created)
      currency.ordered.push(created)
    }
  }
  const currencies = [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, { ordered }]) => ({
    currency,
    streams: ordered
      .flatMap((group) => {
        const stream = streamOf(group, currency, today)
        return stream === undefined ? [] : [stream]
      })
      .sort((a, b) => b.median_amount * b.payments - a.median_amount * a.payments)
  }))
  return Either.right({ currencies })
}
