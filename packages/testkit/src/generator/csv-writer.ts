import { formatDate, formatMinor, quoteCell, toMinorUnits } from "./csv-format.js"
import { type ColumnRole, type CsvDialect, preambleVocabulary } from "./dialect.js"
import type { TrueTransaction } from "./transaction.js"
import type { GeneratedStatement } from "./truth.js"

/** What the CSV writer needs of a statement. */
export type CsvStatement = Pick<GeneratedStatement, "account" | "holder" | "currency" | "period" | "transactions">

/** A written file: its name, its bytes (UTF-8, with a BOM when the dialect asks) and the same as text. */
export interface WrittenFile {
  readonly name: string
  readonly bytes: Uint8Array
  /** The decoded content, including a leading U+FEFF when the dialect writes a BOM. */
  readonly text: string
}

const requiredColumns = (dialect: CsvDialect): ReadonlyArray<ColumnRole> => {
  switch (dialect.amountLayout) {
    case "signed":
      return ["amount"]
    case "debit_credit":
      return ["debit", "credit"]
    case "amount_indicator":
      return ["amount", "indicator"]
  }
}

/** Throws when a dialect's columns do not fit its amount layout or repeat a role. */
export const validateDialect = (dialect: CsvDialect): void => {
  const has = new Set(dialect.columns)
  if (has.size !== dialect.columns.length) throw new Error("CsvDialect: a column role appears twice")
  if (!has.has("booking_date") || !has.has("description")) {
    throw new Error("CsvDialect: booking_date and description are required")
  }
  for (const role of requiredColumns(dialect)) {
    if (!has.has(role)) throw new Error(`CsvDialect: layout ${dialect.amountLayout} needs a ${role} column`)
  }
  const forbidden: ReadonlyArray<ColumnRole> = dialect.amountLayout === "signed"
    ? ["debit", "credit", "indicator"]
    : dialect.amountLayout === "debit_credit"
    ? ["amount", "indicator"]
    : ["debit", "credit"]
  for (const role of forbidden) {
    if (has.has(role)) throw new Error(`CsvDialect: layout ${dialect.amountLayout} cannot have a ${role} column`)
  }
}

const cellOf = (t: TrueTransaction, role: ColumnRole, dialect: CsvDialect): string => {
  const money = (minor: number): string =>
    `${formatMinor(minor, dialect.decimal)}${dialect.amountSuffix === "currency_code" ? ` ${t.currency}` : ""}`
  const minor = toMinorUnits(t.amount)
  switch (role) {
    case "booking_date":
      return formatDate(t.booking_date, dialect.dateFormat)
    case "value_date":
      return t.value_date === null ? "" : formatDate(t.value_date, dialect.dateFormat)
    case "description":
      return t.description
    case "counterparty":
      return t.counterparty ?? ""
    case "amount":
      return money(dialect.amountLayout === "amount_indicator" ? Math.abs(minor) : minor)
    case "debit":
      return minor < 0 ? money(dialect.debitSign === "negative" ? minor : -minor) : ""
    case "credit":
      return minor >= 0 ? money(minor) : ""
    case "indicator":
      return minor < 0 ? dialect.indicator.debit : dialect.indicator.credit
    case "currency":
      return t.currency
    case "balance":
      return t.balance_after === null ? "" : money(toMinorUnits(t.balance_after))
    case "reference":
      return t.reference ?? ""
  }
}

const slug = (account: string): string => account.replace(/[^A-Za-z0-9]/g, "").slice(-8)

/** Writes a statement as a CSV file in a dialect. Pure: the same input gives the same bytes. */
export const writeCsv = (statement: CsvStatement, dialect: CsvDialect): WrittenFile => {
  validateDialect(dialect)
  const row = (cells: ReadonlyArray<string>): string =>
    cells.map((c) => quoteCell(c, dialect.delimiter, dialect.quoteAll)).join(dialect.delimiter)
  const lines: Array<string> = []
  const words = preambleVocabulary[dialect.language]
  if (dialect.preamble) {
    const period = `${formatDate(statement.period.from, dialect.dateFormat)} - ${
      formatDate(statement.period.to, dialect.dateFormat)
    }`
    lines.push(row([`${words.holder}:`, statement.holder]))
    lines.push(row([`${words.account}:`, statement.account]))
    lines.push(row([`${words.period}:`, period]))
    lines.push(row([`${words.currency}:`, statement.currency]))
    lines.push("")
  }
  if (dialect.header) lines.push(row(dialect.columns.map((role) => dialect.headers[role] ?? role)))
  const ordered = dialect.newestFirst ? [...statement.transactions].reverse() : statement.transactions
  for (const t of ordered) lines.push(row(dialect.columns.map((role) => cellOf(t, role, dialect))))
  if (dialect.summaryRow) {
    const last = statement.transactions[statement.transactions.length - 1]
    const closing = last?.balance_after ?? 0
    lines.push(row([
      words.closing,
      formatDate(statement.period.to, dialect.dateFormat),
      `${formatMinor(toMinorUnits(closing), dialect.decimal)}${
        dialect.amountSuffix === "currency_code" ? ` ${statement.currency}` : ""
      }`
    ]))
  }
  const text = `${dialect.bom ? "\uFEFF" : ""}${lines.join(dialect.lineEnding)}${dialect.lineEnding}`
  return {
    name: `statement-${slug(statement.account)}-${statement.period.from}-${statement.period.to}.csv`,
    bytes: new TextEncoder().encode(text),
    text
  }
}

/**
 * The transactions a correct reader should get back from `writeCsv(statement, dialect)`, in
 * chronological order: fields the dialect has no column for are `null` (the currency stays).
 */
export const expectedTransactions = (statement: CsvStatement, dialect: CsvDialect): ReadonlyArray<TrueTransaction> => {
  const has = new Set(dialect.columns)
  return statement.transactions.map((t) => ({
    ...t,
    value_date: has.has("value_date") ? t.value_date : null,
    counterparty: has.has("counterparty") && t.counterparty !== "" ? t.counterparty : null,
    balance_after: has.has("balance") ? t.balance_after : null,
    reference: has.has("reference") ? t.reference : null
  }))
}
