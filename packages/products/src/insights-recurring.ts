import { isWithin } from "@statement-engine/categorise"
import type { InvalidAnalysisOptions } from "@statement-engine/intake"
import type { Country } from "@statement-engine/intake"
import { roundToMinor } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { splitByAmount } from "./amount-split.js"
import { Cadence, cadenceOf, CADENCES, daysOf } from "./cadence.js"
import { addDays, addMonths, dayNumber, daysBetween, extent, median } from "./dates.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"
import { productScope } from "./product-scope.js"
import { streamKeysFor } from "./stream-key.js"
import { nameOfStream } from "./stream-name.js"

export { Cadence } from "./cadence.js"

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

/** Largest coefficient of variation of the amounts for a stream (bills vary; shopping varies more). */
const MAX_VARIABILITY = 0.35
/**
 * A stream paid on time at every gap may vary more, up to this coefficient, when its amounts move
 * smoothly (a seasonal energy bill): the mean change from one payment to the next is at most
 * `SMOOTH_STEP` of the mean amount (shopping's amounts jump).
 */
const MAX_SEASONAL_VARIABILITY = 0.7
const SMOOTH_STEP = 0.25
/** A debit returned by a credit of the same amount is taken again within this many days. */
const RECOLLECTED_WITHIN = 16
const SUBSCRIPTIONS = 7

/**
 * The transactions of one counterparty and direction, with each one's day number, taken as the
 * grouping pass reads them in order: deciding a group's cadence then reads one array of numbers
 * instead of reaching every transaction again (most groups keep none, and are never read again).
 */
interface Group {
  /** The counterparty's stream key. */
  readonly key: string
  readonly items: Array<CategorisedTransaction>
  readonly days: Array<number>
}

/** A group's transactions and day numbers in date order (stable: a day's rows keep their order). */
const inDateOrder = (group: Group): Group => {
  const { items, days } = group
  let ascending = true
  for (let i = 1; i < days.length && ascending; i++) ascending = (days[i] ?? 0) >= (days[i - 1] ?? 0)
  if (ascending) return group
  // Array.prototype.sort is stable
  const order = items.map((_, i) => i).sort((a, b) => (days[a] ?? 0) - (days[b] ?? 0))
  return { key: group.key, items: order.map((i) => items[i]!), days: order.map((i) => days[i] ?? 0) }
}

const next = (last: string, cadence: Cadence): string =>
  cadence === "monthly"
    ? addMonths(last, 1)
    : cadence === "bimonthly"
    ? addMonths(last, 2)
    : cadence === "quarterly"
    ? addMonths(last, 3)
    : addDays(last, daysOf(cadence))

/** Every gap on time and the amounts moving smoothly: timing carries a stream whose amount follows the seasons. */
const seasonal = (
  days: ReadonlyArray<number>,
  amounts: ReadonlyArray<number>,
  mean: number,
  cadence: Cadence,
  variability: number
): boolean => {
  if (variability > MAX_SEASONAL_VARIABILITY || amounts.length < 4) return false
  const band = CADENCES.find(([c]) => c === cadence)
  if (band === undefined) return false
  let step = 0
  for (let i = 1; i < days.length; i++) {
    const gap = (days[i] ?? 0) - (days[i - 1] ?? 0)
    if (gap < band[1] || gap > band[2]) return false
    step += Math.abs((amounts[i] ?? 0) - (amounts[i - 1] ?? 0))
  }
  return step / (amounts.length - 1) <= SMOOTH_STEP * mean
}

/**
 * A group's debits without those returned and taken again: a debit followed within
 * `RECOLLECTED_WITHIN` days by another of the same amount, with a credit of that amount between
 * them, is one payment, counted on its due date (the first debit's), so the cadence keeps its gaps.
 */
const withoutReturned = (group: Group, credits: ReadonlyMap<number, ReadonlyArray<number>>): Group => {
  if (credits.size === 0 || group.items.length < 3 || (group.items[0]?.tx.amount ?? 0) > 0) return group
  let dropped: Set<number> | undefined
  const { items, days } = group
  for (let i = 0; i < items.length; i++) {
    const cents = Math.round(-(items[i]?.tx.amount ?? 0) * 100)
    const back = credits.get(cents)
    if (back === undefined) continue
    for (let j = i + 1; j < items.length && (days[j] ?? 0) - (days[i] ?? 0) <= RECOLLECTED_WITHIN; j++) {
      if (Math.round(-(items[j]?.tx.amount ?? 0) * 100) !== cents) continue
      if (back.some((d) => d >= (days[i] ?? 0) && d <= (days[j] ?? 0))) (dropped ??= new Set()).add(j)
      break
    }
  }
  if (dropped === undefined) return group
  const keep = (_: unknown, i: number): boolean => !dropped.has(i)
  return { key: group.key, items: items.filter(keep), days: days.filter(keep) }
}

/** The days of a currency's credits by their amount in cents. */
const creditDays = (items: ReadonlyArray<CategorisedTransaction>): ReadonlyMap<number, ReadonlyArray<number>> => {
  const out = new Map<number, Array<number>>()
  for (const item of items) {
    if (item.tx.amount <= 0) continue
    const cents = Math.round(item.tx.amount * 100)
    const list = out.get(cents)
    const day = dayNumber(item.tx.booking_date)
    if (list === undefined) out.set(cents, [day])
    else list.push(day)
  }
  return out
}

const streamOf = (
  country: Country,
  group: Group,
  currency: string,
  today: string
): typeof RecurringStream.Type | undefined => {
  if (group.items.length < 3) return undefined
  const ordered = inDateOrder(group)
  const cadence = cadenceOf(ordered.days)
  if (cadence === undefined) return undefined
  const sorted = ordered.items
  const amounts = sorted.map((i) => Math.abs(i.tx.amount))
  const mean = amounts.reduce((a, b) => a + b, 0) / amounts.length
  const variability = mean === 0
    ? 0
    : Math.sqrt(amounts.reduce((a, b) => a + (b - mean) ** 2, 0) / amounts.length) / mean
  if (variability > MAX_VARIABILITY && !seasonal(ordered.days, amounts, mean, cadence, variability)) return undefined
  const first = sorted[0]!
  const last = sorted[sorted.length - 1]!
  const expected = next(last.tx.booking_date, cadence)
  const halfCadence = Math.ceil(daysOf(cadence) / 2)
  const categories = new Map<number, number>()
  for (const i of sorted) categories.set(i.category.category_id, (categories.get(i.category.category_id) ?? 0) + 1)
  const category = [...categories].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.category.category_id
  return {
    counterparty: nameOfStream(country, group.key, sorted).name,
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

/** A group in date order, split into groups of their own amounts when only apart they keep a cadence. */
const splitGroup = (group: Group): ReadonlyArray<Group> => {
  if (group.items.length < 3) return [group]
  const ordered = inDateOrder(group)
  const indexes = ordered.items.map((_, i) => i)
  const parts = splitByAmount(
    indexes,
    (i) => ordered.items[i]?.tx.amount ?? 0,
    (part) => cadenceOf(part.map((i) => ordered.days[i] ?? 0)) !== undefined
  )
  if (parts.length === 1) return [ordered]
  return parts.map((part) => ({
    key: group.key,
    items: part.map((i) => ordered.items[i]!),
    days: part.map((i) => ordered.days[i] ?? 0)
  }))
}

/**
 * The transactions of one currency grouped by direction and stream key, groups in the order they
 * first appear; a day's rows share their date string, so its day number is worked out once per run.
 */
const groupsOf = (items: ReadonlyArray<CategorisedTransaction>, keys: ReadonlyArray<string>): Array<Group> => {
  const ordered: Array<Group> = []
  // one map per direction: the keys are the stream keys' own strings, looked up without making new ones
  const credits = new Map<string, Group>()
  const debits = new Map<string, Group>()
  let lastDate = ""
  let lastDay = 0
  items.forEach((item, i) => {
    if (item.tx.amount === 0) return
    const byKey = item.tx.amount > 0 ? credits : debits
    const name = keys[i] ?? ""
    const date = item.tx.booking_date
    if (date !== lastDate) {
      lastDate = date
      lastDay = dayNumber(date)
    }
    const group = byKey.get(name)
    if (group !== undefined) {
      group.items.push(item)
      group.days.push(lastDay)
    } else {
      const created = { key: name, items: [item], days: [lastDay] }
      byKey.set(name, created)
      ordered.push(created)
    }
  })
  return ordered
}

/**
 * Recurring streams per currency: transactions grouped by counterparty (the categoriser's partner,
 * else the meaningful words of the description) and direction; a group of three or more whose gaps
 * keep a cadence (75% of them in its band) and whose amounts vary by at most 35% is a stream.
 * `params.currency` keeps one currency, `params.period` narrows the dates.
 */
export const insightsRecurring = (
  ctx: ProductContext
): Either.Either<typeof RecurringInsights.Encoded, InvalidAnalysisOptions> => {
  const scope = productScope(ctx)
  if (Either.isLeft(scope)) return Either.left(scope.left)
  const today = /^\d{4}-\d{2}-\d{2}/.test(ctx.asOf) ? ctx.asOf.slice(0, 10) : ""
  const groups = new Map(
    scope.right.currencies.map((
      { currency, items }
    ) => {
      const credits = creditDays(items)
      const grouped = groupsOf(items, streamKeysFor(ctx.country, items).keys)
      return [
        currency,
        grouped.map((g) => (g.items.length < 3 ? g : withoutReturned(inDateOrder(g), credits)))
      ] as const
    })
  )
  const currencies = [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, groups]) => ({
    currency,
    streams: groups
      .flatMap((group) =>
        splitGroup(group).flatMap((part) => {
          const stream = streamOf(ctx.country, part, currency, today)
          return stream === undefined ? [] : [stream]
        })
      )
      // largest first; equal ones by name and direction, so that the order of the file's rows does not matter
      .sort((a, b) =>
        b.median_amount * b.payments - a.median_amount * a.payments ||
        (a.counterparty < b.counterparty ? -1 : a.counterparty > b.counterparty ? 1 : 0) ||
        (a.direction < b.direction ? -1 : a.direction > b.direction ? 1 : 0)
      )
  }))
  return Either.right({ currencies })
}
