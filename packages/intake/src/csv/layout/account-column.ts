import { isDateCell } from "../../values/dates.js"
import { columnsUsed } from "../columns/complete-columns.js"
import type { CsvLayout } from "../csv-shapes.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"

const IBAN = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}$/

/**
 * The layout with an account column when the header named none but a column no role took holds an
 * account on nine in ten dated rows: an IBAN, or one of a few account numbers (8 to 34 digits, each
 * on two rows on average). A file listing several accounts tells their rows apart by it (for its printed balances
 * and pending rows), as a reader would.
 */
export const withAccountColumn = (rows: CsvRows, layout: CsvLayout): CsvLayout => {
  const { cols, booking, start } = layout
  if (cols.account !== undefined) return layout
  // section headings, balance and total lines fill the date column with words: only dated rows count
  const sample = recordsOf(rows, start, Math.min(rows.length, start + 50)).filter((r) =>
    isDateCell(r.cells[booking] ?? "")
  )
  if (sample.length < 3) return layout
  const used = columnsUsed(cols)
  const width = Math.max(...sample.map((r) => r.cells.length))
  for (let i = 0; i < width; i++) {
    if (used.has(i)) continue
    const cells = sample.map((r) => (r.cells[i] ?? "").trim())
    if (cells.filter((c) => IBAN.test(c)).length >= sample.length * 0.9) return withAccount(layout, i)
    const numbers = cells.filter((c) => ACCOUNT_NUMBER.test(c) && !isDateCell(c))
    const distinct = new Set(numbers.map((c) => c.replace(/[\s-]/g, ""))).size
    if (numbers.length >= sample.length * 0.9 && distinct <= Math.min(6, numbers.length / 2)) {
      return withAccount(layout, i)
    }
  }
  return layout
}

/** An account number printed as digits (spaces or dashes between groups allowed), 8 to 34 of them. */
const ACCOUNT_NUMBER = /^\d(?:[\s-]?\d){7,33}$/

const withAccount = (layout: CsvLayout, account: number): CsvLayout => ({
  ...layout,
  cols: { ...layout.cols, account }
})
