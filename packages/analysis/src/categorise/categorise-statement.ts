import type { Country } from "../country.js"
import type { Transaction } from "../transaction.js"
import { type Categorised, makeCategoriser } from "./categoriser.js"
import { type CategoryRule, withCategoryRules } from "./category-rules.js"

/** Every transaction of a statement categorised, in order: the caller's rules first, then the country's categoriser. */
export const categoriseStatement = (
  country: Country,
  rules: ReadonlyArray<CategoryRule>,
  transactions: ReadonlyArray<Transaction>
): ReadonlyArray<Categorised> => {
  const categorise = withCategoryRules(rules, makeCategoriser(country))
  return transactions.map((tx) => categorise(tx))
}
