import type { IntakeCheck } from "./intake-summary.js"
import type { Transaction } from "./transaction.js"
import { roundToMinor } from "./values/currencies.js"

/** A transaction whose balance may still be filled in. */
export type Anchorable = { -readonly [K in keyof Transaction]: Transaction[K] }

/** The balances a statement prints for one account and currency (camt OPBD/CLBD, MT940 :60F:/:62F:, OFX LEDGERBAL). */
export interface PrintedBalances {
  readonly currency: string
  readonly opening?: number | undefined
  readonly closing?: number | undefined
}

const cents = (x: number, currency: string): number => Math.round(roundToMinor(x, currency) * 1000)

/** The rows in booking-date order, file order within a day (a sort that keeps ties in place). */
const byDate = (rows: ReadonlyArray<Anchorable>): ReadonlyArray<Anchorable> =>
  rows.map((tx, i) => ({ tx, i })).sort((a, b) =>
    a.tx.booking_date < b.tx.booking_date ? -1 : a.tx.booking_date > b.tx.booking_date ? 1 : a.i - b.i
  ).map((x) => x.tx)

/**
 * Anchors a statement's rows (one account, one currency) on the balances it prints: when opening +
 * movements = closing, or only one of them is printed, each row's `balance_after` is the running
 * balance in booking-date order (a day's end balance is the same whatever the order within it).
 * When both are printed and the movements do not join them, nothing is anchored and the failed
 * check says by how much. Rows that already show a balance are left as they are.
 */
export const anchorOnPrintedBalances = (
  rows: ReadonlyArray<Anchorable>,
  printed: PrintedBalances,
  where: string
): IntakeCheck | undefined => {
  const { currency, opening, closing } = printed
  if (rows.length === 0 || rows.some((r) => r.balance_after !== null)) return undefined
  const movements = rows.reduce((s, r) => s + r.amount, 0)
  let start: number
  let check: IntakeCheck | undefined
  if (opening !== undefined && closing !== undefined) {
    const held = cents(opening + movements, currency) === cents(closing, currency)
    const detail = `${where}: opening ${opening} + movements ${roundToMinor(movements, currency)} ${
      held ? "=" : "≠"
    } closing ${closing} ${currency}`
    check = { check: "statement_balances", held, detail }
    if (!held) return check
    start = opening
  } else if (opening !== undefined) start = opening
  else if (closing !== undefined) start = closing - movements
  else return undefined
  let balance = start
  for (const r of byDate(rows)) {
    balance += r.amount
    r.balance_after = roundToMinor(balance, currency)
  }
  return check
}

/**
 * A row that repeats an earlier one of the statement (same amount and description) and that the
 * printed balances show was booked once: with it the movements miss the closing balance by its
 * amount, without it they reach it. Its index, or undefined.
 */
export const repeatShownByBalances = (
  rows: ReadonlyArray<Transaction>,
  printed: PrintedBalances
): number | undefined => {
  const { currency, opening, closing } = printed
  if (opening === undefined || closing === undefined) return undefined
  const movements = rows.reduce((s, r) => s + r.amount, 0)
  const excess = cents(opening + movements - closing, currency)
  if (excess === 0) return undefined
  for (let i = rows.length - 1; i > 0; i--) {
    const r = rows[i]
    if (r === undefined || cents(r.amount, currency) !== excess) continue
    const twin = rows.slice(0, i).some((e) => e.amount === r.amount && e.description === r.description)
    if (twin) return i
  }
  return undefined
}
