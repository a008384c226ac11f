import { Schema } from "effect"

/** Where on the document a piece of evidence is: its page, its line there, and its line in the whole document. */
const DocumentPlace = Schema.Struct({
  page: Schema.Int,
  line: Schema.Int,
  /** Counted from the first page, as a transaction's `source_line` is. */
  document_line: Schema.Int
})

/** A run of text drawn over another at the same place (an edit left the text it covers). */
export const OverlappingText = Schema.extend(
  DocumentPlace,
  Schema.Struct({ text: Schema.String, covers: Schema.String })
)
export type OverlappingText = typeof OverlappingText.Type

/** A cell of a table column drawn in a font the column's other cells on that page are not in. */
export const OddFontCell = Schema.extend(
  DocumentPlace,
  Schema.Struct({
    text: Schema.String,
    /** How many cells of the same column on the page are in the column's own font. */
    column_cells: Schema.Int
  })
)
export type OddFontCell = typeof OddFontCell.Type

/**
 * What a PDF shows of its own making, carried from the intake to `statement-integrity` beside the
 * transactions: the Info dictionary, how many times it was saved, and text the pages draw oddly.
 * Facts, not judgements: the product decides which are signs of editing.
 */
export const DocumentEvidence = Schema.Struct({
  producer: Schema.NullOr(Schema.String),
  creator: Schema.NullOr(Schema.String),
  /** The Info dictionary's dates as the PDF writes them (`D:YYYYMMDDHHmmSS...`). */
  created: Schema.NullOr(Schema.String),
  modified: Schema.NullOr(Schema.String),
  /** Updates appended after the first save (a linearized file's first-page section not counted). */
  incremental_updates: Schema.Int,
  /** True when the document holds a digital signature (which is itself appended as an update). */
  signed: Schema.Boolean,
  overlapping_text: Schema.Array(OverlappingText),
  odd_font_cells: Schema.Array(OddFontCell)
})
export type DocumentEvidence = typeof DocumentEvidence.Type
