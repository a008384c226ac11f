import { CATEGORY_TREE_VERSION, topLevelOf } from "@statement-engine/categorise"
import type { InvalidAnalysisOptions } from "@statement-engine/intake"
import { roundToMinor } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { balancePath, BalanceSource, DailyBalance } from "./balance-path.js"
import { addDays, addMonths, median, monthOf } from "./dates.js"
import { encodedAsIs } from "./encoded-as-is.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"
import { productScope, spanOf } from "./product-scope.js"
import { monthsOf } from "./tally.js"

/** Money in and out of one top-level category in one month. */
export const CategoryFlow = Schema.Struct({ category_id: Schema.Int, inflow: Schema.Number, outflow: Schema.Number })

/** One calendar month's cash flow. */
export const MonthlyCashflow = Schema.Struct({
  month: Schema.String,
  /** False for the first and last month when the statement covers them only in part. */
  complete: Schema.Boolean,
  inflow: Schema.Number,
  outflow: Schema.Number,
  net: Schema.Number,
  by_category: Schema.Array(CategoryFlow)
})

/** The next month's expected flows, with how they were computed. */
export const CashflowForecast = Schema.Struct({
  month: Schema.String,
  inflow: Schema.Number,
  outflow: Schema.Number,
  net: Schema.Number,
  /** The last end-of-day balance plus the expected net; null when there is no balance path. */
  end_balance: Schema.NullOr(Schema.Number),
  method: Schema.String,
  based_on_months: Schema.Array(Schema.String)
})

/** Cash flow of one currency. */
export const CurrencyCashflow = Schema.Struct({
  currency: Schema.String,
  months: Schema.Array(MonthlyCashflow),
  balance_path: Schema.Struct({ source: BalanceSource, days: Schema.Array(DailyBalance) }),
  forecast: Schema.NullOr(CashflowForecast)
})

/** Output of the `insights-cashflow` operation. */
export const CashflowInsights = Schema.Struct({
  category_tree_version: Schema.String,
  currencies: Schema.Array(CurrencyCashflow)
})
export type CashflowInsights = typeof CashflowInsights.Type

/** How many complete months the forecast looks back over. */
const FORECAST_MONTHS = 3

const monthEnd = (month: string): string => addDays(addMonths(`${month}-01`, 1), -1)

const currencyCashflow = (
  currency: string,
  items: ReadonlyArray<CategorisedTransaction>
): typeof CurrencyCashflow.Type => {
  const months = monthsOf(items)
  const flows = new Map<
    string,
    { inflow: number; outflow: number; byCategory: Map<number, { inflow: number; outflow: number }> }
  >(
    months.map((m) => [m, { inflow: 0, outflow: 0, byCategory: new Map() }])
  )
  const { from: first, to: last } = spanOf(items)
  for (const { category, tx } of items) {
    const month = flows.get(monthOf(tx.booking_date))
    if (month === undefined) continue
    const top = topLevelOf(category.category_id)
    const cat = month.byCategory.get(top) ?? { inflow: 0, outflow: 0 }
    if (tx.amount >= 0) {
      month.inflow += tx.amount
      cat.inflow += tx.amount
    } else {
      month.outflow -= tx.amount
      cat.outflow -= tx.amount
    }
    month.byCategory.set(top, cat)
  }
  const r = (x: number) => roundToMinor(x, currency)
  const monthly = [...flows].map(([month, f]) => ({
    month,
    complete: first <= `${month}-01` && last >= monthEnd(month),
    inflow: r(f.inflow),
    outflow: r(f.outflow),
    net: r(f.inflow - f.outflow),
    by_category: [...f.byCategory].sort(([a], [b]) => a - b).map(([category_id, c]) => ({
      category_id,
      inflow: r(c.inflow),
      outflow: r(c.outflow)
    }))
  }))
  const path = balancePath(items, currency)
  const basis = monthly.filter((m) => m.complete).slice(-FORECAST_MONTHS)
  // a reconstructed path has no known level: no end balance is forecast from it
  const lastBalance = path.source === "file" ? path.days[path.days.length - 1]?.balance : undefined
  const forecast = basis.length === 0 || last === ""
    ? null
    : (() => {
      const inflow = r(median(basis.map((m) => m.inflow)))
      const outflow = r(median(basis.map((m) => m.outflow)))
      return {
        month: addMonths(`${last.slice(0, 7)}-01`, 1).slice(0, 7),
        inflow,
        outflow,
        net: r(inflow - outflow),
        end_balance: lastBalance === undefined ? null : r(lastBalance + inflow - outflow),
        method:
          `median of the last ${basis.length} complete month(s)' inflow and outflow; end balance = last end-of-day balance + expected net`,
        based_on_months: basis.map((m) => m.month)
      }
    })()
  return { currency, months: monthly, balance_path: { source: path.source, days: path.days }, forecast }
}

/**
 * Cash flow per currency: money in, out and net per calendar month, split by top-level category;
 * the daily balance path (from the file's balances, or reconstructed from amounts and marked so);
 * and a next-month forecast, the median of the last complete months, with its method stated.
 */
export const insightsCashflow = (
  ctx: ProductContext
): Either.Either<typeof CashflowInsights.Encoded, InvalidAnalysisOptions> =>
  Either.map(productScope(ctx), ({ currencies }) =>
    encodedAsIs(CashflowInsights)({
      category_tree_version: CATEGORY_TREE_VERSION,
      currencies: currencies.map((c) => currencyCashflow(c.currency, c.items))
    }))
