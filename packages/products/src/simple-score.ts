import type { InvalidAnalysisOptions } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { type IncomeInsights, incomeInsightsOf } from "./insights-income.js"
import { type RiskInsights, riskInsightsOf } from "./insights-risk.js"
import type { ProductContext } from "./product-context.js"

/** One reason the score lost points: what was seen, in words, and how many points it cost. */
export const ScoreReason = Schema.Struct({
  code: Schema.String,
  detail: Schema.String,
  points: Schema.Int.pipe(Schema.lessThanOrEqualTo(0))
})

/** Output of the `simple-score` operation. */
export const SimpleScore = Schema.Struct({
  /** 0 to 10, 10 best: 10 less the points each reason costs, never below 0. */
  score: Schema.Int.pipe(Schema.between(0, 10)),
  /** The currency whose income and risk evidence was scored; null for a statement with none. */
  currency: Schema.NullOr(Schema.String),
  /** Every reason that cost points, most costly first; empty for a 10. */
  reasons: Schema.Array(ScoreReason)
})
export type SimpleScore = typeof SimpleScore.Type

type CurrencyIncome = (typeof IncomeInsights.Type)["currencies"][number]
type CurrencyRisk = (typeof RiskInsights.Type)["currencies"][number]

interface Evidence {
  readonly income: CurrencyIncome | undefined
  readonly risk: CurrencyRisk | undefined
}

/** A rule: the points it costs on this evidence (0 when it does not apply) and why. */
type Rule = (e: Evidence) => { readonly code: string; readonly detail: string; readonly points: number } | undefined

const pct = (x: number) => `${Math.round(x * 100)}%`

const rules: ReadonlyArray<Rule> = [
  ({ income }) => {
    if (income === undefined || income.total_income <= 0) {
      return { code: "no_income", detail: "No income was received in the period.", points: -4 }
    }
    const share = income.monthly.filter((m) => m.payments > 0).length / Math.max(1, income.monthly.length)
    if (share >= 0.8) return undefined
    return {
      code: "irregular_income",
      detail: `Income arrived in ${pct(share)} of the period's months.`,
      points: share < 0.5 ? -2 : -1
    }
  },
  ({ income }) => {
    const ratio = income?.debt_to_income ?? null
    if (ratio === null || ratio <= 0.3) return undefined
    return {
      code: "high_debt_to_income",
      detail: `Debt repayments take ${pct(ratio)} of income.`,
      points: ratio > 0.5 ? -2 : -1
    }
  },
  ({ income }) =>
    income !== undefined && income.total_income > 0 && income.discretionary_income < 0
      ? {
        code: "negative_discretionary_income",
        detail: "Essential expenses exceed income in an average month.",
        points: -2
      }
      : undefined,
  ({ risk }) => {
    const days = risk?.overdraft.days_overdrawn ?? null
    if (days === null || days === 0) return undefined
    return { code: "overdrawn", detail: `The balance ended ${days} day(s) below zero.`, points: days > 10 ? -2 : -1 }
  },
  ({ risk }) => {
    const share = risk?.gambling.share_of_income ?? null
    const staked = risk?.gambling.staked.sum ?? 0
    if (staked <= 0 || (share !== null && share <= 0.02)) return undefined
    return {
      code: "gambling",
      detail: share === null
        ? "Money was staked on gambling without income."
        : `Gambling took ${pct(share)} of income.`,
      points: share === null || share > 0.1 ? -2 : -1
    }
  },
  ({ risk }) => {
    const events = (risk?.debt_collection.count ?? 0) + (risk?.bailiffs.count ?? 0)
    return events === 0 ? undefined : {
      code: "debt_collection",
      detail: `${events} payment(s) to debt collectors or bailiffs.`,
      points: -2
    }
  },
  ({ risk }) => {
    const returned = (risk?.returned_payments.returned_debits.count ?? 0) +
      (risk?.returned_payments.bounced_payments.count ?? 0)
    return returned === 0 ? undefined : {
      code: "returned_payments",
      detail: `${returned} payment(s) returned unpaid.`,
      points: returned >= 3 ? -2 : -1
    }
  }
]

/** The currency scored: the one with the most income, else the first with risk evidence. */
const scoredCurrency = (income: typeof IncomeInsights.Type, risk: typeof RiskInsights.Type) =>
  [...income.currencies].sort((a, b) => b.total_income - a.total_income)[0]?.currency ?? risk.currencies[0]?.currency

/** A score from the evidence of one currency: 10 less every rule's cost, within 0..10. */
export const scoreOf = (evidence: Evidence): Omit<SimpleScore, "currency"> => {
  const reasons = rules.flatMap((rule) => {
    const reason = rule(evidence)
    return reason === undefined ? [] : [reason]
  }).sort((a, b) => a.points - b.points)
  const score = Math.max(0, Math.min(10, 10 + reasons.reduce((n, r) => n + r.points, 0)))
  return { score, reasons }
}

/**
 * `simple-score`: one integer from 0 to 10 (10 best) from the income and risk evidence of the main
 * currency, with the reasons it lost points (docs/products/simple-score.md).
 */
export const simpleScore = (
  ctx: ProductContext
): Either.Either<typeof SimpleScore.Encoded, InvalidAnalysisOptions> =>
  Either.gen(function*() {
    const income = yield* incomeInsightsOf(ctx)
    const risk = yield* riskInsightsOf(ctx)
    const currency = scoredCurrency(income, risk)
    const evidence = {
      income: income.currencies.find((c) => c.currency === currency),
      risk: risk.currencies.find((c) => c.currency === currency)
    }
    return Schema.encodeSync(SimpleScore)({ currency: currency ?? null, ...scoreOf(evidence) })
  })
