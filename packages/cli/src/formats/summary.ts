import type { SummaryInput } from "./summary-input.js"
import { riskAndScoresOf } from "./summary-risk.js"

const TOP_CATEGORIES = 3

/** Lines wrap at this width (at a ` · ` or `; `, else at `, `), continued two spaces in. */
const WIDTH = 100

/** Money out per top-level expense category and currency, from the categorised transactions. */
const spendingOf = (input: SummaryInput): ReadonlyArray<string> => {
  const byCurrency = new Map<string, Map<number, number>>()
  for (const account of input.products.categorisation?.accounts ?? []) {
    for (const t of account.transactions) {
      if (t.amount >= 0 || input.titles.category(t.category_id)?.type !== "expense") continue
      const sums = byCurrency.get(t.currency) ?? new Map<number, number>()
      const top = input.titles.atLevel(t.category_id, 1)
      sums.set(top, (sums.get(top) ?? 0) - t.amount)
      byCurrency.set(t.currency, sums)
    }
  }
  return [...byCurrency].map(([currency, sums]) => {
    const total = [...sums.values()].reduce((a, b) => a + b, 0)
    const top = [...sums].sort(([, a], [, b]) => b - a).slice(0, TOP_CATEGORIES)
    return `Spending ${currency}: ${
      top.map(([id, sum]) =>
        `${input.titles.label(id)} ${input.fmt.money(sum, currency)} (${input.fmt.share(sum / total)})`
      )
        .join(" · ")
    }`
  })
}

const accountsOf = (input: SummaryInput): ReadonlyArray<string> =>
  (input.products.categorisation?.accounts ?? []).flatMap((a) =>
    a.summary.map((s) => {
      const balances = s.start_balance === null || s.end_balance === null
        ? ""
        : `  balance ${input.fmt.money(s.start_balance, s.currency)} → ${input.fmt.money(s.end_balance, s.currency)}`
      return `${a.account_id} ${s.currency}: in ${input.fmt.money(s.credits, s.currency)} (${s.credit_count}), out ${
        input.fmt.money(s.debits, s.currency)
      } (${s.debit_count})${balances}`
    })
  )

const integrityOf = (input: SummaryInput): ReadonlyArray<string> => {
  const result = input.products["statement-integrity"]
  if (result === undefined) return []
  const warnings = [...result.files.flatMap((f) => f.findings), ...result.across_files].filter((f) =>
    f.severity === "warning"
  )
  const verdicts = result.files.map((f) => `${f.file}: ${f.verdict.replace("_", " ")}`)
  return [
    `Integrity: ${verdicts.join(", ") || "no files"}${
      warnings.length === 0 ? "" : ` — ${warnings.map((w) => w.code).join(", ")}`
    }`
  ]
}

const incomeOf = (input: SummaryInput): ReadonlyArray<string> =>
  (input.products["insights-income"]?.currencies ?? []).map((c) => {
    const streams = c.streams.map((s) =>
      `${s.name} (${s.kind}, ${s.frequency}, ${input.fmt.money(s.typical_amount, c.currency)})`
    )
    return `Income ${c.currency}: ${
      input.fmt.money(c.average_monthly_income, c.currency)
    } a month over ${c.months} months${streams.length === 0 ? "; no regular stream" : `; ${streams.join(", ")}`}`
  })

const recurringOf = (input: SummaryInput): ReadonlyArray<string> =>
  (input.products["insights-recurring"]?.currencies ?? []).map((c) => {
    const out = c.streams.filter((s) => s.direction === "out" && s.active)
    const monthly = out.filter((s) => s.cadence === "monthly").reduce((sum, s) => sum + s.median_amount, 0)
    return `Recurring ${c.currency}: ${out.length} active payment(s) (${
      input.fmt.money(monthly, c.currency)
    } a month in monthly ones), ${c.streams.filter((s) => s.subscription).length} subscription(s)`
  })

/** A line cut at separators to fit `WIDTH`, continued two spaces in. */
const wrapped = (line: string): string => {
  const out: Array<string> = []
  let rest = line
  while (rest.length > WIDTH) {
    const window = rest.slice(0, WIDTH)
    const preferred = Math.max(window.lastIndexOf(" · "), window.lastIndexOf("; "))
    const cut = preferred > 2 ? preferred : window.lastIndexOf(", ")
    if (cut <= 2) break
    const separator = rest.slice(cut, cut + 3) === " · " ? 3 : 2
    out.push(rest.slice(0, cut + (separator === 3 ? 0 : 1)))
    rest = `  ${rest.slice(cut + separator).trimStart()}`
  }
  out.push(rest)
  return out.join("\n")
}

/** A one-screen text summary of a report: period, accounts, spending, income, recurring, risk, scores, integrity. */
export const summaryText = (input: SummaryInput): string =>
  [
    `${input.files} file(s), ${input.fmt.count(input.transactions)} transactions, ${input.period} (${input.country})`,
    ...accountsOf(input),
    ...integrityOf(input),
    ...spendingOf(input),
    ...incomeOf(input),
    ...recurringOf(input),
    ...riskAndScoresOf(input)
  ].map(wrapped).join("\n") + "\n"
