import type { DocumentEvidence } from "@statement-engine/intake"
import { Schema } from "effect"
import editorsJson from "./data/pdf-editors.json" with { type: "json" }

const Family = Schema.Struct({ family: Schema.String, pattern: Schema.String })
const EditorFamilies = Schema.Struct({ editors: Schema.Array(Family), resavers: Schema.Array(Family) })

const families = Schema.decodeUnknownSync(EditorFamilies)(editorsJson)
const compiled = (list: ReadonlyArray<typeof Family.Type>) =>
  list.map((f) => ({ family: f.family, pattern: new RegExp(f.pattern, "i") }))
const editors = compiled(families.editors)
const resavers = compiled(families.resavers)

/** The document findings' codes (the product's own codes list them beside the balance findings). */
export type DocumentFindingCode =
  | "PDF_EDITOR_PRODUCER"
  | "PDF_RESAVED"
  | "PDF_MODIFIED_AFTER_CREATION"
  | "PDF_INCREMENTAL_UPDATE"
  | "PDF_TEXT_OVERLAP"
  | "PDF_FONT_MISMATCH"

export interface DocumentFinding {
  readonly code: DocumentFindingCode
  readonly severity: "warning" | "info"
  readonly detail: string
  readonly lines: ReadonlyArray<number>
}

const SHOWN = 10
/** A modification date this long after the creation date is a later change, not the same save. */
const SAME_SAVE_MS = 60_000

/** A PDF date (`D:YYYYMMDDHHmmSSOHH'mm'`) as milliseconds since 1970, or undefined when it is not one. */
export const pdfDateMillis = (text: string): number | undefined => {
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(text.trim())
  if (m === null) return undefined
  const [, y, mo = "01", d = "01", h = "00", mi = "00", s = "00", sign, oh = "00", om = "00"] = m
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  const offset = (Number(oh) * 60 + Number(om)) * 60_000
  return Number.isNaN(utc) ? undefined : sign === "+" ? utc - offset : sign === "-" ? utc + offset : utc
}

const named = (evidence: DocumentEvidence, list: typeof editors) => {
  for (const [field, value] of [["Producer", evidence.producer], ["Creator", evidence.creator]] as const) {
    const hit = value === null ? undefined : list.find((f) => f.pattern.test(value))
    if (hit !== undefined && value !== null) return { field, value, family: hit.family }
  }
  return undefined
}

/** What the document says of its making: an editor or a re-saving tool named, a later modification, appended updates. */
const madeFindings = (evidence: DocumentEvidence): Array<DocumentFinding> => {
  const findings: Array<DocumentFinding> = []
  const editor = named(evidence, editors)
  const resaver = editor === undefined ? named(evidence, resavers) : undefined
  if (editor !== undefined) {
    findings.push({
      code: "PDF_EDITOR_PRODUCER",
      severity: "warning",
      detail:
        `the PDF's ${editor.field} is "${editor.value}" (${editor.family}), a tool that edits PDFs, not a bank's document generator: it was saved again after the bank made it`,
      lines: []
    })
  } else if (resaver !== undefined) {
    findings.push({
      code: "PDF_RESAVED",
      severity: "info",
      detail:
        `the PDF's ${resaver.field} is "${resaver.value}" (${resaver.family}): printed or saved again after the bank made it; ask for the file as downloaded`,
      lines: []
    })
  }
  const created = evidence.created === null ? undefined : pdfDateMillis(evidence.created)
  const modified = evidence.modified === null ? undefined : pdfDateMillis(evidence.modified)
  if (created !== undefined && modified !== undefined && modified - created > SAME_SAVE_MS) {
    findings.push({
      code: "PDF_MODIFIED_AFTER_CREATION",
      severity: "info",
      detail: `the PDF was modified (${evidence.modified}) after it was created (${evidence.created})`,
      lines: []
    })
  }
  if (evidence.incremental_updates > 0) {
    findings.push({
      code: "PDF_INCREMENTAL_UPDATE",
      severity: evidence.signed ? "info" : "warning",
      detail: `${evidence.incremental_updates} update${
        evidence.incremental_updates === 1 ? " was" : "s were"
      } appended to the PDF after its first save (each can change what the pages show)${
        evidence.signed ? "; it holds a digital signature, which is added this way: check it in a PDF viewer" : ""
      }`,
      lines: []
    })
  }
  return findings
}

/** What the pages draw oddly: text over other text, a cell in another font than its column. */
const drawnFindings = (evidence: DocumentEvidence): Array<DocumentFinding> => {
  const findings: Array<DocumentFinding> = []
  const over = evidence.overlapping_text
  if (over.length > 0) {
    findings.push({
      code: "PDF_TEXT_OVERLAP",
      severity: "warning",
      detail: `text is drawn over other text at the same place: ${
        over.slice(0, 3).map((o) => `page ${o.page} line ${o.line}: "${o.text}" over "${o.covers}"`).join("; ")
      }${over.length > 3 ? ` (${over.length} places)` : ""}`,
      lines: over.slice(0, SHOWN).map((o) => o.document_line)
    })
  }
  const odd = evidence.odd_font_cells
  if (odd.length > 0) {
    findings.push({
      code: "PDF_FONT_MISMATCH",
      severity: "warning",
      detail: `a table cell is in another font than the rest of its column: ${
        odd.slice(0, 3).map((o) =>
          `page ${o.page} line ${o.line}: "${o.text}" (the column's other ${o.column_cells} cells share one font)`
        ).join("; ")
      }${odd.length > 3 ? ` (${odd.length} cells)` : ""}`,
      lines: odd.slice(0, SHOWN).map((o) => o.document_line)
    })
  }
  return findings
}

/**
 * The signs of editing a PDF itself shows, each with its evidence: what names the tool that saved
 * it, how it was saved, and what its pages draw. Evidence for a person to check, not a verdict.
 */
export const documentFindings = (evidence: DocumentEvidence): Array<DocumentFinding> => [
  ...madeFindings(evidence),
  ...drawnFindings(evidence)
]
