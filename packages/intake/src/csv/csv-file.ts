import { Either } from "effect"
import type { IntakeError } from "../analysis-error.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import type { FileIntakeOptions } from "../intake-options.js"
import type { IntakeCheck } from "../intake-summary.js"
import { lastBookingDate, type ReadContext, type UnstatedCurrency, unstatedCurrency } from "../read-context.js"
import { balanceSaysTurned, PRINTED_TWICE, printedTwice, runningBalanceCheck } from "../running-balance.js"
import { summarise } from "../summarise.js"
import type { DecimalSeparator } from "../values/amounts.js"
import { isKnownCurrency, roundToMinor } from "../values/currencies.js"
import {
  figuresAgree,
  preambleOpening,
  type PrintedBalance,
  printedBalanceCheck,
  singleRowExplanation,
  turnoverAgrees
} from "./balances/printed-balances.js"
import { setAsideSummaryRows } from "./balances/summary-rows.js"
import { bookingAboveHeader, compact, earlierBlock, readCsvBody, withAccountColumn } from "./body/csv-body.js"
import { alignLongRows } from "./body/long-rows.js"
import type { CsvBody, CsvDates, CsvLayout } from "./csv-shapes.js"
import { type SharedSignCurrency, sharedSignCurrency } from "./currency/shared-sign.js"
import { cardEvidence, directionFromLayout, settleDirection } from "./direction/direction-evidence.js"
import { columnName, decideDates, decideDecimal, findLayout } from "./layout/csv-layout.js"
import { readMovementHistory } from "./movement-history/movement-history.js"
import { type CsvRows, parseRows, recordsOf } from "./records/csv-rows.js"
import { csvSettings, refuseCsv } from "./settings/csv-settings.js"
import { delimiterName } from "./settings/delimiter.js"

/**
 * Reads one CSV statement (already decoded) into canonical transactions, or refuses it with a
 * reason: settings, records, layout (header and column roles), dates, decimal separator, the rows,
 * then the currency and the summary.
 */
export const readCsv = (
  name: string,
  decoded: DecodedText,
  opts: FileIntakeOptions,
  pointer: string,
  context: ReadContext = {}
): Either.Either<FileRead, IntakeError> =>
  Either.gen(function*() {
    const settings = yield* csvSettings(name, decoded.text, opts, pointer)
    const parsed = parseRows(decoded.text, settings.delimiter, decoded.utf8)
    if (Either.isLeft(parsed)) {
      return yield* refuseCsv(name, `"${name}" could not be split into CSV records: ${parsed.left}`, {
        found: parsed.left,
        missing: `records that the ${JSON.stringify(settings.delimiter)} separator and double quotes split`
      })
    }
    const rows = parsed.right
    if (rows.length === 0) {
      return yield* refuseCsv(name, `"${name}" is empty`, { found: "no record", missing: "rows of transactions" })
    }
    const history = readMovementHistory(name, rows, settings.pinnedOrder, opts.columns)
    if (history !== undefined) return yield* history
    const layout = withAccountColumn(rows, yield* findLayout(name, rows, settings.pinnedOrder, opts, pointer))
    const dates = yield* decideDates(name, rows, layout, settings.pinnedOrder, context, settings.pinnedMonths)
    const decimal = yield* decideDecimal(name, rows, layout, opts.decimal_separator, context)
    const first = yield* firstBlock(name, rows, layout, dates, decimal)
    const aligned = alignLongRows(rows, first, { dates, decimal }, settings.delimiter)
    const body = readCsvBody(name, aligned, first, dates, decimal, settings.currencyOption)
    yield* bodyUnderstood(name, body)
    const direction = settleDirection(body, layout.cols, first.card, opts.sign)
    if (typeof direction !== "string") {
      return yield* refuseCsv(name, `"${name}": ${direction.undecided}`, {
        line: rows.lineOf(layout.start),
        found: `amounts in column ${columnName(layout, layout.cols.amount ?? 0)} that do not show their direction`,
        missing: "evidence of which way they go: a repayment or refund row, a running balance, a clear majority"
      })
    }
    setAsideSummaryRows(body)
    const currency = settleCurrencies(name, body, layout, context)
    setAsidePrintedTwice(body)
    const transactions = body.drafts
    const dialect = dialectOf(rows, layout, dates, decimal, settings.delimiter, decoded)
    const holder = layout.preamble.holder
    const holders = holder === undefined
      ? []
      : [...new Set(transactions.map((t) => t.account))].map((account) => ({ account, name: holder }))
    const check = runningBalanceCheck(transactions)
    if (check !== undefined && !check.held) {
      // the balance joins the amounts only turned the other way: their direction was misread
      if (balanceSaysTurned(transactions)) {
        return yield* refuseCsv(
          name,
          `"${name}": the amounts read run against the file's running balance (${check.detail}; turned the other way they join it), so their direction was not understood; pass options.sign "inverted"`,
          {
            line: transactions[0]?.source_line,
            found: `amounts that run against the running balance (${check.detail})`,
            missing: "amounts that join the running balance as printed"
          }
        )
      }
      body.warnings.push(`the running balance does not follow every row: ${check.detail}`)
    }
    const printed = settlePrinted(body, first, rows, decimal, directionFromLayout(direction))
    if (printed !== undefined && !printed.held) {
      return yield* refuseCsv(
        name,
        `"${name}": the rows read do not join the balances the file prints (${printed.detail}), so some row's amount, direction or kind was misread; check the file's pending, balance and total lines`
      )
    }
    const checks = [check, printed].filter((c): c is IntakeCheck => c !== undefined)
    const decisions = { date_order: dates.how, currency: currency.source, direction }
    return {
      summary: summarise("csv", name, dialect, transactions, body.skipped, body.warnings, holders, {
        decisions,
        checks
      }),
      transactions,
      awaitsCountry: dates.awaitsCountry || currency.awaitsCountry
    }
  })

/** Sets aside rows the running balance shows were printed twice but booked once. */
const setAsidePrintedTwice = (body: CsvBody): void => {
  const twice = new Set(printedTwice(body.drafts))
  if (twice.size === 0) return
  for (const i of twice) {
    const d = body.drafts[i]
    if (d !== undefined) body.skipped.push({ line: d.source_line, reason: PRINTED_TWICE })
  }
  compact(body, twice)
}

/**
 * Checks the rows against the opening and closing balances the file prints (lines of their own, an
 * opening above the header). When they miss, a row whose amount is the gap is set aside (counted
 * but no booking) and one whose amount is half of it turned, if one row per gap explains it;
 * otherwise the read is kept and the failing check named as a warning.
 */
const settlePrinted = (
  body: CsvBody,
  layout: CsvLayout,
  rows: CsvRows,
  decimal: DecimalSeparator,
  settled: boolean
): IntakeCheck | undefined => {
  const above = layout.header ?? layout.start
  const opening = preambleOpening(recordsOf(rows, 0, Math.min(above, 40)), decimal)
  const printed: ReadonlyArray<PrintedBalance> = opening === undefined ? body.printed : [opening, ...body.printed]
  const judge = { card: layout.card !== undefined, settled }
  const first = printedBalanceCheck(printed, body.drafts, judge, body.pending)
  if (first === undefined || first.held) return first
  const singled = singleRowExplanation(printed, body.drafts, judge, body.pending)
  if (singled !== undefined && singled.length > 0) {
    const drop = new Set<number>()
    for (const { index, fix } of singled) {
      const d = body.drafts[index]
      if (d === undefined) continue
      if (fix === "turn") {
        d.amount = -d.amount
        body.warnings.push(`line ${d.source_line}: its direction was turned, as the printed balances show`)
      } else {
        drop.add(index)
        body.skipped.push({
          line: d.source_line,
          reason: "its amount is what the printed balances leave over: not a booking"
        })
      }
    }
    if (drop.size > 0) compact(body, drop)
    const second = printedBalanceCheck(printed, body.drafts, judge, body.pending)
    if (second !== undefined) return second
  }
  if (figuresAgree(printed) && !turnoverAgrees(body.printed, body.drafts)) {
    return { ...first, detail: `${first.detail}; nothing else in the file accounts for the gap` }
  }
  // the file's own figures disagree among themselves (or its turnover lines agree with the rows): they cannot judge them
  body.warnings.push(
    `the rows read do not join the balances the file prints, whose own figures disagree: ${first.detail}`
  )
  return { ...first, held: true, detail: `not judged: ${first.detail}` }
}

/**
 * Where the rows start: at the header found, or, when bookings stand above it under a header of
 * their own (a first block the detection passed over), at that header, with the card evidence of
 * the lines above it only. Refused when a record above the header where the rows start still reads
 * like a booking: a block whose header was not understood.
 */
const firstBlock = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  dates: CsvDates,
  decimal: DecimalSeparator
): Either.Either<CsvLayout, IntakeError> => {
  const above = bookingAboveHeader(rows, layout, dates.order, decimal)
  if (above === undefined) return Either.right(layout)
  const earlier = earlierBlock(rows, layout, dates.order)
  if (earlier === undefined) return bookingLeftAbove(name, rows, layout, above)
  const before = recordsOf(rows, 0, earlier.header ?? earlier.start).flatMap((r) => r.cells)
  const sample = recordsOf(rows, earlier.start, Math.min(rows.length, earlier.start + 50))
  const first = { ...earlier, card: cardEvidence(earlier.headerCells, [name, ...before], sample) }
  const still = bookingAboveHeader(rows, first, dates.order, decimal)
  return still === undefined ? Either.right(first) : bookingLeftAbove(name, rows, first, still)
}

/** The refusal of a read with a booking at `line`, above the header the rows start under. */
const bookingLeftAbove = (name: string, rows: CsvRows, layout: CsvLayout, line: number) =>
  layout.header === undefined ? bookingAboveRows(name, rows, layout, line) : refuseCsv(
    name,
    `"${name}": line ${line}, above the header on line ${
      rows.lineOf(layout.header ?? layout.start)
    }, reads like a booking under a header that was not understood, so its rows would be missing from the read; pass options.columns naming that header's columns`,
    { line, found: "a dated row with an amount above the header", missing: "a header naming its columns" }
  )

/** The refusal of a headerless read with a booking at `line`, above the rows whose cells the columns were read from. */
const bookingAboveRows = (name: string, rows: CsvRows, layout: CsvLayout, line: number) =>
  refuseCsv(
    name,
    `"${name}" has no header row, and line ${line}, above the rows from line ${
      rows.lineOf(layout.start)
    } on whose columns were read from their values, reads like a booking whose cells do not line up with theirs, so it would be missing from the read`,
    { line, found: "a dated row with an amount above the rows read", missing: "rows whose cells line up" }
  )

/**
 * Refuses a read that made no transaction, more unreadable rows than read ones (the layout was not
 * understood), or left out a dated row whose money did not read (a booking would be missing).
 */
const bodyUnderstood = (name: string, body: CsvBody): Either.Either<void, IntakeError> => {
  const { drafts, skipped, unreadable } = body
  if (drafts.length > 0 && unreadable <= drafts.length && body.lostMoney !== undefined) {
    const { line, found, fix } = body.lostMoney
    return refuseCsv(
      name,
      `"${name}": line ${line} has ${found}, so a booking would be missing from the read; ${fix}`,
      { line, found, missing: "an amount that reads in the columns the header names" }
    )
  }
  if (drafts.length === 0) {
    const why = skipped.slice(0, 3).map((s) => `line ${s.line}: ${s.reason}`).join("; ")
    return refuseCsv(name, `"${name}": no transaction could be read${why === "" ? "" : ` (${why})`}`, {
      line: skipped[0]?.line,
      found: skipped[0]?.reason ?? "no row below the header",
      missing: "a row with a date and an amount"
    })
  }
  if (unreadable > drafts.length) {
    return refuseCsv(
      name,
      `"${name}": ${unreadable} of ${
        unreadable + drafts.length
      } rows have unreadable dates or amounts, so the layout was not understood`,
      { line: skipped[0]?.line, found: skipped[0]?.reason, missing: "rows whose date and amount read" }
    )
  }
  return Either.void
}

/**
 * Gives the rows of each account whose amounts carry only a shared sign (`$`, `kr`) a currency of
 * that sign's family (`sharedSignCurrency`); answers where the first account's came from.
 */
const settleSharedSign = (body: CsvBody, layout: CsvLayout, context: ReadContext): SharedSignCurrency => {
  const sign = body.sharedSign ?? ""
  const byAccount = new Map<string, SharedSignCurrency>()
  let first: SharedSignCurrency | undefined
  for (const d of body.drafts) {
    if (d.currency !== "") continue
    let settled = byAccount.get(d.account)
    if (settled === undefined) {
      settled = sharedSignCurrency(sign, d.account, layout.preamble.currency, body.tokenCurrencies, context)
      byAccount.set(d.account, settled)
    }
    first ??= settled
    d.currency = settled.currency
  }
  return first ?? { currency: sign, source: "the amounts' sign" }
}

const mostCommon = (m: ReadonlyMap<string, number>): string | undefined => {
  let best: string | undefined
  let n = 0
  for (const [k, v] of m) if (v > n) [best, n] = [k, v]
  return best
}

/**
 * Gives rows without a currency of their own the file's (preamble, else the one most amounts
 * name, else the account's IBAN's, else the process-time country's), rounds every amount to its
 * currency's minor unit, and warns about unknown codes. Answers where the currency came from.
 */
const settleCurrencies = (
  name: string,
  body: CsvBody,
  layout: CsvLayout,
  context: ReadContext
): { readonly source: string; readonly awaitsCountry: boolean } => {
  let source = body.currencySources.size > 0 ? `from ${[...body.currencySources].join(", ")}` : "none needed"
  let awaitsCountry = false
  if (body.unknownCurrency && body.sharedSign !== undefined) {
    const settled = settleSharedSign(body, layout, context)
    source = `from ${settled.source}`
    awaitsCountry = settled.usual === true && context.provisional === true
  } else if (body.unknownCurrency) {
    const fromFile = layout.preamble.currency ?? mostCommon(body.tokenCurrencies)
    if (fromFile !== undefined) {
      source = `from ${layout.preamble.currency !== undefined ? "the lines above the header" : "the amounts"}`
      for (const d of body.drafts) if (d.currency === "") d.currency = fromFile
    } else {
      const settled = accountCurrencies(name, body, context)
      source = `not in the file: from ${settled.source}`
      awaitsCountry = settled.awaitsCountry
    }
  }
  return finishCurrencies(body, source, awaitsCountry)
}

/**
 * Each account's rows without a currency take their own account's (its IBAN's country, else an IBAN in
 * the file's name, else the process-time country's): a file of several accounts may keep them in several.
 */
const accountCurrencies = (
  name: string,
  body: CsvBody,
  context: ReadContext
): { readonly source: string; readonly awaitsCountry: boolean } => {
  const on = lastBookingDate(body.drafts)
  const byAccount = new Map<string, UnstatedCurrency>()
  for (const d of body.drafts) {
    if (d.currency !== "") continue
    let unstated = byAccount.get(d.account)
    if (unstated === undefined) {
      unstated = unstatedCurrency(d.account || name, context, on, name)
      byAccount.set(d.account, unstated)
    }
    d.currency = unstated.currency
  }
  const all = [...byAccount.values()]
  if (all.some((u) => u.currency === "XXX")) {
    body.warnings.push(
      `the currency is not stated in "${name}"; amounts are reported in "XXX" (pass options.currency or give the country at processing)`
    )
  }
  return {
    source: [...new Set(all.map((u) => u.source))].join(", "),
    awaitsCountry: all.some((u) => u.awaitsCountry)
  }
}

/** Rounds every amount to its currency's minor unit and warns about unknown codes. */
const finishCurrencies = (
  body: CsvBody,
  source: string,
  awaitsCountry: boolean
): { readonly source: string; readonly awaitsCountry: boolean } => {
  for (const d of body.drafts) {
    d.amount = roundToMinor(d.amount, d.currency)
    if (d.balance_after !== null) d.balance_after = roundToMinor(d.balance_after, d.currency)
  }
  let checked = ""
  for (const t of body.drafts) {
    if (t.currency === checked) continue
    if (!isKnownCurrency(t.currency)) {
      body.warnings.push("some currency codes are not known ISO 4217 codes")
      break
    }
    checked = t.currency
  }
  return { source, awaitsCountry }
}

/** The dialect a CSV was read in, for its summary. */
const dialectOf = (
  rows: CsvRows,
  layout: CsvLayout,
  dates: CsvDates,
  decimal: DecimalSeparator,
  delimiter: string,
  decoded: DecodedText
): Record<string, string | number | boolean> => {
  const { header, start, cols } = layout
  const headerLine = header === undefined ? 0 : rows.lineOf(header)
  return {
    delimiter: delimiterName(delimiter),
    encoding: decoded.encoding,
    bom: decoded.bom,
    header_line: headerLine,
    preamble_lines: header === undefined
      ? (start < rows.length ? rows.lineOf(start) : 1) - 1
      : Math.max(0, headerLine - 1),
    date_format: dates.format,
    decimal_separator: decimal,
    amount_layout: cols.amount !== undefined
      ? (cols.indicator !== undefined ? "amount_indicator" : "signed")
      : "debit_credit"
  }
}
