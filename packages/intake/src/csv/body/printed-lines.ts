import { type DecimalSeparator, parseAmount } from "../../values/amounts.js"
import { isDateCell } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { sideOf } from "../vocabulary/direction.js"
import { balanceKind, isCurrentBalance, isTotalLine } from "../vocabulary/row-kind.js"

// The lines of a file that print a balance or a turnover: read by the row loop and above the header,
// judged against the rows by ../balances/printed-balances.ts.

/**
 * An opening or closing balance the file prints on a line of its own (or in the preamble, line 0),
 * a current balance (the closing one where an account prints no other), or a turnover line
 * totalling the money out (`debits`) or in (`credits`).
 */
export interface PrintedBalance {
  readonly kind: "opening" | "closing" | "current" | "debits" | "credits"
  readonly line: number
  readonly amount: number
  /** The account the line names in the file's account column, when it has one. */
  readonly account?: string
  /** True when the number carries no sign, parentheses or Cr/Dr mark: an overdrawn balance may read as positive. */
  readonly unsigned?: boolean
}

/** A sign, parentheses or a Cr/Dr (Db, S/H) mark on a number: its sign is printed. */
const SIGN_MARK = /[-\u2212(+]|(^|[^\p{L}])(cr|dr|db|d|c|s|h)\.?\s*$|^\s*(cr|dr|db)([^\p{L}]|$)/iu

/** The amount of a labelled line (its balance cell, else its amount cell, else the last cell that reads as money), and whether it is unsigned. */
const lineAmount = (
  cells: ReadonlyArray<string>,
  cols: ColumnMap,
  decimal: DecimalSeparator
): { readonly value: number; readonly unsigned: boolean } | undefined => {
  const preferred = [cols.balance, cols.amount, cols.credit, cols.debit]
    .map((i) => (i === undefined ? "" : (cells[i] ?? "")))
    .filter((c) => c !== "")
  for (const c of [...preferred, ...[...cells].reverse()]) {
    if (!/\d/.test(c) || isDateCell(c)) continue
    const a = parseAmount(c, decimal)
    if (a.ok) return { value: a.value, unsigned: !SIGN_MARK.test(c.trim()) }
  }
  return undefined
}

/** The opening or closing balance a set-aside line prints, if its label says which and a number reads. */
export const printedBalance = (
  rec: CsvRecord,
  cols: ColumnMap,
  decimal: DecimalSeparator
): PrintedBalance | undefined => {
  const text = rec.cells.filter((c) => /\p{L}/u.test(c)).join(" ")
  const kind: PrintedBalance["kind"] | undefined = balanceKind(text) ??
    (isCurrentBalance(text) ? "current" : turnoverSide(rec.cells, cols))
  if (kind === undefined) return undefined
  const read = lineAmount(rec.cells, cols, decimal)
  const account = cols.account === undefined ? "" : (rec.cells[cols.account] ?? "")
  if (read === undefined) return undefined
  const p = { kind, line: rec.line, amount: read.value, unsigned: read.unsigned }
  return account === "" ? p : { ...p, account }
}

/** The side a turnover line totals: its direction indicator's, or the one of the debit and credit columns it fills. */
const turnoverSide = (cells: ReadonlyArray<string>, cols: ColumnMap): "debits" | "credits" | undefined => {
  if (!isTotalLine(cells)) return undefined
  const dir = cols.indicator === undefined ? undefined : sideOf(cells[cols.indicator] ?? "", cols.indicatorSides)
  if (dir !== undefined) return dir < 0 ? "debits" : "credits"
  const debit = cols.debit !== undefined && (cells[cols.debit] ?? "") !== ""
  const credit = cols.credit !== undefined && (cells[cols.credit] ?? "") !== ""
  return debit === credit ? undefined : debit ? "debits" : "credits"
}

/** An opening balance printed above the header ("Saldo otwarcia: 464 677", "Eelmine saldo;4 569,06"). */
export const preambleOpening = (
  records: ReadonlyArray<CsvRecord>,
  decimal: DecimalSeparator
): PrintedBalance | undefined => {
  for (const r of records) {
    const cells = r.cells.flatMap((c) => c.split(/:\s+/))
    if (balanceKind(cells.join(" ")) !== "opening") continue
    const read = lineAmount(cells, { description: [] }, decimal)
    if (read !== undefined) return { kind: "opening", line: 0, amount: read.value, unsigned: read.unsigned }
  }
  return undefined
}
