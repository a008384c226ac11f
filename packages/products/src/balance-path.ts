import { roundToMinor } from "@statement-engine/intake"
import type { Transaction } from "@statement-engine/intake"
import { Schema } from "effect"
import { chronological } from "./chronology.js"
import { addDays } from "./dates.js"
import { groupedBy } from "./group-by.js"
import { transactionsOf } from "./transactions-of.js"

/** Where a balance path comes from: the file's own balances, or amounts alone from an unknown start (0). */
export const BalanceSource = Schema.Literal("file", "reconstructed")

/** The balance at the end of one day. */
export const DailyBalance = Schema.Struct({ date: Schema.String, balance: Schema.Number })

/** The end-of-day balance of every calendar day from the first to the last booking, summed over accounts. */
export interface BalancePath {
  readonly source: typeof BalanceSource.Type
  readonly opening: number
  readonly days: ReadonlyArray<typeof DailyBalance.Type>
}

/** The balance before the first of some rows (in the order they happened), from the first that shows a balance. */
const openingOf = (rows: ReadonlyArray<Transaction>): number | undefined => {
  let running = 0
  for (const tx of rows) {
    running += tx.amount
    if (tx.balance_after !== null) return tx.balance_after - running
  }
  return undefined
}

/** One account's opening balance and end-of-day balances, anchored on its first row that shows a balance. */
const accountPath = (txs: ReadonlyArray<Transaction>) => {
  const rows = chronological(txs)
  const anchor = openingOf(rows)
  const opening = anchor ?? 0
  const ends = new Map<string, number>()
  let balance = opening
  for (let i = 0; i < rows.length; i++) {
    const tx = rows[i]!
    balance += tx.amount
    // the day's last row sets its end-of-day balance (rows are in date order)
    if (rows[i + 1]?.booking_date !== tx.booking_date) ends.set(tx.booking_date, balance)
  }
  return {
    anchored: anchor !== undefined,
    opening,
    ends,
    first: rows[0]?.booking_date,
    last: rows[rows.length - 1]?.booking_date
  }
}

/**
 * One account's balance before its first and after its last booking in one currency, from the file's
 * balances (anchored as the balance path is); undefined when no row shows a balance.
 */
export const balanceEnds = (
  txs: ReadonlyArray<Transaction>,
  currency: string
): { readonly start: number; readonly end: number } | undefined => {
  const opening = openingOf(chronological(txs))
  if (opening === undefined) return undefined
  const total = txs.reduce((s, tx) => s + tx.amount, 0)
  return { start: roundToMinor(opening, currency), end: roundToMinor(opening + total, currency) }
}

/**
 * The balance path of some transactions of one currency: per account anchored on the file's
 * balances when it has any (else reconstructed from 0 and marked so), carried over days without
 * bookings, and summed over accounts. Files that do not name their account count as one account.
 */
export const balancePath = (items: ReadonlyArray<{ readonly tx: Transaction }>, currency: string): BalancePath => {
  const known = paths.get(items)
  if (known !== undefined) return known
  const path = computePath(transactionsOf(items), currency)
  paths.set(items, path)
  return path
}

/** Paths already built, per list of transactions (products of one run share their lists). */
const paths = new WeakMap<ReadonlyArray<{ readonly tx: Transaction }>, BalancePath>()

const computePath = (txs: ReadonlyArray<Transaction>, currency: string): BalancePath => {
  // files that do not name their account are taken as consecutive statements of one account
  const byAccount = groupedBy(txs, (tx) => (tx.account === tx.source_file ? "\u0000unnamed" : tx.account))
  const accounts = [...byAccount.values()].map(accountPath)
  let from = ""
  let to = ""
  for (const a of accounts) {
    if (a.first !== undefined && (from === "" || a.first < from)) from = a.first
    if (a.last !== undefined && (to === "" || a.last > to)) to = a.last
  }
  const current = accounts.map((a) => a.opening)
  const days: Array<typeof DailyBalance.Type> = []
  for (let date = from; from !== "" && date <= to; date = addDays(date, 1)) {
    accounts.forEach((a, i) => {
      const end = a.ends.get(date)
      if (end !== undefined) current[i] = end
    })
    days.push({ date, balance: roundToMinor(current.reduce((s, b) => s + b, 0), currency) })
  }
  return {
    source: accounts.length > 0 && accounts.every((a) => a.anchored) ? "file" : "reconstructed",
    opening: roundToMinor(accounts.reduce((s, a) => s + a.opening, 0), currency),
    days
  }
}
