import { Either, Schema } from "effect"
import { NoSuitableParser } from "../analysis-error.js"
import type { DecodedText } from "../encoding/decode.js"
import type { FileRead } from "../file-read.js"
import type { IntakeCheck } from "../intake-summary.js"
import { runningBalanceCheck } from "../running-balance.js"
import { type Anchorable, anchorOnPrintedBalances, type PrintedBalances } from "../statement-balances.js"
import { NO_MONEY, type ReadRecord, type Skip, summarise } from "../summarise.js"
import { purchaseDate, type Transaction } from "../transaction.js"
import { parseAmount } from "../values/amounts.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import { entryByMeaning, isoDay, keysFound, transactionList } from "./field-meaning.js"
import { decodePlaid, fromPlaid } from "./plaid.js"

const Money = Schema.Struct({ amount: Schema.Union(Schema.String, Schema.Number), currency: Schema.String })
const Opt = Schema.optional(Schema.NullOr(Schema.String))

/** One booked or pending transaction in the NextGenPSD2 (Berlin Group) shape aggregators return. */
const Psd2Transaction = Schema.Struct({
  transactionId: Opt,
  entryReference: Opt,
  internalTransactionId: Opt,
  bookingDate: Opt,
  bookingDateTime: Opt,
  valueDate: Opt,
  valueDateTime: Opt,
  /** The day of the purchase or order, where the bank gives it beside the booking date. */
  transactionDate: Opt,
  transactionAmount: Money,
  creditorName: Opt,
  debtorName: Opt,
  remittanceInformationUnstructured: Opt,
  remittanceInformationUnstructuredArray: Schema.optional(Schema.NullOr(Schema.Array(Schema.String))),
  remittanceInformationStructured: Opt,
  additionalInformation: Opt,
  proprietaryBankTransactionCode: Opt,
  balanceAfterTransaction: Schema.optional(Schema.NullOr(Schema.Struct({ balanceAmount: Money })))
})
type Psd2Transaction = typeof Psd2Transaction.Type

/** A balance the account report prints (`openingBooked`, `closingBooked`, `interimAvailable`, …). */
const Psd2Balance = Schema.Struct({ balanceAmount: Money, balanceType: Schema.String })

const Psd2Document = Schema.Struct({
  account: Schema.optional(Schema.NullOr(Schema.Struct({ iban: Opt, bban: Opt, resourceId: Opt }))),
  balances: Schema.optional(Schema.NullOr(Schema.Array(Psd2Balance))),
  transactions: Schema.Struct({
    booked: Schema.optional(Schema.Array(Psd2Transaction)),
    pending: Schema.optional(Schema.Array(Schema.Unknown))
  })
})

/**
 * Our own canonical transaction shape: the `Transaction` schema without `source_file` and
 * `source_line`, most fields optional.
 */
const CanonicalTransaction = Schema.Struct({
  account: Opt,
  booking_date: Schema.String,
  value_date: Opt,
  date: Opt,
  amount: Schema.Number,
  currency: Schema.String,
  description: Opt,
  counterparty: Opt,
  balance_after: Schema.optional(Schema.NullOr(Schema.Number)),
  reference: Opt,
  bank_category: Opt
})
const CanonicalDocument = Schema.Union(
  Schema.Array(CanonicalTransaction),
  Schema.Struct({ transactions: Schema.Array(CanonicalTransaction) })
)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/

const money = (m: typeof Money.Type): number | undefined => {
  if (typeof m.amount === "number") return Number.isFinite(m.amount) ? m.amount : undefined
  const a = parseAmount(m.amount, ".")
  return a.ok ? a.value : undefined
}

const fromPsd2 = (name: string, t: Psd2Transaction, account: string, index: number): Transaction | Skip => {
  const date = t.bookingDate ?? t.bookingDateTime ?? t.valueDate ?? t.valueDateTime
  const amount = money(t.transactionAmount)
  const currency = t.transactionAmount.currency.toUpperCase()
  if (date === undefined || date === null || !ISO_DATE.test(date)) {
    return { line: index, reason: `unreadable booking date "${date ?? ""}"` }
  }
  if (amount === undefined || !isCurrencyCode(currency)) {
    return { line: index, reason: `unreadable amount "${String(t.transactionAmount.amount)} ${currency}"` }
  }
  if (amount === 0) return { line: index, reason: NO_MONEY }
  const counterparty = (amount < 0 ? t.creditorName : t.debtorName) ?? t.creditorName ?? t.debtorName ?? null
  const remittance = t.remittanceInformationUnstructured ?? t.remittanceInformationUnstructuredArray?.join(" ") ??
    t.remittanceInformationStructured ?? t.additionalInformation
  const balance = t.balanceAfterTransaction?.balanceAmount
  const balanceValue = balance === undefined || balance === null ? undefined : money(balance)
  return {
    account,
    booking_date: date.slice(0, 10),
    value_date: t.valueDate !== undefined && t.valueDate !== null && ISO_DATE.test(t.valueDate)
      ? t.valueDate.slice(0, 10)
      : null,
    ...purchaseDate(isoDay(t.transactionDate), date.slice(0, 10)),
    amount: roundToMinor(amount, currency),
    currency,
    description: (remittance ?? counterparty ?? "").replace(/\s+/g, " ").trim(),
    counterparty,
    balance_after: balanceValue === undefined ? null : roundToMinor(balanceValue, currency),
    reference: t.transactionId ?? t.entryReference ?? t.internalTransactionId ?? null,
    bank_category: t.proprietaryBankTransactionCode ?? null,
    source_file: name,
    source_line: index
  }
}

const fromCanonical = (name: string, t: typeof CanonicalTransaction.Type, index: number): Transaction | Skip => {
  const currency = t.currency.toUpperCase()
  if (!ISO_DATE.test(t.booking_date)) return { line: index, reason: `unreadable booking_date "${t.booking_date}"` }
  if (!Number.isFinite(t.amount) || !isCurrencyCode(currency)) {
    return { line: index, reason: `unreadable amount ${t.amount} ${currency}` }
  }
  return {
    account: t.account ?? name,
    booking_date: t.booking_date.slice(0, 10),
    value_date: t.value_date ?? null,
    ...purchaseDate(isoDay(t.date), t.booking_date.slice(0, 10)),
    amount: roundToMinor(t.amount, currency),
    currency,
    description: t.description ?? t.counterparty ?? "",
    counterparty: t.counterparty ?? null,
    balance_after: t.balance_after ?? null,
    reference: t.reference ?? null,
    bank_category: t.bank_category ?? null,
    source_file: name,
    source_line: index
  }
}

const isSkip = (x: Transaction | Skip): x is Skip => "reason" in x

/** Reads JSON in the NextGenPSD2 transactions shape or in our canonical shape, or refuses it. */
export const readJson = (name: string, decoded: DecodedText): Either.Either<FileRead, NoSuitableParser> => {
  const refuse = (detail: string) =>
    Either.left(
      new NoSuitableParser({
        file: name,
        detail: `"${name}" ${detail}`,
        tried: ["json (NextGenPSD2)", "json (Plaid)", "json (canonical)", "json (by field meaning)"],
        found: detail,
        missing: "booked transactions as NextGenPSD2 ({transactions: {booked: [...]}}), Plaid or canonical JSON"
      })
    )
  let data: unknown
  try {
    data = JSON.parse(decoded.text)
  } catch (e) {
    return refuse(`is not valid JSON: ${e instanceof Error ? e.message : String(e)}`)
  }
  const shaped = readShape(name, data)
  if (typeof shaped === "string") return refuse(shaped)
  const { results, shape, pending } = shaped
  const transactions = results.filter((r): r is Transaction => !isSkip(r))
  const skipped: Array<Skip> = results.filter(isSkip)
  if (transactions.length === 0) return refuse(`is ${shape} JSON but holds no readable booked transaction`)
  const warnings = pending > 0 ? [`${pending} pending transactions were left out`] : []
  const record = settleJson(shaped, transactions)
  for (const c of record.checks) if (!c.held) warnings.push(`the file's balances do not add up: ${c.detail}`)
  return Either.right({
    summary: summarise(
      "json",
      name,
      { shape, encoding: decoded.encoding, bom: decoded.bom },
      transactions,
      skipped,
      warnings,
      [],
      record
    ),
    transactions,
    balancesFromStatement: record.anchored
  })
}

/** What one JSON document holds: its entries read, its shape, pending ones left out, balances it prints. */
interface Shaped {
  readonly results: ReadonlyArray<Transaction | Skip>
  readonly shape: "NextGenPSD2" | "Plaid" | "canonical" | "account information"
  readonly pending: number
  readonly balances: ReadonlyArray<typeof Psd2Balance.Type>
}

/** The document read in the first shape it fits, or why it fits none. */
const readShape = (name: string, data: unknown): Shaped | string => {
  const psd2 = Schema.decodeUnknownEither(Psd2Document)(data)
  if (Either.isRight(psd2)) {
    const doc = psd2.right
    const account = doc.account?.iban ?? doc.account?.bban ?? doc.account?.resourceId ?? name
    return {
      results: (doc.transactions.booked ?? []).map((t, i) => fromPsd2(name, t, account, i + 1)),
      shape: "NextGenPSD2",
      pending: doc.transactions.pending?.length ?? 0,
      balances: doc.balances ?? []
    }
  }
  const plaidDoc = decodePlaid(data)
  if (Either.isRight(plaidDoc)) {
    const plaid = fromPlaid(name, plaidDoc.right)
    return { results: plaid.results, shape: "Plaid", pending: plaid.pending, balances: [] }
  }
  const canonical = Schema.decodeUnknownEither(CanonicalDocument)(data)
  if (Either.isLeft(canonical)) return byMeaning(name, data)
  const doc = canonical.right
  const list: ReadonlyArray<typeof CanonicalTransaction.Type> = "transactions" in doc ? doc.transactions : doc
  return { results: list.map((t, i) => fromCanonical(name, t, i + 1)), shape: "canonical", pending: 0, balances: [] }
}

/**
 * A document of no known shape read by its fields' meanings (snake_case Berlin Group, GoCardless,
 * Tink, Salt Edge, …), or why not, naming the keys it holds.
 */
const byMeaning = (name: string, data: unknown): Shaped | string => {
  const list = transactionList(data)
  if (list === undefined) {
    return `is JSON of a shape not read (${keysFound(data)}): no list of entries with a date and an amount`
  }
  let pending = 0
  const results: Array<Transaction | Skip> = []
  list.forEach((entry, i) => {
    const read = entryByMeaning(name, entry, name, i + 1)
    if (read === "pending") pending++
    else results.push(read)
  })
  return { results, shape: "account information", pending, balances: [] }
}

/** The printed opening/closing balance of one currency (`openingBooked`, `closingBooked`). */
const printedOf = (balances: ReadonlyArray<typeof Psd2Balance.Type>, currency: string): PrintedBalances => {
  const of = (type: string) => {
    const b = balances.find((x) => x.balanceType === type && x.balanceAmount.currency.toUpperCase() === currency)
    return b === undefined ? undefined : money(b.balanceAmount)
  }
  return { currency, opening: of("openingBooked"), closing: of("closingBooked") }
}

/**
 * How a JSON read was decided, and its checks: the balance after each transaction as the file gives
 * it (checked row to row), or anchored on the booked opening/closing balances the report prints.
 */
const settleJson = (shaped: Shaped, transactions: ReadonlyArray<Transaction>): ReadRecord & {
  readonly checks: ReadonlyArray<IntakeCheck>
  readonly anchored: boolean
} => {
  const checks: Array<IntakeCheck> = []
  const given = transactions.some((t) => t.balance_after !== null)
  if (given) {
    const running = runningBalanceCheck(transactions)
    if (running !== undefined) checks.push(running)
  } else {
    for (const currency of new Set(transactions.map((t) => t.currency))) {
      const rows: Array<Anchorable> = transactions.filter((t) => t.currency === currency)
      const check = anchorOnPrintedBalances(rows, printedOf(shaped.balances, currency), `${currency} transactions`)
      if (check !== undefined) checks.push(check)
    }
  }
  const anchored = !given && transactions.some((t) => t.balance_after !== null)
  const decisions = {
    currency: shaped.shape === "Plaid" ? "from each transaction's iso_currency_code" : "from each transaction's amount",
    direction: shaped.shape === "Plaid"
      ? "Plaid amounts are positive for money out: turned to the account holder's side"
      : "signed amounts, as the file gives them",
    dates: shaped.shape === "NextGenPSD2"
      ? "bookingDate (bookingDateTime, valueDate when it has none)"
      : shaped.shape === "account information"
      ? "the booking date by its field's meaning (the value date when none)"
      : "the booking date given",
    balances: given
      ? "balance after each transaction as the file gives it"
      : anchored
      ? "balance after each transaction from the report's booked opening or closing balance"
      : "no balance in the file"
  }
  return { decisions, checks, anchored }
}
