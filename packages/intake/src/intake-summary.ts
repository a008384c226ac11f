import { Schema } from "effect"
import { Operation } from "./operation.js"

/** A row that intake did not turn into a transaction, and why. */
export const SkippedRow = Schema.Struct({
  line: Schema.Int,
  reason: Schema.String
})

/** The statement period a file covers, as ISO dates. */
export const Period = Schema.Struct({
  from: Schema.String,
  to: Schema.String
})

/** An account and the holder name the file gives for it. */
export const AccountHolder = Schema.Struct({ account: Schema.String, name: Schema.String })
export type AccountHolder = typeof AccountHolder.Type

/** One check a read made of itself against what the file prints, and whether it held. */
export const IntakeCheck = Schema.Struct({
  /** What was checked: `running_balance`, `statement_balances`, `totals_row`. */
  check: Schema.String,
  held: Schema.Boolean,
  detail: Schema.String
})
export type IntakeCheck = typeof IntakeCheck.Type

/** What intake learned about one file: format, dialect, rows, accounts, currencies, period. */
export const FileSummary = Schema.Struct({
  name: Schema.String,
  format: Schema.String,
  dialect: Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number, Schema.Boolean) }),
  rows: Schema.Int,
  skipped: Schema.Array(SkippedRow),
  accounts: Schema.Array(Schema.String),
  currencies: Schema.Array(Schema.String),
  period: Schema.NullOr(Period),
  has_balances: Schema.Boolean,
  warnings: Schema.Array(Schema.String),
  /**
   * How each reading decision was made (columns, date_order, direction, currency, encoding, balances):
   * the decision and the evidence for it, in words. Absent for files read before it was recorded.
   */
  decisions: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  /** The checks the read made of itself (running balance, printed opening and closing balances, totals rows). */
  checks: Schema.optional(Schema.Array(IntakeCheck)),
  /** Account holders the file names (CAMT account owner, a CSV preamble's holder line); absent when none. */
  holders: Schema.optional(Schema.Array(AccountHolder))
})
export type FileSummary = typeof FileSummary.Type

/** The outcome of pre-processing an upload: per-file summaries and the operations its data supports. */
export const IntakeSummary = Schema.Struct({
  files: Schema.Array(FileSummary),
  transactions: Schema.Int,
  duplicates_dropped: Schema.Int,
  available_operations: Schema.Array(Operation)
})
export type IntakeSummary = typeof IntakeSummary.Type
