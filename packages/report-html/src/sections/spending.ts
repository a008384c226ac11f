import { palette } from "../charts.js"
import { type Html, html } from "../html.js"
import { categoryLabel, notRequested, num, section, table } from "../markup.js"
import type { PageContext } from "../page-context.js"

interface Spent {
  sum: number
  count: number | null
}

/** Money out to one top-level category, with its second-level categories. */
interface TopSpending extends Spent {
  readonly id: number
  readonly children: Map<number, Spent>
}

/** Money out per currency, per top-level expense category; transfers (own accounts, savings) apart. */
interface CurrencySpending {
  readonly currency: string
  readonly tops: Map<number, TopSpending>
  transfers: number
}

const add = (into: Spent, amount: number, count: number | null) => {
  into.sum += amount
  into.count = into.count === null || count === null ? null : into.count + count
}

const spendingFrom = (
  ctx: PageContext,
  rows: Iterable<
    { readonly currency: string; readonly category: number; readonly out: number; readonly n: number | null }
  >
): ReadonlyArray<CurrencySpending> => {
  const byCurrency = new Map<string, CurrencySpending>()
  for (const { category, currency, n, out } of rows) {
    if (out <= 0) continue
    let c = byCurrency.get(currency)
    if (c === undefined) byCurrency.set(currency, c = { currency, tops: new Map(), transfers: 0 })
    const type = ctx.titles.category(category)?.type
    if (type === "transfer") c.transfers += out
    if (type !== "expense") continue
    const topId = ctx.titles.atLevel(category, 1)
    let top = c.tops.get(topId)
    if (top === undefined) c.tops.set(topId, top = { id: topId, sum: 0, count: 0, children: new Map() })
    add(top, out, n)
    const childId = ctx.titles.atLevel(category, 2)
    if (childId === topId) continue
    const child = top.children.get(childId) ?? { sum: 0, count: 0 }
    add(child, out, n)
    top.children.set(childId, child)
  }
  return [...byCurrency.values()]
}

/** Money out per category from the categorised transactions, or else from the cash flow's top-level split. */
function* spendingRows(ctx: PageContext) {
  const categorised = ctx.products.categorisation
  if (categorised !== undefined) {
    for (const account of categorised.accounts) {
      for (const t of account.transactions) {
        yield { currency: t.currency, category: t.category_id, out: -t.amount, n: 1 }
      }
    }
    return
  }
  for (const c of ctx.products["insights-cashflow"]?.currencies ?? []) {
    for (const m of c.months) {
      for (const f of m.by_category) yield { currency: c.currency, category: f.category_id, out: f.outflow, n: null }
    }
  }
}

const currencySpending = (ctx: PageContext, c: CurrencySpending): Html => {
  const tops = [...c.tops.values()].sort((a, b) => b.sum - a.sum)
  const total = tops.reduce((s, t) => s + t.sum, 0)
  const money = (x: number) => num(ctx.fmt.money(x, c.currency))
  const rows = tops.flatMap((t) => [
    [
      html`<strong>${categoryLabel(ctx.titles, t.id)}</strong>`,
      money(t.sum),
      num(ctx.fmt.count(t.count)),
      num(ctx.fmt.share(t.sum / total))
    ],
    ...[...t.children].sort(([, a], [, b]) => b.sum - a.sum).map(([id, s]) => [
      html`<span class="sub">${categoryLabel(ctx.titles, id)}</span>`,
      money(s.sum),
      num(ctx.fmt.count(s.count)),
      num(ctx.fmt.share(s.sum / total))
    ])
  ])
  return html`<h3>${c.currency}: ${ctx.fmt.money(total, c.currency)} spent</h3>${
    ctx.charts.add({
      kind: "horizontal-bar",
      labels: tops.map((t) => ctx.titles.label(t.id)),
      series: [{ label: "Spent", values: tops.map((t) => t.sum), color: palette.spending }],
      currency: c.currency,
      locale: ctx.fmt.locale,
      description: `Spending by category in ${c.currency}`
    }, tops.length > 8 ? "tall" : "normal")
  }${
    table(["Category", num("Spent"), num("Transactions"), num("Share")], rows, `Spending by category, ${c.currency}`)
  }${
    c.transfers > 0
      ? html`<p class="muted">Transfers out (to own accounts, savings and investments; not spending): ${
        ctx.fmt.money(c.transfers, c.currency)
      }</p>`
      : ""
  }`
}

/** Money out per expense category (titles in the country's language, with English), per currency. */
export const spendingSection = (ctx: PageContext): Html => {
  const known = ctx.products.categorisation !== undefined || ctx.products["insights-cashflow"] !== undefined
  return section(
    "spending",
    "Spending by category",
    known
      ? spendingFrom(ctx, spendingRows(ctx)).map((c) => currencySpending(ctx, c))
      : notRequested("categorisation")
  )
}
