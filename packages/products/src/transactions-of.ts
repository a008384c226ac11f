import type { Transaction } from "@statement-engine/intake"

type Items = ReadonlyArray<{ readonly tx: Transaction }>

const lists = new WeakMap<Items, ReadonlyArray<Transaction>>()

const txOf = (item: { readonly tx: Transaction }): Transaction => item.tx

/**
 * The transactions of some categorised ones, in their order. Listed once per list of items and kept
 * as long as it lives, so the products of a run that ask it of the same list share one; a list
 * made by categorising transactions (see `rememberTransactionsOf`) is answered with those.
 */
export const transactionsOf = (items: Items): ReadonlyArray<Transaction> => {
  const known = lists.get(items)
  if (known !== undefined) return known
  const txs = items.map(txOf)
  lists.set(items, txs)
  return txs
}

/** Records that `items` are `transactions`, in the same order, each with its category. */
export const rememberTransactionsOf = (items: Items, transactions: ReadonlyArray<Transaction>): void => {
  lists.set(items, transactions)
}
