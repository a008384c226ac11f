import { Either } from "effect"
import type { IntakeError } from "../analysis-error.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import type { FileIntakeOptions } from "../intake-options.js"
import type { IntakeCheck } from "../intake-summary.js"
import type { ReadContext } from "../read-context.js"
import { balanceSaysTurned, runningBalanceCheck } from "../running-balance.js"
import { summarise } from "../summarise.js"
import type { DecimalSeparator } from "../values/amounts.js"
import { setAsidePrintedTwice, settlePrinted } from "./balances/printed-check.js"
import { setAsideSummaryRows } from "./balances/summary-rows.js"
import { readCsvBody } from "./body/csv-body.js"
import { alignLongRows } from "./body/long-rows.js"
import type { CsvBody, CsvDates, CsvLayout } from "./csv-shapes.js"
import { settleCurrencies } from "./currency/settle-currencies.js"
import { directionFromLayout, settleDirection } from "./direction/direction-evidence.js"
import type { Direction } from "./direction/direction-settled.js"
import { withAccountColumn } from "./layout/account-column.js"
import { columnName, decideDates, decideDecimal, findLayout } from "./layout/csv-layout.js"
import { firstBlock } from "./layout/first-block.js"
import { readMovementHistory } from "./movement-history/movement-history.js"
import { type CsvRows, parseRows } from "./records/csv-rows.js"
import { type CsvSettings, csvSettings, refuseCsv } from "./settings/csv-settings.js"
import { delimiterName } from "./settings/delimiter.js"

/**
 * Reads one CSV statement (already decoded) into canonical transactions, or refuses it with a
 * reason. The stages, in order (README.md): settings, records, layout (header and column roles,
 * dates, decimal separator, first block), the body (rows, then what all rows settle), direction,
 * summary rows, currency, rows printed twice, the running and printed balances. Each stage takes
 * the value the one before returned and returns its own.
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
    const rows = yield* csvRows(name, decoded, settings)
    const history = readMovementHistory(name, rows, settings.pinnedOrder, opts.columns)
    if (history !== undefined) return yield* history
    const layout = withAccountColumn(rows, yield* findLayout(name, rows, settings.pinnedOrder, opts, pointer))
    const dates = yield* decideDates(name, rows, layout, settings.pinnedOrder, context, settings.pinnedMonths)
    const decimal = yield* decideDecimal(name, rows, layout, opts.decimal_separator, context)
    const first = yield* firstBlock(name, rows, layout, dates, decimal)
    const aligned = alignLongRows(rows, first, { dates, decimal }, settings.delimiter)
    const read = readCsvBody(name, aligned, first, dates, decimal, settings.currencyOption)
    yield* bodyUnderstood(name, read)
    const settled = settleDirection(read, layout.cols, first.card, opts.sign)
    const direction = yield* directionKnown(name, rows, layout, settled.direction)
    const currency = settleCurrencies(name, setAsideSummaryRows({ ...read, drafts: settled.drafts }), layout, context)
    const body = setAsidePrintedTwice(currency.body)
    const running = yield* runningBalanceJudged(name, body)
    const printed = settlePrinted(running.body, first, rows, decimal, directionFromLayout(direction))
    if (printed.check !== undefined && !printed.check.held) {
      return yield* refuseCsv(
        name,
        `"${name}": the rows read do not join the balances the file prints (${printed.check.detail}), so some row's amount, direction or kind was misread; check the file's pending, balance and total lines`
      )
    }
    const checks = [running.check, printed.check].filter((c): c is IntakeCheck => c !== undefined)
    const decisions = { date_order: dates.how, currency: currency.source, direction }
    const dialect = dialectOf(rows, layout, dates, decimal, settings.delimiter, decoded)
    const { drafts, skipped, warnings } = printed.body
    return {
      summary: summarise("csv", name, dialect, drafts, skipped, warnings, holdersOf(body, layout), {
        decisions,
        checks
      }),
      transactions: drafts,
      awaitsCountry: dates.awaitsCountry || currency.awaitsCountry
    }
  })

/** The records of the text, split by the settings' delimiter; refused when they do not split or there is none. */
const csvRows = (name: string, decoded: DecodedText, settings: CsvSettings): Either.Either<CsvRows, IntakeError> => {
  const parsed = parseRows(decoded.text, settings.delimiter, decoded.utf8)
  if (Either.isLeft(parsed)) {
    return refuseCsv(name, `"${name}" could not be split into CSV records: ${parsed.left}`, {
      found: parsed.left,
      missing: `records that the ${JSON.stringify(settings.delimiter)} separator and double quotes split`
    })
  }
  const rows = parsed.right
  if (rows.length === 0) {
    return refuseCsv(name, `"${name}" is empty`, { found: "no record", missing: "rows of transactions" })
  }
  return Either.right(rows)
}

/** The direction settled, or the refusal of a read whose amounts do not show which way they go. */
const directionKnown = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  direction: Direction
): Either.Either<string, IntakeError> =>
  typeof direction === "string" ? Either.right(direction) : refuseCsv(name, `"${name}": ${direction.undecided}`, {
    line: rows.lineOf(layout.start),
    found: `amounts in column ${columnName(layout, layout.cols.amount ?? 0)} that do not show their direction`,
    missing: "evidence of which way they go: a repayment or refund row, a running balance, a clear majority"
  })

/**
 * The running balance's check of the rows: a warning when some row misses it, a refusal when the
 * balance joins the amounts only turned the other way (their direction was misread).
 */
const runningBalanceJudged = (
  name: string,
  body: CsvBody
): Either.Either<{ readonly check: IntakeCheck | undefined; readonly body: CsvBody }, IntakeError> => {
  const transactions = body.drafts
  const check = runningBalanceCheck(transactions)
  if (check === undefined || check.held) return Either.right({ check, body })
  if (balanceSaysTurned(transactions)) {
    return refuseCsv(
      name,
      `"${name}": the amounts read run against the file's running balance (${check.detail}; turned the other way they join it), so their direction was not understood; pass options.sign "inverted"`,
      {
        line: transactions[0]?.source_line,
        found: `amounts that run against the running balance (${check.detail})`,
        missing: "amounts that join the running balance as printed"
      }
    )
  }
  const warnings = [...body.warnings, `the running balance does not follow every row: ${check.detail}`]
  return Either.right({ check, body: { ...body, warnings } })
}

/** The holder the lines above the header name, for each account of the rows. */
const holdersOf = (body: CsvBody, layout: CsvLayout) => {
  const holder = layout.preamble.holder
  return holder === undefined
    ? []
    : [...new Set(body.drafts.map((t) => t.account))].map((account) => ({ account, name: holder }))
}

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
