import { NO_MONEY } from "../../summarise.js"
import { type DecimalSeparator, parseAmount, plainAmount } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import { type DateOrder, isDateCell, parseDate } from "../../values/dates.js"
import { fold } from "../../values/month-names.js"
import { printedBalance } from "../balances/printed-balances.js"
import { columnsUsed, type MutableColumnMap } from "../columns/complete-columns.js"
import { blockHeaderRoles } from "../columns/detect-columns.js"
import type { CsvBody, CsvDates, CsvLayout, Draft } from "../csv-shapes.js"
import { accountLine, readPreamble } from "../layout/preamble.js"
import type { CsvRecord } from "../records/csv-records.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { eitherSide, indicatorSides, sideOf } from "../vocabulary/direction.js"
import { headerCurrency, rolesOfHeader } from "../vocabulary/header-vocabulary.js"
import { balanceKind, isBalanceLine, isSummaryRow, notBookedReason, saysBooked } from "../vocabulary/row-kind.js"
import { settleEitherSide } from "./either-side.js"
import { rememberedReads } from "./remembered-reads.js"

/** The signed amount of a row and the currency its text named; or why it could not be read. */
type RowAmount =
  | {
    readonly value: number
    readonly currency: string | undefined
    readonly shared?: boolean
    readonly undirected?: string
    readonly eitherSide?: boolean
  }
  | { readonly skip: string; readonly unreadable: boolean }

const MESSY_SPACE = /\s\s|[\t\n\r\u00a0]/

const at = (rec: CsvRecord, i: number | undefined): string => (i === undefined ? "" : (rec.cells[i] ?? ""))

const tidy = (raw: string): string => (MESSY_SPACE.test(raw) ? raw.replace(/\s+/g, " ").trim() : raw)

const descriptionOf = (rec: CsvRecord, cols: ColumnMap): string => {
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
const rowAmount = (rec: CsvRecord, cols: ColumnMap, decimal: DecimalSeparator): RowAmount => {
  const amountCell = at(rec, cols.amount)
  if (amountCell !== "") return signedAmount(rec, amountCell, cols, decimal)
  if (at(rec, cols.debit) !== "" || at(rec, cols.credit) !== "") return debitCreditAmount(rec, cols, decimal)
  return { skip: "no amount", unreadable: false }
}

/**
 * Reads a CSV's data records one by one into drafts: booked rows become transactions, anything
 * else (pending, balances, summaries, repeated headers, blank lines, unreadable rows) is set
 * aside with its reason; a line with text but no date or amount continues the description above.
 */
export const readCsvBody = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  dates: CsvDates,
  decimal: DecimalSeparator,
  currencyOption: string | undefined
): CsvBody => {
  const body = emptyBody()
  let reads: RowReads = {
    dateOf: rememberedReads((cell) => parseDate(cell, dates.order, dates.months)),
    valueDateOf: rememberedReads((cell) => parseDate(cell, dates.valueOrder, dates.months) ?? null),
    currencyOf: rememberedReads(currencyOfToken),
    balanceOf: balanceReader(body, decimal),
    amountHeaderCurrency: amountHeaderCurrencyOf(layout),
    currencyOption
  }
  // another account's block may come with a header of its own: its columns are read from there on
  let current = withIndicatorSides(rows, layout)
  let statusOf = statusReader(rows, current)
  let previousLine: number | undefined
  // the status a section heading such as "Pending transactions" gives the rows under it
  let section = sectionAbove(rows, layout)
  let lastDated = layout.start - 1
  for (let row = layout.start; row < rows.length; row++) {
    const misfit = rows.misfitOf?.(row)
    if (misfit !== undefined) {
      body.skipped.push({ line: rows.lineOf(row), reason: misfit })
      continue
    }
    const rec = rows.recordAt(row) // made for this row only: no record outlives its turn
    const previous = previousLine
    previousLine = rec.line
    const { cols, booking } = current
    const date = reads.dateOf(at(rec, booking))
    const block = date === undefined ? blockLayout(rows, row, rec, current, dates.order) : undefined
    if (block !== undefined) {
      const previousAccount = current.preamble.account
      current = withIndicatorSides(rows, withBlockPreamble(block, recordsOf(rows, lastDated + 1, row)), current)
      statusOf = statusReader(rows, block)
      // a page header repeated for the same account keeps the currency the first header named
      const continued = current.preamble.account === previousAccount ? reads.amountHeaderCurrency : undefined
      reads = { ...reads, amountHeaderCurrency: amountHeaderCurrencyOf(block) ?? continued }
      section = undefined
      body.skipped.push({ line: rec.line, reason: "repeated header row" })
      continue
    }
    const named = date === undefined ? withAccountLine(body, rec, current) : undefined
    current = named ?? current
    if (named !== undefined) continue
    const heading = date === undefined ? sectionHeading(rec, cols) : undefined
    if (heading !== undefined) {
      section = notBookedReason(heading)
      body.skipped.push({ line: rec.line, reason: `section heading "${heading}"` })
      continue
    }
    const status = statusOf(rec) ?? section
    if (status !== undefined && date !== undefined && at(rec, cols.balance) !== "") {
      // a row marked pending whose running balance shows it applied is counted: read it, judged after the loop
      const before = body.drafts.length
      datedRow(name, body, rec, date, current, decimal, reads)
      if (body.drafts.length > before) body.marked.set(before, status)
    } else if (status !== undefined) {
      body.skipped.push({ line: rec.line, reason: status })
      notePending(body, rec, cols, decimal)
    } else if (rec.cells.some(isBalanceLine)) {
      // any cell can carry the label of a closing-balance line (the bank puts it where it likes)
      body.skipped.push({ line: rec.line, reason: "summary or balance row" })
      notePrinted(body, rec, cols, decimal)
    } else if (date === undefined) undatedRow(body, rec, cols, booking, previous, decimal)
    else datedRow(name, body, rec, date, current, decimal, reads)
    if (date !== undefined) lastDated = row
  }
  // a letter for either side is settled first: whether a pending row's balance shows it applied depends on its side
  const settled = settleEitherSide(body, body.eitherSide)
  if (settled !== undefined) body.warnings.push(settled)
  if (body.marked.size > 0) keepApplied(body)
  if (body.undirected.size > 0) directByPayee(body)
  return body
}

/** The layout of the rows below a labelled account line (`Account: GB29 …`): that account's; set aside as a line. */
const withAccountLine = (body: CsvBody, rec: CsvRecord, layout: CsvLayout): CsvLayout | undefined => {
  const account = accountLine(rec.cells)
  if (account === undefined) return undefined
  body.skipped.push({ line: rec.line, reason: `account line (${account})` })
  return { ...layout, preamble: { ...layout.preamble, account } }
}

/** Rows an indicator column's letters are read over: a file's convention shows in its first rows. */
const SIDES_SAMPLE = 2000

/**
 * The layout with its indicator column's values read together (a `U` is the side opposite the
 * column's other letter), over the rows from the block's start, its totals lines included.
 */
const withIndicatorSides = (rows: CsvRows, layout: CsvLayout, earlier?: CsvLayout): CsvLayout => {
  const column = layout.cols.indicator
  if (column === undefined) return layout
  const values: Array<string> = []
  for (let r = layout.start; r < Math.min(rows.length, layout.start + SIDES_SAMPLE); r++) {
    values.push(rows.recordAt(r).cells[column] ?? "")
  }
  const sides = indicatorSides(values, layout.headerCells?.[column], earlier?.cols.indicatorSides)
  return { ...layout, cols: { ...layout.cols, indicatorSides: sides } }
}

/**
 * The layout of an earlier block whose own header stands above the header found (a first account's
 * block the detection passed over), when the header found also reads as a block header, so that
 * the read starts there and switches at it; undefined when there is none.
 */
export const earlierBlock = (rows: CsvRows, layout: CsvLayout, order: DateOrder | undefined): CsvLayout | undefined => {
  const { header } = layout
  if (header === undefined) return undefined
  for (let row = 0; row < Math.min(header, 40); row++) {
    const block = blockLayout(rows, row, rows.recordAt(row), layout, order)
    if (block === undefined) continue
    const first = withBlockPreamble(block, recordsOf(rows, 0, row))
    return blockLayout(rows, header, rows.recordAt(header), first, order) === undefined ? undefined : first
  }
  return undefined
}

/** A number with two or three decimals, a sign or currency word at either end ("1,371 KD DR", "-BD51,700"). */
const MONEY_SHAPE = /^[-+(]?[^\d\s]{0,4}\s?[-+]?\d[\d .,']*[.,]\d{2,3}\)?(\s?[^\d\s]{1,4}){0,2}$/u

/**
 * The line of the first record above the header that reads like a booking (a cell that is a date, one
 * that is an amount, a third with text, no balance or total label): a block of rows whose own header
 * was not understood, which a read from the header down would silently leave out.
 */
export const bookingAboveHeader = (
  rows: CsvRows,
  layout: CsvLayout,
  order: DateOrder | undefined,
  decimal: DecimalSeparator
): number | undefined => {
  const end = Math.min(layout.header ?? layout.start, 40)
  for (let row = 0; row < end; row++) {
    const { cells, line } = rows.recordAt(row)
    let date = false
    let amount = false
    let text = false
    for (const c of cells) {
      if (c === "") continue
      if (parseDate(c, order) !== undefined) date = true
      else if (/\d/.test(c) && (MONEY_SHAPE.test(c) || parseAmount(c, decimal).ok)) amount = true
      else if (/\p{L}/u.test(c)) text = true
    }
    if (date && amount && text && !cells.some(isBalanceLine) && !isSummaryRow(cells)) return line
  }
  return undefined
}

/**
 * A line of a label and its value ("Kontohavare;Anna Johansson", "Konto;SE91…", or one cell "Konto:
 * SE91…") that a table's columns reach: a preamble or account line, not a row whose date failed to read.
 */
const isLabelLine = (cells: ReadonlyArray<string>): boolean => {
  const filled = cells.filter((c) => c !== "")
  const [label] = filled
  if (filled.length === 1 && label !== undefined && LABELLED.test(label)) return true
  return filled.length <= 2 && label !== undefined && /\p{L}/u.test(label) && !/\d/.test(label)
}

/** A cell of a label, a colon and its value ("Conta: PT50…", "Broj računa: HR12… EUR"). */
const LABELLED = /^\p{L}[\p{L}\p{M} .'-]{0,40}:\s*\S/u

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

const emptyBody = (): CsvBody => ({
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
const amountHeaderCurrencyOf = (layout: CsvLayout): string | undefined => {
  const { cols, headerCells } = layout
  if (headerCells === undefined) return undefined
  return [cols.amount, cols.debit, cols.credit]
    .map((i) => (i === undefined ? undefined : headerCurrency(headerCells[i] ?? "")))
    .find((c) => c !== undefined)
}

/** The layout of a block whose own header is the record at `row`, read with the records below it. */
const blockLayout = (
  rows: CsvRows,
  row: number,
  rec: CsvRecord,
  current: CsvLayout,
  order: DateOrder | undefined
): CsvLayout | undefined => {
  // lines without a digit (titles, the next block's header) say nothing about the values
  const below = () =>
    recordsOf(rows, row + 1, Math.min(rows.length, row + 101)).filter((r) => r.cells.some((c) => /\d/.test(c)))
  const cols = blockHeaderRoles(rec.cells, below, order)
  if (cols === undefined || cols.booking_date === undefined) return undefined
  // a role the block's header does not name stays where the previous block had it, when that column is free
  const merged: MutableColumnMap = { ...cols, description: [...cols.description] }
  const taken = columnsUsed(cols)
  const halfPair = merged.amount === undefined && (merged.debit === undefined) !== (merged.credit === undefined)
  for (const role of halfPair ? [...CARRIED, "debit", "credit"] as const : CARRIED) {
    const i = current.cols[role]
    if (merged[role] === undefined && i !== undefined && !taken.has(i)) merged[role] = i
  }
  // a description header in words no vocabulary holds ("Movimento") stays where the block above read it
  if (merged.description.length === 0) merged.description = current.cols.description.filter((i) => !taken.has(i))
  return { ...current, cols: merged, booking: cols.booking_date, start: row + 1, header: row, headerCells: rec.cells }
}

/**
 * A block's account and currency from the lines between the previous block's rows and its header
 * ("IBAN: …", "Account 716387755718 RON"): a page header repeats the account it continues, a new
 * account's block without a currency of its own takes none from the one before.
 */
const withBlockPreamble = (block: CsvLayout, between: ReadonlyArray<CsvRecord>): CsvLayout => {
  // the previous block's totals and closing balance ("Total turnover 10063.14 zł") name its currency, not this one's
  const facts = readPreamble(between.filter((r) => !closesBlock(r.cells)))
  const account = facts.account ?? block.preamble.account
  const sameAccount = account === block.preamble.account
  const currency = facts.currency ?? (sameAccount ? block.preamble.currency : undefined)
  return { ...block, preamble: { ...block.preamble, account, currency } }
}

/**
 * A total, a balance or an undated row with an amount (a pending row), other than an opening balance:
 * it ends the block above, it does not open the next.
 */
const closesBlock = (cells: ReadonlyArray<string>): boolean =>
  (isSummaryRow(cells) || cells.some((c) => MONEY_SHAPE.test(c.trim()))) && balanceKind(cells.join(" ")) !== "opening"

const CARRIED = ["value_date", "balance", "status", "currency", "indicator", "account", "counterparty"] as const

/**
 * The text of a section heading: a line whose only cell is a word outside the description
 * columns (or alone on a short line), with no money. A heading naming pending or not-booked rows
 * opens a section of them; any other heading closes it.
 */
const sectionHeading = (rec: CsvRecord, cols: ColumnMap): string | undefined => {
  let only = -1
  for (let i = 0; i < rec.cells.length; i++) {
    if ((rec.cells[i] ?? "") === "") continue
    if (only >= 0) return undefined
    only = i
  }
  if (only < 0) return undefined
  const cell = rec.cells[only] ?? ""
  if (cols.description.includes(only) && rec.cells.length > 1) return undefined
  return /\p{L}/u.test(cell) && !/\d/.test(cell) ? cell : undefined
}

/** The status a section heading between the header (or the preamble) and the first data record gives it. */
const sectionAbove = (rows: CsvRows, layout: CsvLayout): string | undefined => {
  for (let row = layout.start - 1; row > (layout.header ?? -1) && row >= layout.start - 3; row--) {
    const rec = rows.recordAt(row)
    if (rec.cells.every((c) => c === "")) continue
    const heading = sectionHeading(rec, layout.cols)
    return heading === undefined ? undefined : notBookedReason(heading)
  }
  return undefined
}

/**
 * Reads a row's status cell: the words that mark a row not booked; else, in a column of a few
 * repeated values most of which are one (the booked rows'), another value that does not itself say
 * booked marks the row as not booked too: in a file with a running balance unless the balance shows
 * the row applied (judged after the loop), in a file without one when the majority value says booked.
 */
const statusReader = (rows: CsvRows, layout: CsvLayout): (rec: CsvRecord) => string | undefined => {
  const { status: i, balance } = layout.cols
  if (i === undefined) return () => undefined
  const majority = majorityValue(rows.columnCounts(layout.start, i))
  // without a balance to show it, an odd value is read as not booked only beside a majority that says booked
  const oddCounts = balance !== undefined || (majority !== undefined && saysBooked(majority))
  const seen = new Map<string, string | undefined>()
  const odd = new Map<string, boolean>()
  const judge = (cell: string): string | undefined => {
    const named = notBookedReason(cell)
    odd.set(cell, named === undefined && majority !== undefined && fold(cell) !== majority && !saysBooked(cell))
    return named
  }
  return (rec) => {
    const cell = at(rec, i)
    if (cell === "") return undefined
    if (!seen.has(cell)) seen.set(cell, judge(cell))
    const named = seen.get(cell)
    if (named !== undefined) return named
    // a row with a balance is judged by it after the loop (counted when the balance shows it applied)
    return oddCounts && odd.get(cell) === true
      ? `status "${cell}", unlike the booked rows'${
        balance === undefined ? "" : at(rec, balance) === "" ? ", with no balance" : ""
      }`
      : undefined
  }
}

/** The value (folded) six in ten cells of a column of at most eight values hold, if one does. */
const majorityValue = (values: ReadonlyMap<string, number>): string | undefined => {
  const counts = new Map<string, number>()
  let total = 0
  for (const [value, n] of values) {
    const f = fold(value)
    counts.set(f, (counts.get(f) ?? 0) + n)
    total += n
  }
  let dominant = ""
  let most = 0
  for (const [f, n] of counts) if (n > most) [dominant, most] = [f, n]
  return counts.size <= 8 && most >= total * 0.6 ? dominant : undefined
}

/** A payee's key: the first two words of a description, without digits. */
const payeeKey = (description: string): string =>
  description.toLowerCase().replace(/[^\p{L}\s]+/gu, " ").trim().split(/\s+/).slice(0, 2).join(" ")

/**
 * Gives a row whose direction indicator cannot be read the direction every other row of the same
 * payee has; a row whose payee goes both ways, or appears nowhere else, is set aside as unreadable.
 */
const directByPayee = (body: CsvBody): void => {
  const { drafts } = body
  const ways = new Map<string, number>()
  drafts.forEach((d, i) => {
    if (body.undirected.has(i)) return
    const key = payeeKey(d.description)
    const way = Math.sign(d.amount)
    const seen = ways.get(key)
    ways.set(key, seen === undefined || seen === way ? way : 0)
  })
  const drop = new Set<number>()
  for (const [i, reason] of body.undirected) {
    const d = drafts[i]
    const way = d === undefined ? 0 : (ways.get(payeeKey(d.description)) ?? 0)
    if (d !== undefined && way !== 0) d.amount = way * Math.abs(d.amount)
    else {
      drop.add(i)
      body.unreadable++
      body.skipped.push({ line: d?.source_line ?? 0, reason })
    }
  }
  if (drop.size > 0) compact(body, drop)
}

// equal to the last printed digit of a three-decimal currency (a dinar balance 0.002 off is another balance)
const closeTo = (a: number | null | undefined, b: number | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && Math.abs(a - b) < 0.0005

/**
 * Keeps the rows marked pending that the running balance shows applied (their balance is a nearby
 * row's plus their amount); the others are set aside with the status as reason. Any account's row
 * of the currency may be that row: an account column the header did not name mixes accounts, and a
 * balance met to the cent by another account's is no coincidence worth fearing.
 */
const keepApplied = (body: CsvBody): void => {
  const { drafts } = body
  const joinsNearby = (i: number): boolean => {
    const d = drafts[i]
    if (d === undefined || d.balance_after === null) return false
    for (let j = Math.max(0, i - 20); j < Math.min(drafts.length, i + 21); j++) {
      const e = drafts[j]
      if (j === i || e === undefined || e.balance_after === null || e.currency !== d.currency) continue
      if (closeTo(d.balance_after, e.balance_after + d.amount)) return true
    }
    return false
  }
  const latest = latestBalances(body)
  const applied = (i: number): boolean => {
    const d = drafts[i]
    if (d === undefined || d.balance_after === null) return false
    if (joinsNearby(i)) return true
    // a pending section printed apart from the booked rows: its row follows an account's latest booking
    return latest.some(({ currency, balances }) =>
      (currency === d.currency || currency === "" || d.currency === "") &&
      balances.some((b) => closeTo(d.balance_after, b + d.amount))
    )
  }
  const drop = new Set<number>()
  for (const [i, reason] of body.marked) {
    if (applied(i)) continue
    drop.add(i)
    const d = drafts[i]
    if (d !== undefined) body.pending.push({ source_line: d.source_line, amount: d.amount, account: d.account })
    body.skipped.push({ line: d?.source_line ?? 0, reason })
  }
  if (drop.size > 0) compact(body, drop)
}

/**
 * The balances after each account's latest booked rows (those of its last booking date), with their
 * currency: empty while a sign shared by several currencies (`$`) awaits the file's evidence, which
 * a page header further down may already have settled for the same account.
 */
const latestBalances = (body: CsvBody): ReadonlyArray<{ currency: string; balances: ReadonlyArray<number> }> => {
  const last = new Map<string, { date: string; currency: string; balances: Array<number> }>()
  body.drafts.forEach((d, i) => {
    if (body.marked.has(i) || d.balance_after === null) return
    const key = `${d.account}\u0000${d.currency}`
    const seen = last.get(key)
    if (seen === undefined || d.booking_date > seen.date) {
      last.set(key, { date: d.booking_date, currency: d.currency, balances: [d.balance_after] })
    } else if (d.booking_date === seen.date) seen.balances.push(d.balance_after)
  })
  return [...last.values()]
}

/** Removes the drafts at some indices, in place: a spread of a long statement's rows would overflow the stack. */
export const compact = (body: CsvBody, drop: ReadonlySet<number>): void => {
  const { drafts } = body
  let n = 0
  for (let i = 0; i < drafts.length; i++) {
    if (drop.has(i)) continue
    drafts[n] = drafts[i] as Draft
    body.creditMarked[n] = body.creditMarked[i] ?? false
    n++
  }
  drafts.length = n
  body.creditMarked.length = n
  body.skipped.sort((a, b) => a.line - b.line)
}

/** The per-column readers of a body, each remembering what it read. */
interface RowReads {
  readonly dateOf: (cell: string) => string | undefined
  readonly valueDateOf: (cell: string) => string | null
  readonly currencyOf: (cell: string) => string | undefined
  readonly balanceOf: (cell: string, line: number) => number | null
  readonly amountHeaderCurrency: string | undefined
  readonly currencyOption: string | undefined
}

/** A dated record: a transaction, or set aside when its amount cannot be read or is 0. */
const datedRow = (
  name: string,
  body: CsvBody,
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
  body: CsvBody,
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

/** True when a row's amount is marked as a credit: a `+` or `CR` on it, or a mark in the file's credit-marker column. */
const creditMarked = (rec: CsvRecord, cols: ColumnMap): boolean => {
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
const balanceReader = (body: CsvBody, decimal: DecimalSeparator) => {
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
const notePrinted = (body: CsvBody, rec: CsvRecord, cols: ColumnMap, decimal: DecimalSeparator): void => {
  const p = printedBalance(rec, cols, decimal)
  if (p !== undefined) body.printed.push(p)
}

/** Keeps the amount of a row set aside as pending or not booked. */
const notePending = (body: CsvBody, rec: CsvRecord, cols: ColumnMap, decimal: DecimalSeparator): void => {
  const a = rowAmount(rec, cols, decimal)
  if (!("skip" in a)) body.pending.push({ source_line: rec.line, amount: a.value, account: at(rec, cols.account) })
}

/** Sets aside (or joins to the row above) a record whose date cell holds no date. */
const undatedRow = (
  body: CsvBody,
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
