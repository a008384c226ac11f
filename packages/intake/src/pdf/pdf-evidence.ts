import type { DocumentEvidence, OddFontCell, OverlappingText } from "../document-evidence.js"
import type { Cell, PageLine } from "./pdf-lines.js"
import type { AccountTable } from "./pdf-rows.js"
import type { PdfDocumentFacts } from "./pdf-text-layer.js"

/** A column needs this many cells on a page before one cell's font can stand out from it. */
const COLUMN_CELLS = 5
/** At most this many cells of a column may differ: more is the bank's own styling (bold credits, say). */
const ODD_CELLS = 2

interface PlacedCell {
  readonly line: PageLine
  readonly cell: Cell
}

/**
 * Cells of the booking lines whose font differs from the rest of their column on that page: a column
 * is the cells sharing a left edge (dates, text) or a right edge (right-aligned amounts).
 */
const oddFontCells = (bookingLines: ReadonlyArray<PageLine>): Array<OddFontCell> => {
  // keyed by number (page, then edge: left edges even, right edges odd): no string per cell
  const columns = new Map<number, Array<PlacedCell>>()
  const add = (key: number, placed: PlacedCell) => {
    const column = columns.get(key)
    if (column === undefined) columns.set(key, [placed])
    else column.push(placed)
  }
  for (const line of bookingLines) {
    for (const cell of line.cells) {
      const placed = { line, cell }
      add(line.page * 1e5 + Math.round(cell.x0) * 2, placed)
      add(line.page * 1e5 + Math.round(cell.x1) * 2 + 1, placed)
    }
  }
  const odd = new Map<string, OddFontCell>()
  for (const column of columns.values()) {
    if (column.length < COLUMN_CELLS) continue
    const fonts = new Map<string, number>()
    for (const { cell } of column) fonts.set(cell.font ?? "", (fonts.get(cell.font ?? "") ?? 0) + 1)
    const [main, count] = [...fonts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["", 0]
    if (column.length - count > ODD_CELLS) continue
    for (const { line, cell } of column) {
      if ((cell.font ?? "") === main) continue
      odd.set(`${line.documentLine}|${cell.x0}`, {
        page: line.page,
        line: line.line,
        document_line: line.documentLine,
        text: cell.text,
        column_cells: count
      })
    }
  }
  return [...odd.values()].sort((a, b) => a.document_line - b.document_line)
}

/** Runs drawn over other text, on any line of the document. */
const overlappingText = (pages: ReadonlyArray<ReadonlyArray<PageLine>>): Array<OverlappingText> =>
  pages.flatMap((lines) =>
    lines.flatMap((line) =>
      (line.overlaps ?? []).map((o) => ({
        page: line.page,
        line: line.line,
        document_line: line.documentLine,
        text: o.text,
        covers: o.covers
      }))
    )
  )

/** What the PDF shows of its own making: its Info dictionary, its saves, and text drawn oddly in its tables. */
export const documentEvidenceOf = (
  facts: PdfDocumentFacts,
  pages: ReadonlyArray<ReadonlyArray<PageLine>>,
  tables: ReadonlyArray<AccountTable>
): DocumentEvidence => {
  const bookingLines: Array<PageLine> = []
  for (const table of tables) {
    for (const event of table.events) {
      const line = event.kind === "booking" ? pages[event.at.page - 1]?.[event.at.line - 1] : undefined
      if (line !== undefined) bookingLines.push(line)
    }
  }
  return {
    producer: facts.producer,
    creator: facts.creator,
    created: facts.created,
    modified: facts.modified,
    // a linearized file ends its first-page section with a `%%EOF` of its own
    incremental_updates: Math.max(0, facts.saves - 1 - (facts.linearized ? 1 : 0)),
    signed: facts.signed === true,
    overlapping_text: overlappingText(pages),
    odd_font_cells: oddFontCells(bookingLines)
  }
}
