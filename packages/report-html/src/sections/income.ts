import type { IncomeInsights } from "@statement-engine/analysis"
import { palette } from "../charts.js"
import { type Html, html } from "../html.js"
import { badge, categoryLabel, figures, notRequested, num, section, table } from "../markup.js"
import type { PageContext } from "../page-context.js"

type CurrencyIncome = IncomeInsights["currencies"][number]

const keyFigures = (ctx: PageContext, c: CurrencyIncome): Html => {
  const money = (x: number) => ctx.fmt.money(x, c.currency)
  return figures([
    ["Total income", money(c.total_income)],
    ["Average per month", money(c.average_monthly_income)],
    ["Money out per month", money(c.average_monthly_expenses)],
    ["Essential spending per month", money(c.average_monthly_essential_expenses)],
    ["Left after essentials", money(c.discretionary_income)],
    ["Debt repayments per month", money(c.average_monthly_debt_repayments)],
    ["Debt to income", ctx.fmt.share(c.debt_to_income)],
    ["Last income", c.last_income_date === null ? "–" : `${c.last_income_date} (${c.days_since_last_income} days ago)`]
  ])
}

const streamsTable = (ctx: PageContext, c: CurrencyIncome): Html =>
  c.streams.length === 0 ? html`<p class="muted">No income streams found.</p>` : table(
    [
      "Stream",
      "Category",
      "Kind",
      "Frequency",
      num("Typical amount"),
      num("Payments"),
      num("Total"),
      num("Regularity"),
      "Trend",
      "Last",
      "Next expected"
    ],
    c.streams.map((s) => [
      s.name,
      categoryLabel(ctx.titles, s.category_id),
      s.kind,
      s.frequency,
      num(ctx.fmt.money(s.typical_amount, c.currency)),
      num(ctx.fmt.count(s.payments)),
      num(ctx.fmt.money(s.total, c.currency)),
      num(ctx.fmt.share(s.regularity)),
      badge(s.trend, s.trend === "falling" ? "warn" : "neutral"),
      s.last_date,
      s.expected_next_date ?? "–"
    ]),
    `Income streams, ${c.currency}`
  )

const currencyIncome = (ctx: PageContext, c: CurrencyIncome): Html =>
  html`<h3>${c.currency}</h3>${keyFigures(ctx, c)}${streamsTable(ctx, c)}${
    c.monthly.length === 0 ? "" : ctx.charts.add({
      kind: "bar",
      labels: c.monthly.map((m) => m.month),
      series: [{ label: "Income", values: c.monthly.map((m) => m.total), color: palette.income }],
      currency: c.currency,
      locale: ctx.fmt.locale,
      description: `Income per month in ${c.currency}`
    })
  }`

/** Income per currency: key figures, the streams found, and income per month. */
export const incomeSection = (ctx: PageContext): Html => {
  const result = ctx.products["insights-income"]
  return section(
    "income",
    "Income",
    result === undefined ? notRequested("insights-income") : result.currencies.map((c) => currencyIncome(ctx, c))
  )
}
