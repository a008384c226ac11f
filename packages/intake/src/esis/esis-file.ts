import { Either } from "effect"
import { NoSuitableParser } from "../analysis-error.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import { lastBookingDate, type ReadContext, unstatedCurrency } from "../read-context.js"
import { type Anchorable, anchorOnPrintedBalances } from "../statement-balances.js"
import { NO_MONEY, type Skip, summarise } from "../summarise.js"
import type { Transaction } from "../transaction.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import { isoDate } from "../values/dates.js"

/**
 * LITAS-ESIS, the Lithuanian banks' statement export: tab-separated records, the first field the
 * record type — `000` header (account in field 16, currency in 17), `010` transaction (date 2 as
 * YYYYMMDD, amount 4 in cents, D/C mark 6, bank reference 10, purpose 13, other party 17), `020`
 * balance (`LikutisPR` opening / `LikutisPB` closing, date 2, amount 4 in cents), `999` trailer.
 */
const HEADER = "000"
const ENTRY = "010"
const BALANCE = "020"

/** True when the text starts like a LITAS-ESIS export: a `000` header record, then `010`/`020` records. */
export const looksLikeEsis = (head: string): boolean => /^000\t/.test(head) && /^0[12]0\t/m.test(head)

const cents = (raw: string | undefined): number | undefined => (raw !== undefined && /^-?\d+$/.test(raw.trim())
  ? Number(raw.trim()) / 100
  : undefined)

const dateOf = (raw: string | undefined): string | undefined => {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw?.trim() ?? "")
  return m === null ? undefined : isoDate(Number(m[1]), Number(m[2]), Number(m[3]))
}

type Mutable = Anchorable

/** What the records of one file give. */
interface EsisRead {
  account: string
  currency: string
  opening: number | undefined
  closing: number | undefined
  readonly transactions: Array<Mutable>
  readonly skipped: Array<Skip>
}

/** One `010` record as a transaction (its currency set once the file is read), or why it is not one. */
const entryOf = (f: ReadonlyArray<string>, line: number, read: EsisRead, name: string): Mutable | Skip => {
  const date = dateOf(f[2])
  const amount = cents(f[4])
  if (date === undefined) return { line, reason: `unreadable date "${f[2] ?? ""}"` }
  if (amount === undefined) return { line, reason: `unreadable amount "${f[4] ?? ""}"` }
  if (amount === 0) return { line, reason: NO_MONEY }
  const mark = f[6]?.trim()
  if (mark !== "D" && mark !== "C") return { line, reason: `no D/C mark (found "${mark ?? ""}")` }
  const party = f[17]?.trim() ?? ""
  const purpose = f[13]?.trim() ?? ""
  return {
    account: read.account,
    booking_date: date,
    value_date: null,
    amount: mark === "D" ? -amount : amount,
    currency: read.currency,
    description: purpose || party,
    counterparty: party === "" ? null : party,
    balance_after: null,
    reference: f[10]?.trim() || null,
    bank_category: f[1]?.trim() || null,
    source_file: name,
    source_line: line
  }
}

/** Reads the records: header, entries, balances; other record types are passed over. */
const readRecords = (name: string, text: string): EsisRead => {
  const read: EsisRead = {
    account: name,
    currency: "",
    opening: undefined,
    closing: undefined,
    transactions: [],
    skipped: []
  }
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const f = raw.split("\t")
    const type = f[0]?.trim()
    if (type === HEADER) {
      const account = f[16]?.trim() ?? ""
      const currency = f[17]?.trim().toUpperCase() ?? ""
      if (account !== "") read.account = account
      if (isCurrencyCode(currency)) read.currency = currency
    } else if (type === ENTRY) {
      const entry = entryOf(f, i + 1, read, name)
      if ("reason" in entry) read.skipped.push(entry)
      else read.transactions.push(entry)
    } else if (type === BALANCE) {
      const amount = cents(f[4])
      const signed = amount === undefined ? undefined : f[6]?.trim() === "D" ? -amount : amount
      if (f[1]?.trim() === "LikutisPR") read.opening = signed
      else if (f[1]?.trim() === "LikutisPB") read.closing = signed
    }
  })
  return read
}

/** Reads a LITAS-ESIS export, or refuses it saying what is missing. */
export const readEsis = (
  name: string,
  decoded: DecodedText,
  context: ReadContext = {}
): Either.Either<FileRead, NoSuitableParser> => {
  const read = readRecords(name, decoded.text)
  const { transactions, skipped } = read
  if (transactions.length === 0) {
    return Either.left(
      new NoSuitableParser({
        file: name,
        detail: `"${name}" is a LITAS-ESIS export but no 010 transaction record could be read`,
        tried: ["litas-esis"],
        ...(skipped[0] === undefined
          ? { found: "no 010 record" }
          : { line: skipped[0].line, found: skipped[0].reason }),
        missing: "010 records with a date (YYYYMMDD), an amount in cents and a D/C mark"
      })
    )
  }
  const unstated = read.currency === ""
    ? unstatedCurrency(read.account, context, lastBookingDate(transactions), name)
    : undefined
  const currency = unstated?.currency ?? read.currency
  for (const t of transactions) t.amount = roundToMinor(t.amount, t.currency = currency)
  const warnings: Array<string> = []
  if (currency === "XXX") warnings.push(`the currency is not stated in "${name}"; amounts are reported in "XXX"`)
  const check = anchorOnPrintedBalances(
    transactions,
    { currency, opening: read.opening, closing: read.closing },
    `${name} (${read.account})`
  )
  if (check !== undefined && !check.held) warnings.push(`the printed balances do not add up: ${check.detail}`)
  const anchored = transactions.some((t) => t.balance_after !== null)
  const decisions = {
    currency: unstated === undefined ? "from the 000 header record" : `not in the header: from ${unstated.source}`,
    dates: "each 010 record's date (YYYYMMDD)",
    direction: "the D/C mark of each 010 record; amounts in cents",
    balances: anchored
      ? "balance after each transaction from the printed opening (LikutisPR) or closing (LikutisPB) balance"
      : check?.held === false
      ? "not anchored: the printed balances and the transactions do not join (see checks)"
      : "no printed balance anchors the transactions"
  }
  const dialect = { encoding: decoded.encoding, bom: decoded.bom }
  const result: ReadonlyArray<Transaction> = transactions
  return Either.right({
    summary: summarise("litas-esis", name, dialect, result, skipped, warnings, [], {
      decisions,
      checks: check === undefined ? [] : [check]
    }),
    transactions: result,
    awaitsCountry: unstated?.awaitsCountry ?? false,
    balancesFromStatement: anchored
  })
}
