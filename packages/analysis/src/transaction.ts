import { Schema } from "effect"

/**
 * A canonical transaction, whatever format it was read from.
 * Dates are ISO `YYYY-MM-DD`; `amount` is signed (negative = money out) in major units
 * of `currency`, rounded to that currency's minor unit.
 */
export const Transaction = Schema.Struct({
  /** Account identifier as the file shows it (IBAN, number, or the file name when none). */
  account: Schema.String,
  booking_date: Schema.String,
  value_date: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  currency: Schema.String,
  description: Schema.String,
  counterparty: Schema.NullOr(Schema.String),
  balance_after: Schema.NullOr(Schema.Number),
  reference: Schema.NullOr(Schema.String),
  bank_category: Schema.NullOr(Schema.String),
  /** The uploaded file it came from. */
  source_file: Schema.String,
  /**
   * The 1-based line (or entry index) it came from in `source_file`. Beside it rather than in a
   * nested object: one object fewer per row.
   */
  source_line: Schema.Int,
  /** The 1-based page of a PDF statement the transaction is printed on (`source_line` counts the document's lines from its first page). */
  source_page: Schema.optional(Schema.Int),
  /** The 1-based line on `source_page` where it is printed: what a person counts to find it. */
  source_page_line: Schema.optional(Schema.Int)
})
export type Transaction = typeof Transaction.Type
