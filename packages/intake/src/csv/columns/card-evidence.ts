import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { directionOf, namesCard, namesCardColumn } from "../vocabulary/direction.js"

const CARD_NETWORK = /^(visa|visa debit|mastercard|master card|amex|american express|maestro|diners( club)?|discover)$/i
/** A cell that is only a masked card number (a card column); a description mentioning one is any account's card payment. */
const MASKED_CARD = /^\d{0,6}[\s-]?((\*{2,}|x{4,}|•{2,})[\s-]?){1,4}\d{4}$/i
const columnsUsed = (cols: ColumnMap): Set<number> => {
  const used = new Set<number>(cols.description)
  for (const [k, v] of Object.entries(cols)) if (k !== "description" && typeof v === "number") used.add(v)
  return used
}

/**
 * A column beside unsigned amounts that is blank on most rows and says `CR` (or `credit`, `+`) on
 * the others: card statements mark their credits so.
 */
export const findCreditMarker = (data: ReadonlyArray<CsvRecord>, cols: ColumnMap): number | undefined => {
  if (cols.amount === undefined || cols.indicator !== undefined) return undefined
  const used = columnsUsed(cols)
  const width = Math.max(0, ...data.map((r) => r.cells.length))
  for (let i = 0; i < width; i++) {
    if (used.has(i)) continue
    let marked = 0
    let blank = 0
    for (const r of data) {
      const v = (r.cells[i] ?? "").trim()
      if (v === "") blank++
      else if (directionOf(v) === 1) marked++
      else {
        marked = -1
        break
      }
    }
    if (marked > 0 && blank > 0) return i
  }
  return undefined
}

/** What says a file is a card statement: a card column, card numbers or networks in its cells, a card title. */
export const cardEvidence = (
  header: ReadonlyArray<string> | undefined,
  preamble: ReadonlyArray<string>,
  data: ReadonlyArray<CsvRecord>
): string | undefined => {
  const named = header?.find(namesCardColumn)
  if (named !== undefined) return `a "${named}" column`
  const title = preamble.find(namesCard)
  if (title !== undefined) return `"${title}" in the file name or above the header`
  for (const r of data.slice(0, 50)) {
    const cell = r.cells.find((c) => CARD_NETWORK.test(c.trim()) || MASKED_CARD.test(c.trim()))
    if (cell !== undefined) return `"${cell.trim()}" in its rows`
  }
  return undefined
}
