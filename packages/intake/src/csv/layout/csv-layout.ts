import { Either } from "effect"
import type { IntakeError } from "../../analysis-error.js"
import type { FileIntakeOptions } from "../../intake-options.js"
import { countryDateOrder, type ReadContext, unstatedCurrency } from "../../read-context.js"
import { decimalOfThreeDigits, type DecimalSeparator, makeDecimalTally } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import { analyseDateCounts, type DateColumnVerdict, type DateOrder, parseDate } from "../../values/dates.js"
import { cardEvidence, findCreditMarker } from "../columns/card-evidence.js"
import { orderFromEvidence, orderFromIban } from "../columns/date-order.js"
import { detectColumns, type DetectedColumns, DETECTION_ROWS } from "../columns/detect-columns.js"
import { applyPinnedColumns } from "../columns/pinned-columns.js"
import { purchaseDateColumn } from "../columns/purchase-date.js"
import type { CsvDates, CsvLayout } from "../csv-shapes.js"
import type { CsvRecord } from "../records/csv-records.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"
import { type RefusalWhere, refuseCsv } from "../settings/csv-settings.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { headerCurrency } from "../vocabulary/header-vocabulary.js"
import { byRowDates, byValueDates, type FileDates, rowDatesOf, RUN_ROWS, settleMonthNames } from "./date-evidence.js"
import { readPreamble } from "./preamble.js"

/** A column named for messages: its header cell, or its 1-based position. */
export const columnName = (layout: CsvLayout, i: number): string =>
  layout.headerCells?.[i] !== undefined ? `"${layout.headerCells[i]}"` : `#${i + 1}`

/** When detection found no header but the caller named columns, the header is the first row holding those names. */
const withNamedHeader = (
  detected: DetectedColumns,
  records: ReadonlyArray<CsvRecord>,
  mapping: FileIntakeOptions["columns"]
): DetectedColumns => {
  if (detected.header !== undefined || mapping === undefined) return detected
  const names = Object.values(mapping).flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is string =>
    typeof v === "string"
  )
  if (names.length === 0) return detected
  const index = records.slice(0, 40).findIndex((r) => names.every((n) => r.cells.some((c) => c.trim() === n.trim())))
  return index < 0 ? detected : { header: index, start: index + 1, columns: { description: [] } }
}

/**
 * Finds the header (or infers the columns of a headerless file) from the first records, applies
 * the caller's pinned columns over it, and reads the preamble above it. Refuses a file with no
 * date or no money column.
 */
export const findLayout = (
  name: string,
  rows: CsvRows,
  pinned: DateOrder | undefined,
  opts: FileIntakeOptions,
  pointer: string
): Either.Either<CsvLayout, IntakeError> => {
  // detection looks at the first records only; the rest are read cell by cell
  const head = recordsOf(rows, 0, DETECTION_ROWS)
  const detected = withNamedHeader(detectColumns(head, pinned, name), head, opts.columns)
  const headerCells = detected.headerCells ??
    (detected.header === undefined ? undefined : head[detected.header]?.cells)
  const pinnedCols = applyPinnedColumns(detected.columns, opts.columns, headerCells, pointer)
  if (Either.isLeft(pinnedCols)) return Either.left(pinnedCols.left)
  const cols = pinnedCols.right
  const booking = cols?.booking_date
  if (
    cols === undefined || booking === undefined ||
    (cols.amount === undefined && cols.debit === undefined && cols.credit === undefined)
  ) {
    return refuseCsv(
      name,
      detected.problem === undefined
        ? `"${name}": no header row naming a date and an amount column was found, and the columns could not be inferred from the content`
        : `"${name}" has no header row naming its columns, and ${detected.problem}`,
      layoutMissing(rows, detected, headerCells, cols)
    )
  }
  const above = recordsOf(rows, 0, Math.min(detected.header ?? detected.start, 40))
  const preamble = readPreamble(above)
  const preambleCells = above.flatMap((r) => r.cells)
  const sample = head.slice(detected.start)
  const marker = findCreditMarker(sample, cols)
  const purchase = opts.columns?.value_date === undefined
    ? purchaseDateColumn(sample, cols, headerCells, pinned)
    : undefined
  return Either.right({
    cols: withPurchaseDate(marker === undefined ? cols : { ...cols, creditMarker: marker }, purchase),
    card: cardEvidence(headerCells, [name, ...preambleCells], sample),
    booking,
    start: detected.start,
    header: detected.header,
    headerCells,
    preamble,
    preambleCells
  })
}

/** The columns with the purchase date column set apart (no longer read as the value date). */
const withPurchaseDate = (cols: ColumnMap, purchase: number | undefined): ColumnMap => {
  if (purchase === undefined) return cols
  const { value_date, ...rest } = cols
  return value_date === purchase ? { ...rest, purchaseDate: purchase } : { ...cols, purchaseDate: purchase }
}

/** Where a file without a date or money column was looked at, what its columns are, and which of the two is missing. */
const layoutMissing = (
  rows: CsvRows,
  detected: DetectedColumns,
  headerCells: ReadonlyArray<string> | undefined,
  cols: ColumnMap | undefined
): RefusalWhere => {
  const row = detected.header ?? detected.start
  const names = headerCells?.filter((c) => c !== "").map((c) => `"${c}"`) ?? []
  const noMoney = cols?.amount === undefined && cols?.debit === undefined && cols?.credit === undefined
  return {
    line: row < rows.length ? rows.lineOf(row) : undefined,
    found: headerCells !== undefined
      ? `a header row naming ${names.slice(0, 8).join(", ")}${names.length > 8 ? ", …" : ""}`
      : `no header row; ${rows.widthOf(row)} fields a row, ${
        detected.problem?.replace(/; pass options\..*$/, "") ?? "whose roles the content does not show"
      }`,
    missing: [
      cols?.booking_date === undefined ? "a column of dates" : undefined,
      noMoney ? "a column of amounts (or of debits and credits)" : undefined
    ].filter((m) => m !== undefined).join(" and ")
  }
}

/** The non-empty cells of one column from row `from` on. */
const columnOf = (rows: CsvRows, from: number, index: number): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (let row = from; row < rows.length; row++) {
    const v = rows.cellOf(row, index)
    if (v !== "") out.push(v)
  }
  return out
}

/** The line and cell of the first record from `from` on whose cell in one of `columns` passes `test`. */
const firstCell = (
  rows: CsvRows,
  from: number,
  columns: ReadonlyArray<number>,
  test: (cell: string) => boolean
): { readonly line: number; readonly cell: string } | undefined => {
  for (let row = from; row < rows.length; row++) {
    for (const i of columns) {
      const cell = rows.cellOf(row, i)
      if (cell !== "" && test(cell)) return { line: rows.lineOf(row), cell }
    }
  }
  return undefined
}

/**
 * The booking cells of consecutive dated rows, run by run: a row whose cell there is no date (a
 * header, an account line, a total, a status marker), or that moves no money (a balance line
 * dated at the statement's end), ends a run.
 */
const dateRuns = (rows: CsvRows, layout: CsvLayout, order: DateOrder): Array<Array<string>> => {
  const { start, booking, cols } = layout
  const money = [cols.amount, cols.debit, cols.credit].filter((c) => c !== undefined)
  const runs: Array<Array<string>> = []
  let run: Array<string> = []
  for (let row = start; row < Math.min(rows.length, start + RUN_ROWS); row++) {
    const cell = rows.cellOf(row, booking)
    const moves = money.some((c) => rows.cellOf(row, c) !== "")
    if (cell !== "" && moves && parseDate(cell, order) !== undefined) {
      run.push(cell)
      continue
    }
    if (run.length > 0) runs.push(run)
    run = []
  }
  if (run.length > 0) runs.push(run)
  return runs
}

/** The order of dates that never show a day above 12: from the file's evidence, else the country, else provisional. */
const settleAmbiguous = (
  distinct: ReadonlyArray<string>,
  orders: readonly [DateOrder, DateOrder],
  name: string,
  layout: CsvLayout,
  context: ReadContext,
  file: FileDates
): { readonly order: DateOrder; readonly how: string; readonly awaitsCountry: boolean } | undefined => {
  const evidence = byValueDates(file.valueDates(), orders) ??
    orderFromEvidence(distinct, [name, ...layout.preambleCells], orders, file.runs()) ??
    byRowDates(file.rowDates(), orders) ?? orderFromIban(file.accountCells(), orders)
  if (evidence !== undefined) return { ...evidence, awaitsCountry: false }
  const national = context.country === undefined ? undefined : countryDateOrder(context.country)
  // the country's habit of writing the day before the month (or after) reads the column's two parts
  const byCountry = national === "DMY" ? orders[0] : national === "MDY" ? orders[1] : undefined
  if (byCountry !== undefined) {
    return {
      order: byCountry,
      how: `the country given at processing (${context.country}) writes dates so`,
      awaitsCountry: false
    }
  }
  if (context.provisional === true) {
    return {
      order: orders[0],
      how: "nothing in the file settles it: day-first until the country given at processing decides",
      awaitsCountry: true
    }
  }
  return undefined
}

/** Decides the order of the booking (and value) dates from the whole column; refuses when nothing decides it. */
export const decideDates = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  pinned: DateOrder | undefined,
  context: ReadContext,
  pinnedMonths?: ReadonlySet<string>
): Either.Either<CsvDates, IntakeError> => {
  const { booking, start, cols } = layout
  const counts = rows.columnCounts(start, booking)
  let dates = analyseDateCounts(counts, pinned, pinnedMonths)
  let how = pinned !== undefined ? "options.date_format" : "the dates themselves"
  if (dates.kind === "month-names") {
    const settled = settleMonthNames(counts, dates.readings, pinned, name, rows, layout, context)
    if (settled === undefined) return refuseMonthNames(name, rows, layout, dates)
    dates = settled.dates
    how = settled.how
  }
  let awaitsCountry = false
  if (dates.kind === "ambiguous") {
    const orders = dates.orders
    const file: FileDates = {
      // the preamble and the first rows hold the account's number (a line above a block, an account column)
      accountCells: () => [...layout.preambleCells, ...recordsOf(rows, start, start + 200).flatMap((r) => r.cells)],
      runs: () => dateRuns(rows, layout, orders[0]),
      rowDates: () => rowDatesOf(rows, layout),
      valueDates: () => (cols.value_date === undefined ? undefined : rows.columnCounts(start, cols.value_date))
    }
    const settled = settleAmbiguous([...counts.keys()], orders, name, layout, context, file)
    if (settled !== undefined) {
      dates = analyseDateCounts(counts, settled.order)
      how = settled.how
      awaitsCountry = settled.awaitsCountry
    }
  }
  const first = firstCell(rows, start, [booking], () => true)
  if (dates.kind === "ambiguous") {
    return refuseCsv(
      name,
      `"${name}": the dates in column ${
        columnName(layout, booking)
      } (${dates.format}) never show whether they are day-first or month-first, and nothing else in the file settles it; pass options.date_format "${
        dates.format.replace("??", "DD").replace("??", "MM")
      }" or "${dates.format.replace("??", "MM").replace("??", "DD")}"${
        context.country === undefined
          ? ", or give the country at processing"
          : ` (the country given at processing, ${context.country}, does not settle it)`
      }`,
      {
        line: first?.line,
        found: `dates such as "${first?.cell ?? ""}" (${dates.format}) in column ${
          columnName(layout, booking)
        }, none with a day above 12`,
        missing: "a day above 12, rows in date order under one reading only, or a date elsewhere in the file"
      }
    )
  }
  if (dates.kind === "none") {
    return refuseCsv(name, `"${name}": column ${columnName(layout, booking)} holds no readable dates`, {
      line: first?.line,
      found: `"${first?.cell ?? ""}" in column ${columnName(layout, booking)}`,
      missing: "a date (day, month and year)"
    })
  }
  if (dates.kind === "month-names") return refuseMonthNames(name, rows, layout, dates)
  const order = dates.order
  let valueOrder: DateOrder | undefined = order
  if (cols.value_date !== undefined) {
    const v = analyseDateCounts(rows.columnCounts(start, cols.value_date), pinned ?? order, dates.months)
    valueOrder = v.kind === "dates" ? (v.order ?? order) : order
  }
  const read = { order, valueOrder, format: dates.format, how, awaitsCountry }
  return Either.right(dates.months === undefined ? read : { ...read, months: dates.months })
}

/** Refuses month names that languages read as different months when nothing in the file names the language. */
const refuseMonthNames = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  dates: DateColumnVerdict & { readonly kind: "month-names" }
): Either.Either<never, IntakeError> => {
  const first = firstCell(rows, layout.start, [layout.booking], () => true)
  const format = dates.format.replace("Mon", "MMM")
  const named = dates.names.slice(0, 3).map((n) => `"${n}"`).join(", ")
  const options = dates.readings.map((r) => `"${format} ${[...r].sort()[0] ?? ""}"`)
  return refuseCsv(
    name,
    `"${name}": the month names in column ${columnName(layout, layout.booking)} (${named}) are different months in ${
      dates.readings.map((r) => [...r].sort().join("/")).join(" and in ")
    }, and nothing in the file says which language they are written in; pass options.date_format ${
      options.join(" or ")
    }`,
    {
      line: first?.line,
      found: `dates such as "${first?.cell ?? ""}" whose month name ${named} languages read as different months`,
      missing: "the language of the month names: another name only one language has, or the language of the header"
    }
  )
}

const MONEY_ROLES = ["amount", "debit", "credit", "balance"] as const

/** The decimal separator every money cell of the file shows; refuses when cells with a separator never decide it. */
export const decideDecimal = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  pinned: DecimalSeparator | undefined,
  context: ReadContext = {}
): Either.Either<DecimalSeparator, IntakeError> => {
  if (pinned !== undefined) return Either.right(pinned)
  const { cols, start } = layout
  const moneyColumns = MONEY_ROLES.flatMap((role) => (cols[role] === undefined ? [] : [cols[role]]))
  const tally = makeDecimalTally()
  for (const i of moneyColumns) rows.readColumn(start, i, tally.add)
  const decided = tally.decided()
  if (decided !== undefined) return Either.right(decided)
  const cells = moneyColumns.flatMap((i) => columnOf(rows, start, i))
  const named = readCurrencies(rows, layout, cells, context)
  const shown = decimalOfThreeDigits(cells, named)
  if (shown !== undefined) return Either.right(shown)
  const undecided = firstCell(rows, start, moneyColumns, (c) => /\d[.,]\d/.test(c))
  return undecided === undefined ? Either.right(".") : refuseCsv(
    name,
    `"${name}": amounts such as "${undecided.cell}" do not show the decimal separator; pass options.decimal_separator "." or ","`,
    {
      line: undecided.line,
      found: `amounts such as "${undecided.cell}", whose separator may group thousands or mark decimals`,
      missing: "an amount with other than three digits after its separator, or with both separators"
    }
  )
}

/**
 * The currencies the read will take: those the file names (a currency column, the amounts, the
 * header, the preamble), else its account IBAN's, else the process-time country's.
 */
const readCurrencies = (
  rows: CsvRows,
  layout: CsvLayout,
  cells: ReadonlyArray<string>,
  context: ReadContext
): ReadonlySet<string> => {
  const named = namedCurrencies(rows, layout, cells)
  if (named.size > 0) return named
  const account = layout.preamble.account
  const unstated = account === undefined && context.country === undefined
    ? undefined
    : unstatedCurrency(account ?? "", context)
  return new Set(unstated === undefined || unstated.currency === "XXX" ? [] : [unstated.currency])
}

/** The currencies the file names (a currency column, the amounts, the header, the preamble). */
const namedCurrencies = (rows: CsvRows, layout: CsvLayout, cells: ReadonlyArray<string>): ReadonlySet<string> => {
  const named = new Set<string>()
  const add = (c: string | undefined): void => {
    if (c !== undefined) named.add(c)
  }
  if (layout.cols.currency !== undefined) {
    for (const v of columnOf(rows, layout.start, layout.cols.currency).slice(0, 50)) add(currencyOfToken(v))
  }
  for (const c of cells.slice(0, 50)) for (const w of c.split(/[^\p{L}\p{Sc}]+/u)) add(currencyOfToken(w))
  for (const h of layout.headerCells ?? []) add(headerCurrency(h))
  add(layout.preamble.currency)
  return named
}
