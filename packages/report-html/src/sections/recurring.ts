import type { RecurringInsights } from "@statement-engine/analysis"
import { type Html, html } from "../html.js"
import { badge, categoryLabel, notRequested, num, section, table } from "../markup.js"
import type { PageContext } from "../page-context.js"

type CurrencyRecurring = RecurringInsights["currencies"][number]

const currencyRecurring = (ctx: PageContext, c: CurrencyRecurring): Html => {
  const streams = [...c.streams].sort((a, b) =>
    a.direction === b.direction ? b.median_amount - a.median_amount : a.direction === "out" ? -1 : 1
  )
  return html`<h3>${c.currency}</h3>${
    streams.length === 0 ? html`<p class="muted">No recurring payments found.</p>` : table(
      [
        "Counterparty",
        "Direction",
        "Category",
        "Cadence",
        num("Typical amount"),
        num("Payments"),
        "Last",
        "Next expected",
        "Status"
      ],
      streams.map((s) => [
        s.counterparty,
        s.direction === "out" ? "paid" : "received",
        categoryLabel(ctx.titles, s.category_id),
        s.cadence.replace("_", " "),
        num(ctx.fmt.money(s.median_amount, c.currency)),
        num(ctx.fmt.count(s.payments)),
        s.last_date,
        s.next_expected_date,
        html`${s.active ? badge("active", "good") : badge("stopped", "neutral")}${
          s.subscription ? html` ${badge("subscription", "neutral")}` : ""
        }`
      ]),
      `Recurring payments, ${c.currency}`
    )
  }`
}

/** Recurring payments and receipts per currency: who, how often, how much, and whether still going. */
export const recurringSection = (ctx: PageContext): Html => {
  const result = ctx.products["insights-recurring"]
  return section(
    "recurring",
    "Recurring payments",
    result === undefined ? notRequested("insights-recurring") : result.currencies.map((c) => currencyRecurring(ctx, c))
  )
}
