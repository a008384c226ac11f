import type { InvalidAnalysisOptions } from "@statement-engine/intake"
import { Either } from "effect"
import { groupedBy } from "./group-by.js"
import { inWindow, type Window, windowOf } from "./income-period.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"

/** The transactions of one currency a product looks at. */
export interface CurrencyScope {
  readonly currency: string
  readonly items: ReadonlyArray<CategorisedTransaction>
}

/**
 * What a product covers: the `params.period` window and, per currency (never mixed), the categorised
 * transactions in it. `params.currency` keeps one currency (an absent one gives an empty scope).
 */
export const productScope = (ctx: ProductContext): Scope => {
  // every product of a run reads the same scope: computed once per context
  const known = scopes.get(ctx)
  if (known !== undefined) return known
  const scope = computeScope(ctx)
  scopes.set(ctx, scope)
  return scope
}

type Scope = Either.Either<
  { readonly window: Window; readonly currencies: ReadonlyArray<CurrencyScope> },
  InvalidAnalysisOptions
>

const scopes = new WeakMap<ProductContext, Scope>()

const computeScope = (ctx: ProductContext): Scope =>
  Either.map(windowOf(ctx.params.period, ctx.asOf), (window) => {
    const wanted = ctx.params.currency?.trim().toUpperCase()
    const all = ctx.categorised()
    const open = window.from === undefined && window.to === undefined && wanted === undefined
    const kept = open
      ? all
      : all.filter((item) =>
        inWindow(item.tx.booking_date, window) && (wanted === undefined || item.tx.currency === wanted)
      )
    const byCurrency = groupedBy(kept, (item) => item.tx.currency)
    const names = wanted === undefined || byCurrency.has(wanted) ? [...byCurrency.keys()] : [wanted]
    const currencies = names.sort().map((currency) => ({ currency, items: byCurrency.get(currency) ?? [] }))
    return { window, currencies }
  })

/** A span of booking dates: the first and the last ("" when there are none). */
export interface Span {
  readonly from: string
  readonly to: string
}

const spans = new WeakMap<ReadonlyArray<CategorisedTransaction>, Span>()

/**
 * The first and last booking dates of some transactions ("" when there are none). Kept per list
 * as long as it lives: the products of a run ask it of the same per-currency lists many times.
 */
export const spanOf = (items: ReadonlyArray<CategorisedTransaction>): Span => {
  const known = spans.get(items)
  if (known !== undefined) return known
  let from = ""
  let to = ""
  for (const { tx } of items) {
    if (from === "" || tx.booking_date < from) from = tx.booking_date
    if (to === "" || tx.booking_date > to) to = tx.booking_date
  }
  const span = { from, to }
  spans.set(items, span)
  return span
}
