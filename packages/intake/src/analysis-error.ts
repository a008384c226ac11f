import { Schema } from "effect"

/** An option that lets a refused file be read: `options.files[file][option] = value`. */
export const RefusalFix = Schema.Struct({
  /** The key of the option (`encoding`, `date_format`, `decimal_separator`, `columns`, `sign`, …). */
  option: Schema.String,
  value: Schema.Unknown
})
export type RefusalFix = typeof RefusalFix.Type

/** What a refusal says beyond its text, each when known: where, what was found, what is missing, what fixes it. */
const refusalParts = {
  line: Schema.optional(Schema.Int),
  found: Schema.optional(Schema.String),
  missing: Schema.optional(Schema.String),
  fix: Schema.optional(RefusalFix)
}

/** A file that is not UTF-8 (or UTF-16 with BOM) and no `options.encoding` says what it is. */
export class UnsupportedEncoding extends Schema.TaggedError<UnsupportedEncoding>()("UnsupportedEncoding", {
  file: Schema.String,
  detail: Schema.String,
  ...refusalParts
}) {}

/** No parser could read a file; `tried` names what was attempted. */
export class NoSuitableParser extends Schema.TaggedError<NoSuitableParser>()("NoSuitableParser", {
  file: Schema.String,
  detail: Schema.String,
  tried: Schema.Array(Schema.String),
  ...refusalParts
}) {}

/**
 * The API code a refusal is answered with: a PDF that was opened but not read, or whose reading did
 * not reconcile, is `PDF_PARSE_FAILURE` (the original service's code); any other `NO_SUITABLE_PARSERS`.
 */
export const noSuitableParserCode = (error: NoSuitableParser): "PDF_PARSE_FAILURE" | "NO_SUITABLE_PARSERS" =>
  error.tried[0] === "pdf" ? "PDF_PARSE_FAILURE" : "NO_SUITABLE_PARSERS"

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

/** A refusal's parts beyond its text, as a failed run keeps them: the file, and the others when known. */
export const RefusalMeta = Schema.Struct({ file: Schema.String, ...refusalParts })
export type RefusalMeta = typeof RefusalMeta.Type

/** The file of a refusal and the parts of it that are known (line, found, missing, fix). */
export const refusalOf = (error: UnsupportedEncoding | NoSuitableParser): RefusalMeta => ({
  file: error.file,
  ...(error.line === undefined ? {} : { line: error.line }),
  ...(error.found === undefined ? {} : { found: error.found }),
  ...(error.missing === undefined ? {} : { missing: error.missing }),
  ...(error.fix === undefined ? {} : { fix: error.fix })
})

/** The parts of a refusal beyond its text that are known (line, found, missing, fix), for an API answer's meta. */
export const refusalMeta = (error: UnsupportedEncoding | NoSuitableParser): Record<string, unknown> => {
  const { file: _, ...parts } = refusalOf(error)
  return parts
}

/** Everything intake can refuse a file for. */
export const IntakeError = Schema.Union(UnsupportedEncoding, NoSuitableParser, InvalidAnalysisOptions)
export type IntakeError = typeof IntakeError.Type

/** Everything an analysis run can fail with. */
export const AnalysisError = Schema.Union(UnsupportedEncoding, NoSuitableParser, InvalidAnalysisOptions, ProductFailure)
export type AnalysisError = typeof AnalysisError.Type
