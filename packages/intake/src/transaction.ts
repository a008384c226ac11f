import { Schema } from "effect"

/**
 * A canonical transaction, whatever format it was read from.
 * Dates are ISO `YYYY-MM-DD`; `amount` is signed (negative = money out) in major units
 * of `currency`, rounded to that currency's minor unit.
 */
export const Transaction = Schema.Struct({
  /** Account identifier as the file shows it (IBAN, number, or the file name when none). */
  account: Schema.String,
  /** The date the bank posted it (the statement's booking date). */
  booking_date: Schema.String,
  value_date: Schema.NullOr(Schema.String),
  /**
   * The date of the purchase or order, when the file gives it beside the posting date (a card's
   * transaction date, OFX `DTUSER`, camt `TxDtTm`); absent, the transaction's date is `booking_date`.
   */
  date: Schema.optionalWith(Schema.String, { exact: true }),
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

/** The transaction's date as the account holder reads the statement: the purchase date, else the booking date. */
export const transactionDate = (t: Pick<Transaction, "date" | "booking_date">): string => t.date ?? t.booking_date

/** The `date` field of a transaction posted on `posted`: the purchase date when the file gives one that differs. */
export const purchaseDate = (purchase: string | undefined, posted: string): { readonly date?: string } =>
  purchase === undefined || purchase === posted ? {} : { date: purchase }
