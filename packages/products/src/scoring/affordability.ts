import { featureValue, type ScoringModel } from "./scoring-model.js"

/** Share of the monthly money left over that a new repayment may take. */
const MAX_SHARE_OF_DISPOSABLE = 0.5

/**
 * Affordability: income less spending over the last six months (spending already includes the
 * existing repayments), and the largest new monthly repayment that leaves half of it free.
 */
export const affordabilityModel: ScoringModel = {
  name: "statement-affordability-v1",
  description:
    "Affordability over the last six months: monthly income less spending, and the largest new monthly repayment that leaves half of that free",
  score: (features) => {
    const income = featureValue(features, "income_avg_monthly_6m")
    const spending = featureValue(features, "expenses_avg_monthly_6m")
    const disposable = Math.round((income - spending) * 100) / 100
    const maxRepayment = Math.max(0, Math.round(disposable * MAX_SHARE_OF_DISPOSABLE * 100) / 100)
    const reasons = [
      ...(income <= 0 ? [{ code: "NO_INCOME", description: "No income in the last six months" }] : []),
      ...(disposable <= 0 ? [{ code: "NO_DISPOSABLE_INCOME", description: "Spending is at or above income" }] : []),
      ...(featureValue(features, "gambling_share_of_income_6m") > 0.1
        ? [{ code: "GAMBLING", description: "Over a tenth of income goes to gambling" }]
        : []),
      ...(featureValue(features, "debt_repayments_share_of_income_6m") > 0.4
        ? [{ code: "DEBT_BURDEN", description: "Over 40% of income goes to debt repayments" }]
        : [])
    ]
    return {
      probability_of_default: null,
      score: null,
      decision: disposable <= 0 || income <= 0 ? "decline" : reasons.length > 0 ? "refer" : "approve",
      reason_codes: reasons,
      details: {
        monthly_income: income,
        monthly_spending: spending,
        monthly_disposable_income: disposable,
        max_affordable_repayment: maxRepayment
      }
    }
  }
}
