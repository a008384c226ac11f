import { Schema } from "effect"
import { PdfTextLayer } from "./pdf/pdf-text-layer.js"

/** One uploaded statement file: its name as sent and its raw bytes. */
export const StatementFile = Schema.Struct({
  name: Schema.String,
  bytes: Schema.Uint8ArrayFromSelf,
  /** A PDF's positioned text, extracted (asynchronously) by `withPdfText` before the file is read. */
  pdf_text: Schema.optional(PdfTextLayer)
})
export type StatementFile = typeof StatementFile.Type
