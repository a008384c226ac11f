import type { CategorisationResult } from "@statement-engine/analysis"
import { type Html, html } from "../html.js"
import { categoryLabel, notRequested, num, section, table } from "../markup.js"
import type { PageContext } from "../page-context.js"

/** How many of an account's latest transactions the page lists (the JSON, CSV and API results have them all). */
export const LISTED_TRANSACTIONS = 200

type Account = CategorisationResult["accounts"][number]
type Transaction = Account["transactions"][number]

/**
 * Where a transaction read from a PDF is printed, so a person can find it in the document: `page P,
 * line L`, after the file's name when the account's rows come from more than one PDF.
 */
const printedAt = (t: Transaction, manyFiles: boolean): string =>
  t.source === undefined
    ? ""
    : `${manyFiles ? `${t.source.file}, ` : ""}page ${t.source.page}, line ${t.source.line}`

const accountTransactions = (ctx: PageContext, a: Account): Html => {
  const latest = [...a.transactions].sort((x, y) => (x.date < y.date ? 1 : x.date > y.date ? -1 : 0))
    .slice(0, LISTED_TRANSACTIONS)
  const files = new Set(latest.flatMap((t) => t.source === undefined ? [] : [t.source.file]))
  const where = files.size > 0
  return html`<details${a.transactions.length <= 50 ? " open" : ""}><summary>${a.account_id}: ${
    latest.length < a.transactions.length
      ? `the latest ${ctx.fmt.count(latest.length)} of ${ctx.fmt.count(a.transactions.length)} transactions`
      : `${ctx.fmt.count(a.transactions.length)} transactions`
  }</summary>${
    table(
      [
        "Date",
        "Description",
        "Counterparty",
        "Category",
        num("Amount"),
        num("Confidence"),
        ...(where ? ["Printed at"] : [])
      ],
      latest.map((t) => [
        t.date,
        html`<span class="long">${t.description}</span>`,
        t.partner ?? "",
        categoryLabel(ctx.titles, t.category_id),
        num(html`<span class="${t.amount < 0 ? "out" : "in"}">${ctx.fmt.money(t.amount, t.currency)}</span>`),
        num(ctx.fmt.share(t.confidence)),
        ...(where ? [printedAt(t, files.size > 1)] : [])
      ])
    )
  }</details>`
}

/** Each account's latest categorised transactions. */
export const transactionsSection = (ctx: PageContext): Html => {
  const result = ctx.products.categorisation
  return section(
    "transactions",
    "Categorised transactions",
    result === undefined ? notRequested("categorisation") : result.accounts.map((a) => accountTransactions(ctx, a))
  )
}
