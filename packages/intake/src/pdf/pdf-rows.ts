import { fold } from "../values/month-names.js"
import { lineText, type PageLine } from "./pdf-lines.js"
import { type Column, headerAt, moneyColumnOf } from "./pdf-table.js"
import { type PdfDateOrder, type PrintedAmount, readAmount, readDate } from "./pdf-values.js"
import wordsJson from "./pdf-words.json" with { type: "json" }

/** Where a printed thing is in the document, for provenance and refusals. */
export interface Place {
  readonly page: number
  readonly line: number
  readonly documentLine: number
  readonly text: string
}

/** A row of the table: a booking, or a balance printed on a line of its own (opening, forward, closing). */
export type TableEvent =
  | {
    readonly kind: "booking"
    readonly date: string
    description: string
    readonly amount: PrintedAmount
    readonly role: Column["role"]
    readonly balance: PrintedAmount | undefined
    readonly at: Place
  }
  | { readonly kind: "balance"; readonly balance: PrintedAmount; readonly at: Place }

/** One account's table: the events in order, and the balances its summary labels print. */
export interface AccountTable {
  readonly account: string | undefined
  readonly codes: ReadonlyArray<string>
  readonly events: Array<TableEvent>
  opening: PrintedAmount | undefined
  closing: PrintedAmount | undefined
  readonly layout: Set<Column["role"]>
}

/** What the reader needs to read values: the decimal mark, date order and the statement period. */
export interface ValueReading {
  readonly decimal: "." | "," | undefined
  readonly order: PdfDateOrder
  readonly period: { readonly year: number; readonly month: number } | undefined
}

const openingWords = wordsJson.opening.map(fold)
const closingWords = wordsJson.closing.map(fold)
const hasWord = (text: string, list: ReadonlyArray<string>) => list.some((w) => ` ${text} `.includes(` ${w} `))

/** An account number a line above a table prints: an IBAN, a masked card, or 8 or more digits in groups. */
const accountIn = (text: string): string | undefined => {
  const iban = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/.exec(text)
  if (iban !== null) return iban[0].replace(/\s/g, "")
  const masked = /(?:[*xX•]{4}[ -]?){2,3}\d{4}/.exec(text)
  if (masked !== null) return masked[0]
  for (const m of text.matchAll(/(?<![\d.,/])\d[\d -]{6,30}\d(?![\d.,/])/g)) {
    if (m[0].replace(/\D/g, "").length >= 8) return m[0].trim()
  }
  return undefined
}

const currencyCodesIn = (text: string): Array<string> => [...text.matchAll(/\b[A-Z]{3}\b/g)].map((m) => m[0])

/** A balance a line outside the table labels (a summary box): opening or closing, with its amount. */
const labelledBalance = (line: PageLine, values: ValueReading) => {
  const last = line.cells.at(-1)
  if (last === undefined || line.cells.length < 2) return undefined
  const amount = readAmount(last.text, values.decimal)
  if (amount === undefined) return undefined
  const label = fold(line.cells.slice(0, -1).map((c) => c.text).join(" ")).replace(/[:.]/g, " ").replace(/\s+/g, " ")
  const opening = hasWord(label, openingWords)
  const closing = hasWord(label, closingWords)
  return opening === closing ? undefined : { kind: opening ? "opening" as const : "closing" as const, amount }
}

interface ReadState {
  columns: ReadonlyArray<Column> | undefined
  current: AccountTable | undefined
  pendingAccount: string | undefined
  pendingCodes: Array<string>
  pendingBalances: Array<{ kind: "opening" | "closing"; amount: PrintedAmount }>
  lastDate: string | undefined
  lastLine: PageLine | undefined
}

const startAccount = (state: ReadState, tables: Array<AccountTable>, header: ReturnType<typeof headerAt>) => {
  if (header === undefined) return
  const sameAccount = state.current !== undefined &&
    (state.pendingAccount === undefined || state.pendingAccount === state.current.account)
  state.columns = header.columns
  if (!sameAccount) {
    state.current = {
      account: state.pendingAccount,
      codes: state.pendingCodes,
      events: [],
      opening: undefined,
      closing: undefined,
      layout: new Set(header.columns.map((c) => c.role))
    }
    tables.push(state.current)
    state.lastDate = undefined
  }
  for (const b of state.pendingBalances) if (state.current !== undefined) state.current[b.kind] ??= b.amount
  state.pendingAccount = undefined
  state.pendingCodes = []
  state.pendingBalances = []
}

/** Reads one line below a header into the current table; false when the line is not part of it. */
const readTableLine = (state: ReadState, line: PageLine, values: ValueReading): boolean => {
  const columns = state.columns
  const table = state.current
  if (columns === undefined || table === undefined) return false
  const description = columns.find((c) => c.role === "description")
  const textStart = description?.x0 ?? (columns.find((c) => c.role === "date")?.x1 ?? 0)
  const [first] = line.cells
  const date = first !== undefined && first.x0 < textStart - 1
    ? readDate(first.text, values.order, values.period)
    : undefined
  const money: Array<{ column: Column; amount: PrintedAmount }> = []
  const text: Array<string> = []
  for (const [i, cell] of line.cells.entries()) {
    if (i === 0 && date !== undefined) continue
    const amount = cell.x0 > textStart + 2 || i > 0 ? readAmount(cell.text, values.decimal) : undefined
    const column = amount === undefined ? undefined : moneyColumnOf(cell, columns, line.size)
    if (amount !== undefined && column !== undefined) money.push({ column, amount })
    else text.push(cell.text)
  }
  const at: Place = { page: line.page, line: line.line, documentLine: line.documentLine, text: lineText(line) }
  const movement = money.find((m) => m.column.role !== "balance")
  const balance = money.find((m) => m.column.role === "balance")?.amount
  const day = date ?? state.lastDate
  if (movement !== undefined && day !== undefined) {
    table.events.push({
      kind: "booking",
      date: day,
      description: text.join(" "),
      amount: movement.amount,
      role: movement.column.role,
      balance,
      at
    })
    state.lastDate = day
    return true
  }
  if (movement === undefined && balance !== undefined && date === undefined) {
    table.events.push({ kind: "balance", balance, at })
    return true
  }
  const last = table.events.at(-1)
  const close = state.lastLine !== undefined && state.lastLine.page === line.page &&
    line.y - state.lastLine.y <= line.size * 2.4
  if (
    money.length === 0 && date === undefined && close && last?.kind === "booking" &&
    (first?.x0 ?? 0) >= textStart - line.size * 1.5 &&
    labelledBalance(line, values) === undefined
  ) {
    last.description = `${last.description} ${text.join(" ")}`.trim()
    return true
  }
  return false
}

/** Where a table without a header starts on a page: its first line starting with a date in the date column. */
const alignedStart = (
  lines: ReadonlyArray<PageLine>,
  i: number,
  columns: ReadonlyArray<Column>,
  values: ValueReading
): ReturnType<typeof headerAt> => {
  const line = lines[i]
  const first = line?.cells[0]
  const text = columns.find((c) => c.role === "description")
  if (line === undefined || first === undefined || text === undefined || first.x0 >= text.x0 - 1) return undefined
  return readDate(first.text, values.order, values.period) === undefined ? undefined : { columns, next: i, line }
}

/**
 * Reads the statement's tables page by page: a header (found by its words) gives the columns, a line
 * starting with a date or carrying an amount in a money column is a booking, a line with only a
 * balance is a printed balance, other lines close below a booking continue its description. A
 * header repeated on the next page goes on with the same account; one under another account number
 * starts that account's table. With `aligned` columns (a table without a header row), each page's
 * table starts at its first dated line.
 */
export const readTables = (
  pages: ReadonlyArray<ReadonlyArray<PageLine>>,
  values: ValueReading,
  aligned?: ReadonlyArray<Column>
): Array<AccountTable> => {
  const tables: Array<AccountTable> = []
  const state: ReadState = {
    columns: undefined,
    current: undefined,
    pendingAccount: undefined,
    pendingCodes: [],
    pendingBalances: [],
    lastDate: undefined,
    lastLine: undefined
  }
  for (const lines of pages) {
    let inTable = false
    // an account number in the last page's footer names no table of this page
    state.pendingAccount = undefined
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as PageLine
      const header = aligned === undefined
        ? headerAt(lines, i)
        : inTable
        ? undefined
        : alignedStart(lines, i, aligned, values)
      if (header !== undefined) {
        startAccount(state, tables, header)
        inTable = true
        state.lastLine = header.line
        i = header.next - 1
        continue
      }
      if (inTable && readTableLine(state, line, values)) {
        state.lastLine = line
        continue
      }
      const text = lineText(line)
      state.pendingAccount = accountIn(text) ?? state.pendingAccount
      for (const code of currencyCodesIn(text)) state.pendingCodes.push(code)
      const labelled = labelledBalance(line, values)
      if (labelled !== undefined && inTable && state.current !== undefined) {
        // a labelled balance inside the table, outside its balance column: opening before the first booking
        const booked = state.current.events.some((e) => e.kind === "booking")
        if (!booked) state.current.opening ??= labelled.amount
        else state.current.closing = labelled.amount
      } else if (labelled !== undefined) state.pendingBalances.push(labelled)
    }
    state.lastLine = undefined
  }
  // a summary printed below the last table (its closing balance) belongs to it
  for (const b of state.pendingBalances) if (state.current !== undefined) state.current[b.kind] ??= b.amount
  return tables
}
