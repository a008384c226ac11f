import type { Skip } from "../../summarise.js"
import { NO_MONEY } from "../../summarise.js"
import { type DecimalSeparator, parseAmount, plainAmount } from "../../values/amounts.js"
import { parseDate } from "../../values/dates.js"
import { columnsUsed } from "../columns/complete-columns.js"
import type { CsvLayout, Draft, LostMoney, PendingRow } from "../csv-shapes.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { headerCurrency, rolesOfHeader } from "../vocabulary/header-vocabulary.js"
import { isSummaryRow, notBookedReason } from "../vocabulary/row-kind.js"
import { type PrintedBalance, printedBalance } from "./printed-lines.js"
import { at, creditMarked, descriptionOf, rowAmount } from "./row-amount.js"
import { isLabelLine } from "./row-status.js"

/** A draft while the row loop reads it: a continuation line extends it, a purchase date is set after. */
type MutableDraft = { -readonly [K in keyof Draft]: Draft[K] }

/** The body while the row loop fills it, row by row; the loop hands it on as a (readonly) `CsvBody`. */
export interface BodyBuilder {
  readonly drafts: Array<MutableDraft>
  readonly skipped: Array<Skip>
  readonly warnings: Array<string>
  readonly tokenCurrencies: Map<string, number>
  unreadable: number
  lostMoney: LostMoney | undefined
  unknownCurrency: boolean
  sharedSign: string | undefined
  readonly currencySources: Set<string>
  readonly creditMarked: Array<boolean>
  negatives: number
  readonly marked: Map<number, string>
  readonly undirected: Map<number, string>
  readonly eitherSide: Set<number>
  readonly printed: Array<PrintedBalance>
  readonly pending: Array<PendingRow>
  readonly balanceOnly: Array<{ readonly line: number; readonly balance: number }>
}

export const emptyBody = (): BodyBuilder => ({
  drafts: [],
  skipped: [],
  warnings: [],
  tokenCurrencies: new Map(),
  unreadable: 0,
  lostMoney: undefined,
  unknownCurrency: false,
  sharedSign: undefined,
  currencySources: new Set(),
  creditMarked: [],
  negatives: 0,
  marked: new Map(),
  undirected: new Map(),
  eitherSide: new Set(),
  printed: [],
  pending: [],
  balanceOnly: []
})

/** A currency the header names on the money column ("Betrag (EUR)"). */
export const amountHeaderCurrencyOf = (layout: CsvLayout): string | undefined => {
  const { cols, headerCells } = layout
  if (headerCells === undefined) return undefined
  return [cols.amount, cols.debit, cols.credit]
    .map((i) => (i === undefined ? undefined : headerCurrency(headerCells[i] ?? "")))
    .find((c) => c !== undefined)
}

/** The per-column readers of a body, each remembering what it read. */
export interface RowReads {
  readonly dateOf: (cell: string) => string | undefined
  readonly valueDateOf: (cell: string) => string | null
  readonly currencyOf: (cell: string) => string | undefined
  readonly balanceOf: (cell: string, line: number) => number | null
  readonly amountHeaderCurrency: string | undefined
  readonly currencyOption: string | undefined
}

/** A dated record: a transaction, or set aside when its amount cannot be read or is 0. */
export const datedRow = (
  name: string,
  body: BodyBuilder,
  rec: CsvRecord,
  date: string,
  layout: CsvLayout,
  decimal: DecimalSeparator,
  reads: RowReads
): void => {
  const { cols, preamble } = layout
  const amount = rowAmount(rec, cols, decimal)
  if ("skip" in amount) {
    if (amount.unreadable) body.unreadable++
    body.skipped.push({ line: rec.line, reason: amount.skip })
    const balance = amount.unreadable ? null : reads.balanceOf(at(rec, cols.balance), rec.line)
    if (balance !== null) body.balanceOnly.push({ line: rec.line, balance })
    if (body.lostMoney === undefined) noteLostMoney(body, rec, cols, decimal, amount.unreadable)
    return
  }
  if (amount.value === 0) {
    body.skipped.push({ line: rec.line, reason: NO_MONEY })
    return
  }
  // a sign several currencies write ("$", "kr") says which only with the account's country: settled after the loop
  const token = amount.shared === true ? undefined : amount.currency
  if (amount.shared === true && amount.currency !== undefined) body.sharedSign = amount.currency
  if (token !== undefined) body.tokenCurrencies.set(token, (body.tokenCurrencies.get(token) ?? 0) + 1)
  const rowCurrency = cols.currency === undefined ? undefined : reads.currencyOf(at(rec, cols.currency))
  const counterparty = at(rec, cols.counterparty)
  const description = descriptionOf(rec, cols)
  const currency = rowCurrency ?? token ?? reads.amountHeaderCurrency ?? reads.currencyOption ?? preamble.currency
  if (currency === undefined) body.unknownCurrency = true
  else if (body.currencySources.size === 0 || (rowCurrency === undefined && body.currencySources.size < 4)) {
    // nearly every row takes its currency where the row before did: a set lookup per row is spared
    body.currencySources.add(
      currencySource(rowCurrency, token, reads.amountHeaderCurrency, reads.currencyOption)
    )
  }
  if (amount.value < 0) body.negatives++
  if (amount.undirected !== undefined) body.undirected.set(body.drafts.length, amount.undirected)
  if (amount.eitherSide === true) body.eitherSide.add(body.drafts.length)
  body.creditMarked.push(creditMarked(rec, cols))
  body.drafts.push({
    account: at(rec, cols.account) || preamble.account || name,
    booking_date: date,
    value_date: cols.value_date === undefined ? null : reads.valueDateOf(at(rec, cols.value_date)),
    amount: amount.value,
    currency: currency ?? "",
    description: description !== "" ? description : counterparty,
    counterparty: counterparty === "" ? null : counterparty,
    balance_after: reads.balanceOf(at(rec, cols.balance), rec.line),
    reference: at(rec, cols.reference) || null,
    bank_category: at(rec, cols.category) || null,
    source_file: name,
    source_line: rec.line
  })
  // set after the literal: the rows without a purchase date keep one object shape
  if (cols.purchaseDate !== undefined) {
    const made = reads.dateOf(at(rec, cols.purchaseDate))
    const draft = body.drafts[body.drafts.length - 1]
    if (made !== undefined && made !== date && draft !== undefined) draft.date = made
  }
}

/** A whole number of up to nine digits, its thousands grouped by spaces or not, not starting with 0. */
const WHOLE_AMOUNT = /^[1-9]\d{0,2}([\s\u00a0\u202f]\d{3}){0,2}$|^[1-9]\d{0,8}$/u

/**
 * Notes a dated row whose money was not read: its money cell holds digits that do not parse, or its
 * money cells are empty while a column with no role holds an amount (the other half of a debit/credit
 * pair the header did not name, say).
 */
const noteLostMoney = (
  body: BodyBuilder,
  rec: CsvRecord,
  cols: ColumnMap,
  decimal: DecimalSeparator,
  unreadable: boolean
): void => {
  const money = [cols.amount, cols.debit, cols.credit].map((i) => at(rec, i)).find((c) => /\d/.test(c))
  if (unreadable) {
    if (money !== undefined) {
      body.lostMoney = {
        line: rec.line,
        found: `a date and the amount "${money}", which does not read`,
        fix: "amounts written in a form the reader knows (a number with an ISO currency code or sign)"
      }
    }
    return
  }
  const used = columnsUsed(cols)
  // signed, with decimals or a currency sign, or a whole amount of up to nine digits (a yen or forint
  // credit in a column the header did not name): not a reference or an account number
  const stray = rec.cells.findIndex((c, i) =>
    !used.has(i) && /^[-+(]?\p{Sc}?\d/u.test(c) &&
    (/^[-+(]|[.,]\d\d\d?\)?$|\p{Sc}/u.test(c) || WHOLE_AMOUNT.test(c)) &&
    parseDate(c, undefined) === undefined && parseAmount(c, decimal).ok
  )
  if (stray >= 0) {
    body.lostMoney = {
      line: rec.line,
      found: `a date and no amount in its money columns but "${rec.cells[stray]}" in column #${
        stray + 1
      }, which was given no role`,
      fix: "pass options.columns naming the amount (or debit and credit) columns"
    }
  }
}

const currencySource = (
  row: string | undefined,
  token: string | undefined,
  header: string | undefined,
  option: string | undefined
): string =>
  row !== undefined
    ? "the currency column"
    : token !== undefined
    ? "the amounts"
    : header !== undefined
    ? "the amount's header"
    : option !== undefined
    ? "options.currency"
    : "the lines above the header"

/** Reads balance cells; the first that cannot be read is warned about once, and every such one left empty. */
export const balanceReader = (body: BodyBuilder, decimal: DecimalSeparator) => {
  let warned = false
  return (cell: string, line: number): number | null => {
    if (cell === "") return null
    // nearly every cell is a plain number, read without the general parser's result object
    const plain = plainAmount(cell, decimal)
    if (!Number.isNaN(plain)) return plain
    const b = parseAmount(cell, decimal)
    if (b.ok) return b.value
    if (!warned) {
      warned = true
      body.warnings.push(`some balances could not be read (first: line ${line}, "${cell}"); they are left empty`)
    }
    return null
  }
}

/** Keeps the opening or closing balance a set-aside line prints. */
export const notePrinted = (body: BodyBuilder, rec: CsvRecord, cols: ColumnMap, decimal: DecimalSeparator): void => {
  const p = printedBalance(rec, cols, decimal)
  if (p !== undefined) body.printed.push(p)
}

/** Keeps the amount of a row set aside as pending or not booked. */
export const notePending = (body: BodyBuilder, rec: CsvRecord, cols: ColumnMap, decimal: DecimalSeparator): void => {
  const a = rowAmount(rec, cols, decimal)
  if (!("skip" in a)) body.pending.push({ source_line: rec.line, amount: a.value, account: at(rec, cols.account) })
}

/** Sets aside (or joins to the row above) a record whose date cell holds no date. */
export const undatedRow = (
  body: BodyBuilder,
  rec: CsvRecord,
  cols: ColumnMap,
  booking: number,
  previousLine: number | undefined,
  decimal: DecimalSeparator
): void => {
  const dateCell = at(rec, booking)
  const moneyEmpty = at(rec, cols.amount) === "" && at(rec, cols.debit) === "" && at(rec, cols.credit) === ""
  const pending = notBookedReason(dateCell)
  const last = body.drafts[body.drafts.length - 1]
  const skip = (reason: string) => body.skipped.push({ line: rec.line, reason })
  if (pending !== undefined) {
    skip(pending)
    notePending(body, rec, cols, decimal)
  } else if (isSummaryRow(rec.cells) || (moneyEmpty && at(rec, cols.balance) !== "")) {
    skip("summary or balance row")
    notePrinted(body, rec, cols, decimal)
  } else if (
    dateCell === "" && moneyEmpty && last !== undefined && previousLine !== undefined &&
    last.source_line === previousLine && descriptionOf(rec, cols) !== ""
  ) {
    last.description = `${last.description} ${descriptionOf(rec, cols)}`.trim()
    last.source_line = rec.line
  } else if (dateCell !== "" && rolesOfHeader(dateCell).length > 0) skip("repeated header row")
  else if (dateCell === "" && moneyEmpty) skip("no date and no amount")
  else if (moneyEmpty && isLabelLine(rec.cells)) skip("a label and its value, no amount")
  else {
    body.unreadable++
    skip(dateCell === "" ? "no date" : `unreadable date "${dateCell}"`)
    // a date that does not read beside an amount that does: a booking would be missing
    if (dateCell !== "" && body.lostMoney === undefined && /\d/.test(dateCell) && !moneyEmpty) {
      const a = rowAmount(rec, cols, decimal)
      if (!("skip" in a)) {
        body.lostMoney = {
          line: rec.line,
          found: `an amount but the date "${dateCell}", which does not read`,
          fix: "pass options.date_format naming the order of the date's parts"
        }
      }
    }
  }
}
