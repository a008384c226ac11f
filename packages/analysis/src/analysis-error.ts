import { Schema } from "effect"

/** A file that is not UTF-8 (or UTF-16 with BOM) and no `options.encoding` says what it is. */
export class UnsupportedEncoding extends Schema.TaggedError<UnsupportedEncoding>()("UnsupportedEncoding", {
  file: Schema.String,
  detail: Schema.String
}) {}

/** No parser could read a file; `tried` names what was attempted. */
export class NoSuitableParser extends Schema.TaggedError<NoSuitableParser>()("NoSuitableParser", {
  file: Schema.String,
  detail: Schema.String,
  tried: Schema.Array(Schema.String)
}) {}

/** Caller-supplied options or params that cannot be applied (unknown column, bad date format, ...). */
export class InvalidAnalysisOptions extends Schema.TaggedError<InvalidAnalysisOptions>()("InvalidAnalysisOptions", {
  detail: Schema.String,
  pointer: Schema.String
}) {}

/** An unexpected failure inside a product; the run ends `failed` with this detail. */
export class ProductFailure extends Schema.TaggedError<ProductFailure>()("ProductFailure", {
  operation: Schema.String,
  detail: Schema.String
}) {}

/** Everything intake can refuse a file for. */
export const IntakeError = Schema.Union(UnsupportedEncoding, NoSuitableParser, InvalidAnalysisOptions)
export type IntakeError = typeof IntakeError.Type

/** Everything an analysis run can fail with. */
export const AnalysisError = Schema.Union(UnsupportedEncoding, NoSuitableParser, InvalidAnalysisOptions, ProductFailure)
export type AnalysisError = typeof AnalysisError.Type
