import { Either } from "effect"
import { type IntakeError, InvalidAnalysisOptions, NoSuitableParser } from "../analysis-error.js"
import type { FileIntakeOptions } from "../intake-options.js"
import type { FileSummary } from "../intake-summary.js"
import type { Transaction } from "../transaction.js"
import { type DecimalSeparator, makeDecimalTally, parseAmount, plainAmount } from "./amounts.js"
import type { ColumnMap } from "./column-role.js"
import type { CsvRecord } from "./csv-records.js"
import { type CsvRows, parseRows, recordsOf } from "./csv-rows.js"
import { currencyOfToken, isKnownCurrency, roundToMinor } from "./currencies.js"
import { analyseDateCounts, type DateOrder, orderFromFormat, parseDate } from "./dates.js"
import type { DecodedText } from "./decode.js"
import { delimiterName, detectDelimiter } from "./delimiter.js"
import { detectColumns, type DetectedColumns, DETECTION_ROWS } from "./detect-columns.js"
import { directionOf } from "./direction.js"
import { headerCurrency, rolesOfHeader } from "./header-vocabulary.js"
import { applyPinnedColumns } from "./pinned-columns.js"
import { readPreamble } from "./preamble.js"
import { rememberedReads } from "./remembered-reads.js"
import { isBalanceLine, isSummaryRow, notBookedReason } from "./row-kind.js"
import { type Skip, summarise } from "./summarise.js"

/** One file read: its summary and its transactions in file order. */
export interface FileRead {
  readonly summary: FileSummary
  readonly transactions: ReadonlyArray<Transaction>
}

/** A transaction being read: the canonical shape, still mutable (continuation lines, currency found late). */
type Draft = { -readonly [K in keyof Transaction]: Transaction[K] }

const TRIED = ["csv"]

const refuse = (file: string, detail: string): Either.Either<never, NoSuitableParser> =>
  Either.left(new NoSuitableParser({ file, detail, tried: TRIED }))

const normaliseDelimiter = (d: string): string | undefined => {
  const t = d.toLowerCase()
  if (t === "tab" || t === "\\t" || d === "\t") return "\t"
  return d.length === 1 ? d : undefined
}

const MONEY_ROLES = ["amount", "debit", "credit", "balance"] as const

/** Reads one CSV statement (already decoded) into canonical transactions, or refuses it with a reason. */
export const readCsv = (
  name: string,
  decoded: DecodedText,
  opts: FileIntakeOptions,
  pointer: string
): Either.Either<FileRead, IntakeError> => {
  let delimiter: string | undefined
  if (opts.delimiter !== undefined) {
    delimiter = normaliseDelimiter(opts.delimiter)
    if (delimiter === undefined) {
      return Either.left(
        new InvalidAnalysisOptions({
          detail: `delimiter must be one character or "tab", got "${opts.delimiter}"`,
          pointer: `${pointer}/delimiter`
        })
      )
    }
  } else delimiter = detectDelimiter(decoded.text)
  if (delimiter === undefined) {
    return refuse(name, `"${name}" is not a delimited statement: no consistent , ; TAB or | field separator`)
  }

  let pinned: DateOrder | undefined
  if (opts.date_format !== undefined) {
    pinned = orderFromFormat(opts.date_format)
    if (pinned === undefined) {
      return Either.left(
        new InvalidAnalysisOptions({
          detail: `date_format "${opts.date_format}" must name day, month and year (e.g. "DD/MM/YYYY")`,
          pointer: `${pointer}/date_format`
        })
      )
    }
  }
  let currencyOption: string | undefined
  if (opts.currency !== undefined) {
    currencyOption = opts.currency.trim().toUpperCase()
    if (!/^[A-Z]{3}$/.test(currencyOption)) {
      return Either.left(
        new InvalidAnalysisOptions({
          detail: `currency "${opts.currency}" is not an ISO 4217 code`,
          pointer: `${pointer}/currency`
        })
      )
    }
  }

  const parsed = parseRows(decoded.text, delimiter, decoded.utf8)
  if (Either.isLeft(parsed)) return refuse(name, `"${name}" could not be split into CSV records: ${parsed.left}`)
  const rows = parsed.right
  if (rows.length === 0) return refuse(name, `"${name}" is empty`)

  // detection looks at the first records only; the rest are read cell by cell below
  const head = recordsOf(rows, 0, DETECTION_ROWS)
  const detected = withNamedHeader(detectColumns(head, pinned), head, opts.columns)
  const headerCells = detected.header === undefined ? undefined : head[detected.header]?.cells
  const pinnedCols = applyPinnedColumns(detected.columns, opts.columns, headerCells, pointer)
  if (Either.isLeft(pinnedCols)) return Either.left(pinnedCols.left)
  const cols = pinnedCols.right
  const booking = cols?.booking_date
  if (
    cols === undefined || booking === undefined ||
    (cols.amount === undefined && cols.debit === undefined && cols.credit === undefined)
  ) {
    const why = detected.problem === undefined ? "" : ` (${detected.problem})`
    return refuse(
      name,
      `"${name}": no header row naming a date and an amount column was found, and the columns could not be inferred from the content${why}`
    )
  }
  const start = detected.start
  const preamble = readPreamble(recordsOf(rows, 0, detected.header ?? start))
  const colName = (i: number) => (headerCells?.[i] !== undefined ? `"${headerCells[i]}"` : `#${i + 1}`)

  const dates = analyseDateCounts(rows.columnCounts(start, booking), pinned)
  if (dates.kind === "ambiguous") {
    return refuse(
      name,
      `"${name}": the dates in column ${
        colName(booking)
      } (${dates.format}) never show whether they are day-first or month-first; pass options.date_format (for example "DD/MM/YYYY" or "MM/DD/YYYY")`
    )
  }
  if (dates.kind === "none") return refuse(name, `"${name}": column ${colName(booking)} holds no readable dates`)
  const order = dates.order
  let valueOrder: DateOrder | undefined = order
  if (cols.value_date !== undefined) {
    const v = analyseDateCounts(rows.columnCounts(start, cols.value_date), pinned ?? order)
    valueOrder = v.kind === "dates" ? (v.order ?? order) : order
  }

  const moneyColumns = MONEY_ROLES.flatMap((role) => (cols[role] === undefined ? [] : [cols[role]]))
  let decimal: DecimalSeparator | undefined = opts.decimal_separator
  if (decimal === undefined) {
    const tally = makeDecimalTally()
    for (const i of moneyColumns) rows.readColumn(start, i, tally.add)
    decimal = tally.decided()
  }
  if (decimal === undefined) {
    const undecided = moneyColumns.flatMap((i) => columnOf(rows, start, i)).find((c) => /\d[.,]\d/.test(c))
    if (undecided !== undefined) {
      return refuse(
        name,
        `"${name}": amounts such as "${undecided}" do not show the decimal separator; pass options.decimal_separator`
      )
    }
    decimal = "."
  }

  const amountHeaderCurrency = headerCells === undefined
    ? undefined
    : [cols.amount, cols.debit, cols.credit].map((
      i
    ) => (i === undefined ? undefined : headerCurrency(headerCells[i] ?? ""))).find((c) => c !== undefined)
  const drafts: Array<Draft> = []
  const skipped: Array<Skip> = []
  const warnings: Array<string> = []
  const tokenCurrencies = new Map<string, number>()
  let unreadable = 0
  let previousLine: number | undefined
  let balanceWarned = false
  const dateOf = rememberedReads((cell) => parseDate(cell, order))
  const valueDateOf = rememberedReads((cell) => parseDate(cell, valueOrder) ?? null)
  const currencyOf = rememberedReads(currencyOfToken)
  let unknownCurrency = false

  for (let row = start; row < rows.length; row++) {
    // made for this row only: no record outlives its turn
    const rec = rows.recordAt(row)
    const previous = previousLine
    previousLine = rec.line
    const status = cols.status === undefined ? undefined : notBookedReason(at(rec, cols.status))
    if (status !== undefined) {
      skipped.push({ line: rec.line, reason: status })
      continue
    }
    const dateCell = at(rec, booking)
    // any cell can carry the label of a closing-balance line (the bank puts it where it likes)
    if (rec.cells.some(isBalanceLine)) {
      skipped.push({ line: rec.line, reason: "summary or balance row" })
      continue
    }
    const date = dateOf(dateCell)
    const moneyEmpty = at(rec, cols.amount) === "" && at(rec, cols.debit) === "" && at(rec, cols.credit) === ""
    if (date === undefined) {
      const pending = notBookedReason(dateCell)
      const last = drafts[drafts.length - 1]
      if (pending !== undefined) skipped.push({ line: rec.line, reason: pending })
      else if (isSummaryRow(rec.cells)) skipped.push({ line: rec.line, reason: "summary or balance row" })
      else if (
        dateCell === "" && moneyEmpty && last !== undefined && previous !== undefined &&
        last.source_line === previous && descriptionOf(rec, cols) !== ""
      ) {
        last.description = `${last.description} ${descriptionOf(rec, cols)}`.trim()
        last.source_line = rec.line
      } else if (dateCell !== "" && rolesOfHeader(dateCell).length > 0) {
        skipped.push({ line: rec.line, reason: "repeated header row" })
      } else if (dateCell === "" && moneyEmpty) skipped.push({ line: rec.line, reason: "no date and no amount" })
      else {
        unreadable++
        skipped.push({ line: rec.line, reason: dateCell === "" ? "no date" : `unreadable date "${dateCell}"` })
      }
      continue
    }
    let value: number
    let tokenCurrency: string | undefined
    const amountCell = at(rec, cols.amount)
    if (amountCell !== "") {
      const plain = plainAmount(amountCell, decimal)
      if (Number.isNaN(plain)) {
        const a = parseAmount(amountCell, decimal)
        if (!a.ok) {
          unreadable++
          skipped.push({ line: rec.line, reason: a.reason })
          continue
        }
        value = a.value
        tokenCurrency = a.currency
      } else value = plain
      if (cols.indicator !== undefined) {
        const dir = directionOf(at(rec, cols.indicator))
        if (dir === undefined) {
          unreadable++
          skipped.push({ line: rec.line, reason: `unreadable debit/credit indicator "${at(rec, cols.indicator)}"` })
          continue
        }
        value = dir * Math.abs(value)
      }
    } else if (at(rec, cols.debit) !== "" || at(rec, cols.credit) !== "") {
      let sum = 0
      let bad: string | undefined
      for (const [i, sign] of [[cols.debit, -1], [cols.credit, 1]] as const) {
        const c = at(rec, i)
        if (c === "") continue
        const a = parseAmount(c, decimal)
        if (!a.ok) {
          bad = a.reason
          break
        }
        tokenCurrency ??= a.currency
        sum += cols.signedParts === true ? a.value : sign * Math.abs(a.value)
      }
      if (bad !== undefined) {
        unreadable++
        skipped.push({ line: rec.line, reason: bad })
        continue
      }
      value = sum
    } else {
      skipped.push({ line: rec.line, reason: "no amount" })
      continue
    }
    if (tokenCurrency !== undefined) tokenCurrencies.set(tokenCurrency, (tokenCurrencies.get(tokenCurrency) ?? 0) + 1)
    let balance: number | null = null
    const balanceCell = at(rec, cols.balance)
    if (balanceCell !== "") {
      // nearly every cell is a plain number, read without the general parser's result object
      const plain = plainAmount(balanceCell, decimal)
      if (!Number.isNaN(plain)) balance = plain
      else {
        const b = parseAmount(balanceCell, decimal)
        if (b.ok) balance = b.value
        else if (!balanceWarned) {
          balanceWarned = true
          warnings.push(
            `some balances could not be read (first: line ${rec.line}, "${balanceCell}"); they are left empty`
          )
        }
      }
    }
    const rowCurrency = cols.currency === undefined ? undefined : currencyOf(at(rec, cols.currency))
    const counterparty = at(rec, cols.counterparty)
    const description = descriptionOf(rec, cols)
    const valueDate = cols.value_date === undefined ? null : valueDateOf(at(rec, cols.value_date))
    const currency = rowCurrency ?? tokenCurrency ?? amountHeaderCurrency ?? currencyOption
    if (currency === undefined) unknownCurrency = true
    drafts.push({
      account: at(rec, cols.account) || preamble.account || name,
      booking_date: date,
      value_date: valueDate,
      amount: value,
      currency: currency ?? "",
      description: description !== "" ? description : counterparty,
      counterparty: counterparty === "" ? null : counterparty,
      balance_after: balance,
      reference: at(rec, cols.reference) || null,
      bank_category: at(rec, cols.category) || null,
      source_file: name,
      source_line: rec.line
    })
  }

  if (drafts.length === 0) {
    const why = skipped.slice(0, 3).map((s) => `line ${s.line}: ${s.reason}`).join("; ")
    return refuse(name, `"${name}": no transaction could be read${why === "" ? "" : ` (${why})`}`)
  }
  if (unreadable > drafts.length) {
    return refuse(
      name,
      `"${name}": ${unreadable} of ${
        unreadable + drafts.length
      } rows have unreadable dates or amounts, so the layout was not understood`
    )
  }

  let fallback = preamble.currency ?? mostCommon(tokenCurrencies)
  if (fallback === undefined && unknownCurrency) {
    fallback = "XXX"
    warnings.push(
      `the currency is not stated in "${name}"; amounts are reported in "XXX" (pass options.currency to name it)`
    )
  }
  for (const d of drafts) {
    if (d.currency === "") d.currency = fallback ?? "XXX"
    d.amount = roundToMinor(d.amount, d.currency)
    if (d.balance_after !== null) d.balance_after = roundToMinor(d.balance_after, d.currency)
  }
  const transactions: ReadonlyArray<Transaction> = drafts
  let checkedCurrency = ""
  for (const t of transactions) {
    if (t.currency === checkedCurrency) continue
    if (!isKnownCurrency(t.currency)) {
      warnings.push("some currency codes are not known ISO 4217 codes")
      break
    }
    checkedCurrency = t.currency
  }

  const headerLine = detected.header === undefined ? 0 : rows.lineOf(detected.header)
  const dialect: Record<string, string | number | boolean> = {
    delimiter: delimiterName(delimiter),
    encoding: decoded.encoding,
    bom: decoded.bom,
    header_line: headerLine,
    preamble_lines: detected.header === undefined
      ? (start < rows.length ? rows.lineOf(start) : 1) - 1
      : Math.max(0, headerLine - 1),
    date_format: dates.format,
    decimal_separator: decimal,
    amount_layout: cols.amount !== undefined
      ? (cols.indicator !== undefined ? "amount_indicator" : "signed")
      : "debit_credit"
  }
  const holder = preamble.holder
  const holders = holder === undefined
    ? []
    : [...new Set(transactions.map((t) => t.account))].map((account) => ({ account, name: holder }))
  return Either.right({
    summary: summarise("csv", name, dialect, transactions, skipped, warnings, holders),
    transactions
  })
}

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

/** The non-empty values of one column from record `from` on. */
const columnOf = (rows: CsvRows, from: number, index: number): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (let row = from; row < rows.length; row++) {
    const v = rows.cellOf(row, index)
    if (v !== "") out.push(v)
  }
  return out
}

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

const mostCommon = (m: ReadonlyMap<string, number>): string | undefined => {
  let best: string | undefined
  let n = 0
  for (const [k, v] of m) if (v > n) [best, n] = [k, v]
  return best
}
