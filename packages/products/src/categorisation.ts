import { CATEGORY_TREE_VERSION, categoryTree } from "@statement-engine/categorise"
import { CategoryReason } from "@statement-engine/categorise"
import type { Country } from "@statement-engine/intake"
import { Period } from "@statement-engine/intake"
import { roundToMinor } from "@statement-engine/intake"
import { transactionDate } from "@statement-engine/intake"
import { Schema } from "effect"
import { balanceEnds } from "./balance-path.js"
import { groupedBy } from "./group-by.js"
import { JsonRows } from "./json-rows.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"
import { spanOf } from "./product-scope.js"
import { transactionsOf } from "./transactions-of.js"

/** One categorised transaction of the `categorisation` product. */
export const CategorisedTransactionOut = Schema.Struct({
  date: Schema.String,
  amount: Schema.Number,
  currency: Schema.String,
  description: Schema.String,
  category_id: Schema.Int,
  /** The category's title in the language of the report's country (the category tree's `readable-title`). */
  category_title: Schema.String,
  partner: Schema.NullOr(Schema.String),
  /** Why the category was given: a merchant, a keyword, the caller's rule, an income pattern, the model … */
  category_reason: CategoryReason,
  confidence: Schema.Number.pipe(Schema.between(0, 1)),
  /** Where a transaction read from a PDF is printed: the file, the page and the line on that page. Absent for other formats. */
  source: Schema.optional(Schema.Struct({ file: Schema.String, page: Schema.Int, line: Schema.Int }))
})

/** Money in and out of one account in one currency, and its balances where the file shows them. */
export const AccountCurrencySummary = Schema.Struct({
  currency: Schema.String,
  credits: Schema.Number,
  credit_count: Schema.Int,
  debits: Schema.Number,
  debit_count: Schema.Int,
  /** Balance before the first and after the last booking, from the file's balances; null without them. */
  start_balance: Schema.NullOr(Schema.Number),
  end_balance: Schema.NullOr(Schema.Number)
})

/** Every transaction of one account, with its currencies, period and per-currency turnover. */
export const AccountCategorisation = Schema.Struct({
  account_id: Schema.String,
  currencies: Schema.Array(Schema.String),
  period: Schema.NullOr(Period),
  /** Holder names the files give for this account (CAMT account owner, a CSV preamble's holder line). */
  holders: Schema.Array(Schema.String),
  summary: Schema.Array(AccountCurrencySummary),
  transactions: Schema.Array(CategorisedTransactionOut)
})

/** Output of the `categorisation` operation. */
export const CategorisationResult = Schema.Struct({
  category_tree_version: Schema.String,
  accounts: Schema.Array(AccountCategorisation)
})
export type CategorisationResult = typeof CategorisationResult.Type

const summaryOf = (
  currency: string,
  items: ReadonlyArray<CategorisedTransaction>
): typeof AccountCurrencySummary.Type => {
  let credits = 0
  let debits = 0
  let creditCount = 0
  for (const { tx } of items) {
    if (tx.amount >= 0) {
      credits += tx.amount
      creditCount++
    } else debits -= tx.amount
  }
  const ends = balanceEnds(transactionsOf(items), currency)
  return {
    currency,
    credits: roundToMinor(credits, currency),
    credit_count: creditCount,
    debits: roundToMinor(debits, currency),
    debit_count: items.length - creditCount,
    start_balance: ends?.start ?? null,
    end_balance: ends?.end ?? null
  }
}

/** Each category's title in a country's language, by id. */
const titlesOf = (country: Country): ReadonlyMap<number, string> =>
  new Map(categoryTree(country).categories.map((c) => [c.id, c["readable-title"]]))

/** A categorised transaction as the product lists it, its category titled from `titles`. */
const outRowWith =
  (titles: ReadonlyMap<number, string>) =>
  ({ tx, category }: CategorisedTransaction): typeof CategorisedTransactionOut.Type => {
    const row = {
      date: transactionDate(tx),
      amount: tx.amount,
      currency: tx.currency,
      description: tx.description,
      category_id: category.category_id,
      category_title: titles.get(category.category_id) ?? String(category.category_id),
      partner: category.partner,
      category_reason: category.reason,
      confidence: category.confidence
    }
    // only a PDF's rows carry a page: other formats' rows keep their shape (and cost)
    return tx.source_page === undefined
      ? row
      : { ...row, source: { file: tx.source_file, page: tx.source_page, line: tx.source_page_line ?? tx.source_line } }
  }

const accountOf = <Rows>(
  account: string,
  items: ReadonlyArray<CategorisedTransaction>,
  holders: ReadonlyArray<string>,
  rows: (items: ReadonlyArray<CategorisedTransaction>) => Rows
) => {
  const { from, to } = spanOf(items)
  const byCurrency = groupedBy(items, (i) => i.tx.currency)
  return {
    account_id: account,
    currencies: [...byCurrency.keys()],
    period: from === "" ? null : { from, to },
    holders,
    summary: [...byCurrency].map(([currency, inCurrency]) => summaryOf(currency, inCurrency)),
    transactions: rows(items)
  }
}

/** The product with each account's transactions as `rows` makes them. */
const categorisationWith = <Rows>(
  ctx: ProductContext,
  rows: (items: ReadonlyArray<CategorisedTransaction>) => Rows
) => {
  const byAccount = groupedBy(ctx.categorised(), (i) => i.tx.account)
  return {
    category_tree_version: CATEGORY_TREE_VERSION,
    accounts: [...byAccount].map(([account, items]) =>
      accountOf(account, items, [
        ...new Set(ctx.files.flatMap((f) => f.holders.filter((h) => h.account === account).map((h) => h.name)))
      ], rows)
    )
  }
}

/**
 * Lists every transaction, grouped per account in first-seen order, with its category, partner and
 * confidence. The schema's encoded form is its type (plain JSON values), so the result is built in
 * that form directly: encoding would only copy 100k+ rows; tests check results against the schema.
 */
export const categorisation = (ctx: ProductContext): typeof CategorisationResult.Encoded => {
  const outRow = outRowWith(titlesOf(ctx.country))
  return categorisationWith(ctx, (items) => items.map(outRow))
}

/**
 * `categorisation` for its JSON text: each account's transactions a `JsonRows`, whose rows are made
 * as they are written. The text is the one `categorisation` gives, without a large statement's rows
 * all made at once and kept through collections.
 */
export const categorisationForJson = (ctx: ProductContext) => {
  const outRow = outRowWith(titlesOf(ctx.country))
  return categorisationWith(ctx, (items) => new JsonRows(items, outRow))
}
