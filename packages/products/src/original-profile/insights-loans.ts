import { Cat } from "@statement-engine/categorise"
import { categoryTree } from "@statement-engine/categorise"
import type { Country } from "@statement-engine/intake"
import { LOAN_KINDS, type LoanInsights } from "../insights-loans.js"
import { calendarMonths, daysBetween, monthlyTrend, ofCurrency, perMonth, share } from "./measures.js"

type CurrencyLoans = (typeof LoanInsights.Encoded)["currencies"][number]
type KindBlock = CurrencyLoans["kinds"][number]
type Lender = CurrencyLoans["lenders"][number]

const monthsWith = (blocks: ReadonlyArray<ReadonlyArray<{ readonly month: string; readonly count: number }>>) =>
  new Set(blocks.flatMap((monthly) => monthly.filter((m) => m.count > 0).map((m) => m.month))).size

/** Each month's sum over every block, in month order. */
const monthlySums = (blocks: ReadonlyArray<ReadonlyArray<{ readonly month: string; readonly sum: number }>>) => {
  const sums = new Map<string, number>()
  for (const monthly of blocks) for (const m of monthly) sums.set(m.month, (sums.get(m.month) ?? 0) + m.sum)
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([, sum]) => sum)
}

const lastDisbursement = (lenders: ReadonlyArray<Lender>) =>
  lenders.reduce<string | null>(
    (d, l) =>
      l.last_disbursement_date !== null && (d === null || l.last_disbursement_date > d) ? l.last_disbursement_date : d,
    null
  )

/** What the flows of some loan kinds (and their lenders) amount to, in the original's keys. */
const flows = (
  kinds: ReadonlyArray<KindBlock>,
  lenders: ReadonlyArray<Lender>,
  months: number,
  asOf: string | null
) => {
  const repaid = kinds.reduce((n, k) => n + k.repayments.sum, 0)
  const repayments = kinds.reduce((n, k) => n + k.repayments.count, 0)
  return {
    average_monthly_outgoing_loan_payment: perMonth(repaid, repayments, months),
    days_since_last_incoming_loan: daysBetween(lastDisbursement(lenders), asOf),
    monthly_incoming_loan_trend: monthlyTrend(monthlySums(kinds.map((k) => k.monthly_disbursements))),
    monthly_outgoing_loan_trend: monthlyTrend(monthlySums(kinds.map((k) => k.monthly_repayments))),
    number_of_incoming_loan_sources: lenders.filter((l) => l.disbursements.count > 0).length,
    number_of_outgoing_loan_sources: lenders.filter((l) => l.repayments.count > 0).length
  }
}

/**
 * `insights-loans` in the original's shape for one currency: the whole and one element per loan
 * category seen (our loan kinds, each with its repayment category and the disbursement category).
 * Days since the last incoming loan count to the statement's last day.
 */
export const originalLoans = (ours: typeof LoanInsights.Encoded, country: Country, currency: string | undefined) => {
  const c = ofCurrency(ours.currencies, currency)
  const months = calendarMonths(c?.period ?? null)
  const asOf = c?.period?.to ?? null
  const kinds = c?.kinds ?? []
  const lenders = c?.lenders ?? []
  const titles = new Map(categoryTree(country).categories.map((cat) => [cat.id, cat["readable-title"]]))
  const repaidAll = c?.total_repayments.sum ?? 0
  return {
    ...flows(kinds, lenders, months, asOf),
    calendar_months: months,
    calendar_months_with_incoming_loans: monthsWith(kinds.map((k) => k.monthly_disbursements)),
    calendar_months_with_outgoing_loans: monthsWith(kinds.map((k) => k.monthly_repayments)),
    loans_by_category: kinds.map((k) => {
      const id = LOAN_KINDS.find(([kind]) => kind === k.kind)?.[1]
      const own = lenders.filter((l) => l.kind === k.kind)
      return {
        ...flows([k], own, months, asOf),
        category_id: {
          expense: id === undefined ? null : String(id),
          income: k.disbursements.count > 0 ? String(Cat.loanDisbursement) : null
        },
        category_title: id === undefined ? k.kind : titles.get(id) ?? k.kind,
        ratio_of_outgoing_loan_category_to_loans: share(k.repayments.sum, repaidAll)
      }
    })
  }
}
