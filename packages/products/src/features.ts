import { Cat } from "@statement-engine/categorise"
import { categoryRows } from "@statement-engine/categorise"
import { CATEGORY_TREE_VERSION, categoryType, isWithin } from "@statement-engine/categorise"
import type { InvalidAnalysisOptions } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { balancePath } from "./balance-path.js"
import { daysBetween, extent, monthOf } from "./dates.js"
import { isEarnings } from "./earnings.js"
import { encodedAsIs } from "./encoded-as-is.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"
import { productScope } from "./product-scope.js"
import { monthsOf } from "./tally.js"

/** The look-back windows, in months, ending with the statement's last month. */
export const FEATURE_WINDOWS = [3, 6, 12] as const

/**
 * The category groups features are computed for: each income subcategory (salary, pension,
 * benefits, …, money received) and each top-level expense and transfer category (money paid).
 */
export const featureGroups: ReadonlyArray<
  { readonly id: number; readonly direction: "in" | "out"; readonly title: string }
> = categoryRows
  .filter(([id, parent]) => parent === 1 || (parent === 0 && id !== 1))
  .map(([id, parent, , titles]) => ({
    id,
    direction: parent === 1 ? "in" as const : "out" as const,
    title: titles.split("|")[0] ?? String(id)
  }))

/** One feature: its stable name, unit and meaning. */
export interface FeatureDefinition {
  readonly name: string
  readonly unit: "money" | "count" | "ratio" | "days" | "months"
  readonly meaning: string
}

const summaryDefinitions: ReadonlyArray<FeatureDefinition> = [
  { name: "months_covered", unit: "months", meaning: "Calendar months from the first to the last booking" },
  { name: "transactions_per_month", unit: "count", meaning: "Transactions per covered month" },
  ...FEATURE_WINDOWS.flatMap((w): ReadonlyArray<FeatureDefinition> => [
    {
      name: `income_avg_monthly_${w}m`,
      unit: "money",
      meaning:
        `Average monthly income (earnings, benefits, pensions; not refunds, loans or winnings) over the last ${w} months`
    },
    {
      name: `expenses_avg_monthly_${w}m`,
      unit: "money",
      meaning: `Average monthly money out, transfers between own accounts excluded, over the last ${w} months`
    },
    {
      name: `net_avg_monthly_${w}m`,
      unit: "money",
      meaning: `Average monthly income less expenses over the last ${w} months`
    },
    {
      name: `gambling_share_of_income_${w}m`,
      unit: "ratio",
      meaning: `Money staked on gambling over income, last ${w} months (null without income)`
    },
    {
      name: `debt_repayments_share_of_income_${w}m`,
      unit: "ratio",
      meaning: `Loan, credit card and debt-collection repayments over income, last ${w} months (null without income)`
    }
  ]),
  {
    name: "income_volatility_6m",
    unit: "ratio",
    meaning: "Coefficient of variation of monthly income over the last 6 months"
  },
  {
    name: "balance_average",
    unit: "money",
    meaning: "Average end-of-day balance (null when the file has no balances)"
  },
  { name: "balance_minimum", unit: "money", meaning: "Lowest end-of-day balance (null when the file has no balances)" },
  {
    name: "balance_volatility",
    unit: "ratio",
    meaning: "Standard deviation of end-of-day balances over their mean absolute value (null without balances)"
  },
  {
    name: "days_below_zero_per_month",
    unit: "days",
    meaning: "Days ending below zero per covered month (null without balances)"
  },
  {
    name: "cash_withdrawal_share_of_spending",
    unit: "ratio",
    meaning: "Cash withdrawn over all money spent (null without spending)"
  },
  {
    name: "distinct_lenders",
    unit: "count",
    meaning: "Different lenders repaid (payday, consumer, BNPL, credit card, car, student, other)"
  },
  { name: "payday_lenders", unit: "count", meaning: "Different payday or short-term lenders repaid" },
  {
    name: "returned_payments_per_month",
    unit: "count",
    meaning: "Returned direct debits and bounced payments per covered month"
  },
  { name: "debt_collection_payments", unit: "count", meaning: "Payments to debt collectors and bailiffs" },
  {
    name: "days_since_last_income",
    unit: "days",
    meaning: "Days from the last income payment to as_of (null without income)"
  }
]

/** Every feature the `features` operation computes, in output order; names never change meaning. */
export const featureDefinitions: ReadonlyArray<FeatureDefinition> = [
  ...summaryDefinitions,
  ...featureGroups.flatMap((g) =>
    FEATURE_WINDOWS.flatMap((w): ReadonlyArray<FeatureDefinition> => [
      {
        name: `cat_${g.id}_${g.direction}_sum_avg_${w}m`,
        unit: "money",
        meaning: `${g.title}: average monthly money ${g.direction === "in" ? "received" : "paid"}, last ${w} months`
      },
      {
        name: `cat_${g.id}_${g.direction}_count_avg_${w}m`,
        unit: "count",
        meaning: `${g.title}: average monthly number of transactions, last ${w} months`
      }
    ])
  )
]

/** The feature vector of one currency. */
export const CurrencyFeatures = Schema.Struct({
  currency: Schema.String,
  /** The last month of the statement: every window ends with it. */
  last_month: Schema.NullOr(Schema.String),
  features: Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.Number) })
})
export type CurrencyFeatures = typeof CurrencyFeatures.Type

/** Output of the `features` operation. */
export const Features = Schema.Struct({
  category_tree_version: Schema.String,
  currencies: Schema.Array(CurrencyFeatures)
})
export type Features = typeof Features.Type

const LOANS = 17
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits
const share = (part: number, whole: number) => (whole > 0 ? round(part / whole) : null)

/** What features need to know of a category, worked out once per category id. */
interface CategoryFacts {
  readonly earnings: boolean
  readonly transfer: boolean
  readonly gambling: boolean
  readonly debt: boolean
  readonly cash: boolean
  readonly loan: boolean
  readonly payday: boolean
  readonly returned: boolean
  readonly collection: boolean
  readonly group: (typeof featureGroups)[number] | undefined
}

const facts = new Map<number, CategoryFacts>()

const factsOf = (id: number): CategoryFacts => {
  const known = facts.get(id)
  if (known !== undefined) return known
  const made: CategoryFacts = {
    earnings: isEarnings(id),
    transfer: categoryType(id) === "transfer",
    gambling: isWithin(id, 16),
    debt: isWithin(id, LOANS) || isWithin(id, 18),
    cash: isWithin(id, 15),
    loan: isWithin(id, LOANS),
    payday: isWithin(id, Cat.payday),
    returned: isWithin(id, Cat.returnedDebit) || isWithin(id, Cat.bouncedPayment),
    collection: isWithin(id, 18),
    group: featureGroups.find((g) => isWithin(id, g.id))
  }
  facts.set(id, made)
  return made
}

const computed = new WeakMap<ReadonlyArray<CategorisedTransaction>, CurrencyFeatures>()

/**
 * The features of one currency's transactions, by name (every name of `featureDefinitions`);
 * remembered per list, so `features` and `credit-scores` of one run compute them once.
 */
export const featuresOf = (
  items: ReadonlyArray<CategorisedTransaction>,
  currency: string,
  asOf: string
): CurrencyFeatures => {
  const known = computed.get(items)
  if (known !== undefined && known.currency === currency) return known
  const made = computeFeatures(items, currency, asOf)
  computed.set(items, made)
  return made
}

/** The last `n` of some monthly figures. */
const lastN = (xs: ReadonlyArray<number>, n: number) => xs.slice(Math.max(0, xs.length - n))

/** The mean of some figures; 0 for none. */
const avg = (xs: ReadonlyArray<number>) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length)

/** What one pass over a currency's transactions gathers: monthly series and counts. */
interface Tally {
  readonly income: Array<number>
  readonly expenses: Array<number>
  readonly gambling: Array<number>
  readonly debt: Array<number>
  readonly sums: Map<number, Array<number>>
  readonly counts: Map<number, Array<number>>
  cash: number
  returned: number
  collections: number
  lastIncome: string
  readonly lenders: Set<string>
  readonly payday: Set<string>
}

/** Adds one transaction to the tally; `m` is its month's index, if its month is covered. */
const tallyOne = (t: Tally, i: CategorisedTransaction, m: number | undefined) => {
  const f = factsOf(i.category.category_id)
  const amount = i.tx.amount
  if (f.returned) t.returned++
  if (amount > 0 && f.earnings && i.tx.booking_date > t.lastIncome) t.lastIncome = i.tx.booking_date
  if (amount < 0) {
    if (f.cash) t.cash -= amount
    if (f.collection) t.collections++
    if (i.category.partner !== null && f.loan) t.lenders.add(i.category.partner)
    if (i.category.partner !== null && f.payday) t.payday.add(i.category.partner)
  }
  if (m === undefined) return
  if (amount > 0 && f.earnings) t.income[m] = (t.income[m] ?? 0) + amount
  if (amount < 0 && !f.transfer) t.expenses[m] = (t.expenses[m] ?? 0) - amount
  if (amount < 0 && f.gambling) t.gambling[m] = (t.gambling[m] ?? 0) - amount
  if (amount < 0 && f.debt) t.debt[m] = (t.debt[m] ?? 0) - amount
  const g = f.group
  if (g !== undefined && (g.direction === "in" ? amount > 0 : amount < 0)) {
    const sum = t.sums.get(g.id)
    const count = t.counts.get(g.id)
    if (sum !== undefined) sum[m] = (sum[m] ?? 0) + Math.abs(amount)
    if (count !== undefined) count[m] = (count[m] ?? 0) + 1
  }
}

/** One pass over the transactions for every monthly series. */
const tallyOf = (items: ReadonlyArray<CategorisedTransaction>, months: ReadonlyArray<string>): Tally => {
  const monthIndex = new Map(months.map((m, i) => [m, i]))
  const zeros = () => months.map(() => 0)
  const t: Tally = {
    income: zeros(),
    expenses: zeros(),
    gambling: zeros(),
    debt: zeros(),
    sums: new Map(featureGroups.map((g) => [g.id, zeros()])),
    counts: new Map(featureGroups.map((g) => [g.id, zeros()])),
    cash: 0,
    returned: 0,
    collections: 0,
    lastIncome: "",
    lenders: new Set(),
    payday: new Set()
  }
  for (const i of items) tallyOne(t, i, monthIndex.get(monthOf(i.tx.booking_date)))
  return t
}

/** The features read from the statement's own balances (null without them). */
const balanceFeatures = (
  items: ReadonlyArray<CategorisedTransaction>,
  currency: string,
  monthCount: number,
  out: Record<string, number | null>
) => {
  const path = balancePath(items, currency)
  const balances = path.source === "file" ? path.days.map((d) => d.balance) : []
  const balanceMean = avg(balances)
  out.balance_average = balances.length === 0 ? null : round(balanceMean, 2)
  out.balance_minimum = balances.length === 0 ? null : extent(balances).min
  const absMean = avg(balances.map(Math.abs))
  out.balance_volatility = balances.length === 0 || absMean === 0
    ? null
    : round(Math.sqrt(avg(balances.map((b) => (b - balanceMean) ** 2))) / absMean)
  out.days_below_zero_per_month = balances.length === 0 || monthCount === 0
    ? null
    : round(balances.filter((b) => b < 0).length / monthCount, 2)
}

/** Income, expense and ratio features over each window, and income volatility. */
const windowFeatures = (t: Tally, out: Record<string, number | null>) => {
  for (const w of FEATURE_WINDOWS) {
    const inc = avg(lastN(t.income, w))
    const exp = avg(lastN(t.expenses, w))
    out[`income_avg_monthly_${w}m`] = round(inc, 2)
    out[`expenses_avg_monthly_${w}m`] = round(exp, 2)
    out[`net_avg_monthly_${w}m`] = round(inc - exp, 2)
    out[`gambling_share_of_income_${w}m`] = share(avg(lastN(t.gambling, w)), inc)
    out[`debt_repayments_share_of_income_${w}m`] = share(avg(lastN(t.debt, w)), inc)
  }
  const recent = lastN(t.income, 6)
  const mean = avg(recent)
  out.income_volatility_6m = mean > 0 ? round(Math.sqrt(avg(recent.map((x) => (x - mean) ** 2))) / mean) : null
}

/** Monthly sums and counts per feature group over each window. */
/** Each group's feature names per window (sum, then count), made once rather than for every statement. */
const groupFeatureNames = featureGroups.map((g) =>
  FEATURE_WINDOWS.map((w) => [`cat_${g.id}_${g.direction}_sum_avg_${w}m`, `cat_${g.id}_${g.direction}_count_avg_${w}m`])
)

const groupFeatures = (t: Tally, out: Record<string, number | null>) => {
  featureGroups.forEach((g, k) => {
    const names = groupFeatureNames[k] ?? []
    FEATURE_WINDOWS.forEach((w, j) => {
      const [sum = "", count = ""] = names[j] ?? []
      out[sum] = round(avg(lastN(t.sums.get(g.id) ?? [], w)), 2)
      out[count] = round(avg(lastN(t.counts.get(g.id) ?? [], w)), 2)
    })
  })
}

const computeFeatures = (
  items: ReadonlyArray<CategorisedTransaction>,
  currency: string,
  asOf: string
): CurrencyFeatures => {
  const months = monthsOf(items)
  const t = tallyOf(items, months)
  const out: Record<string, number | null> = {}
  out.months_covered = months.length
  out.transactions_per_month = months.length === 0 ? 0 : round(items.length / months.length, 2)
  windowFeatures(t, out)
  balanceFeatures(items, currency, months.length, out)
  out.cash_withdrawal_share_of_spending = share(t.cash, t.expenses.reduce((a, b) => a + b, 0))
  out.distinct_lenders = t.lenders.size
  out.payday_lenders = t.payday.size
  out.returned_payments_per_month = months.length === 0 ? 0 : round(t.returned / months.length, 2)
  out.debt_collection_payments = t.collections
  const today = asOf.slice(0, 10)
  out.days_since_last_income = t.lastIncome === "" || !/^\d{4}-\d{2}-\d{2}$/.test(today)
    ? null
    : Math.max(0, daysBetween(t.lastIncome, today))
  groupFeatures(t, out)
  return { currency, last_month: months[months.length - 1] ?? null, features: out }
}

/**
 * A vector of named numeric features per currency for the caller's own models: average monthly
 * sums and counts per category over 3, 6 and 12 months, income and expense levels, ratios,
 * volatility and risk counts. Windows end with the statement's last month and average over the
 * months the statement covers within them. Names and meanings: `featureDefinitions`.
 */
export const features = (ctx: ProductContext): Either.Either<typeof Features.Encoded, InvalidAnalysisOptions> =>
  Either.map(productScope(ctx), ({ currencies }) =>
    encodedAsIs(Features)({
      category_tree_version: CATEGORY_TREE_VERSION,
      currencies: currencies.map((c) => featuresOf(c.items, c.currency, ctx.asOf))
    }))
