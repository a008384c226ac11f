import { Cat } from "@statement-engine/categorise"
import { CATEGORY_TREE_VERSION, categoryType, isCategory, isWithin } from "@statement-engine/categorise"
import { InvalidAnalysisOptions } from "@statement-engine/intake"
import type { Country } from "@statement-engine/intake"
import { Period } from "@statement-engine/intake"
import { roundToMinor } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { isCardRepayment } from "./card-repayment.js"
import { addDays, addMonths, daysBetween, monthOf, monthsBetween } from "./dates.js"
import { isEarnings } from "./earnings.js"
import { encodedAsIs } from "./encoded-as-is.js"
import { findStreams, regularPayerCredits, type Stream } from "./income-streams.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"
import { productScope } from "./product-scope.js"
import { streamKeysFor } from "./stream-key.js"

/** One income stream: who pays, how often, how much, and when next. */
export const IncomeStream = Schema.Struct({
  name: Schema.String,
  partner: Schema.NullOr(Schema.String),
  category_id: Schema.Int,
  kind: Schema.Literal("salary", "pension", "benefits", "gig", "rental", "other"),
  frequency: Schema.Literal("weekly", "biweekly", "monthly", "irregular"),
  regularity: Schema.Number.pipe(Schema.between(0, 1)),
  stability: Schema.Number.pipe(Schema.between(0, 1)),
  trend: Schema.Literal("rising", "stable", "falling"),
  typical_amount: Schema.Number,
  payments: Schema.Int,
  total: Schema.Number,
  first_date: Schema.String,
  last_date: Schema.String,
  expected_next_date: Schema.NullOr(Schema.String)
})

/** Income of one calendar month. */
export const MonthlyIncome = Schema.Struct({
  month: Schema.String,
  total: Schema.Number,
  payments: Schema.Int
})

/** A payment a stream is expected to make in the statement's last, unfinished month. */
export const OutstandingPayment = Schema.Struct({
  name: Schema.String,
  expected_date: Schema.String,
  typical_amount: Schema.Number
})

/** The statement's last month when it ends before the month does: what came in, what is still expected. */
export const IncompleteMonth = Schema.Struct({
  month: Schema.String,
  received: Schema.Number,
  outstanding: Schema.Array(OutstandingPayment),
  expected_total: Schema.Number
})

/** Income in one currency (currencies are never added together). */
export const CurrencyIncome = Schema.Struct({
  currency: Schema.String,
  period: Schema.NullOr(Period),
  total_income: Schema.Number,
  average_monthly_income: Schema.Number,
  months: Schema.Int,
  monthly: Schema.Array(MonthlyIncome),
  streams: Schema.Array(IncomeStream),
  /** Money out per month, transfers between own accounts excluded. */
  average_monthly_expenses: Schema.Number,
  /** Money out per month to the categories of `expense_definition` (essentials by default). */
  average_monthly_essential_expenses: Schema.Number,
  /** Average monthly income less average monthly essential expenses. */
  discretionary_income: Schema.Number,
  /** Loan, credit card and debt-collection repayments per month. */
  average_monthly_debt_repayments: Schema.Number,
  /** Debt repayments over income, per month; null without income. */
  debt_to_income: Schema.NullOr(Schema.Number),
  last_income_date: Schema.NullOr(Schema.String),
  /** Days from the last income payment to `as_of`. */
  days_since_last_income: Schema.NullOr(Schema.Int),
  incomplete_month: Schema.NullOr(IncompleteMonth)
})

/** Output of the `insights-income` operation. */
export const IncomeInsights = Schema.Struct({
  category_tree_version: Schema.String,
  income_definition: Schema.Array(Schema.Int),
  expense_definition: Schema.Array(Schema.Int),
  currencies: Schema.Array(CurrencyIncome)
})
export type IncomeInsights = typeof IncomeInsights.Type

/**
 * Essential spending by default: housing, utilities, telecom, groceries, transport to work (public
 * transport, fuel), insurance, health, childcare, taxes, loan repayments and support paid.
 */
export const ESSENTIAL_EXPENSES: ReadonlyArray<number> = [
  2,
  3,
  4,
  Cat.groceries,
  Cat.publicTransport,
  Cat.fuel,
  8,
  9,
  Cat.childcare,
  11,
  17,
  Cat.supportPaid
]

/** Repayments of credit: every loan kind and debt collection. */
const DEBT_REPAYMENTS: ReadonlyArray<number> = [17, 18]

const within = (id: number, roots: ReadonlyArray<number>): boolean => {
  for (const root of roots) if (isWithin(id, root)) return true
  return false
}

/** A payment this many days past its expected date is still expected, not missed. */
const LATE_TOLERANCE_DAYS = 5

const lastDayOfMonth = (month: string): string => {
  const next = addMonths(`${month}-01`, 1)
  return addDays(next, -1)
}

/** The last month of the statement, when it ends before its end, with the stream payments still due in it. */
const incompleteMonth = (
  to: string,
  income: ReadonlyArray<CategorisedTransaction>,
  streams: ReadonlyArray<Stream>,
  currency: string
): typeof IncompleteMonth.Type | null => {
  const month = to.slice(0, 7)
  if (to >= lastDayOfMonth(month)) return null
  const received = income.filter((i) => i.tx.booking_date.startsWith(month)).reduce((s, i) => s + i.tx.amount, 0)
  const outstanding = streams
    // due later this month, or a few days late (pay dates move around weekends and holidays)
    .filter((s) =>
      s.expected_next_date !== null && s.expected_next_date.startsWith(month) &&
      daysBetween(to, s.expected_next_date) >= -LATE_TOLERANCE_DAYS
    )
    .map((s) => ({ name: s.name, expected_date: s.expected_next_date ?? "", typical_amount: s.typical_amount }))
  return {
    month,
    received: roundToMinor(received, currency),
    outstanding,
    expected_total: roundToMinor(received + outstanding.reduce((s, o) => s + o.typical_amount, 0), currency)
  }
}

/**
 * The credits counted as income, with each transaction's stream key and words: the credits of income
 * categories and, by default, the regular credits of payers whose words say income.
 */
const incomeOf = (
  country: Country,
  all: ReadonlyArray<CategorisedTransaction>,
  isIncome: (category: number) => boolean,
  byPattern: boolean
) => {
  const { keys, words } = streamKeysFor(country, all)
  // income is made of credits: only theirs are looked up
  const keyOf = new Map<CategorisedTransaction, string>()
  const wordsOf = new Map<CategorisedTransaction, ReadonlyArray<string>>()
  const credits: Array<CategorisedTransaction> = []
  const paid = new Set<string>()
  all.forEach((item, i) => {
    if (item.tx.amount < 0) paid.add(keys[i] ?? "")
    if (item.tx.amount <= 0) return
    credits.push(item)
    keyOf.set(item, keys[i] ?? "unknown")
    wordsOf.set(item, words[i] ?? [])
  })
  // a card account's repayment from the holder's current account is a transfer, whatever its category
  const income = credits.filter((i) => isIncome(i.category.category_id) && !isCardRepayment(i.tx.description))
  if (!byPattern) return { income, keyOf, wordsOf }
  const counted = (i: CategorisedTransaction) => isIncome(i.category.category_id)
  const extra = regularPayerCredits(country, credits, counted, paid, keyOf, wordsOf).filter((i) =>
    !isCardRepayment(i.tx.description)
  )
  return { income: extra.length === 0 ? income : [...income, ...extra], keyOf, wordsOf }
}

const currencyIncome = (
  country: Country,
  currency: string,
  all: ReadonlyArray<CategorisedTransaction>,
  isIncome: (category: number) => boolean,
  byPattern: boolean,
  essentials: ReadonlyArray<number>,
  asOf: string
): typeof CurrencyIncome.Type => {
  const { income, keyOf, wordsOf } = incomeOf(country, all, isIncome, byPattern)
  let from = ""
  let to = ""
  for (const { tx } of all) {
    if (from === "" || tx.booking_date < from) from = tx.booking_date
    if (to === "" || tx.booking_date > to) to = tx.booking_date
  }
  const months = from === "" ? [] : monthsBetween(from, to)
  const byMonth = new Map<string, { total: number; payments: number }>(
    months.map((m) => [m, { total: 0, payments: 0 }])
  )
  let total = 0
  for (const { tx } of income) {
    const m = byMonth.get(monthOf(tx.booking_date))
    if (m !== undefined) {
      m.total += tx.amount
      m.payments++
    }
    total += tx.amount
  }
  let expenses = 0
  let essential = 0
  let debt = 0
  for (const { category, tx } of all) {
    if (tx.amount >= 0 || categoryType(category.category_id) === "transfer") continue
    expenses -= tx.amount
    if (within(category.category_id, essentials)) essential -= tx.amount
    if (within(category.category_id, DEBT_REPAYMENTS)) debt -= tx.amount
  }
  const perMonth = (x: number) => (months.length === 0 ? 0 : roundToMinor(x / months.length, currency))
  const averageIncome = perMonth(total)
  const streams = findStreams(country, income, keyOf, wordsOf, currency)
  let lastIncome: string | null = null
  for (const { tx } of income) if (lastIncome === null || tx.booking_date > lastIncome) lastIncome = tx.booking_date
  const today = asOf.slice(0, 10)
  return {
    currency,
    period: from === "" ? null : { from, to },
    total_income: roundToMinor(total, currency),
    average_monthly_income: averageIncome,
    months: months.length,
    monthly: [...byMonth].map(([month, m]) => ({
      month,
      total: roundToMinor(m.total, currency),
      payments: m.payments
    })),
    streams,
    average_monthly_expenses: perMonth(expenses),
    average_monthly_essential_expenses: perMonth(essential),
    discretionary_income: roundToMinor(averageIncome - perMonth(essential), currency),
    average_monthly_debt_repayments: perMonth(debt),
    debt_to_income: averageIncome > 0 ? Math.round((perMonth(debt) / averageIncome) * 10_000) / 10_000 : null,
    last_income_date: lastIncome,
    days_since_last_income: lastIncome === null || !/^\d{4}-\d{2}-\d{2}$/.test(today)
      ? null
      : Math.max(0, daysBetween(lastIncome, today)),
    incomplete_month: to === "" ? null : incompleteMonth(to, income, streams, currency)
  }
}

const computed = new WeakMap<ProductContext, Either.Either<IncomeInsights, InvalidAnalysisOptions>>()

/**
 * The income insights of a run (before encoding), computed once per run: `simple-score` reads the
 * same evidence the `insights-income` product gives.
 */
export const incomeInsightsOf = (ctx: ProductContext): Either.Either<IncomeInsights, InvalidAnalysisOptions> => {
  const known = computed.get(ctx)
  if (known !== undefined) return known
  const insights = computeIncomeInsights(ctx)
  computed.set(ctx, insights)
  return insights
}

const computeIncomeInsights = (ctx: ProductContext): Either.Either<IncomeInsights, InvalidAnalysisOptions> => {
  const definition = ctx.params.income_definition
  const unknown = definition?.find((id) => !isCategory(id))
  if (unknown !== undefined) {
    return Either.left(
      new InvalidAnalysisOptions({
        detail: `income_definition names unknown category ${unknown}`,
        pointer: "/params/income_definition"
      })
    )
  }
  const expenseDefinition = ctx.params.expense_definition
  const unknownExpense = expenseDefinition?.find((id) => !isCategory(id))
  if (unknownExpense !== undefined) {
    return Either.left(
      new InvalidAnalysisOptions({
        detail: `expense_definition names unknown category ${unknownExpense}`,
        pointer: "/params/expense_definition"
      })
    )
  }
  const essentials = expenseDefinition ?? ESSENTIAL_EXPENSES
  const scope = productScope(ctx)
  if (Either.isLeft(scope)) return Either.left(scope.left)
  const isIncome = definition === undefined ? isEarnings : (id: number) => definition.some((d) => isWithin(id, d))
  const result: IncomeInsights = {
    category_tree_version: CATEGORY_TREE_VERSION,
    income_definition: definition ?? [],
    expense_definition: expenseDefinition ?? ESSENTIAL_EXPENSES,
    currencies: scope.right.currencies.map(({ currency, items }) =>
      currencyIncome(ctx.country, currency, items, isIncome, definition === undefined, essentials, ctx.asOf)
    )
  }
  return Either.right(result)
}

/**
 * Income per currency: the credits whose category is income (or lies under `params.income_definition`),
 * grouped into streams with a frequency, typical amount and expected next date; monthly totals over the
 * statement's months and their average. `params.currency` keeps one currency; `params.period` narrows the dates.
 */
export const insightsIncome = (
  ctx: ProductContext
): Either.Either<typeof IncomeInsights.Encoded, InvalidAnalysisOptions> =>
  Either.map(incomeInsightsOf(ctx), encodedAsIs(IncomeInsights))
