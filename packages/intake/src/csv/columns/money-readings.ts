import { type DecimalSeparator, parseAmount } from "../../values/amounts.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { columnValues, writesDirection } from "./column-stats.js"
import { type Joins, joins, readingsOf, type RowOrder } from "./money-series.js"

/** The roles a reading of the money columns gives them: an amount as printed, or debits and credits. */
export type MoneyRoles = Pick<ColumnMap, "amount" | "debit" | "credit" | "signedParts" | "directionEvidence">

/** One way to read headerless money columns as each row's signed amount. */
interface Reading {
  readonly roles: MoneyRoles
  readonly used: ReadonlyArray<number>
  readonly amounts: ReadonlyArray<number | undefined>
  /** An unsigned, unmarked column read as money in (1) or out (-1) throughout. */
  readonly sign?: 1 | -1
}

/** The rows where both read: how they join (see `joins`). */
interface Found {
  readonly reading: Reading
  readonly balance: number
  readonly joined: Joins
  readonly way: "after" | "before"
}

const filled = (r: CsvRecord, i: number): boolean => (r.cells[i] ?? "") !== ""

/** Two columns never filled on the same row, each on some (a row with neither, a note, does not count). */
export const complementary = (rows: ReadonlyArray<CsvRecord>, a: number, b: number): boolean =>
  rows.every((r) => !(filled(r, a) && filled(r, b))) && rows.some((r) => filled(r, a)) &&
  rows.some((r) => filled(r, b))

/** True when no value of the column carries a sign or a debit/credit mark. */
export const unmarked = (rows: ReadonlyArray<CsvRecord>, i: number): boolean =>
  !columnValues(rows, i).some(writesDirection)

/** A column next to `i` that is empty on every row (the other side of a debit/credit pair, or a trailing cell). */
export const emptyNeighbour = (rows: ReadonlyArray<CsvRecord>, i: number, width: number): number | undefined =>
  [i - 1, i + 1].find((j) => j >= 0 && j < width && columnValues(rows, j).length === 0)

const BALANCE_FALLS =
  "no amount is signed or marked and no header names the column: the running balance falls by each row's amount, so they are money out"
const BALANCE_PAIR =
  "unsigned debit and credit columns told apart by the running balance, which each row moves their way"

/**
 * The readings a careful reader weighs: each money column as printed (turned by the indicator);
 * an unsigned one as money out (its empty neighbour the credits' column); and two columns never
 * filled on the same row as debits and credits, signed as printed, or unsigned either way round.
 */
const readingsOfMoney = (
  rows: ReadonlyArray<CsvRecord>,
  money: ReadonlyArray<number>,
  indicator: number | undefined,
  decimal: DecimalSeparator,
  width: number
): ReadonlyArray<Reading> => {
  const out: Array<Reading> = []
  for (const a of money) {
    const read = readingsOf(rows, a, decimal, indicator)
    if (read === undefined) continue
    const unsigned = indicator === undefined && unmarked(rows, a)
    out.push({ roles: { amount: a }, used: [a], amounts: read, ...(unsigned ? { sign: 1 } : {}) })
    if (!unsigned) continue
    const twin = emptyNeighbour(rows, a, width)
    const roles = { debit: a, ...(twin === undefined ? {} : { credit: twin }), directionEvidence: BALANCE_FALLS }
    out.push({ roles, used: [a], amounts: read.map((v) => (v === undefined ? v : -Math.abs(v))), sign: -1 })
  }
  for (const [k, x] of money.entries()) {
    for (const y of money.slice(k + 1)) {
      if (indicator === undefined && complementary(rows, x, y)) {
        for (const p of pairReadings(rows, x, y, decimal)) out.push(p)
      }
    }
  }
  return out
}

/** Two columns never filled on the same row: signed parts added as printed, or unsigned ones either way round. */
const pairReadings = (
  rows: ReadonlyArray<CsvRecord>,
  x: number,
  y: number,
  decimal: DecimalSeparator
): ReadonlyArray<Reading> => {
  const values: Array<{ readonly out: boolean; readonly value: number } | undefined> = []
  for (const r of rows) {
    const side = filled(r, x) ? x : filled(r, y) ? y : undefined
    if (side === undefined) {
      values.push(undefined)
      continue
    }
    const a = parseAmount(r.cells[side] ?? "", decimal)
    if (!a.ok) return []
    values.push({ out: side === x, value: a.value })
  }
  if (!unmarked(rows, x) || !unmarked(rows, y)) {
    const amounts = values.map((v) => v?.value)
    return [{ roles: { debit: x, credit: y, signedParts: true }, used: [x, y], amounts }]
  }
  const turned = (xOut: boolean) =>
    values.map((v) => (v === undefined ? v : v.out === xOut ? -Math.abs(v.value) : Math.abs(v.value)))
  return [
    { roles: { debit: x, credit: y, directionEvidence: BALANCE_PAIR }, used: [x, y], amounts: turned(true) },
    { roles: { debit: y, credit: x, directionEvidence: BALANCE_PAIR }, used: [x, y], amounts: turned(false) }
  ]
}

/**
 * Which way a reading joins a balance column on the rows where both read. A balance after each
 * row needs two in three of the consecutive pairs (at least two), and at most one in three the
 * other way: pending rows the balance does not move yet and a second account's block break a few
 * pairs, not most. A balance before each row needs nine in ten.
 */
const joinsMostly = (j: Joins): "after" | "before" | undefined => {
  if (j.pairs < 1) return undefined
  const need = Math.max(1, Math.ceil(j.pairs * 0.9))
  const most = (k: number) => (k >= 2 && k * 3 >= j.pairs * 2) || k >= need
  if (most(j.after) && j.before * 3 <= j.pairs) return "after"
  return j.before >= need && j.after < need ? "before" : undefined
}

/** The money roles the running balance settles, and the balance column when it runs after each row. */
export type Settled = MoneyRoles & { readonly balance?: number }

/**
 * With several money columns and no header, the running balance decides how to read them: of the
 * readings (`readingsOfMoney`) and balance columns that join as a balance after each row, the one
 * joining the most pairs, when every other is a reading of fewer of its columns against the same
 * balance (one side of its debit/credit pair); failing that, the one reading a balance before each
 * row joins. An unsigned column read one way throughout is no reading when a step of the balance
 * joins it the other way (its rows go both ways, which it does not say). Undefined when none or
 * rival readings do.
 */
export const settleByBalance = (
  rows: ReadonlyArray<CsvRecord>,
  money: ReadonlyArray<number>,
  indicator: number | undefined,
  decimal: DecimalSeparator,
  order: RowOrder | undefined,
  keys: ReadonlyArray<string> | undefined,
  width: number
): Settled | undefined => {
  const tried: Array<Omit<Found, "way"> & { readonly way: Found["way"] | undefined }> = []
  // each balance column read once, whatever the readings it is joined with
  const balancesOf = new Map(money.map((b) => [b, readingsOf(rows, b, decimal, undefined)]))
  for (const reading of readingsOfMoney(rows, money, indicator, decimal, width)) {
    for (const b of money) {
      if (reading.used.includes(b)) continue
      const balances = balancesOf.get(b)
      if (balances === undefined) continue
      const joined = joins(reading.amounts, balances, order, keys)
      tried.push({ reading, balance: b, joined, way: joinsMostly(joined) })
    }
  }
  // an unsigned column read one way throughout is contradicted by any step the balance takes the other way
  const contradicted = (f: Omit<Found, "way">): boolean =>
    f.reading.sign !== undefined &&
    tried.some((g) =>
      g.balance === f.balance && g.reading.sign === -(f.reading.sign ?? 0) && g.reading.used[0] === f.reading.used[0] &&
      g.joined.after > 0
    )
  const found = tried.filter((f): f is Found => f.way !== undefined && !contradicted(f))
  const after = found.filter((f) => f.way === "after")
  if (after.length > 0) {
    const most = Math.max(...after.map((f) => f.joined.after))
    const [best, tied] = after.filter((f) => f.joined.after === most)
    // a reading of fewer of the same columns joins fewer pairs (one side of a pair); any other is a rival
    const rival = after.some((f) =>
      f !== best && (f.balance !== best?.balance || f.reading.used.some((i) => !best.reading.used.includes(i)))
    )
    return best === undefined || tied !== undefined || rival
      ? undefined
      : { ...best.reading.roles, balance: best.balance }
  }
  const readings = new Set(found.map((f) => f.reading))
  const [before] = readings
  return readings.size === 1 && before !== undefined ? before.roles : undefined
}
