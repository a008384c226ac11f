import type { LoanInsights, RiskInsights } from "@statement-engine/analysis"
import { type Html, html } from "../html.js"
import { badge, figures, notRequested, num, section, table, type Tone } from "../markup.js"
import type { PageContext } from "../page-context.js"

type CurrencyRisk = RiskInsights["currencies"][number]
type EventBlock = CurrencyRisk["debt_collection"]

/** One risk signal: what, how bad when seen, how often and how much, and with whom. */
interface Flag {
  readonly name: string
  readonly tone: Tone
  readonly block: EventBlock
  readonly note?: string
}

const flagsOf = (ctx: PageContext, r: CurrencyRisk): ReadonlyArray<Flag> => [
  {
    name: "Gambling",
    tone: "bad",
    block: r.gambling.staked,
    note: `net loss ${ctx.fmt.money(r.gambling.net_loss, r.currency)}, ${
      ctx.fmt.share(r.gambling.share_of_income)
    } of income`
  },
  { name: "Debt collection", tone: "bad", block: r.debt_collection },
  { name: "Bailiffs", tone: "bad", block: r.bailiffs },
  { name: "Returned direct debits", tone: "bad", block: r.returned_payments.returned_debits },
  { name: "Bounced payments", tone: "bad", block: r.returned_payments.bounced_payments },
  { name: "Returned payment fees", tone: "warn", block: r.returned_payments.fees },
  { name: "Fines", tone: "warn", block: r.fines },
  {
    name: "Overdraft fees",
    tone: "warn",
    block: r.overdraft.fees,
    note: r.overdraft.days_overdrawn === null ? "" : `${r.overdraft.days_overdrawn} day(s) overdrawn`
  },
  {
    name: "Cash withdrawals",
    tone: "neutral",
    block: r.cash.withdrawals,
    note: `${ctx.fmt.share(r.cash.share_of_spending)} of spending, ${r.cash.withdrawal_trend}`
  },
  { name: "Alimony paid", tone: "neutral", block: r.alimony.paid },
  { name: "Alimony received", tone: "neutral", block: r.alimony.received },
  { name: "Bank fees", tone: "neutral", block: r.bank_fees }
]

const currencyRisk = (ctx: PageContext, r: CurrencyRisk): Html => {
  const flags = flagsOf(ctx, r)
  const seen = flags.filter((f) => f.block.count > 0)
  const unseen = flags.filter((f) => f.block.count === 0)
  const overdrawn = r.overdraft.days_overdrawn
  return html`<h3>${r.currency}</h3>${
    figures([
      ["Days overdrawn", overdrawn === null ? "unknown (no balances)" : ctx.fmt.count(overdrawn)],
      ["Lowest balance", ctx.fmt.money(r.overdraft.lowest_balance, r.currency)],
      ["Net cash flow", ctx.fmt.money(r.balance.net_cash_flow, r.currency)]
    ])
  }${
    seen.length === 0 ? html`<p>${badge("No risk signals", "good")}</p>` : table(
      ["Signal", num("Count"), num("Amount"), "Counterparties", "Note"],
      seen.map((f) => [
        badge(f.name, f.tone),
        num(ctx.fmt.count(f.block.count)),
        num(ctx.fmt.money(f.block.sum, r.currency)),
        f.block.counterparties.join(", "),
        f.note ?? ""
      ]),
      `Risk signals seen, ${r.currency}`
    )
  }${unseen.length === 0 ? "" : html`<p class="muted">Not seen: ${unseen.map((f) => f.name).join(", ")}.</p>`}`
}

const currencyLoans = (ctx: PageContext, l: LoanInsights["currencies"][number]): Html => {
  const money = (x: number) => ctx.fmt.money(x, l.currency)
  return l.lenders.length === 0 ? html`<p class="muted">No lenders seen in ${l.currency}.</p>` : table(
    ["Lender", "Kind", num("Repayments"), num("Received from"), "First", "Last"],
    l.lenders.map((x) => [
      x.name,
      x.kind.replace("_", " "),
      num(`${money(x.repayments.sum)} (${ctx.fmt.count(x.repayments.count)})`),
      num(`${money(x.disbursements.sum)} (${ctx.fmt.count(x.disbursements.count)})`),
      x.first_date,
      x.last_date
    ]),
    `Lenders, ${l.currency}: ${ctx.fmt.count(l.distinct_lenders)} in all, repaid ${money(l.total_repayments.sum)}`
  )
}

/** Risk signals per currency (gambling, debt collection, returned payments, overdraft, …) and the lenders seen. */
export const riskSection = (ctx: PageContext): Html => {
  const risk = ctx.products["insights-risk"]
  const loans = ctx.products["insights-loans"]
  return section(
    "risk",
    "Risk flags",
    html`${
      risk === undefined ? notRequested("insights-risk") : risk.currencies.map((r) => currencyRisk(ctx, r))
    }<h3>Loans</h3>${
      loans === undefined ? notRequested("insights-loans") : loans.currencies.map((l) => currencyLoans(ctx, l))
    }`
  )
}
