import { Either } from "effect"
import type { IntakeError } from "../../analysis-error.js"
import type { FileRead } from "../../file-read.js"
import type { ColumnMapping } from "../../intake-options.js"
import { runningBalanceCheck } from "../../running-balance.js"
import { type Skip, summarise } from "../../summarise.js"
import { purchaseDate, type Transaction } from "../../transaction.js"
import { parseAmount } from "../../values/amounts.js"
import { currencyOfToken, roundToMinor } from "../../values/currencies.js"
import { type DateOrder, parseDate } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"
import { refuseCsv } from "../settings/csv-settings.js"
import { notBookedReason } from "../vocabulary/row-kind.js"
import { directionOf, type MovementColumns, movementColumns } from "./movement-columns.js"

/**
 * A money-transfer or e-money service's transaction history: one row per movement, an unsigned
 * amount beside an IN/OUT/NEUTRAL direction, fees in columns of their own, exchanges between the
 * holder's currency balances. Each currency is its own statement (account and currency); a fee is a
 * money-out transaction of its own unless the printed balance shows it inside the amount; an exchange
 * is an out-leg in the currency sold and an in-leg in the currency bought; a NEUTRAL row takes its
 * direction from its currency's balance, and one the balance does not move is no transaction.
 */

type Mutable = { -readonly [K in keyof Transaction]: Transaction[K] }
const SAMPLE = 60
const CENT = 0.005

/** The direction column and the first data row, when the first records show one with NEUTRAL rows or several currencies. */
const directionColumn = (head: ReadonlyArray<CsvRecord>): { column: number; start: number } | undefined => {
  const width = Math.max(0, ...head.map((r) => r.cells.length))
  for (let c = 0; c < width; c++) {
    const first = head.findIndex((r) => directionOf(r.cells[c] ?? "") !== undefined)
    if (first < 1) continue
    const below = head.slice(first).filter((r) => r.cells.length > 2)
    const codes = below.map((r) => directionOf(r.cells[c] ?? ""))
    const known = codes.filter((d) => d !== undefined)
    if (known.length >= 3 && known.length >= 0.9 * below.length) return { column: c, start: first }
  }
  return undefined
}

/** Reads the file as a movement history, or undefined when it is not one (the usual CSV read follows). */
export const readMovementHistory = (
  name: string,
  rows: CsvRows,
  pinned: DateOrder | undefined,
  columns: ColumnMapping | undefined
): Either.Either<FileRead, IntakeError> | undefined => {
  // of the columns, only the balance may be pinned: it settles NEUTRAL rows
  if (columns !== undefined && Object.keys(columns).some((k) => k !== "balance")) return undefined
  const head = recordsOf(rows, 0, Math.min(rows.length, SAMPLE))
  const found = directionColumn(head)
  if (found === undefined) return undefined
  const data = head.slice(found.start)
  const width = Math.max(0, ...data.map((r) => r.cells.length))
  const balance = columns?.balance
  const pinnedBalance = typeof balance === "number"
    ? balance
    : balance === undefined
    ? undefined
    : head[found.start - 1]?.cells.findIndex((c) => c.trim() === balance.trim())
  if (pinnedBalance !== undefined && pinnedBalance < 0) return undefined
  const cols = movementColumns(data, width, found.column, pinned, pinnedBalance)
  if (cols === undefined || !isHistory(data, cols)) return undefined
  const state: HistoryState = { txs: [], skipped: [], last: new Map() }
  for (const rec of recordsOf(rows, found.start)) {
    const refusal = readMovement(name, rec, cols, state)
    if (refusal !== undefined) return refusal
  }
  const check = runningBalanceCheck(state.txs)
  const decisions = {
    direction: `the direction column ${found.column + 1} (IN, OUT, NEUTRAL); NEUTRAL rows by their balance`,
    currency: "each row's currency column; each currency a statement of its own",
    date_order: cols.made === undefined ? "the date column" : "posting date, the earlier date the purchase date"
  }
  return Either.right({
    summary: summarise("csv", name, { layout: "movement history" }, state.txs, state.skipped, [], [], {
      decisions,
      checks: check === undefined ? [] : [check]
    }),
    transactions: state.txs
  })
}

/** A history of several currencies, or with NEUTRAL rows: what sets it apart from an IN/OUT column of one account. */
const isHistory = (data: ReadonlyArray<CsvRecord>, cols: MovementColumns): boolean => {
  const codes = new Set<string>()
  for (const r of data) {
    if (directionOf(r.cells[cols.direction] ?? "") === "neutral") return true
    for (const side of [cols.source, cols.target]) {
      const code = side === undefined ? undefined : currencyOfToken(r.cells[side.currency] ?? "")
      if (code !== undefined) codes.add(code)
    }
  }
  return codes.size >= 2
}

interface HistoryState {
  readonly txs: Array<Mutable>
  readonly skipped: Array<Skip>
  /** The latest balance of each currency. */
  readonly last: Map<string, number>
}

/** One leg of a movement: money in one currency, with the fee taken with it. */
interface Leg {
  readonly currency: string
  readonly amount: number
  readonly fee: number
  readonly balance: number | undefined
}

const money = (cell: string | undefined, cols: MovementColumns): number | undefined => {
  if (cell === undefined || cell.trim() === "") return 0
  const a = parseAmount(cell, cols.decimal)
  return a.ok ? Math.abs(a.value) : undefined
}

/** Reads one record into transactions, sets it aside with its reason, or refuses the file. */
const readMovement = (
  name: string,
  rec: CsvRecord,
  cols: MovementColumns,
  state: HistoryState
): Either.Either<never, IntakeError> | undefined => {
  const skip = (reason: string) => void state.skipped.push({ line: rec.line, reason })
  const cell = (i: number | undefined) => (i === undefined ? "" : (rec.cells[i] ?? "").trim())
  const direction = directionOf(cell(cols.direction))
  if (direction === undefined) return skip(`no direction (IN, OUT or NEUTRAL) in "${cell(cols.direction)}"`)
  const status = cols.status.map((i) => notBookedReason(cell(i))).find((r) => r !== undefined)
  if (status !== undefined) return skip(status)
  const booked = parseDate(cell(cols.booking), cols.dateOrder)
  if (booked === undefined) {
    return skip(cell(cols.booking) === "" ? "not completed (no date)" : `unreadable date "${cell(cols.booking)}"`)
  }
  const made = cols.made === undefined ? undefined : parseDate(cell(cols.made), cols.dateOrder)
  const legs = legsOf(rec, cols, direction, state)
  if (typeof legs === "string") return skip(legs)
  if ("refuse" in legs) {
    return refuseCsv(
      name,
      `"${name}": line ${rec.line}: ${legs.refuse}; pass options.columns {"balance": <index>} naming the column of each currency's balance`,
      {
        line: rec.line,
        found: `a NEUTRAL movement of ${cell(cols.source.amount)} ${cell(cols.source.currency)}`,
        missing: "a balance that shows which way it went"
      }
    )
  }
  const texts = cols.texts.map(cell).filter((t) => t !== "")
  const description = [...new Set(texts)].join(" ")
  for (const leg of legs.legs) {
    const base = {
      account: name,
      booking_date: booked,
      value_date: null,
      ...purchaseDate(made, booked),
      currency: leg.currency,
      counterparty: null,
      reference: null,
      bank_category: null,
      source_file: name,
      source_line: rec.line
    }
    const feeApart = leg.fee > 0
    const balance = leg.balance
    state.txs.push({
      ...base,
      amount: roundToMinor(leg.amount, leg.currency),
      description,
      balance_after: balance === undefined ? null : roundToMinor(balance + (feeApart ? leg.fee : 0), leg.currency)
    })
    if (feeApart) {
      state.txs.push({
        ...base,
        amount: roundToMinor(-leg.fee, leg.currency),
        description: `fee: ${description}`.trim(),
        balance_after: balance === undefined ? null : roundToMinor(balance, leg.currency)
      })
    }
  }
  return undefined
}

/** The legs a movement makes, why it makes none, or why its direction cannot be told. */
const legsOf = (
  rec: CsvRecord,
  cols: MovementColumns,
  direction: "in" | "out" | "neutral",
  state: HistoryState
): { readonly legs: ReadonlyArray<Leg> } | { readonly refuse: string } | string => {
  const at = (i: number) => rec.cells[i]
  const source = cols.source
  const amount = money(at(source.amount), cols)
  const currency = currencyOfToken(at(source.currency) ?? "")
  const fee = source.fee === undefined ? 0 : money(at(source.fee.amount), cols)
  if (amount === undefined || fee === undefined || currency === undefined) {
    return `unreadable amount "${at(source.amount) ?? ""} ${at(source.currency) ?? ""}"`
  }
  if (cols.target === undefined) return oneAmountLegs(rec, cols, direction, { amount, currency, fee }, state)
  const target = cols.target
  const into = money(at(target.amount), cols)
  const intoCurrency = currencyOfToken(at(target.currency) ?? "")
  if (into === undefined || intoCurrency === undefined) {
    return `unreadable amount "${at(target.amount) ?? ""} ${at(target.currency) ?? ""}"`
  }
  const out: Leg = { currency, amount: -amount, fee, balance: undefined }
  const inLeg: Leg = { currency: intoCurrency, amount: into, fee: 0, balance: undefined }
  if (direction === "out") return amount === 0 ? "no money moved (amount 0)" : { legs: [out] }
  if (direction === "in") return into === 0 ? "no money moved (amount 0)" : { legs: [inLeg] }
  if (currency === intoCurrency) return "moved between the holder's own balances of one currency"
  return { legs: [out, inLeg] }
}

/**
 * One amount per row: IN and OUT as written, NEUTRAL by the step of its currency's balance (none: no
 * transaction). Where the balance steps by the amount alone, the fee is already inside the amount.
 */
const oneAmountLegs = (
  rec: CsvRecord,
  cols: MovementColumns,
  direction: "in" | "out" | "neutral",
  row: { readonly amount: number; readonly currency: string; readonly fee: number },
  state: HistoryState
): { readonly legs: ReadonlyArray<Leg> } | { readonly refuse: string } | string => {
  const { amount, currency, fee } = row
  if (amount === 0) return "no money moved (amount 0)"
  const printed = cols.balance === undefined ? undefined : money(rec.cells[cols.balance], cols)
  const signedBalance = printed === undefined || cols.balance === undefined
    ? undefined
    : Math.sign(parseAmountValue(rec.cells[cols.balance] ?? "", cols)) * printed
  const before = state.last.get(currency)
  if (signedBalance !== undefined) state.last.set(currency, signedBalance)
  const step = signedBalance === undefined ? undefined : signedBalance - (before ?? 0)
  const near = (x: number | undefined, y: number) => x !== undefined && Math.abs(x - y) < CENT
  let sign = direction === "in" ? 1 : direction === "out" ? -1 : 0
  if (sign === 0) {
    if (step === undefined) return { refuse: "a NEUTRAL movement whose direction no balance shows" }
    if (near(step, 0)) return "no money moved (the balance does not move)"
    sign = step > 0 ? 1 : -1
  }
  // the fee apart when the balance moved by amount and fee, inside the amount when by the amount alone
  const inside = fee > 0 && near(step, sign * amount)
  const leg: Leg = {
    currency,
    amount: sign * amount,
    fee: inside ? 0 : fee,
    balance: signedBalance
  }
  return { legs: [leg] }
}

const parseAmountValue = (cell: string, cols: MovementColumns): number => {
  const a = parseAmount(cell, cols.decimal)
  return a.ok ? a.value : 0
}
