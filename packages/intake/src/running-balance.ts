import type { IntakeCheck } from "./intake-summary.js"
import type { Transaction } from "./transaction.js"

const close = (a: number, b: number): boolean => Math.abs(a - b) < 0.005

/**
 * Checks the amounts read against the file's own running balance: of each pair of consecutive rows
 * of one account and currency that both show a balance, how many join (the later balance is the
 * earlier plus the later amount, or the other way round for files listed newest first).
 * Undefined when fewer than 3 pairs show balances.
 */
export const runningBalanceCheck = (rows: ReadonlyArray<Transaction>): IntakeCheck | undefined => {
  const read = joins(rows, 1)
  if (read.pairs < 3) return undefined
  return {
    check: "running_balance",
    held: read.joined === read.pairs,
    detail: `${read.joined} of ${read.pairs} consecutive rows join the file's running balance`
  }
}

/**
 * True when the amounts read run against the file's running balance: turned the other way, most
 * consecutive rows join it, as read few do. A balance column that joins neither way says nothing.
 */
export const balanceSaysTurned = (rows: ReadonlyArray<Transaction>): boolean => {
  const read = joins(rows, 1)
  const turned = joins(rows, -1)
  return read.pairs >= 3 && turned.joined >= read.pairs * 0.8 && read.joined < read.pairs * 0.5
}

/** Consecutive rows (of one account and currency, both showing a balance) and how many join with amounts times `sign`. */
const joins = (rows: ReadonlyArray<Transaction>, sign: 1 | -1): { readonly pairs: number; readonly joined: number } => {
  let pairs = 0
  let joined = 0
  const last = new Map<string, Transaction>()
  // rows come in runs of one account and currency: the row before is used without a key
  let previous: Transaction | undefined
  for (const r of rows) {
    if (r.balance_after === null) continue
    let p: Transaction | undefined
    if (previous !== undefined && previous.account === r.account && previous.currency === r.currency) p = previous
    else {
      if (previous !== undefined) last.set(`${previous.account}\u0000${previous.currency}`, previous)
      p = last.get(`${r.account}\u0000${r.currency}`)
    }
    previous = r
    if (p === undefined || p.balance_after === null) continue
    pairs++
    if (
      close(r.balance_after, p.balance_after + sign * r.amount) ||
      close(p.balance_after, r.balance_after + sign * p.amount)
    ) joined++
  }
  return { pairs, joined }
}

/** The reason a row printed twice is set aside with, which statement-integrity reports as a repeated row. */
export const PRINTED_TWICE = "the row above printed again: the running balance did not move"

const sameRow = (a: Transaction, b: Transaction): boolean =>
  a.account === b.account && a.currency === b.currency && a.booking_date === b.booking_date &&
  a.amount === b.amount && a.description === b.description && a.balance_after === b.balance_after

/** True when `row`'s balance is `before`'s plus its amount once: the pair's balance moved by one booking. */
const bookedOnceAfter = (row: Transaction, before: Transaction | undefined): boolean =>
  before !== undefined && before.balance_after !== null && row.balance_after !== null &&
  before.account === row.account && close(row.balance_after, before.balance_after + row.amount)

/**
 * Rows printed twice: the second of two consecutive rows identical in account, date, amount,
 * description and the balance after them, whose balance is the balance before them plus the amount
 * once (the row before them, or after them in a file listed newest first), in a file whose balance
 * runs row by row (at least 80% of the other consecutive pairs join it). Both cannot have been
 * booked: the balance moved once. A balance printed once a day moves by both, so it never matches.
 */
export const printedTwice = (rows: ReadonlyArray<Transaction>): ReadonlyArray<number> => {
  const twice: Array<number> = []
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] as Transaction
    const b = rows[i] as Transaction
    if (b.amount === 0 || b.balance_after === null || !sameRow(a, b)) continue
    if (bookedOnceAfter(a, rows[i - 2]) || bookedOnceAfter(b, rows[i + 1])) twice.push(i)
  }
  if (twice.length === 0) return twice
  const set = new Set(twice)
  const read = joins(rows.filter((_, i) => !set.has(i)), 1)
  return read.pairs >= 3 && read.joined >= read.pairs * 0.8 ? twice : []
}
