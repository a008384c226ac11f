import { Schema } from "effect"

/** One run of text as the PDF draws it, in page coordinates: x from the left, y from the top (points). */
export const TextRun = Schema.Struct({
  text: Schema.String,
  x: Schema.Number,
  y: Schema.Number,
  width: Schema.Number,
  /** The font size the run is drawn at. */
  size: Schema.Number,
  font: Schema.String
})
export type TextRun = typeof TextRun.Type

/** One page's text runs in drawing order. */
export const TextPage = Schema.Struct({
  number: Schema.Int,
  width: Schema.Number,
  height: Schema.Number,
  runs: Schema.Array(TextRun)
})
export type TextPage = typeof TextPage.Type

/** What the document says of itself (its Info dictionary) and of how it was saved. */
export const PdfDocumentFacts = Schema.Struct({
  producer: Schema.NullOr(Schema.String),
  creator: Schema.NullOr(Schema.String),
  created: Schema.NullOr(Schema.String),
  modified: Schema.NullOr(Schema.String),
  /** How many times the file was saved: each incremental update appends one `%%EOF`. */
  saves: Schema.Int,
  linearized: Schema.Boolean,
  /** True when the document holds a digital signature. */
  signed: Schema.optional(Schema.Boolean)
})
export type PdfDocumentFacts = typeof PdfDocumentFacts.Type

/** The positioned text of a PDF, page by page: what the statement reader reads. */
export const PdfTextLayer = Schema.Struct({
  pages: Schema.Array(TextPage),
  facts: PdfDocumentFacts
})
export type PdfTextLayer = typeof PdfTextLayer.Type
