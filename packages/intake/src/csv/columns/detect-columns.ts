import { looksNumeric } from "../../values/amounts.js"
import { type DateOrder, isDateCell } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap, ColumnRole } from "../vocabulary/column-role.js"
import { bookingStrength, normaliseHeader, rolesOfHeader } from "../vocabulary/header-vocabulary.js"
import { sortedDateColumn } from "./booking-date.js"
import {
  columnValues,
  currencyShare,
  dateShare,
  DETECTION_SAMPLE,
  filledCells,
  holdsDates,
  indicatorShare,
  numericShare
} from "./column-stats.js"
import { columnsUsed, completeFromValues, contradictsSigns, type MutableColumnMap } from "./complete-columns.js"
import { headerlessStart, inferColumns } from "./infer-columns.js"
import { partyColumn } from "./party-column.js"
import { headerOverRows } from "./ragged-rows.js"

type MutableMap = MutableColumnMap

/** The header row found in a file, and the column roles it names. */
export interface HeaderFound {
  readonly index: number
  readonly columns: ColumnMap
  /** The header's names over the columns of the rows (moved when the rows have fewer cells). */
  readonly cells: ReadonlyArray<string>
}

const HEADER_SCAN = 40

/** How many of a file's first records detection looks at (a header among the first 40, then a sample after it). */
export const DETECTION_ROWS = HEADER_SCAN + DETECTION_SAMPLE + 1

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
  if (map.counterparty === undefined) {
    const taken = columnsUsed(map)
    const unnamed = header.map((_, i) => i).filter((i) => !taken.has(i) && !named(i))
    const party = partyColumn(data, unnamed)
    if (party !== undefined) map.counterparty = party
  }
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
  for (let j = i + 1; j < records.length && out.length < DETECTION_SAMPLE; j++) {
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

/** Column roles of a file: from its header row when it has one, else inferred from content. */
export const detectColumns = (
  records: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined,
  name = ""
): DetectedColumns => {
  const found = findHeader(records, pinned)
  if (found !== undefined) {
    return { header: found.index, start: found.index + 1, columns: found.columns, headerCells: found.cells }
  }
  // the file name and the lines of one cell (titles, headings) may say it is a card statement
  const titles = [
    name,
    ...records.slice(0, HEADER_SCAN).filter((r) => filledCells(r.cells) < 2).flatMap((r) => r.cells)
  ]
  const inferred = inferColumns(records, pinned, titles)
  if ("problem" in inferred) {
    const start = headerlessStart(records, inferred.partial, pinned)
    return { header: undefined, start, columns: inferred.partial, problem: inferred.problem }
  }
  return { header: undefined, start: headerlessStart(records, inferred, pinned), columns: inferred }
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
