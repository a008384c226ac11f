import type { IncomeInsights } from "../insights-income.js"
import type { RiskInsights } from "../insights-risk.js"
import { calendarMonths, monthlyStability, monthlyTrend, ofCurrency, perMonth, share } from "./measures.js"

type CurrencyRisk = (typeof RiskInsights.Encoded)["currencies"][number]
type Event = CurrencyRisk["bailiffs"]
type CurrencyIncome = (typeof IncomeInsights.Encoded)["currencies"][number]

const countAndSum = (count: number, sum: number, months: number) => ({
  average_count_a_month: perMonth(count, count, months),
  average_sum_a_month: perMonth(sum, count, months)
})

const ofEvent = (e: Event | undefined, months: number) => countAndSum(e?.count ?? 0, e?.sum ?? 0, months)

const isFirstOfMonth = (date: string) => date.slice(8, 10) === "01"
const isLastOfMonth = (date: string) => {
  const next = new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + 86_400_000)
  return next.getUTCDate() === 1
}

const balanceOf = (c: CurrencyRisk | undefined) => {
  const b = c?.balance
  const period = c?.period ?? null
  return {
    // the statement's balances stand for a calendar month's only where the statement starts or ends on its boundary
    calendar_month_start_balance: period !== null && isFirstOfMonth(period.from) ? b?.start_balance ?? null : null,
    calendar_month_end_balance: period !== null && isLastOfMonth(period.to) ? b?.end_balance ?? null : null,
    net_cash_flow: b?.net_cash_flow ?? null,
    statement_start_balance: b?.start_balance ?? null,
    statement_end_balance: b?.end_balance ?? null
  }
}

/** Income and spending over the period, from the run's `insights-income` when it has one. */
const totalsOf = (income: CurrencyIncome | undefined) =>
  income === undefined ? { income: null, expenses: null } : {
    income: income.total_income,
    expenses: income.average_monthly_expenses * income.months
  }

const cashOf = (c: CurrencyRisk | undefined, months: number, totals: ReturnType<typeof totalsOf>) => {
  const deposits = c?.cash.deposits
  const withdrawals = c?.cash.withdrawals
  const depositSums = deposits?.monthly.map((m) => m.sum) ?? []
  const depositCount = deposits?.count ?? 0
  const withdrawn = withdrawals?.sum ?? 0
  const stability = monthlyStability(depositSums)
  return {
    average_count_of_cash_deposit_a_month: perMonth(depositCount, depositCount, months),
    average_count_of_cash_withdrawal_a_month: perMonth(withdrawals?.count ?? 0, withdrawals?.count ?? 0, months),
    average_sum_of_cash_deposit_a_month: perMonth(deposits?.sum ?? 0, depositCount, months),
    average_sum_of_cash_withdrawal_a_month: perMonth(withdrawn, withdrawals?.count ?? 0, months),
    cash_deposit_monthly_trend: depositCount === 0 ? null : monthlyTrend(depositSums),
    cash_deposit_to_income: share(deposits?.sum ?? 0, totals.income),
    cash_withdrawal_monthly_trend: withdrawals?.count ? monthlyTrend(withdrawals.monthly.map((m) => m.sum)) : null,
    cash_withdrawal_to_expenses: withdrawn === 0 ? 0 : c?.cash.share_of_spending ?? null,
    cash_withdrawal_to_income: share(withdrawn, totals.income),
    // deposits in every month, none more than a quarter off their mean
    stable_monthly_cash_deposits: depositCount === 0
      ? null
      : depositSums.every((s) => s > 0) && stability !== null && stability >= 0.75
  }
}

const gamblingOf = (c: CurrencyRisk | undefined, months: number, totals: ReturnType<typeof totalsOf>) => {
  const g = c?.gambling
  const staked = g?.staked.sum ?? 0
  const count = g?.staked.count ?? 0
  const monthly = g?.staked.monthly ?? []
  return {
    ...countAndSum(count, staked, months),
    // our insights-risk keeps gambling per month, not the day of its last stake
    days_since_last_transaction: null,
    gambling_to_all_expenses: share(staked, totals.expenses),
    monthly_regularity_of_gambling: count === 0 || monthly.length === 0
      ? 0
      : Math.round((monthly.filter((m) => m.count > 0).length / monthly.length) * 10_000) / 10_000,
    ratio_of_casino: share(g?.by_kind.casino.sum ?? 0, staked),
    ratio_of_lottery: share(g?.by_kind.lottery.sum ?? 0, staked),
    ratio_of_betting: share(g?.by_kind.betting.sum ?? 0, staked)
  }
}

/**
 * `insights-risk` in the original's shape for one currency: averages a month over the period's
 * calendar months, null where there was no activity and ratios 0. Ratios to income and to all
 * expenses need the run's `insights-income` (null without it).
 */
export const originalRisk = (
  ours: typeof RiskInsights.Encoded,
  income: typeof IncomeInsights.Encoded | undefined,
  currency: string | undefined
) => {
  const c = ofCurrency(ours.currencies, currency)
  const months = calendarMonths(c?.period ?? null)
  const totals = totalsOf(income === undefined ? undefined : ofCurrency(income.currencies, currency))
  const dishonours = c?.returned_payments
  return {
    alimony_payments: ofEvent(c?.alimony.paid, months),
    bailiffs: ofEvent(c?.bailiffs, months),
    debt_collection: ofEvent(c?.debt_collection, months),
    dishonours: countAndSum(
      (dishonours?.returned_debits.count ?? 0) + (dishonours?.bounced_payments.count ?? 0),
      (dishonours?.returned_debits.sum ?? 0) + (dishonours?.bounced_payments.sum ?? 0),
      months
    ),
    loan_fines: ofEvent(c?.fines, months),
    balance: balanceOf(c),
    cash: cashOf(c, months, totals),
    gambling: gamblingOf(c, months, totals)
  }
}
