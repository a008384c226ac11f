import { categoryTree } from "@statement-engine/categorise"
import type { Country } from "@statement-engine/intake"
import type { IncomeInsights } from "../insights-income.js"
import { daysBetween, median, monthlyStability, monthlyTrend, ofCurrency, plusDays, rounded } from "./measures.js"

type Income = typeof IncomeInsights.Encoded
type CurrencyIncome = Income["currencies"][number]
type Stream = CurrencyIncome["streams"][number]

const definition = (ids: ReadonlyArray<number>, titles: ReadonlyMap<number, string>) =>
  ids.map((id) => ({ category_id: String(id), title: titles.get(id) ?? "" }))

const NO_PAYMENTS = {
  average_income_payment: null,
  average_monthly_income: null,
  days_since_last_income_payment: null,
  median_income_payment: null,
  number_of_income_payments: null
}

/** Per income-definition category, its streams' payments; every field null for a category without any. */
const incomeByCategory = (c: CurrencyIncome | undefined, ids: ReadonlyArray<number>, months: number) => {
  const asOf = c?.last_income_date == null || c.days_since_last_income === null
    ? null
    : plusDays(c.last_income_date, c.days_since_last_income)
  const byCategory: Record<string, unknown> = {}
  for (const id of ids) {
    const streams: ReadonlyArray<Stream> = c?.streams.filter((s) => s.category_id === id) ?? []
    const payments = streams.reduce((n, s) => n + s.payments, 0)
    const total = streams.reduce((n, s) => n + s.total, 0)
    const last = streams.reduce<string | null>((d, s) => d === null || s.last_date > d ? s.last_date : d, null)
    // a stream's typical amount stands for each of its payments
    const amounts = streams.flatMap((s) => Array<number>(s.payments).fill(s.typical_amount))
    byCategory[String(id)] = payments === 0 ? NO_PAYMENTS : {
      average_income_payment: rounded(total / payments),
      average_monthly_income: months === 0 ? null : rounded(total / months),
      days_since_last_income_payment: daysBetween(last, asOf),
      median_income_payment: median(amounts),
      number_of_income_payments: payments
    }
  }
  return byCategory
}

const lastIncompleteMonth = (c: CurrencyIncome) => {
  const m = c.incomplete_month
  if (m === null) return null
  const remaining = rounded(Math.max(0, m.expected_total - m.received))
  return {
    month: m.month,
    received_income: m.received,
    expected_remaining_income: remaining,
    // the month's expected income less what an average month leaves after essential expenses
    remaining_monthly_discretionary_income: rounded(
      m.expected_total - (c.average_monthly_income - c.discretionary_income) - m.received
    )
  }
}

/**
 * `insights-income` in the original's shape, for one currency (the caller's `currency`, else the
 * one the statement is mostly in): the 13 keys, per income category and for the whole.
 */
export const originalIncome = (ours: Income, country: Country, currency: string | undefined) => {
  const c = ofCurrency(ours.currencies, currency)
  const months = c?.months ?? 0
  const titles = new Map(categoryTree(country).categories.map((cat) => [cat.id, cat["readable-title"]]))
  const totals = c?.monthly.map((m) => m.total) ?? []
  const payments = c?.monthly.reduce((n, m) => n + m.payments, 0) ?? 0
  const first = c?.streams.reduce<string | null>((d, s) => d === null || s.first_date < d ? s.first_date : d, null)
  const span = daysBetween(first, c?.last_income_date)
  return {
    average_days_between_income_payments: payments > 1 && span !== null ? rounded(span / (payments - 1)) : null,
    average_monthly_discretionary_income: c === undefined ? null : c.discretionary_income,
    average_monthly_income: c === undefined ? null : c.average_monthly_income,
    calendar_months: months,
    calendar_months_with_income: c?.monthly.filter((m) => m.payments > 0).length ?? 0,
    days_since_last_income_payment: c?.days_since_last_income ?? null,
    debt_to_income_ratio: c?.debt_to_income ?? null,
    definitions: {
      income: definition(ours.income_definition, titles),
      expenses: definition(ours.expense_definition, titles)
    },
    income_by_category: incomeByCategory(c, ours.income_definition, months),
    last_incomplete_month: c === undefined ? null : lastIncompleteMonth(c),
    monthly_regularity: totals.length === 0 ? null : rounded(totals.filter((t) => t > 0).length / totals.length, 4),
    monthly_stability: monthlyStability(totals),
    monthly_trend: monthlyTrend(totals)
  }
}
