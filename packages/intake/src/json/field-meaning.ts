import { Schema } from "effect"
import { NO_MONEY, type Skip } from "../summarise.js"
import { purchaseDate, type Transaction } from "../transaction.js"
import { parseAmount } from "../values/amounts.js"
import { isCurrencyCode, roundToMinor } from "../values/currencies.js"
import meanings from "./field-meanings.json" with { type: "json" }

/**
 * Account-information JSON read by what its fields mean rather than by one key list: the list of
 * transactions is found in the document (a `booked` list before any other, never a `pending` one),
 * each entry's keys are flattened to paths and folded (`transaction_amount.amount`,
 * `transactionAmount.amount` → `transactionamountamount`), and each meaning takes the first path of
 * its list in `field-meanings.json` the entry has (Berlin Group in either key style, GoCardless,
 * Tink, Salt Edge, Open Banking shapes alike).
 */

const Meanings = Schema.Struct({
  date: Schema.Array(Schema.String),
  value_date: Schema.Array(Schema.String),
  purchase_date: Schema.Array(Schema.String),
  amount: Schema.Array(Schema.String),
  unscaled: Schema.Array(Schema.Tuple(Schema.String, Schema.String)),
  currency: Schema.Array(Schema.String),
  description: Schema.Array(Schema.String),
  payee: Schema.Array(Schema.String),
  payer: Schema.Array(Schema.String),
  counterparty: Schema.Array(Schema.String),
  balance: Schema.Array(Schema.String),
  reference: Schema.Array(Schema.String),
  account: Schema.Array(Schema.String),
  status: Schema.Array(Schema.String),
  indicator: Schema.Array(Schema.String)
})
const FIELDS = Schema.decodeUnknownSync(Meanings)(meanings)

type Flat = Map<string, string | number | boolean>
const fold = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, "")
const MAX_DEPTH = 5

/** An entry's primitive values by folded path; an array of texts becomes one text. */
const flatten = (value: unknown, path: string, out: Flat, depth: number): void => {
  if (depth > MAX_DEPTH || value === null || value === undefined) return
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    out.set(path, value)
  } else if (Array.isArray(value)) {
    const texts = value.filter((v): v is string => typeof v === "string")
    if (texts.length > 0) out.set(path, texts.join(" "))
  } else if (typeof value === "object") {
    for (const [k, v] of Object.entries(value)) flatten(v, path + fold(k), out, depth + 1)
  }
}

const first = (flat: Flat, paths: ReadonlyArray<string>): string | number | boolean | undefined => {
  for (const p of paths) {
    const v = flat.get(p)
    if (v !== undefined && v !== "") return v
  }
  return undefined
}
const text = (flat: Flat, paths: ReadonlyArray<string>): string | undefined => {
  const v = first(flat, paths)
  return v === undefined ? undefined : String(v)
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Whether an object has a date and an amount by some meaning: an entry of a transaction list. */
const looksLikeEntry = (v: unknown): boolean => {
  if (!isObject(v)) return false
  const flat: Flat = new Map()
  flatten(v, "", flat, 0)
  return first(flat, FIELDS.date) !== undefined && amountOf(flat) !== undefined
}

/** The document's list of transactions: a `booked` list first, else the longest list of entries; never `pending`. */
export const transactionList = (doc: unknown): ReadonlyArray<unknown> | undefined => {
  let best: ReadonlyArray<unknown> | undefined
  let booked: ReadonlyArray<unknown> | undefined
  const walk = (v: unknown, key: string, depth: number): void => {
    if (depth > MAX_DEPTH || booked !== undefined) return
    if (Array.isArray(v)) {
      if (key === "pending" || v.length === 0 || !looksLikeEntry(v[0])) return
      if (key === "booked") booked = v
      else if (best === undefined || v.length > best.length) best = v
    } else if (isObject(v)) {
      for (const [k, child] of Object.entries(v)) walk(child, fold(k), depth + 1)
    }
  }
  walk(doc, "", 0)
  return booked ?? best
}

const amountOf = (flat: Flat): number | undefined => {
  for (const [unscaledPath, scalePath] of FIELDS.unscaled) {
    const unscaled = flat.get(unscaledPath)
    if (unscaled === undefined) continue
    const scale = Number(flat.get(scalePath) ?? 0)
    const n = Number(unscaled)
    if (Number.isFinite(n) && Number.isInteger(scale)) return n / 10 ** scale
  }
  const v = first(flat, FIELDS.amount)
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined
  if (typeof v !== "string") return undefined
  const a = parseAmount(v, ".")
  return a.ok ? a.value : undefined
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/

/** The day of an ISO date or date-time, when it is one. */
export const isoDay = (raw: string | null | undefined): string | undefined =>
  raw !== undefined && raw !== null && ISO_DATE.test(raw) ? raw.slice(0, 10) : undefined
const PENDING = /pend|author|hold|reserv/i
const DEBIT = /^(debit|dbit|d|dr|out|outgoing)$/i

/** One entry read by its fields' meanings: a transaction, or why not; `pending` when its status says so. */
export const entryByMeaning = (
  name: string,
  entry: unknown,
  fallbackAccount: string,
  index: number
): Transaction | Skip | "pending" => {
  const flat: Flat = new Map()
  flatten(entry, "", flat, 0)
  const status = text(flat, FIELDS.status)
  if (status !== undefined && PENDING.test(status)) return "pending"
  const date = text(flat, FIELDS.date)
  let amount = amountOf(flat)
  const currency = text(flat, FIELDS.currency)?.toUpperCase()
  if (date === undefined || !ISO_DATE.test(date)) return { line: index, reason: `unreadable date "${date ?? ""}"` }
  if (amount === undefined || currency === undefined || !isCurrencyCode(currency)) {
    return { line: index, reason: `unreadable amount "${String(amount ?? "")} ${currency ?? ""}"` }
  }
  if (amount === 0) return { line: index, reason: NO_MONEY }
  const indicator = text(flat, FIELDS.indicator)
  if (indicator !== undefined && amount > 0 && DEBIT.test(indicator)) amount = -amount
  const party = text(flat, amount < 0 ? FIELDS.payee : FIELDS.payer) ?? text(flat, FIELDS.counterparty)
  const valueDate = text(flat, FIELDS.value_date)
  const balance = first(flat, FIELDS.balance)
  const balanceAfter = balance === undefined ? NaN : Number(balance)
  return {
    account: text(flat, FIELDS.account) ?? fallbackAccount,
    booking_date: date.slice(0, 10),
    value_date: valueDate !== undefined && ISO_DATE.test(valueDate) ? valueDate.slice(0, 10) : null,
    ...purchaseDate(isoDay(text(flat, FIELDS.purchase_date)), date.slice(0, 10)),
    amount: roundToMinor(amount, currency),
    currency,
    description: (text(flat, FIELDS.description) ?? party ?? "").replace(/\s+/g, " ").trim(),
    counterparty: party ?? null,
    balance_after: Number.isFinite(balanceAfter) ? roundToMinor(balanceAfter, currency) : null,
    reference: text(flat, FIELDS.reference) ?? null,
    bank_category: null,
    source_file: name,
    source_line: index
  }
}

/** The keys a document shows: its own, and those of the first entry of its longest list of objects (for a refusal). */
export const keysFound = (doc: unknown): string => {
  const top = isObject(doc) ? Object.keys(doc) : Array.isArray(doc) && isObject(doc[0]) ? Object.keys(doc[0]) : []
  let longest: ReadonlyArray<unknown> = []
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return
    if (Array.isArray(v)) {
      if (v.length > longest.length && isObject(v[0])) longest = v
    } else if (isObject(v)) { for (const child of Object.values(v)) walk(child, depth + 1) }
  }
  walk(doc, 0)
  const inner = isObject(longest[0]) ? Object.keys(longest[0]) : []
  const list = (keys: ReadonlyArray<string>) => keys.slice(0, 20).join(", ")
  return inner.length > 0 && longest !== doc
    ? `keys ${list(top)}; in its longest list of objects: ${list(inner)}`
    : `keys ${list(top)}`
}
