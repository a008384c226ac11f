import { type DecimalSeparator, detectDecimal, looksNumeric, parseAmount } from "../values/amounts.js"
import { type DateOrder, isDateCell } from "../values/dates.js"
import { columnSteps, sortedDateColumn } from "./booking-date.js"
import type { ColumnMap, ColumnRole } from "./column-role.js"
import {
  columnValues,
  currencyShare,
  dateShare,
  hasMoneyShape,
  holdsDates,
  indicatorShare,
  meanLength,
  numericShare
} from "./column-stats.js"
import {
  columnsUsed,
  completeFromValues,
  contradictsSigns,
  type MutableColumnMap,
  statusLike
} from "./complete-columns.js"
import type { CsvRecord } from "./csv-records.js"
import { pairByDescription } from "./direction-by-description.js"
import { cardEvidence } from "./direction-evidence.js"
import { bookingStrength, normaliseHeader, rolesOfHeader } from "./header-vocabulary.js"
import { type Continuity, type Joins, joins, readingsOf, type RowOrder } from "./money-series.js"
import { headerOverRows } from "./ragged-rows.js"
import { isBalanceLine } from "./row-kind.js"

type MutableMap = MutableColumnMap

/** The header row found in a file, and the column roles it names. */
export interface HeaderFound {
  readonly index: number
  readonly columns: ColumnMap
  /** The header's names over the columns of the rows (moved when the rows have fewer cells). */
  readonly cells: ReadonlyArray<string>
}

const HEADER_SCAN = 40
const SAMPLE = 300

/** How many of a file's first records detection looks at (a header among the first 40, then a sample after it). */
export const DETECTION_ROWS = HEADER_SCAN + SAMPLE + 1

/**
 * A column a header names as a date holds dates: judged on its cells with a digit, since a short
 * block's balance labels and status markers ("Opening balance", "Authorised") would outweigh its few dated rows.
 */
const datesUnderDateHeader = (values: ReadonlyArray<string>, pinned: DateOrder | undefined): boolean => {
  const dated = values.filter((v) => /\d/.test(v))
  return dated.length > 0 && dateShare(dated, pinned) >= (dated.length >= 5 ? 0.4 : 0.6)
}

const fits = (role: ColumnRole, values: ReadonlyArray<string>, pinned: DateOrder | undefined): boolean => {
  switch (role) {
    case "booking_date":
    case "value_date":
      return datesUnderDateHeader(values, pinned)
    case "amount":
    case "balance":
    case "debit":
    case "credit":
      // dates written with dots read as numbers too ("21.10.2023" under a Danish "Valør")
      return values.length === 0 || (numericShare(values) >= 0.6 && dateShare(values, pinned) < 0.5)
    case "currency":
      return values.length > 0 && currencyShare(values) >= 0.8
    case "indicator":
      return values.length > 0 && indicatorShare(values) >= 0.9
    case "status":
      // a status is said in words: a column of currency codes, amounts or dates under its name is another column
      return values.length === 0 ||
        (currencyShare(values) < 0.8 && numericShare(values) < 0.6 && dateShare(values, pinned) < 0.5)
    default:
      return true
  }
}

const assign = (
  header: ReadonlyArray<string>,
  data: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): MutableMap => {
  const map: MutableMap = { description: [] }
  let tied = false
  header.forEach((cell, i) => {
    const values = columnValues(data, i)
    for (const role of rolesOfHeader(cell)) {
      if (role === "description") {
        map.description.push(i)
        return
      }
      if (map[role] !== undefined) {
        if (role !== "booking_date" || !fits("booking_date", values, pinned)) continue
        const current = map.booking_date ?? i
        const [strength, currentStrength] = [bookingStrength(cell), bookingStrength(header[current] ?? "")]
        if (strength > currentStrength) map.booking_date = i
        else if (map.value_date === undefined) {
          map.value_date = i
          tied = strength === currentStrength
        }
        return
      }
      if (!fits(role, values, pinned)) {
        const pair = currencyAmountPair(role, i, header, data, values, pinned)
        if (pair === undefined) continue
        map[role] = pair
        if (role === "amount" && map.currency === undefined) map.currency = i
        return
      }
      map[role] = i
      return
    }
  })
  // "Amount Currency" beside "Amount": the currency column belongs to that amount in another currency
  if (
    map.currency !== undefined && header.some((h, i) => i !== map.amount && FOREIGN_AMOUNT.test(normaliseHeader(h)))
  ) {
    delete map.currency
  }
  // an unnamed date column beside a named value date is the booking date
  const named = (i: number): boolean =>
    rolesOfHeader(header[i] ?? "").some((role) => fits(role, columnValues(data, i), pinned))
  const headerBooking = map.booking_date
  completeFromValues(map, header.length, named, data, pinned)
  // no header names the booking date (or two name it alike): the one the rows are sorted by
  if (headerBooking === undefined || tied) bookingBySortOrder(map, header.length, tied, named, data, pinned)
  if (map.indicator !== undefined && map.amount !== undefined && contradictsSigns(data, map.indicator, map.amount)) {
    delete map.indicator
  }
  if (map.booking_date === undefined && map.value_date !== undefined) {
    map.booking_date = map.value_date
    delete map.value_date
  }
  if (map.amount === undefined && map.indicator === undefined) {
    const found = findIndicator(data, map, header.length)
    if (found !== undefined) map.indicator = found
  }
  return map
}

/**
 * Of the date columns no header tells apart (the booking date the values gave, other unnamed date
 * columns, or two headers naming a date alike), the one the rows are sorted by is the booking date.
 */
const bookingBySortOrder = (
  map: MutableMap,
  width: number,
  tied: boolean,
  named: (column: number) => boolean,
  data: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): void => {
  const booking = map.booking_date
  if (booking === undefined) return
  const used = columnsUsed(map)
  const others: Array<number> = []
  for (let i = 0; i < width; i++) {
    if (i === booking) continue
    if (tied && i === map.value_date) others.push(i)
    else if (!used.has(i) && !named(i) && holdsDates(columnValues(data, i), pinned)) others.push(i)
  }
  const sorted = sortedDateColumn(data, [booking, ...others], pinned)
  if (sorted === undefined || sorted === booking) return
  map.booking_date = sorted
  if (tied || map.value_date === undefined) map.value_date = booking
}

/** A header naming an amount in a currency other than the account's ("Amount Currency", "Betrag Währung"). */
const FOREIGN_AMOUNT =
  /^(amount|betrag|montant|importe|importo|bedrag|kwota|belopp|maara|suma) (currency|wahrung|devise|divisa|moneda|valuta|waluta|valiuta)$/

const MONEY: ReadonlyArray<ColumnRole> = ["amount", "balance", "debit", "credit"]

/**
 * Some exports (DEGIRO, several brokers) put the currency under the money header and the number in
 * the next, unnamed column. Returns that next column when this is the case.
 */
const currencyAmountPair = (
  role: ColumnRole,
  i: number,
  header: ReadonlyArray<string>,
  data: ReadonlyArray<CsvRecord>,
  values: ReadonlyArray<string>,
  pinned: DateOrder | undefined
): number | undefined => {
  if (!MONEY.includes(role) || values.length === 0 || currencyShare(values) < 0.8) return undefined
  if ((header[i + 1] ?? "").trim() !== "") return undefined
  const next = columnValues(data, i + 1)
  return next.length > 0 && fits(role, next, pinned) ? i + 1 : undefined
}

const findIndicator = (data: ReadonlyArray<CsvRecord>, map: ColumnMap, width: number): number | undefined => {
  const taken = columnsUsed(map)
  for (let i = 0; i < width; i++) {
    if (taken.has(i)) continue
    const values = columnValues(data, i)
    if (values.length > 0 && indicatorShare(values) >= 0.95 && new Set(values.map((v) => v.toLowerCase())).size <= 4) {
      return i
    }
  }
  return undefined
}

const hasMoney = (m: ColumnMap): boolean => m.amount !== undefined || m.debit !== undefined || m.credit !== undefined

/**
 * Finds the first row (of the first 40) that names a date column and a money column, the values
 * below it completing what it does not name; failing that, the first row of three or more text
 * cells (a header in words the vocabulary does not hold) under which the values show a date and a
 * money column.
 */
export const findHeader = (
  records: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): HeaderFound | undefined => {
  const limit = Math.min(records.length, HEADER_SCAN)
  for (const pass of [namedHeader, wordHeader]) {
    for (let i = 0; i < limit; i++) {
      const cells = records[i]?.cells ?? []
      if (cells.length < 2 || !pass(cells)) continue
      const data = blockBelow(records, i)
      const names = headerOverRows(cells, data, (role, values) => fits(role, values, pinned))
      const map = assign(names, data, pinned)
      if (map.booking_date !== undefined && hasMoney(map)) return { index: i, columns: map, cells: names }
    }
  }
  return undefined
}

const filledCells = (cells: ReadonlyArray<string>): number => cells.filter((c) => c !== "").length

/** `cells.join("\u0000") === key`, joined only when the lengths agree. */
const isKeyOf = (cells: ReadonlyArray<string>, key: string): boolean => {
  let length = cells.length === 0 ? 0 : cells.length - 1
  for (const c of cells) length += c.length
  return length === key.length && cells.join("\u0000") === key
}

/**
 * The records under the header at `i` up to the next block's own header: another account's block
 * below says nothing about this one's columns. Repeats of this header (page headers) are left out.
 */
const blockBelow = (records: ReadonlyArray<CsvRecord>, i: number): ReadonlyArray<CsvRecord> => {
  const key = (records[i]?.cells ?? []).join("\u0000")
  const width = filledCells(records[i]?.cells ?? [])
  const out: Array<CsvRecord> = []
  for (let j = i + 1; j < records.length && out.length < SAMPLE; j++) {
    const r = records[j]
    if (r === undefined || isKeyOf(r.cells, key)) continue
    if (out.length >= 1 && r.cells.length >= 2 && namedHeader(r.cells)) break
    // a title or an account line ("IBAN;…") under a wide header is no data row
    if (width >= 4 && filledCells(r.cells) < 3) continue
    out.push(r)
  }
  return out
}

/**
 * The roles a header row met part way through a file (another account's block) names, read with
 * the records below it; undefined when it is not a header naming a date and a money column.
 */
export const blockHeaderRoles = (
  cells: ReadonlyArray<string>,
  data: () => ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): ColumnMap | undefined => {
  if (cells.length < 2 || !namedHeader(cells)) return undefined
  const map = assign(cells, data(), pinned)
  return map.booking_date !== undefined && hasMoney(map) ? map : undefined
}

/**
 * A header row names at least two columns and holds names, not a number or a date. A data row is
 * told by its first cell with a digit (its date or amount, mostly), before any cell is looked up as
 * header words.
 */
const namedHeader = (cells: ReadonlyArray<string>): boolean => {
  for (const c of cells) if (/\d/.test(c) && (isDateCell(c) || looksNumeric(c))) return false
  let named = 0
  for (const c of cells) if (rolesOfHeader(c).length > 0) named++
  return named >= 2
}

/** A row of at least three cells, every filled one a word without digits. */
const wordHeader = (cells: ReadonlyArray<string>): boolean => {
  let words = 0
  for (const c of cells) {
    if (c === "") continue
    if (/\d/.test(c) || !/\p{L}/u.test(c)) return false
    words++
  }
  return words >= 3
}

/**
 * The first two date columns of headerless rows: columns nearly all dates, or failing those, the
 * column whose values are dates at least half the time and otherwise words (the "Total" and
 * "Pending" labels and the account lines a short statement has many of in proportion).
 */
const dateColumns = (
  data: ReadonlyArray<CsvRecord>,
  width: number,
  pinned: DateOrder | undefined
): ReadonlyArray<number> => {
  const found: Array<number> = []
  let loose: number | undefined
  for (let i = 0; i < width && found.length < 2; i++) {
    const values = columnValues(data, i)
    if (values.length === 0) continue
    if (dateShare(values, pinned) >= 0.8) found.push(i)
    else if (loose === undefined && holdsDates(values, pinned)) loose = i
  }
  return found.length === 0 && loose !== undefined ? [loose] : found
}

/** True when the cell is a date (in any order the cell allows). */
const readsAsDate = (cell: string | undefined, pinned: DateOrder | undefined): boolean =>
  cell !== undefined && cell !== "" && dateShare([cell], pinned) > 0

/**
 * Infers column roles of a headerless file from content: date columns, the money column,
 * a debit/credit indicator, a currency column and the longest text column as description.
 * The money columns are read on the rows holding a date: totals and section lines have none.
 * Returns undefined when money is ambiguous (for example two unsigned amount columns).
 */
export const inferColumns = (
  records: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): ColumnMap | { readonly partial: ColumnMap; readonly problem: string } => {
  // closing-balance lines would make a sparse money column look like text; a title or an account line is no row
  const all = records.slice(firstBodyRow(records), SAMPLE).filter((r) =>
    filledCells(r.cells) >= 2 && !r.cells.some(isBalanceLine)
  )
  const width = Math.max(0, ...all.map((r) => r.cells.length))
  const [firstDate, secondDate] = dateColumns(all, width, pinned)
  // of two date columns, the booking date is the one the rows are sorted by, when only one is
  const swap = secondDate !== undefined && sortedDateColumn(all, [firstDate ?? 0, secondDate], pinned) === secondDate
  const [booking, valueDate] = swap ? [secondDate, firstDate] : [firstDate, secondDate]
  const data = booking === undefined ? all : all.filter((r) => readsAsDate(r.cells[booking], pinned))
  const map: MutableMap = { description: [] }
  if (booking !== undefined) map.booking_date = booking
  if (valueDate !== undefined) map.value_date = valueDate
  const money = classifyOthers(map, data, width)
  // what was inferred is kept, so that a pinned money column completes it
  const problem = (why: string) => ({ partial: map, problem: why })
  if (map.booking_date === undefined) return problem("no column holds dates throughout")
  const [first, second] = money
  if (first === undefined) return problem("no column holds amounts throughout")
  const decimal = detectDecimal(money.flatMap((i) => columnValues(data, i))) ?? "."
  const order = rowOrder(data, map.booking_date, pinned)
  const accounts = accountsOf(data, width, money)
  if (second !== undefined && complementary(data, first, second)) {
    const negative = (i: number) => columnValues(data, i).some((v) => /^\s*[-−(]/.test(v))
    const balance = { rest: money.slice(2), decimal, order, accounts }
    if (!negative(first) && !negative(second)) return unsignedPair(data, map, [first, second], balance)
    return withBalance({ ...map, debit: first, credit: second, signedParts: true }, data, balance)
  }
  if (second === undefined) {
    const twin = [first - 1, first + 1].find((i) => i >= 0 && i < width && columnValues(data, i).length === 0)
    const unsigned = !columnValues(data, first).some((v) => /^\s*[-−(]|-\s*$/.test(v))
    // an empty column beside unsigned amounts is their other direction's: which one, no header says
    if (
      twin !== undefined && unsigned && map.indicator === undefined && cardEvidence(undefined, [], data) === undefined
    ) {
      return problem(
        `column #${first + 1} holds unsigned amounts beside an empty column #${
          twin + 1
        }, and no header says whether they are money in or out; pass options.columns {"debit": ${first}} or {"credit": ${first}}`
      )
    }
    // one direction word over amounts signed both ways ("Afgeschreven" on every row) is a status, not an indicator
    const words = map.indicator
    if (words !== undefined && contradictsSigns(data, words, first)) {
      delete map.indicator
      if (map.status === undefined && statusLike(columnValues(data, words))) map.status = words
    }
    return { ...map, amount: first }
  }
  const resolved = resolveByBalance(data, money, map.indicator, decimal, order, undefined) ??
    (accounts === undefined ? undefined : resolveByBalance(data, money, map.indicator, decimal, order, accounts))
  if (resolved === undefined) {
    return problem(
      `${money.length} columns hold amounts and no running balance tells which is the transaction amount; pass options.columns {"amount": ${
        money[0]
      }}${money.slice(1).map((i) => ` or {"amount": ${i}}`).join("")}`
    )
  }
  return withOtherSide(data, map, money, resolved) ?? problem(
    `columns #${
      resolved.amount + 1
    } and another hold unsigned amounts on different rows and nothing says which is money in; pass options.columns {"debit": …, "credit": …}`
  )
}

/**
 * The balance joins most rows with one amount column; a money column filled exactly on rows that
 * one leaves empty is its other side (a credit column beside signed debits), not a column to drop.
 * Undefined when that pair is unsigned: which side is money in, nothing then says.
 */
const withOtherSide = (
  data: ReadonlyArray<CsvRecord>,
  map: MutableMap,
  money: ReadonlyArray<number>,
  resolved: { readonly amount: number; readonly balance?: number }
): ColumnMap | undefined => {
  const other = money.find((c) =>
    c !== resolved.amount && c !== resolved.balance && complementary(data, resolved.amount, c)
  )
  if (other === undefined) return { ...map, ...resolved }
  const negative = (i: number) => columnValues(data, i).some((v) => /^\s*[-−(]/.test(v))
  if (!negative(resolved.amount) && !negative(other)) return undefined
  const [debit, credit] = negative(other) && !negative(resolved.amount)
    ? [other, resolved.amount]
    : [resolved.amount, other]
  const balance = resolved.balance === undefined ? {} : { balance: resolved.balance }
  return { ...map, debit, credit, signedParts: true, ...balance }
}

/** Gives the columns other than the dates their roles from their values; returns the money columns. */
const classifyOthers = (map: MutableMap, data: ReadonlyArray<CsvRecord>, width: number): Array<number> => {
  const money: Array<number> = []
  let bestText = -1
  let bestLen = 0
  for (let i = 0; i < width; i++) {
    const values = columnValues(data, i)
    if (values.length === 0 || i === map.booking_date || i === map.value_date) continue
    if (numericShare(values) >= 0.9 && hasMoneyShape(values)) {
      money.push(i)
      continue
    }
    if (currencyShare(values) >= 0.9) {
      if (map.currency === undefined) map.currency = i
      continue
    }
    if (indicatorShare(values) >= 0.95 && new Set(values.map((v) => v.toLowerCase())).size <= 4) {
      if (map.indicator === undefined) map.indicator = i
      continue
    }
    if (map.status === undefined && statusLike(values)) {
      map.status = i
      continue
    }
    const len = meanLength(values)
    if (numericShare(values) < 0.5 && len > bestLen) {
      bestLen = len
      bestText = i
    }
  }
  if (bestText >= 0) map.description.push(bestText)
  return money
}

/**
 * Two unsigned amount columns never filled on the same row, no header naming them: the transaction
 * kinds in the descriptions of the rows each fills tell which is money out, or the file is refused.
 */
const unsignedPair = (
  data: ReadonlyArray<CsvRecord>,
  map: ColumnMap,
  [first, second]: readonly [number, number],
  balance: BalanceSearch
): ColumnMap | { readonly partial: ColumnMap; readonly problem: string } => {
  const told = pairByDescription(data, first, second, map.description)
  if ("undecided" in told) {
    return {
      partial: map,
      problem: `columns #${first + 1} and #${
        second + 1
      } hold unsigned amounts with no header saying which is money out, and the descriptions do not settle it (${told.undecided}); pass options.columns {"debit": ${first}, "credit": ${second}} or the other way round`
    }
  }
  return withBalance(
    { ...map, debit: told.debit, credit: told.credit, directionEvidence: told.evidence },
    data,
    balance
  )
}

/** Where a debit/credit pair's running balance may be: the other money columns, and how the rows run. */
interface BalanceSearch {
  readonly rest: ReadonlyArray<number>
  readonly decimal: DecimalSeparator
  readonly order: RowOrder | undefined
  readonly accounts: ReadonlyArray<string> | undefined
}

/** A row's amount from a debit/credit pair (signed as printed, or debits out): undefined when both are empty, NaN when one does not read. */
const pairAmount = (map: ColumnMap, r: CsvRecord, decimal: DecimalSeparator): number | undefined => {
  let sum: number | undefined
  for (const [i, sign] of [[map.debit, -1], [map.credit, 1]] as const) {
    const cell = i === undefined ? "" : (r.cells[i] ?? "")
    if (cell === "") continue
    const a = parseAmount(cell, decimal)
    if (!a.ok) return Number.NaN
    sum = (sum ?? 0) + (map.signedParts === true ? a.value : sign * Math.abs(a.value))
  }
  return sum
}

/**
 * Adds the first remaining money column that is the running balance after each row, as the balance
 * decides between amount columns: rows whose balance is empty (pending rows not yet in it) left out,
 * each account's rows joined on their own when an account column mixes them.
 */
const withBalance = (map: ColumnMap, rows: ReadonlyArray<CsvRecord>, search: BalanceSearch): ColumnMap => {
  const { rest, decimal, order, accounts } = search
  const amounts = rows.map((r) => pairAmount(map, r, decimal))
  // an amount that does not read leaves the pair's rows in doubt: no balance is claimed for them
  if (amounts.some((a) => Number.isNaN(a))) return map
  for (const b of rest) {
    const balances = readingsOf(rows, b, decimal, undefined)
    if (balances === undefined) continue
    for (const by of accounts === undefined ? [undefined] : [undefined, accounts]) {
      if (joinsMostly(joins(amounts, balances, order, by)) === "after") return { ...map, balance: b }
    }
  }
  return map
}

/**
 * Which way the rows run in time: nine in ten of the changes of date one way. Dates whose day and
 * month order is still open are read day first; either reading runs the same way across months.
 */
const rowOrder = (
  rows: ReadonlyArray<CsvRecord>,
  column: number,
  pinned: DateOrder | undefined
): RowOrder | undefined => {
  const { up, down } = columnSteps(rows, column, pinned)
  if (up >= 1 && down * 10 <= up) return "oldest-first"
  return down >= 1 && up * 10 <= down ? "newest-first" : undefined
}

/**
 * Each row's account when a column of the headerless rows holds two to six account numbers (long
 * runs of digits, an IBAN), so several accounts share the table; undefined otherwise.
 */
const accountsOf = (
  rows: ReadonlyArray<CsvRecord>,
  width: number,
  money: ReadonlyArray<number>
): ReadonlyArray<string> | undefined => {
  for (let i = 0; i < width; i++) {
    if (money.includes(i)) continue
    const cells = rows.map((r) => (r.cells[i] ?? "").replace(/\s/g, ""))
    const distinct = new Set(cells)
    if (
      distinct.size >= 2 && distinct.size <= 6 && [...distinct].every((c) => /^[A-Z]{0,2}\d{2}[\dA-Z-]{6,32}$/.test(c))
    ) {
      return cells
    }
  }
  return undefined
}

/**
 * Which way a money column joins a balance column on the rows where both read. A balance after
 * each row needs two in three of the consecutive pairs (at least two), and at most one in three
 * the other way: pending rows the balance does not move yet and a second account's block break a
 * few pairs, not most. A balance before each row needs nine in ten, as unsigned debits against a
 * balance after them join that way too.
 */
const joinsMostly = (j: Joins): Continuity | undefined => {
  if (j.pairs < 1) return undefined
  const need = Math.max(1, Math.ceil(j.pairs * 0.9))
  const most = (k: number) => (k >= 2 && k * 3 >= j.pairs * 2) || k >= need
  if (most(j.after) && j.before * 3 <= j.pairs) return "after"
  return j.before >= need && j.after < need ? "before" : undefined
}

/**
 * With several money columns and no header, the running balance decides which column is the amount:
 * the (amount, balance) pairs that add up row after row must all name one amount column, with at most one
 * balance after each row; otherwise the file is ambiguous.
 */
const resolveByBalance = (
  rows: ReadonlyArray<CsvRecord>,
  money: ReadonlyArray<number>,
  indicator: number | undefined,
  decimal: DecimalSeparator,
  order: RowOrder | undefined,
  accounts: ReadonlyArray<string> | undefined
): { amount: number; balance?: number } | undefined => {
  const found: Array<{ amount: number; balance?: number }> = []
  for (const a of money) {
    const sa = readingsOf(rows, a, decimal, indicator)
    if (sa === undefined) continue
    for (const b of money) {
      const sb = a === b ? undefined : readingsOf(rows, b, decimal, undefined)
      if (sb === undefined) continue
      const c = joinsMostly(joins(sa, sb, order, accounts))
      if (c === "after") found.push({ amount: a, balance: b })
      else if (c === "before") found.push({ amount: a })
    }
  }
  // the balance before each row and the one after it both join the same amount column (two balances after do not)
  const after = found.filter((f) => f.balance !== undefined)
  if (new Set(found.map((f) => f.amount)).size !== 1 || after.length > 1) return undefined
  return after[0] ?? found[0]
}

/**
 * Index of the first record with the file's usual field count: preamble lines before it have fewer.
 * Single cells (titles, section lines) do not count: a short statement may have more of them than rows.
 */
const firstBodyRow = (records: ReadonlyArray<CsvRecord>): number => {
  const counts = new Map<number, number>()
  for (const r of records.slice(0, SAMPLE)) {
    if (r.cells.length >= 2) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1)
  }
  let modal = 0
  let best = 0
  for (const [n, c] of counts) if (c > best) [modal, best] = [n, c]
  const i = records.findIndex((r) => r.cells.length === modal)
  return i < 0 ? 0 : i
}

/** Two columns never filled on the same row, each on some (a row with neither, a note, does not count). */
const complementary = (rows: ReadonlyArray<CsvRecord>, a: number, b: number): boolean => {
  const filled = (r: CsvRecord, i: number) => (r.cells[i] ?? "") !== ""
  return rows.every((r) => !(filled(r, a) && filled(r, b))) && rows.some((r) => filled(r, a)) &&
    rows.some((r) => filled(r, b))
}

/** Column roles of a file: from its header row when it has one, else inferred from content. */
export const detectColumns = (
  records: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): DetectedColumns => {
  const found = findHeader(records, pinned)
  if (found !== undefined) {
    return { header: found.index, start: found.index + 1, columns: found.columns, headerCells: found.cells }
  }
  const inferred = inferColumns(records, pinned)
  return "problem" in inferred
    ? { header: undefined, start: firstBodyRow(records), columns: inferred.partial, problem: inferred.problem }
    : { header: undefined, start: firstBodyRow(records), columns: inferred }
}

/** Where the header is (if any), where the data starts, and the roles of the columns. */
export interface DetectedColumns {
  readonly header: number | undefined
  readonly start: number
  readonly columns: ColumnMap | undefined
  /** The header's names over the columns of the rows, when they differ from the header row's cells. */
  readonly headerCells?: ReadonlyArray<string>
  /** Why the columns of a headerless file could not be inferred. */
  readonly problem?: string
}
