import type { FileSummary } from "@statement-engine/analysis"
import { type Html, html } from "../html.js"
import { figures, num, section, table } from "../markup.js"
import type { PageContext } from "../page-context.js"

const periodText = (period: { readonly from: string; readonly to: string } | null): string =>
  period === null ? "–" : `${period.from} – ${period.to}`

/** The earliest start and latest end of the files' periods. */
const overallPeriod = (files: ReadonlyArray<FileSummary>) => {
  const periods = files.flatMap((f) => (f.period === null ? [] : [f.period]))
  if (periods.length === 0) return null
  return {
    from: periods.map((p) => p.from).reduce((a, b) => (a < b ? a : b)),
    to: periods.map((p) => p.to).reduce((a, b) => (a > b ? a : b))
  }
}

const filesTable = (ctx: PageContext): Html =>
  table(
    ["File", "Format", num("Rows"), num("Skipped"), "Accounts", "Currencies", "Period", "Balances"],
    ctx.input.files.map((f) => [
      f.name,
      f.format,
      num(ctx.fmt.count(f.rows)),
      num(ctx.fmt.count(f.skipped.length)),
      f.accounts.join(", "),
      f.currencies.join(", "),
      periodText(f.period),
      f.has_balances ? "yes" : "no"
    ]),
    "The files of the upload"
  )

const accountsTable = (ctx: PageContext): Html => {
  const result = ctx.products.categorisation
  if (result === undefined) return html``
  const { fmt } = ctx
  return table(
    [
      "Account",
      "Holder",
      "Currency",
      num("Money in"),
      num("Money out"),
      num("Opening balance"),
      num("Closing balance")
    ],
    result.accounts.flatMap((a) =>
      a.summary.map((s) => [
        a.account_id,
        a.holders.join(", "),
        s.currency,
        num(html`${fmt.money(s.credits, s.currency)} <span class="muted">(${fmt.count(s.credit_count)})</span>`),
        num(html`${fmt.money(s.debits, s.currency)} <span class="muted">(${fmt.count(s.debit_count)})</span>`),
        num(fmt.money(s.start_balance, s.currency)),
        num(fmt.money(s.end_balance, s.currency))
      ])
    ),
    "Accounts: money in and out (number of transactions), balances where the files show them"
  )
}

/** The report's identity, period and files, and each account's turnover and balances. */
export const overviewSection = (ctx: PageContext): Html => {
  const { input } = ctx
  const transactions = ctx.products.categorisation?.accounts.reduce((n, a) => n + a.transactions.length, 0)
  return section(
    "overview",
    "Overview",
    html`${
      figures([
        ["Report", input.request_id],
        ["Country", input.country],
        ["Period", periodText(overallPeriod(input.files))],
        ["Transactions", transactions === undefined ? "–" : ctx.fmt.count(transactions)],
        ["Completed", input.completed_at ?? "–"]
      ])
    }${accountsTable(ctx)}${filesTable(ctx)}`
  )
}
