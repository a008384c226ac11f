import { type Day, formatDay } from "./calendar.js"
import { amountCell, balanceCell, debitCreditCells, drawMoneyStyle, magnitudeCell, type MoneyStyle } from "./cells.js"
import { chooseRoles } from "./columns.js"
import type { Account, Entry, EntryStatus, Ledger } from "./ledger.js"
import type { Rng } from "./rng.js"
import { bankWords, type ColumnRole, countryProfiles, required, wordLanguage } from "./tables.js"
import type { Traits } from "./traits.js"

/** What a line of a written file is. */
export type LineKind =
  | "transaction"
  | "header"
  | "repeated-header"
  | "preamble"
  | "account-line"
  | "page-title"
  | "blank"
  | "section-heading"
  | "opening-balance"
  | "closing-balance"
  | "total"
  | "turnover"
  | Exclude<EntryStatus, "booked">

/** One physical line of a written file and what it is. */
export interface WrittenLine {
  readonly text: string
  readonly kind: LineKind
  /** Index of the ledger entry written on this line, if any. */
  readonly entry: number | null
}

/** A ledger written as text in a layout, with what a reader of it must know. */
export interface Rendering {
  readonly lines: ReadonlyArray<WrittenLine>
  readonly roles: ReadonlyArray<ColumnRole>
  readonly delimiter: string
  readonly textLanguage: string
  readonly money: MoneyStyle
  /** Words from the zoo's tables that the file prints (headers, markers, labels, months). */
  readonly vocabulary: ReadonlyArray<string>
  /** Every money text the file prints (amounts, balances, totals) with its currency. */
  readonly moneyTexts: ReadonlyArray<MoneyText>
  /** Booking dates of booked rows in file order, one list per table block. */
  readonly bookedDates: ReadonlyArray<ReadonlyArray<string>>
  /** Dates printed anywhere else: value dates, set-aside rows, preamble, footers. */
  readonly otherDates: ReadonlyArray<string>
  /** The written text of each entry's booking date cell. */
  readonly entryDates: ReadonlyMap<number, string>
}

/** A money cell as printed and the currency it is in. */
export interface MoneyText {
  readonly text: string
  readonly currency: string
}

const delimiterChar: Readonly<Record<Traits["delimiter"], string>> = {
  comma: ",",
  semicolon: ";",
  tab: "\t",
  pipe: "|"
}

/** Everything one file's writing shares: traits, columns, styles, and what it has printed so far. */
export interface Context {
  readonly rng: Rng
  readonly t: Traits
  readonly ledger: Ledger
  readonly roles: ReadonlyArray<ColumnRole>
  readonly delimiter: string
  readonly language: string
  readonly money: MoneyStyle
  readonly words: ReadonlyMap<string, ReadonlyArray<string>>
  readonly statusWord: Readonly<Record<EntryStatus, string>>
  readonly vocabulary: Set<string>
  readonly moneyTexts: Array<MoneyText>
  readonly otherDates: Array<string>
  readonly lines: Array<WrittenLine>
  readonly labelInDateCell: boolean
  readonly blankPendingBalance: boolean
  readonly labelColon: boolean
}

/** A word of the file's language from the bank-word table, remembered as printed vocabulary. */
export const word = (c: Context, key: string): string => {
  const w = c.rng.pick(required(c.words, key, `bank word ${key}`))
  c.vocabulary.add(w)
  return w
}

/** A word about to be printed, remembered as printed vocabulary. */
export const printedWord = (c: Context, w: string): string => {
  if (w !== "") c.vocabulary.add(w)
  return w
}

/** A date in the file's format; `other` marks it as printed outside the booking-date column. */
export const dateText = (c: Context, day: Day, minutes: number, other: boolean): string => {
  const text = formatDay(day, c.t.dateFormat, c.language, minutes)
  if (c.t.dateFormat === "dd-mon-yyyy") c.vocabulary.add(text.split("-")[1] ?? "")
  if (other) c.otherDates.push(text)
  return text
}

/** Whether a role holds text (quoted by the `text` quoting style). */
export const isText = (role: ColumnRole): boolean =>
  role === "description" || role === "counterparty" || role === "reference" || role === "status" ||
  role === "account" || role === "direction" || role === "currency"

/** A cell quoted as the layout's quoting style and its content require. */
export const quoteCell = (c: Context, cell: string, text: boolean): string => {
  const must = cell.includes(c.delimiter) || cell.includes("\"") || cell.includes("\n") || cell.includes("\r")
  const want = c.t.quoting === "all" || (c.t.quoting === "text" && text && cell !== "")
  return must || want ? `"${cell.replace(/"/g, "\"\"")}"` : cell
}

/** Appends a line of cells. */
export const push = (
  c: Context,
  cells: ReadonlyArray<string>,
  kind: LineKind,
  entry: number | null = null,
  textMask?: ReadonlyArray<boolean>
): void => {
  c.lines.push({
    text: cells.map((cell, i) => quoteCell(c, cell, textMask?.[i] ?? true)).join(c.delimiter),
    kind,
    entry
  })
}

/** Appends a `label: value` or `label;value` preamble line. */
export const labelLine = (c: Context, label: string, value: string, kind: LineKind): void => {
  if (c.labelColon) push(c, [`${label}: ${value}`], kind)
  else push(c, [label, value], kind)
}

/** Appends an empty line or one of delimiters only. */
export const blankLine = (c: Context): void => {
  c.lines.push({
    text: c.rng.chance(0.5) ? "" : c.delimiter.repeat(Math.max(1, c.roles.length - 1)),
    kind: "blank",
    entry: null
  })
}

/** A money cell, remembered for the decimal-separator evidence. */
export const moneyText = (c: Context, text: string, currency: string): string => {
  if (text !== "") c.moneyTexts.push({ text, currency })
  return text
}

/** The cells of one entry's row, aligned with the layout's roles. */
export const entryCells = (c: Context, e: Entry, balance: string, booking: string): ReadonlyArray<string> => {
  const account = c.ledger.accounts[e.account] as Account
  return c.roles.map((role) => {
    switch (role) {
      case "booking_date":
        return booking
      case "value_date":
        return e.status !== "booked" && !e.applied && c.t.status === "date-marker"
          ? ""
          : dateText(c, e.valueDay, e.minutes, true)
      case "description":
        return e.description
      case "counterparty":
        return e.counterparty ?? ""
      case "reference":
        return e.reference ?? ""
      case "amount":
        return moneyText(c, amountCell(c.money, e.minor, account.currency), account.currency)
      case "debit":
        return moneyText(c, debitCreditCells(c.money, e.minor, account.currency)[0], account.currency)
      case "credit":
        return moneyText(c, debitCreditCells(c.money, e.minor, account.currency)[1], account.currency)
      case "direction":
        return printedWord(c, c.money.indicator[e.minor < 0 ? 0 : 1])
      case "currency":
        return account.currency
      case "balance":
        return moneyText(c, balance, account.currency)
      case "status":
        return printedWord(c, c.statusWord[e.status])
      case "account":
        return account.id
    }
  })
}

/** A summary row: its label in the date or description cell, values in their columns. */
export const summaryCells = (
  c: Context,
  label: string,
  values: Partial<Record<ColumnRole, string>>,
  day: Day | null,
  currency: string
): ReadonlyArray<string> =>
  c.roles.map((role) => {
    if (role === "booking_date") return c.labelInDateCell ? label : day === null ? "" : dateText(c, day, 0, true)
    if (role === "description") return c.labelInDateCell ? "" : label
    const v = values[role]
    return v === undefined ? "" : role === "account" || role === "direction" ? v : moneyText(c, v, currency)
  })

/** The column a balance or total is printed in: balance, else amount, else credit. */
export const valueRole = (
  c: Context
): ColumnRole => (c.roles.includes("balance") ? "balance" : c.roles.includes("amount") ? "amount" : "credit")

/** A balance printed in a given column's style. */
export const balanceValue = (c: Context, minor: number, currency: string, role: ColumnRole): string =>
  role === "balance"
    ? balanceCell(c.money, minor, currency)
    : role === "amount"
    ? amountCell(c.money, minor, currency)
    : magnitudeCell(c.money, minor, currency)

/** The writing context of one file: columns, styles and status words drawn once. */
export const makeContext = (rng: Rng, t: Traits, ledger: Ledger): Context => {
  const language = t.headerLanguage === "none"
    ? required(countryProfiles, t.country, "country profile").language
    : t.headerLanguage
  const words = required(bankWords, wordLanguage(language), "bank words")
  const vocabulary = new Set<string>()
  const pickWord = (key: string): string => rng.pick(required(words, key, `bank word ${key}`))
  const booked = t.status === "none" || (t.status !== "negated-column" && rng.chance(0.3)) ? "" : pickWord("booked")
  const statusWord: Record<EntryStatus, string> = {
    booked,
    pending: pickWord("pending"),
    authorised: pickWord("authorised"),
    reserved: pickWord("reserved"),
    cancelled: pickWord("cancelled"),
    "not-booked": pickWord("not_booked")
  }
  const money = drawMoneyStyle(rng, t, language)
  return {
    rng,
    t,
    ledger,
    roles: chooseRoles(rng, t),
    delimiter: delimiterChar[t.delimiter],
    language,
    money,
    words,
    statusWord,
    vocabulary,
    moneyTexts: [],
    otherDates: [],
    lines: [],
    labelInDateCell: rng.chance(0.4),
    blankPendingBalance: rng.chance(0.5),
    labelColon: rng.chance(0.5)
  }
}

/** Running balance after each entry (by index), per account in date order. */
export const balancesOf = (ledger: Ledger): ReadonlyMap<number, number> => {
  const running = ledger.accounts.map((a) => a.openingMinor)
  const out = new Map<number, number>()
  ledger.entries.forEach((e, i) => {
    if (e.applied) running[e.account] = (running[e.account] ?? 0) + e.minor
    out.set(i, running[e.account] ?? 0)
  })
  return out
}
