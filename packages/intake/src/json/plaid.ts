import { Schema } from "effect"
import { NO_MONEY, type Skip } from "../summarise.js"
import { purchaseDate, type Transaction } from "../transaction.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"

const Opt = Schema.optional(Schema.NullOr(Schema.String))

/** One transaction of Plaid's `/transactions/get` response (positive amounts are money out). */
const PlaidTransaction = Schema.Struct({
  account_id: Opt,
  transaction_id: Opt,
  amount: Schema.Number,
  date: Schema.String,
  authorized_date: Opt,
  name: Opt,
  merchant_name: Opt,
  iso_currency_code: Opt,
  unofficial_currency_code: Opt,
  pending: Schema.optional(Schema.NullOr(Schema.Boolean))
})

/** One transaction of a Plaid Sandbox custom user (`override_accounts[].transactions[]`). */
const SandboxTransaction = Schema.Struct({
  date_posted: Schema.String,
  date_transacted: Opt,
  amount: Schema.Number,
  description: Opt,
  currency: Opt
})

/** Plaid's transactions response, or a Sandbox custom user's accounts. */
export const PlaidDocument = Schema.Union(
  Schema.Struct({
    transactions: Schema.Array(PlaidTransaction),
    accounts: Schema.optional(Schema.Array(Schema.Unknown))
  }),
  Schema.Struct({
    override_accounts: Schema.Array(
      Schema.Struct({ type: Opt, subtype: Opt, transactions: Schema.optional(Schema.Array(SandboxTransaction)) })
    )
  })
)

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const make = (
  name: string,
  line: number,
  fields: {
    account: string
    date: string
    /** The day it was made, when Plaid gives it (`authorized_date`, `date_transacted`). */
    made: string | null | undefined
    amount: number
    currency: string | null | undefined
    description: string
    reference: string | null
  }
): Transaction | Skip => {
  const currency = (fields.currency ?? "").toUpperCase()
  if (!ISO_DATE.test(fields.date)) return { line, reason: `unreadable date "${fields.date}"` }
  if (!Number.isFinite(fields.amount) || !isCurrencyCode(currency)) {
    return { line, reason: `unreadable amount ${fields.amount} ${currency}` }
  }
  if (fields.amount === 0) return { line, reason: NO_MONEY }
  return {
    account: fields.account,
    booking_date: fields.date,
    value_date: null,
    ...purchaseDate(
      fields.made !== undefined && fields.made !== null && ISO_DATE.test(fields.made) ? fields.made : undefined,
      fields.date
    ),
    // Plaid counts money out as positive
    amount: roundToMinor(-fields.amount, currency),
    currency,
    description: fields.description.replace(/\s+/g, " ").trim(),
    counterparty: null,
    balance_after: null,
    reference: fields.reference,
    bank_category: null,
    source_file: name,
    source_line: line
  }
}

/** Plaid's transactions (booked ones; pending ones counted apart), its sign turned to the account holder's. */
export const fromPlaid = (
  name: string,
  doc: typeof PlaidDocument.Type
): { readonly results: Array<Transaction | Skip>; readonly pending: number } => {
  if ("transactions" in doc) {
    const booked = doc.transactions.filter((t) => t.pending !== true)
    return {
      pending: doc.transactions.length - booked.length,
      results: booked.map((t, i) =>
        make(name, i + 1, {
          account: t.account_id ?? name,
          date: t.date,
          made: t.authorized_date,
          amount: t.amount,
          currency: t.iso_currency_code ?? t.unofficial_currency_code,
          description: t.name ?? t.merchant_name ?? "",
          reference: t.transaction_id ?? null
        })
      )
    }
  }
  let line = 0
  const results = doc.override_accounts.flatMap((a, index) =>
    (a.transactions ?? []).map((t) =>
      make(name, ++line, {
        account: `${name} #${index + 1}${a.subtype === undefined || a.subtype === null ? "" : ` ${a.subtype}`}`,
        date: t.date_posted,
        made: t.date_transacted,
        amount: t.amount,
        currency: t.currency,
        description: t.description ?? "",
        reference: null
      })
    )
  )
  return { results, pending: 0 }
}

/** The document as Plaid's, if it is. */
export const decodePlaid = Schema.decodeUnknownEither(PlaidDocument)
