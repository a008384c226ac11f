import { Cat } from "@statement-engine/categorise"
import { CATEGORY_TREE_VERSION, categoryType } from "@statement-engine/categorise"
import type { InvalidAnalysisOptions } from "@statement-engine/intake"
import { Period } from "@statement-engine/intake"
import { roundToMinor } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { balancePath, BalanceSource } from "./balance-path.js"
import { under } from "./category-index.js"
import { extent } from "./dates.js"
import { isEarnings } from "./earnings.js"
import { encodedAsIs } from "./encoded-as-is.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"
import { productScope, spanOf } from "./product-scope.js"
import { MonthlyTally, monthsOf, Tally, tallyOf, trendOf } from "./tally.js"

/**
 * Balance over the period from the file's balances. A path reconstructed from the amounts (no
 * balance in the files) has no known level, so every level below is null then: it is never shown
 * as the account's balance.
 */
export const BalanceBlock = Schema.Struct({
  source: BalanceSource,
  start_balance: Schema.NullOr(Schema.Number),
  end_balance: Schema.NullOr(Schema.Number),
  monthly: Schema.Array(
    Schema.Struct({
      month: Schema.String,
      min: Schema.NullOr(Schema.Number),
      average: Schema.NullOr(Schema.Number),
      max: Schema.NullOr(Schema.Number)
    })
  ),
  /** Calendar days ending below zero; null when the path is reconstructed (its level is unknown). */
  days_below_zero: Schema.NullOr(Schema.Int),
  net_cash_flow: Schema.Number
})

/** Some kind of event: how often, how much, per month, and with whom. */
export const EventBlock = Schema.Struct({
  count: Schema.Int,
  sum: Schema.Number,
  monthly: Schema.Array(MonthlyTally),
  counterparties: Schema.Array(Schema.String)
})

/** Risk insights of one currency. */
export const CurrencyRisk = Schema.Struct({
  currency: Schema.String,
  period: Schema.NullOr(Period),
  balance: BalanceBlock,
  gambling: Schema.Struct({
    staked: EventBlock,
    won: Tally,
    net_loss: Schema.Number,
    /** Money staked over income in the period; null without income. */
    share_of_income: Schema.NullOr(Schema.Number),
    by_kind: Schema.Struct({ betting: Tally, casino: Tally, lottery: Tally })
  }),
  cash: Schema.Struct({
    withdrawals: EventBlock,
    deposits: EventBlock,
    withdrawal_trend: Schema.Literal("rising", "stable", "falling"),
    /** Cash withdrawn over all money spent (transfers between own accounts excluded). */
    share_of_spending: Schema.NullOr(Schema.Number)
  }),
  debt_collection: EventBlock,
  bailiffs: EventBlock,
  returned_payments: Schema.Struct({ returned_debits: EventBlock, bounced_payments: EventBlock, fees: EventBlock }),
  fines: EventBlock,
  alimony: Schema.Struct({ paid: EventBlock, received: EventBlock }),
  overdraft: Schema.Struct({
    /** Days ending below zero (as balance.days_below_zero) and the lowest end-of-day balance. */
    days_overdrawn: Schema.NullOr(Schema.Int),
    lowest_balance: Schema.NullOr(Schema.Number),
    fees: EventBlock
  }),
  bank_fees: EventBlock
})

/** Output of the `insights-risk` operation. */
export const RiskInsights = Schema.Struct({
  category_tree_version: Schema.String,
  currencies: Schema.Array(CurrencyRisk)
})
export type RiskInsights = typeof RiskInsights.Type

const ratio = (
  part: number,
  whole: number
): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null)

const eventBlock = (
  items: ReadonlyArray<CategorisedTransaction>,
  months: ReadonlyArray<string>,
  currency: string
): typeof EventBlock.Type => {
  const { monthly, total } = tallyOf(items, months, currency)
  const names = new Set<string>()
  for (const { category } of items) if (category.partner !== null) names.add(category.partner)
  return { ...total, monthly, counterparties: [...names].sort() }
}

/**
 * The balance block of one currency, the days below zero and the lowest balance: levels only from
 * the file's balances (null on a path reconstructed from the amounts).
 */
const balanceOf = (items: ReadonlyArray<CategorisedTransaction>, currency: string) => {
  const path = balancePath(items, currency)
  const byMonth = new Map<string, Array<number>>()
  for (const day of path.days) {
    const list = byMonth.get(day.date.slice(0, 7))
    if (list === undefined) byMonth.set(day.date.slice(0, 7), [day.balance])
    else list.push(day.balance)
  }
  const known = path.source === "file"
  const below = known ? path.days.filter((d) => d.balance < 0).length : null
  const lowest = known && path.days.length > 0 ? extent(path.days.map((d) => d.balance)).min : null
  const net = items.reduce((s, i) => s + i.tx.amount, 0)
  const balance = {
    source: path.source,
    start_balance: known ? path.opening : null,
    end_balance: known ? path.days[path.days.length - 1]?.balance ?? path.opening : null,
    monthly: [...byMonth].map(([month, xs]) => ({
      month,
      min: known ? extent(xs).min : null,
      average: known ? roundToMinor(xs.reduce((a, b) => a + b, 0) / xs.length, currency) : null,
      max: known ? extent(xs).max : null
    })),
    days_below_zero: below,
    net_cash_flow: roundToMinor(net, currency)
  }
  return { balance, below, lowest }
}

/** Earnings in and spending out (transfers aside). */
const incomeAndSpending = (items: ReadonlyArray<CategorisedTransaction>) => {
  // summed in one pass, not filtered first: nearly every row is spending, and a list of them is fresh memory
  let incomeSum = 0
  let spending = 0
  for (const { tx, category } of items) {
    if (tx.amount > 0 && isEarnings(category.category_id)) incomeSum += tx.amount
    else if (tx.amount < 0 && categoryType(category.category_id) !== "transfer") spending -= tx.amount
  }
  return { incomeSum, spending }
}

const currencyRisk = (currency: string, items: ReadonlyArray<CategorisedTransaction>): typeof CurrencyRisk.Type => {
  const months = monthsOf(items)
  const pick = (root: number, direction: "in" | "out" | "any" = "any") =>
    under(items, root).filter((i) => direction === "any" || (direction === "in" ? i.tx.amount > 0 : i.tx.amount < 0))
  const block = (root: number, direction: "in" | "out" | "any" = "any") =>
    eventBlock(pick(root, direction), months, currency)
  const tally = (list: ReadonlyArray<CategorisedTransaction>) => tallyOf(list, [], currency).total

  const { balance, below, lowest } = balanceOf(items, currency)

  const staked = under(items, 16).filter((i) => i.tx.amount < 0)
  const won = pick(Cat.gamblingWin, "in")
  const stakedSum = staked.reduce((s, i) => s - i.tx.amount, 0)
  const wonSum = won.reduce((s, i) => s + i.tx.amount, 0)

  const withdrawals = pick(Cat.atm, "out").concat(pick(Cat.cashCounter, "out"))
  const deposits = pick(Cat.cashDeposit, "in")
  const withdrawalsBlock = eventBlock(withdrawals, months, currency)
  const { incomeSum, spending } = incomeAndSpending(items)

  return {
    currency,
    period: items.length === 0 ? null : spanOf(items),
    balance,
    gambling: {
      staked: eventBlock(staked, months, currency),
      won: tally(won),
      net_loss: roundToMinor(stakedSum - wonSum, currency),
      share_of_income: ratio(stakedSum, incomeSum),
      by_kind: {
        betting: tally(pick(Cat.betting, "out")),
        casino: tally(pick(Cat.casino, "out")),
        lottery: tally(pick(Cat.lottery, "out"))
      }
    },
    cash: {
      withdrawals: withdrawalsBlock,
      deposits: eventBlock(deposits, months, currency),
      withdrawal_trend: trendOf(withdrawalsBlock.monthly.map((m) => m.sum)),
      share_of_spending: ratio(withdrawalsBlock.sum, spending)
    },
    debt_collection: block(Cat.debtCollection, "out"),
    bailiffs: block(Cat.bailiff, "out"),
    returned_payments: {
      returned_debits: block(Cat.returnedDebit),
      bounced_payments: block(Cat.bouncedPayment),
      fees: block(Cat.returnedFees, "out")
    },
    fines: block(Cat.fines, "out"),
    alimony: { paid: block(Cat.supportPaid, "out"), received: block(Cat.supportReceived, "in") },
    overdraft: { days_overdrawn: below, lowest_balance: lowest, fees: block(Cat.overdraftFees, "out") },
    bank_fees: eventBlock(under(items, 19).filter((i) => i.tx.amount < 0), months, currency)
  }
}

/**
 * Risk signals per currency: the balance path and its lows, gambling (staked, won, share of income,
 * by kind), cash, debt collection, bailiffs, returned and bounced payments with their fees, fines,
 * alimony, overdraft use and bank fees. `params.period` and `params.currency` narrow what is read.
 */
export const insightsRisk = (ctx: ProductContext): Either.Either<typeof RiskInsights.Encoded, InvalidAnalysisOptions> =>
  Either.map(riskInsightsOf(ctx), encodedAsIs(RiskInsights))

const computed = new WeakMap<ProductContext, Either.Either<RiskInsights, InvalidAnalysisOptions>>()

/**
 * The risk insights of a run (before encoding), computed once per run: `simple-score` reads the
 * same evidence the `insights-risk` product gives.
 */
export const riskInsightsOf = (ctx: ProductContext): Either.Either<RiskInsights, InvalidAnalysisOptions> => {
  const known = computed.get(ctx)
  if (known !== undefined) return known
  const insights = Either.map(productScope(ctx), ({ currencies }) => ({
    category_tree_version: CATEGORY_TREE_VERSION,
    currencies: currencies.map((c) => currencyRisk(c.currency, c.items))
  }))
  computed.set(ctx, insights)
  return insights
}
