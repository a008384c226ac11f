import type { Country } from "@statement-engine/intake"
import type { Transaction } from "@statement-engine/intake"
import { type Categorised, makeCategoriser } from "./categoriser.js"
import { type CategoryRule, withCategoryRules } from "./category-rules.js"
import { withStatementContext } from "./statement-context.js"

/**
 * Every transaction of a statement categorised, in order: the caller's rules first, then the
 * country's categoriser, each row on its own; then the credits that rest on a name are revised with
 * what the account's other rows show (`withStatementContext`). Pure.
 */
export const categoriseStatement = (
  country: Country,
  rules: ReadonlyArray<CategoryRule>,
  transactions: ReadonlyArray<Transaction>
): ReadonlyArray<Categorised> => {
  const categorise = withCategoryRules(rules, makeCategoriser(country))
  return withStatementContext(transactions, transactions.map((tx) => categorise(tx)))
}
