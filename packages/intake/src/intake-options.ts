import { Schema } from "effect"

/** Column roles a caller can pin by header name or zero-based column index. */
export const ColumnMapping = Schema.Struct({
  booking_date: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  value_date: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  description: Schema.optional(
    Schema.Union(Schema.String, Schema.Int, Schema.Array(Schema.Union(Schema.String, Schema.Int)))
  ),
  amount: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  debit: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  credit: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  currency: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  balance: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  counterparty: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  reference: Schema.optional(Schema.Union(Schema.String, Schema.Int)),
  account: Schema.optional(Schema.Union(Schema.String, Schema.Int))
})
export type ColumnMapping = typeof ColumnMapping.Type

/** What a caller may pin instead of letting detection guess, for one file. */
export const FileIntakeOptions = Schema.Struct({
  encoding: Schema.optional(Schema.String),
  date_format: Schema.optional(Schema.String),
  decimal_separator: Schema.optional(Schema.Literal(".", ",")),
  delimiter: Schema.optional(Schema.String),
  currency: Schema.optional(Schema.String),
  /** Amounts as the file prints them, or turned (card statements printed from the bank's side). */
  sign: Schema.optional(Schema.Literal("as-printed", "inverted")),
  columns: Schema.optional(ColumnMapping),
  /** The password that opens an encrypted PDF statement. */
  password: Schema.optional(Schema.String)
})
export type FileIntakeOptions = typeof FileIntakeOptions.Type

/**
 * The multipart field `options` of an upload: settings for every file, and
 * per-file overrides keyed by the uploaded file name.
 */
export const IntakeOptions = Schema.Struct({
  ...FileIntakeOptions.fields,
  files: Schema.optional(Schema.Record({ key: Schema.String, value: FileIntakeOptions }))
})
export type IntakeOptions = typeof IntakeOptions.Type
