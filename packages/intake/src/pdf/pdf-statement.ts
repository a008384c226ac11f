import { Either } from "effect"
import { NoSuitableParser } from "../analysis-error.js"
import type { FileRead } from "../file-read.js"
import type { IntakeCheck } from "../intake-summary.js"
import type { ReadContext } from "../read-context.js"
import { unstatedCurrency } from "../read-context.js"
import { summarise } from "../summarise.js"
import type { Transaction } from "../transaction.js"
import { isKnownCurrency, roundToMinor } from "../values/currencies.js"
import { parseDate } from "../values/dates.js"
import { fold } from "../values/month-names.js"
import { alignedColumns } from "./pdf-aligned.js"
import { documentEvidenceOf } from "./pdf-evidence.js"
import { linesOf, lineText, type PageLine } from "./pdf-lines.js"
import { type AccountTable, readTables, type TableEvent, type ValueReading } from "./pdf-rows.js"
import type { PdfTextLayer } from "./pdf-text-layer.js"
import { decimalMarkOf, type PdfDateOrder } from "./pdf-values.js"
import wordsJson from "./pdf-words.json" with { type: "json" }

const cardWords = wordsJson.card.map(fold)

const refuse = (file: string, detail: string, found: string, missing: string, line?: number) =>
  Either.left(
    new NoSuitableParser({ file, detail, tried: ["pdf"], found, missing, ...(line === undefined ? {} : { line }) })
  )

const NUMERIC_DATE = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2}|\d{4})$/

/** Day or month first, from the numeric dates a part above 12 settles; a `$` statement's month first otherwise. */
const dateOrderOf = (cells: ReadonlyArray<string>): PdfDateOrder => {
  let dayFirst = 0
  let monthFirst = 0
  let dollars = 0
  for (const cell of cells) {
    const m = NUMERIC_DATE.exec(cell)
    if (m !== null) {
      if (Number(m[1]) > 12) dayFirst++
      if (Number(m[2]) > 12) monthFirst++
    }
    if (cell.includes("$")) dollars++
  }
  return dayFirst > monthFirst ? "DMY" : monthFirst > dayFirst ? "MDY" : dollars > 0 ? "MDY" : "DMY"
}

/** The period's first year and month: the first full date the document prints. */
const periodOf = (cells: ReadonlyArray<string>, order: PdfDateOrder) => {
  for (const cell of cells) {
    for (const token of cell.split(/\s+[-–—]\s+|\s+/)) {
      const date = parseDate(token.replace(/[,:;]$/, ""), order)
      if (date !== undefined) return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }
    }
  }
  return undefined
}

interface Reconciled {
  readonly transactions: Array<Transaction>
  readonly check: IntakeCheck | undefined
}

const cents = (n: number) => Math.round(n * 1000) / 1000

/** The currency of a table: its amounts' signs, else a code printed above it, else the file's context. */
const currencyOf = (table: AccountTable, fallback: string | undefined) => {
  const signs = new Map<string, number>()
  for (const e of table.events) {
    const c = e.kind === "booking" ? e.amount.currency ?? e.balance?.currency : e.balance.currency
    if (c !== undefined) signs.set(c, (signs.get(c) ?? 0) + 1)
  }
  const bySign = [...signs.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  return bySign ?? table.codes.find(isKnownCurrency) ?? fallback
}

type Failure = { readonly line: number; readonly detail: string; readonly found: string }

const startOf = (
  transactions: ReadonlyArray<Transaction>,
  opening: number | undefined,
  running: number | undefined
) => opening ?? (running === undefined ? undefined : running - transactions.reduce((s, t) => s + t.amount, 0))

/** Whether the printed closing balance is the opening plus every row read (none when nothing anchors them). */
const closingCheck = (
  table: AccountTable,
  transactions: ReadonlyArray<Transaction>,
  opening: number | undefined,
  running: number | undefined,
  owed: number
): "held" | "broken" | "none" => {
  if (table.closing === undefined) return "none"
  const start = startOf(transactions, opening, running)
  if (start === undefined) return "none"
  const end = transactions.reduce((s, t) => s + t.amount, start)
  return Math.abs(end - table.closing.value * owed) > 0.0049 ? "broken" : "held"
}

const closingFailure = (
  table: AccountTable,
  transactions: ReadonlyArray<Transaction>,
  opening: number | undefined,
  running: number | undefined,
  owed: number
): Failure => {
  const end = transactions.reduce((s, t) => s + t.amount, startOf(transactions, opening, running) ?? 0)
  const last = table.events.at(-1)
  return {
    line: last?.at.line ?? 0,
    detail:
      `the closing balance ${table.closing?.value} is not the opening balance plus the ${transactions.length} rows read (${
        cents(end * owed)
      })`,
    found: `closing balance ${table.closing?.value}; rows read up to page ${last?.at.page} line ${last?.at.line}`
  }
}

const transactionOf = (
  file: string,
  account: string,
  event: TableEvent & { readonly kind: "booking" },
  amount: number,
  currency: string,
  balance: number | undefined
): Transaction => ({
  account,
  booking_date: event.date,
  value_date: null,
  amount: roundToMinor(amount, currency),
  currency,
  description: event.description,
  counterparty: null,
  balance_after: balance === undefined ? null : roundToMinor(balance, currency),
  reference: null,
  bank_category: null,
  source_file: file,
  source_line: event.at.documentLine,
  source_page: event.at.page,
  source_page_line: event.at.line
})

/**
 * Turns one account's table into transactions and checks them against every balance it prints:
 * the opening, each running balance, each forward line and the closing. A card statement prints
 * what is owed: its balances are turned, and a signed amount column shows charges as positive.
 */
const reconcile = (
  file: string,
  table: AccountTable,
  currency: string,
  card: boolean
): Either.Either<Reconciled, Failure> => {
  const account = table.account ?? file
  const owed = card ? -1 : 1
  const anyMarked = table.events.some((e) => e.kind === "booking" && e.amount.marked)
  let running: number | undefined = table.opening === undefined ? undefined : table.opening.value * owed
  const opening = running
  let compared = 0
  const transactions: Array<Transaction> = []
  for (const event of table.events) {
    const printedBalance = event.balance
    const balance = printedBalance === undefined ? undefined : printedBalance.value * owed
    if (event.kind === "balance") {
      if (running !== undefined && balance !== undefined && Math.abs(running - balance) > 0.0049) {
        return Either.left({
          line: event.at.line,
          detail:
            `page ${event.at.page} line ${event.at.line} prints the balance ${printedBalance?.value} where the rows above it add up to ${
              cents(running * owed)
            }`,
          found: `page ${event.at.page} line ${event.at.line}: "${event.at.text}"`
        })
      }
      if (running !== undefined) compared++
      running = balance
      continue
    }
    const printed = event.amount.value
    let amount = event.role === "out" ? -Math.abs(printed) : event.role === "in" ? Math.abs(printed) : printed
    if (card && event.role === "amount" && !(event.amount.marked && !/[-−(]/.test(event.at.text))) amount = -amount
    if (!anyMarked && event.role === "amount" && running !== undefined && balance !== undefined) {
      // no amount marks its direction: the balance it moves says it
      if (Math.abs(running - amount - balance) < 0.005) amount = -amount
    }
    if (running === undefined && balance !== undefined) running = balance - amount
    if (running !== undefined) running = running + amount
    if (running !== undefined && balance !== undefined) {
      if (Math.abs(running - balance) > 0.0049) {
        return Either.left({
          line: event.at.line,
          detail:
            `page ${event.at.page} line ${event.at.line} prints the balance ${printedBalance?.value} after the amount ${printed}, where the rows above it give ${
              cents(running * owed)
            }`,
          found: `page ${event.at.page} line ${event.at.line}: "${event.at.text}"`
        })
      }
      compared++
    }
    transactions.push(
      transactionOf(file, account, event, amount, currency, balance === undefined ? undefined : running)
    )
  }
  const closing = closingCheck(table, transactions, opening, running, owed)
  if (closing === "broken") return Either.left(closingFailure(table, transactions, opening, running, owed))
  if (closing === "held") compared++
  return Either.right({
    transactions,
    check: compared === 0 ? undefined : {
      check: "statement_balances",
      held: true,
      detail: `${account}: ${compared} printed balances (opening, running, forward, closing) match the rows read`
    }
  })
}

/** Every account's table reconciled in turn; the first that does not is the refusal. */
interface AccountsRead {
  readonly transactions: ReadonlyArray<Transaction>
  readonly checks: ReadonlyArray<IntakeCheck>
  readonly warnings: ReadonlyArray<string>
  readonly awaitsCountry: boolean
}

const readAccounts = (
  file: string,
  tables: ReadonlyArray<AccountTable>,
  context: ReadContext,
  card: boolean
): Either.Either<AccountsRead, NoSuitableParser> => {
  const transactions: Array<Transaction> = []
  const checks: Array<IntakeCheck> = []
  const warnings: Array<string> = []
  let awaitsCountry = false
  for (const table of tables) {
    let currency = currencyOf(table, undefined)
    if (currency === undefined) {
      const unstated = unstatedCurrency(table.account ?? "", context)
      currency = unstated.currency
      awaitsCountry ||= unstated.awaitsCountry
    }
    const read = reconcile(file, table, currency, card)
    if (Either.isLeft(read)) {
      return refuse(
        file,
        `"${file}": the reading does not reconcile: ${read.left.detail}`,
        read.left.found,
        "printed balances that the rows read join (opening + movements = closing, each running balance)",
        read.left.line
      )
    }
    for (const t of read.right.transactions) transactions.push(t)
    if (read.right.check !== undefined) checks.push(read.right.check)
    else {
      warnings.push(
        `${
          table.account ?? file
        }: the statement prints no balance, so this reading of it is unverified (nothing to reconcile the rows with)`
      )
    }
  }
  return Either.right({ transactions, checks, warnings, awaitsCountry })
}

/**
 * The tables found by their header words; with none, the one table the dated lines align into
 * (columns by where dates, text and amounts stack), as a statement printing no header row has.
 */
const tablesOf = (pages: ReadonlyArray<ReadonlyArray<PageLine>>, values: ValueReading) => {
  const booked = (tables: ReadonlyArray<AccountTable>) =>
    tables.filter((t) => t.events.some((e) => e.kind === "booking"))
  const found = booked(readTables(pages, values))
  if (found.length > 0) return found
  const sizes = pages.flatMap((lines) => lines.map((l) => l.size)).sort((a, b) => a - b)
  const aligned = alignedColumns(pages, values, sizes[sizes.length >> 1] ?? 10)
  return aligned === undefined ? [] : booked(readTables(pages, values, aligned))
}

/** A refusal that also names text drawn over other text: the edit that may be why the balances do not join. */
const withTextDrawnOver = (refusal: NoSuitableParser, pages: ReadonlyArray<ReadonlyArray<PageLine>>) => {
  const over = pages.flatMap((lines) => lines.filter((l) => l.overlaps !== undefined))[0]
  const first = over?.overlaps?.[0]
  if (over === undefined || first === undefined) return refusal
  const { file, detail, tried, line, found, missing } = refusal
  return new NoSuitableParser({
    file,
    tried,
    detail:
      `${detail}; page ${over.page} line ${over.line} draws "${first.text}" over "${first.covers}" at the same place, as an edit covering a printed value does`,
    ...(line === undefined ? {} : { line }),
    ...(found === undefined ? {} : { found }),
    ...(missing === undefined ? {} : { missing })
  })
}

/**
 * Reads a PDF statement's text into transactions, template-free, and accepts the reading only when
 * every balance the statement prints reconciles with it; otherwise refuses naming the page and line.
 */
export const readPdf = (
  file: string,
  layer: PdfTextLayer,
  context: ReadContext = {}
): Either.Either<FileRead, NoSuitableParser> => {
  if (layer.pages.every((p) => p.runs.length === 0)) {
    return refuse(
      file,
      `"${file}" is an image: its pages have no text layer (a scan or a photo); export the statement as PDF text or CSV from online banking`,
      "a PDF without text (scanned pages)",
      "a PDF with its text, as online banking exports it"
    )
  }
  let before = 0
  const pages: Array<Array<PageLine>> = layer.pages.map((page) => {
    const lines = linesOf(page, before)
    before += lines.length
    return lines
  })
  const cells = pages.flatMap((lines) => lines.flatMap((l) => l.cells.map((c) => c.text)))
  const order = dateOrderOf(cells)
  const values: ValueReading = { decimal: decimalMarkOf(cells), order, period: periodOf(cells, order) }
  const tables = tablesOf(pages, values)
  if (tables.length === 0) {
    return refuse(
      file,
      `"${file}" is a PDF without a table of transactions (no header naming a date and an amount column above dated rows, nor dated rows whose amounts align in columns); send the account statement`,
      `a PDF of ${layer.pages.length} pages whose text holds no transaction table`,
      "a table of transactions with date and amount columns"
    )
  }
  const text = fold(pages.flatMap((lines) => lines.map(lineText)).join(" "))
  const card = cardWords.some((w) => text.includes(w))
  const accounts = readAccounts(file, tables, context, card)
  if (Either.isLeft(accounts)) return Either.left(withTextDrawnOver(accounts.left, pages))
  const { transactions, checks, warnings, awaitsCountry } = accounts.right
  const unverified = checks.length < tables.length
  return Either.right({
    summary: summarise(
      "pdf",
      file,
      { pages: layer.pages.length, producer: layer.facts.producer ?? "" },
      transactions,
      [],
      warnings,
      [],
      {
        decisions: {
          dates: `${order === "DMY" ? "day" : "month"} first${
            values.period === undefined
              ? ""
              : `; dates without a year take the statement period's (${values.period.year})`
          }`,
          direction: card
            ? "a card statement: charges are money out, its balance is what is owed"
            : "from the paid-out/paid-in columns, the amounts' signs or D/C marks",
          balances: unverified
            ? "unverified: the statement prints no balance to reconcile with"
            : "every printed balance reconciles with the rows read"
        },
        checks
      }
    ),
    transactions,
    awaitsCountry,
    document: documentEvidenceOf(layer.facts, pages, tables)
  })
}
