import { type DecimalSeparator, parseAmount } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import { parseDate } from "../../values/dates.js"
import { columnsUsed } from "../columns/complete-columns.js"
import type { CsvDates, CsvLayout } from "../csv-shapes.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { CsvRows } from "../records/csv-rows.js"

/** At most this many separators too many in a row are looked for inside its cells. */
const MAX_EXTRA = 3

/** How a row too wide for the header is read: its cells realigned, or why it cannot be. */
type Aligned = { readonly cells: ReadonlyArray<string> } | { readonly misfit: string }

interface Fit {
  readonly layout: CsvLayout
  readonly dates: CsvDates
  readonly decimal: DecimalSeparator
}

const MONEY = ["amount", "debit", "credit", "balance"] as const

/** The values a reading of a row gives the columns that carry numbers, joined: two readings agreeing give the same key. */
const keyOf = (cells: ReadonlyArray<string>, fit: Fit): string | undefined => {
  const { cols } = fit.layout
  const cell = (i: number | undefined) => (i === undefined ? "" : (cells[i] ?? ""))
  const date = parseDate(cell(cols.booking_date), fit.dates.order, fit.dates.months)
  if (date === undefined) return undefined
  const valueDate = cell(cols.value_date)
  if (valueDate !== "" && parseDate(valueDate, fit.dates.valueOrder, fit.dates.months) === undefined) return undefined
  const currency = cell(cols.currency)
  if (currency !== "" && currencyOfToken(currency) === undefined) return undefined
  const parts = [date, currency]
  let moved = false
  for (const role of MONEY) {
    const text = cell(cols[role])
    if (text === "") {
      parts.push("")
      continue
    }
    const a = parseAmount(text, fit.decimal)
    if (!a.ok) return undefined
    if (role !== "balance") moved = true
    parts.push(String(a.value))
  }
  return moved ? parts.join("\u0000") : undefined
}

/** A number whose thousands groups the separator split into cells (`-1` `700.00` from `-1,700.00`). */
const groupedSplit = (pieces: ReadonlyArray<string>, delimiter: string, decimal: DecimalSeparator): boolean =>
  delimiter !== decimal && pieces.length > 1 && /^[-−+(]?\d{1,3}$/.test(pieces[0] ?? "") &&
  pieces.slice(1, -1).every((p) => /^\d{3}$/.test(p)) &&
  new RegExp(`^\\d{3}(\\${decimal}\\d+)?\\)?-?$`).test(pieces[pieces.length - 1] ?? "")

/**
 * Reads a row with more cells than the header: the separator must stand inside one of its cells
 * (a description with a comma, an amount with thousands commas, unquoted). Each place the extra
 * cells could rejoin is tried, the row as it stands too; the reading whose date and amounts read is
 * taken when it is the only one, or when all give the same numbers; a rejoined number whose
 * thousands groups the separator split is preferred. Readings giving different numbers set the
 * row aside.
 */
const alignRow = (rec: CsvRecord, width: number, delimiter: string, fit: Fit): Aligned | undefined => {
  const extra = rec.cells.length - width
  if (extra <= 0 || extra > MAX_EXTRA || rec.cells.slice(width).every((c) => c === "")) return undefined
  const readings: Array<{ readonly cells: ReadonlyArray<string>; readonly key: string; readonly grouped: boolean }> = []
  for (let at = 0; at < width; at++) {
    const pieces = rec.cells.slice(at, at + extra + 1)
    const cells = [...rec.cells.slice(0, at), pieces.join(delimiter), ...rec.cells.slice(at + extra + 1)]
    const key = keyOf(cells, fit)
    if (key !== undefined) readings.push({ cells, key, grouped: groupedSplit(pieces, delimiter, fit.decimal) })
  }
  // last: a reading that keeps every cell is preferred to one leaving the extra cells unread
  const asItStands = keyOf(rec.cells, fit)
  if (asItStands !== undefined) readings.push({ cells: rec.cells, key: asItStands, grouped: false })
  const grouped = readings.filter((r) => r.grouped)
  const chosen = grouped.length === 1 ? grouped : readings
  const [first] = chosen
  if (first === undefined) return undefined
  if (chosen.every((r) => r.key === first.key)) return { cells: first.cells }
  return {
    misfit:
      `${rec.cells.length} cells where the header has ${width}, and the separator inside a cell could stand in ${chosen.length} places that read different numbers`
  }
}

/**
 * The cell count of the header, else the one most data rows have, or more when the columns read
 * from the values reach further: a headerless file whose rows leave their empty last cells out.
 */
const headerWidth = (rows: CsvRows, layout: CsvLayout): number => {
  if (layout.headerCells !== undefined) return layout.headerCells.length
  const reached = Math.max(...columnsUsed(layout.cols)) + 1
  const counts = new Map<number, number>()
  let modal = 0
  let best = 0
  for (let row = layout.start; row < Math.min(rows.length, layout.start + 300); row++) {
    const w = rows.widthOf(row)
    const n = (counts.get(w) ?? 0) + 1
    counts.set(w, n)
    if (n > best) [modal, best] = [w, n]
  }
  return Math.max(modal, reached)
}

/**
 * The rows with their too-wide records realigned (`alignRow`), and those that cannot be set aside
 * with a reason (`misfitOf`); the rows themselves when none is wider than the header.
 */
export const alignLongRows = (
  rows: CsvRows,
  layout: CsvLayout,
  fit: Omit<Fit, "layout">,
  delimiter: string
): CsvRows => {
  const width = headerWidth(rows, layout)
  const fixed = new Map<number, ReadonlyArray<string>>()
  const misfits = new Map<number, string>()
  for (let row = layout.start; row < rows.length; row++) {
    if (rows.widthOf(row) <= width) continue
    const aligned = alignRow(rows.recordAt(row), width, delimiter, { ...fit, layout })
    if (aligned === undefined) continue
    if ("cells" in aligned) fixed.set(row, aligned.cells)
    else misfits.set(row, aligned.misfit)
  }
  return fixed.size === 0 && misfits.size === 0 ? rows : realigned(rows, fixed, misfits)
}

/** `rows` read with some records' cells replaced. */
const realigned = (
  rows: CsvRows,
  fixed: ReadonlyMap<number, ReadonlyArray<string>>,
  misfits: ReadonlyMap<number, string>
): CsvRows => {
  const cellOf = (row: number, column: number): string => {
    const cells = fixed.get(row)
    return cells === undefined ? rows.cellOf(row, column) : (cells[column] ?? "")
  }
  return {
    length: rows.length,
    lineOf: (row) => rows.lineOf(row),
    widthOf: (row) => fixed.get(row)?.length ?? rows.widthOf(row),
    cellOf,
    recordAt: (row) => {
      const cells = fixed.get(row)
      return cells === undefined ? rows.recordAt(row) : { cells, line: rows.lineOf(row) }
    },
    columnCounts: (from, column) => {
      const counts = new Map<string, number>()
      for (let row = from; row < rows.length; row++) {
        const v = cellOf(row, column)
        if (v !== "") counts.set(v, (counts.get(v) ?? 0) + 1)
      }
      return counts
    },
    readColumn: (from, column, read) => {
      for (let row = from; row < rows.length; row++) {
        const v = cellOf(row, column)
        if (v !== "") read(v, 0, v.length)
      }
    },
    misfitOf: (row) => misfits.get(row)
  }
}
