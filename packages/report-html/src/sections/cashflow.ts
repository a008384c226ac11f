import type { CashflowInsights } from "@statement-engine/analysis"
import { palette } from "../charts.js"
import { type Html, html } from "../html.js"
import { badge, figures, notRequested, num, section, table } from "../markup.js"
import type { PageContext } from "../page-context.js"

type CurrencyCashflow = CashflowInsights["currencies"][number]

const balanceOf = (ctx: PageContext, c: CurrencyCashflow): Html => {
  const days = c.balance_path.days
  if (days.length === 0) return html`<p class="muted">No bookings in ${c.currency}.</p>`
  const balances = days.map((d) => d.balance)
  const lowest = days.reduce((low, d) => (d.balance < low.balance ? d : low))
  const note = c.balance_path.source === "file"
    ? "From the balances the files show."
    : "Reconstructed from the amounts from an unknown starting point (0): the shape is right, the level is not known."
  return html`<h3>${c.currency}</h3><p class="muted">${note}</p>${
    figures([
      ["First day", `${days[0]!.date}: ${ctx.fmt.money(days[0]!.balance, c.currency)}`],
      ["Last day", `${days[days.length - 1]!.date}: ${ctx.fmt.money(days[days.length - 1]!.balance, c.currency)}`],
      ["Lowest", `${lowest.date}: ${ctx.fmt.money(lowest.balance, c.currency)}`]
    ])
  }${
    ctx.charts.add({
      kind: "line",
      labels: days.map((d) => d.date),
      series: [{ label: "End-of-day balance", values: balances, color: palette.balance }],
      currency: c.currency,
      locale: ctx.fmt.locale,
      description: `End-of-day balance in ${c.currency}, ${days[0]!.date} to ${days[days.length - 1]!.date}`
    })
  }`
}

/** The end-of-day balance over the statement's days, per currency. */
export const balanceSection = (ctx: PageContext): Html => {
  const result = ctx.products["insights-cashflow"]
  return section(
    "balance",
    "Balance over time",
    result === undefined ? notRequested("insights-cashflow") : result.currencies.map((c) => balanceOf(ctx, c))
  )
}

const forecastOf = (ctx: PageContext, c: CurrencyCashflow): Html => {
  const f = c.forecast
  if (f === null) return html``
  return html`<p>Expected in ${f.month}: in ${ctx.fmt.money(f.inflow, c.currency)}, out ${
    ctx.fmt.money(f.outflow, c.currency)
  }, net ${ctx.fmt.money(f.net, c.currency)}${
    f.end_balance === null ? "" : `, closing balance ${ctx.fmt.money(f.end_balance, c.currency)}`
  } <span class="muted">(${f.method})</span></p>`
}

const monthsOf = (ctx: PageContext, c: CurrencyCashflow): Html => {
  const money = (x: number) => num(ctx.fmt.money(x, c.currency))
  return html`<h3>${c.currency}</h3>${
    ctx.charts.add({
      kind: "bar",
      labels: c.months.map((m) => m.month),
      series: [
        { label: "Money in", values: c.months.map((m) => m.inflow), color: palette.inflow },
        { label: "Money out", values: c.months.map((m) => m.outflow), color: palette.outflow }
      ],
      currency: c.currency,
      locale: ctx.fmt.locale,
      description: `Money in and out per month in ${c.currency}`
    })
  }${
    table(
      ["Month", num("Money in"), num("Money out"), num("Net"), ""],
      c.months.map((m) => [
        m.month,
        money(m.inflow),
        money(m.outflow),
        money(m.net),
        m.complete ? "" : badge("part of the month", "neutral")
      ]),
      `Money in and out per month, ${c.currency}`
    )
  }${forecastOf(ctx, c)}`
}

/** Money in and out per calendar month, per currency, with the next month's forecast. */
export const moneyInOutSection = (ctx: PageContext): Html => {
  const result = ctx.products["insights-cashflow"]
  return section(
    "money-in-out",
    "Money in and out per month",
    result === undefined ? notRequested("insights-cashflow") : result.currencies.map((c) => monthsOf(ctx, c))
  )
}
