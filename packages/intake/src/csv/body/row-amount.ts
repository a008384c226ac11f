import { type DecimalSeparator, parseAmount, plainAmount } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { eitherSide, sideOf } from "../vocabulary/direction.js"

// What one row says: its cells by role, its description and its signed amount.

/** The signed amount of a row and the currency its text named; or why it could not be read. */
export type RowAmount =
  | {
    readonly value: number
    readonly currency: string | undefined
    readonly shared?: boolean
    readonly undirected?: string
    readonly eitherSide?: boolean
  }
  | { readonly skip: string; readonly unreadable: boolean }

const MESSY_SPACE = /\s\s|[\t\n\r\u00a0]/

export const at = (rec: CsvRecord, i: number | undefined): string => (i === undefined ? "" : (rec.cells[i] ?? ""))

const tidy = (raw: string): string => (MESSY_SPACE.test(raw) ? raw.replace(/\s+/g, " ").trim() : raw)

export const descriptionOf = (rec: CsvRecord, cols: ColumnMap): string => {
  // one description column (most files): its cell, without a list of parts
  if (cols.description.length === 1) return tidy(rec.cells[cols.description[0] ?? 0] ?? "")
  const parts: Array<string> = []
  for (const i of cols.description) {
    const v = tidy(rec.cells[i] ?? "")
    if (v !== "" && !parts.includes(v)) parts.push(v)
  }
  return parts.join(" ")
}

/** One signed amount cell, turned by the row's debit/credit indicator when the file has one. */
const signedAmount = (rec: CsvRecord, cell: string, cols: ColumnMap, decimal: DecimalSeparator): RowAmount => {
  let value: number
  let currency: string | undefined
  let shared = false
  const plain = plainAmount(cell, decimal)
  if (Number.isNaN(plain)) {
    const a = parseAmount(cell, decimal)
    if (!a.ok) return { skip: a.reason, unreadable: true }
    value = a.value
    currency = a.currency
    shared = a.shared === true
  } else value = plain
  if (cols.indicator !== undefined) {
    const dir = sideOf(at(rec, cols.indicator), cols.indicatorSides)
    // settled after the loop by which way the same payee's other rows go
    if (dir === undefined) {
      return {
        value: Math.abs(value),
        currency,
        shared,
        undirected: eitherSide(at(rec, cols.indicator))
          ? `debit/credit indicator "${
            at(rec, cols.indicator)
          }", a letter banks write for either side (uznanie in, uscita out), that no other letter of its column, its header, the running balance or the descriptions settles`
          : `unreadable debit/credit indicator "${at(rec, cols.indicator)}"`,
        eitherSide: eitherSide(at(rec, cols.indicator))
      }
    }
    value = dir * Math.abs(value)
  }
  return { value, currency, shared }
}

/** The sum of a row's debit (out) and credit (in) cells. */
const debitCreditAmount = (rec: CsvRecord, cols: ColumnMap, decimal: DecimalSeparator): RowAmount => {
  let sum = 0
  let currency: string | undefined
  let shared = false
  for (const [i, sign] of [[cols.debit, -1], [cols.credit, 1]] as const) {
    const c = at(rec, i)
    if (c === "") continue
    const a = parseAmount(c, decimal)
    if (!a.ok) return { skip: a.reason, unreadable: true }
    if (currency === undefined) [currency, shared] = [a.currency, a.shared === true]
    sum += cols.signedParts === true ? a.value : sign * Math.abs(a.value)
  }
  return { value: sum, currency, shared }
}

/** A row's amount from whichever money layout the file has. */
export const rowAmount = (rec: CsvRecord, cols: ColumnMap, decimal: DecimalSeparator): RowAmount => {
  const amountCell = at(rec, cols.amount)
  if (amountCell !== "") return signedAmount(rec, amountCell, cols, decimal)
  if (at(rec, cols.debit) !== "" || at(rec, cols.credit) !== "") return debitCreditAmount(rec, cols, decimal)
  return { skip: "no amount", unreadable: false }
}

/** True when a row's amount is marked as a credit: a `+` or `CR` on it, or a mark in the file's credit-marker column. */
export const creditMarked = (rec: CsvRecord, cols: ColumnMap): boolean => {
  const cell = at(rec, cols.amount)
  if (cell.charCodeAt(0) === 43) return true
  // most cells end in a digit: the expression runs only on those ending like "CR" or "CR."
  const last = cell.charCodeAt(cell.length - 1)
  if ((last === 82 || last === 114 || last === 46) && endsWithCredit(cell.trim())) return true
  return cols.creditMarker !== undefined && at(rec, cols.creditMarker) !== ""
}

/** A `CR` ending an amount on its own or written straight after its currency ("66.40CR", "2 164,248 TNDCR", "¥CR"). */
const endsWithCredit = (cell: string): boolean => {
  const m = /([^\d\s+\-−(),]*)CR\.?$/i.exec(cell)
  if (m === null) return false
  const before = m[1] ?? ""
  return before === "" || currencyOfToken(before) !== undefined
}
