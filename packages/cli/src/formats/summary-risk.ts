import type { SummaryInput } from "./summary-input.js"

const riskOf = (input: SummaryInput): ReadonlyArray<string> =>
  (input.products["insights-risk"]?.currencies ?? []).map((r) => {
    const signals: ReadonlyArray<readonly [string, number, number]> = [
      ["gambling", r.gambling.staked.count, r.gambling.staked.sum],
      ["debt collection", r.debt_collection.count, r.debt_collection.sum],
      ["bailiffs", r.bailiffs.count, r.bailiffs.sum],
      ["returned debits", r.returned_payments.returned_debits.count, r.returned_payments.returned_debits.sum],
      ["bounced payments", r.returned_payments.bounced_payments.count, r.returned_payments.bounced_payments.sum],
      ["fines", r.fines.count, r.fines.sum],
      ["overdraft fees", r.overdraft.fees.count, r.overdraft.fees.sum]
    ]
    const seen = signals.filter(([, count]) => count > 0)
      .map(([name, count, sum]) => `${name} ${count}× ${input.fmt.money(sum, r.currency)}`)
    const overdrawn = r.overdraft.days_overdrawn === null ? "" : `; ${r.overdraft.days_overdrawn} day(s) overdrawn`
    return `Risk ${r.currency}: ${seen.length === 0 ? "no signals" : seen.join(", ")}${overdrawn}`
  })

const scoresOf = (input: SummaryInput): ReadonlyArray<string> =>
  (input.products["credit-scores"]?.currencies ?? []).map((c) =>
    `Scores ${c.currency}: ${
      c.scores.map((s) => {
        const figures = [
          s.score === null ? undefined : String(Math.round(s.score)),
          s.probability_of_default === null ? undefined : `PD ${input.fmt.share(s.probability_of_default)}`
        ].filter((x) => x !== undefined)
        const reasons = s.reason_codes.slice(0, 3).map((r) => r.code)
        return `${s.model} ${s.decision ?? "no decision"}${figures.length === 0 ? "" : ` (${figures.join(", ")})`}${
          reasons.length === 0 ? "" : `: ${reasons.join(", ")}`
        }`
      }).join("; ")
    }`
  )

/** The summary's risk and score lines, per currency. */
export const riskAndScoresOf = (input: SummaryInput): ReadonlyArray<string> => [...riskOf(input), ...scoresOf(input)]
