import { featureValue, type ScoringModel } from "./scoring-model.js"

/** One scorecard term: a feature, how it is capped, its weight on the log-odds of default, and its reason. */
interface Term {
  readonly feature: string
  readonly cap: number
  readonly weight: number
  readonly code: string
  readonly description: string
}

/**
 * The weights are set by hand from lending practice, not fitted on outcome data (the engine has
 * none): each says how much one unit of a risk signal raises the log-odds of default. They are
 * published here so a lender can judge them, and replaced by registering its own model.
 */
const INTERCEPT = -3.2
const TERMS: ReadonlyArray<Term> = [
  {
    feature: "gambling_share_of_income_6m",
    cap: 1,
    weight: 4,
    code: "GAMBLING",
    description: "Gambling stakes are a large share of income"
  },
  {
    feature: "debt_repayments_share_of_income_6m",
    cap: 1.5,
    weight: 2.2,
    code: "DEBT_BURDEN",
    description: "Debt repayments take a large share of income"
  },
  {
    feature: "payday_lenders",
    cap: 5,
    weight: 0.45,
    code: "PAYDAY_LENDERS",
    description: "Repays payday or short-term lenders"
  },
  {
    feature: "returned_payments_per_month",
    cap: 4,
    weight: 0.6,
    code: "RETURNED_PAYMENTS",
    description: "Direct debits returned or payments bounced"
  },
  {
    feature: "debt_collection_payments",
    cap: 10,
    weight: 0.25,
    code: "DEBT_COLLECTION",
    description: "Pays debt collectors or bailiffs"
  },
  { feature: "days_below_zero_per_month", cap: 31, weight: 0.08, code: "OVERDRAWN", description: "Often overdrawn" },
  {
    feature: "income_volatility_6m",
    cap: 2,
    weight: 0.9,
    code: "UNSTABLE_INCOME",
    description: "Income varies a lot from month to month"
  }
]
/** Score scaling: 600 points at odds of 50:1 against default, 20 points to double the odds. */
const POINTS_AT_50_TO_1 = 600
const POINTS_TO_DOUBLE = 20

/** A logistic scorecard over the features: probability of default, a points score and its reasons. */
export const scorecardModel: ScoringModel = {
  name: "statement-scorecard-v1",
  description:
    "Logistic scorecard over statement features with published, hand-set weights: probability of default, a points score (600 at 50:1 odds, 20 points to double them) and reason codes",
  score: (features) => {
    const contributions = TERMS.map((t) => ({
      term: t,
      part: t.weight * Math.min(t.cap, Math.max(0, featureValue(features, t.feature)))
    }))
    // no income at all is the strongest single signal
    const noIncome = featureValue(features, "income_avg_monthly_3m") <= 0 ? 2.5 : 0
    const thinFile = featureValue(features, "months_covered") < 3 ? 0.5 : 0
    const z = INTERCEPT + noIncome + thinFile + contributions.reduce((s, c) => s + c.part, 0)
    const pd = 1 / (1 + Math.exp(-z))
    const score = Math.round(
      POINTS_AT_50_TO_1 + (POINTS_TO_DOUBLE / Math.LN2) * (Math.log((1 - pd) / pd) - Math.log(50))
    )
    const reasons = [
      ...(noIncome > 0
        ? [{ code: "NO_INCOME", description: "No income in the last three months", part: noIncome }]
        : []),
      ...(thinFile > 0
        ? [{ code: "THIN_FILE", description: "Fewer than three months of statements", part: thinFile }]
        : []),
      ...contributions.filter((c) => c.part > 0.05).map((c) => ({
        code: c.term.code,
        description: c.term.description,
        part: c.part
      }))
    ].sort((a, b) => b.part - a.part)
    return {
      probability_of_default: Math.round(pd * 10_000) / 10_000,
      score,
      decision: pd < 0.05 ? "approve" : pd < 0.15 ? "refer" : "decline",
      reason_codes: reasons.slice(0, 4).map(({ code, description }) => ({ code, description })),
      details: { log_odds: Math.round(z * 1000) / 1000 }
    }
  }
}
