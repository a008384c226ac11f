import { Schema } from "effect"
import { CATEGORY_TREE_VERSION } from "../categories/category-tree.js"
import { Period } from "../intake-summary.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"

/** One categorised transaction of the `categorisation` product. */
export const CategorisedTransactionOut = Schema.Struct({
  date: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  description: Schema.String,
  category_id: Schema.Int,
  partner: Schema.NullOr(Schema.String),
  confidence: Schema.Number.pipe(Schema.between(0, 1))
})

/** Every transaction of one account, with its currencies and period. */
export const AccountCategorisation = Schema.Struct({
  account_id: Schema.String,
  currencies: Schema.Array(Schema.String),
  period: Schema.NullOr(Period),
  transactions: Schema.Array(CategorisedTransactionOut)
})

/** Output of the `categorisation` operation. */
export const CategorisationResult = Schema.Struct({
  category_tree_version: Schema.String,
  accounts: Schema.Array(AccountCategorisation)
})
export type CategorisationResult = typeof CategorisationResult.Type

const accountOf = (account: string, items: ReadonlyArray<CategorisedTransaction>): typeof AccountCategorisation.Type => {
  let from = ""
  let to = ""
  for (const { tx } of items) {
    if (from === "" || tx.booking_date < from) from = tx.booking_date
    if (to === "" || tx.booking_date > to) to = tx.booking_date
  }
  return {
    account_id: account,
    currencies: [...new Set(items.map((i) => i.tx.currency))],
    period: from === "" ? null : { from, to },
    transactions: items.map(({ tx, category }) => ({
      date: tx.booking_date,
      amount: tx.amount,
      currency: tx.currency,
      description: tx.description,
      category_id: category.category_id,
      partner: category.partner,
      confidence: category.confidence
    }))
  }
}

/**
 * Lists every transaction, grouped per account in first-seen order, with its category, partner and
 * confidence. The schema's encoded form is its type (plain JSON values), so the result is built in
 * that form directly: encoding would only copy 100k+ rows; tests check results against the schema.
 */
export const categorisation = (ctx: ProductContext): typeof CategorisationResult.Encoded => {
  const byAccount = new Map<string, Array<CategorisedTransaction>>()
  for (const item of ctx.categorised()) {
    const list = byAccount.get(item.tx.account)
    if (list === undefined) byAccount.set(item.tx.account, [item])
    else list.push(item)
  }
  return {
    category_tree_version: CATEGORY_TREE_VERSION,
    accounts: [...byAccount].map(([account, items]) => accountOf(account, items))
  }
}
