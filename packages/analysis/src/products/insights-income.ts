import { Either, Schema } from "effect"
import { InvalidAnalysisOptions } from "../analysis-error.js"
import { Cat } from "../categories/category-ids.js"
import { CATEGORY_TREE_VERSION, categoryType, isCategory, isWithin } from "../categories/category-tree.js"
import { roundToMinor } from "../intake/currencies.js"
import { Period } from "../intake-summary.js"
import { monthsBetween } from "./dates.js"
import { inWindow, windowOf } from "./income-period.js"
import { findStreams } from "./income-streams.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"

/** One income stream: who pays, how often, how much, and when next. */
export const IncomeStream = Schema.Struct({
  name: Schema.String,
  partner: Schema.NullOr(Schema.String),
  category_id: Schema.Int,
  frequency: Schema.Literal("weekly", "biweekly", "monthly", "irregular"),
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

/** Income in one currency (currencies are never added together). */
export const CurrencyIncome = Schema.Struct({
  currency: Schema.String,
  period: Schema.NullOr(Period),
  total_income: Schema.Number,
  average_monthly_income: Schema.Number,
  months: Schema.Int,
  monthly: Schema.Array(MonthlyIncome),
  streams: Schema.Array(IncomeStream)
})

/** Output of the `insights-income` operation. */
export const IncomeInsights = Schema.Struct({
  category_tree_version: Schema.String,
  income_definition: Schema.Array(Schema.Int),
  currencies: Schema.Array(CurrencyIncome)
})
export type IncomeInsights = typeof IncomeInsights.Type

/** Income categories left out by default: refunds, loan disbursements and gambling winnings are not earnings. */
const NOT_EARNINGS: ReadonlyArray<number> = [Cat.refunds, Cat.loanDisbursement, Cat.gamblingWin]

const isDefaultIncome = (id: number): boolean => categoryType(id) === "income" && !NOT_EARNINGS.some((n) => isWithin(id, n))

const currencyIncome = (currency: string, all: ReadonlyArray<CategorisedTransaction>, income: ReadonlyArray<CategorisedTransaction>): typeof CurrencyIncome.Type => {
  let from = ""
  let to = ""
  for (const { tx } of all) {
    if (from === "" || tx.booking_date < from) from = tx.booking_date
    if (to === "" || tx.booking_date > to) to = tx.booking_date
  }
  const months = from === "" ? [] : monthsBetween(from, to)
  const byMonth = new Map<string, { total: number; payments: number }>(months.map((m) => [m, { total: 0, payments: 0 }]))
  let total = 0
  for (const { tx } of income) {
    const m = byMonth.get(tx.booking_date.slice(0, 7))
    if (m !== undefined) {
      m.total += tx.amount
      m.payments++
    }
    total += tx.amount
  }
  return {
    currency,
    period: from === "" ? null : { from, to },
    total_income: roundToMinor(total, currency),
    average_monthly_income: months.length === 0 ? 0 : roundToMinor(total / months.length, currency),
    months: months.length,
    monthly: [...byMonth].map(([month, m]) => ({ month, total: roundToMinor(m.total, currency), payments: m.payments })),
    streams: findStreams(income, currency)
  }
}

/**
 * Income per currency: the credits whose category is income (or lies under `params.income_definition`),
 * grouped into streams with a frequency, typical amount and expected next date; monthly totals over the
 * statement's months and their average. `params.currency` keeps one currency; `params.period` narrows the dates.
 */
export const insightsIncome = (ctx: ProductContext): Either.Either<typeof IncomeInsights.Encoded, InvalidAnalysisOptions> => {
  const definition = ctx.params.income_definition
  const unknown = definition?.find((id) => !isCategory(id))
  if (unknown !== undefined) {
    return Either.left(new InvalidAnalysisOptions({ detail: `income_definition names unknown category ${unknown}`, pointer: "/params/income_definition" }))
  }
  const window = windowOf(ctx.params.period, ctx.asOf)
  if (Either.isLeft(window)) return Either.left(window.left)
  const isIncome = definition === undefined ? isDefaultIncome : (id: number) => definition.some((d) => isWithin(id, d))
  const wanted = ctx.params.currency?.trim().toUpperCase()
  const items = ctx.categorised().filter((i) => inWindow(i.tx.booking_date, window.right) && (wanted === undefined || i.tx.currency === wanted))
  const currencies = wanted === undefined ? [...new Set(items.map((i) => i.tx.currency))].sort() : [wanted]
  const result: IncomeInsights = {
    category_tree_version: CATEGORY_TREE_VERSION,
    income_definition: definition ?? [],
    currencies: currencies.map((c) => {
      const all = items.filter((i) => i.tx.currency === c)
      return currencyIncome(c, all, all.filter((i) => i.tx.amount > 0 && isIncome(i.category.category_id)))
    })
  }
  return Either.right(Schema.encodeSync(IncomeInsights)(result))
}
