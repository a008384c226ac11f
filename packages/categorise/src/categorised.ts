import { Schema } from "effect"

/** What the categoriser needs of a transaction. */
export interface CategoriserInput {
  readonly description: string
  readonly counterparty: string | null
  readonly amount: number
  readonly bank_category: string | null
  /** ISO currency code; amounts are compared in the country's usual currency when absent. */
  readonly currency?: string | undefined
}

/**
 * Why a transaction got its category: the caller's own rule, a named merchant or organisation
 * (`merchant`), a payment intermediary with no merchant named behind it, a payment-type or generic
 * word (`keyword`), the bank's own category column, the counterparty's kind (a person's name makes a
 * transfer), an income pattern (who pays, how much, how regularly), the account's own history (a
 * credit from a merchant it paid before is a refund), the statistical model, or only the direction
 * of the money (`default`).
 */
export const CategoryReason = Schema.Literal(
  "caller_rule",
  "merchant",
  "intermediary",
  "keyword",
  "bank_category",
  "counterparty",
  "income_pattern",
  "account_history",
  "model",
  "default"
)
export type CategoryReason = typeof CategoryReason.Type

/**
 * A category decision: the category id, a normalised partner name (or null), why, the evidence its
 * confidence was read for (finer than the reason: `keyword3`, `merchant_credit`, `person` …) and a
 * confidence in 0..1.
 */
export interface Categorised {
  readonly category_id: number
  readonly partner: string | null
  readonly reason: CategoryReason
  readonly evidence: string
  readonly confidence: number
}
