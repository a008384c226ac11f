import { type DecimalSeparator, parseAmount } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import { analyseDateColumn, type DateOrder, parseDate } from "../../values/dates.js"
import { holdsDates } from "../columns/column-stats.js"
import type { CsvRecord } from "../records/csv-records.js"

/**
 * The columns of a money-transfer or e-money service's transaction history (`movement-history.ts`),
 * found by their values: the IN/OUT/NEUTRAL direction, dates, currency codes, amounts paired with
 * the currency column beside them, fees (told from amounts by size) and the texts.
 */

/** The direction codes such histories write, one per movement. */
export type Direction = "in" | "out" | "neutral"
const DIRECTIONS: ReadonlyMap<string, Direction> = new Map([["in", "in"], ["out", "out"], ["neutral", "neutral"]])
export const directionOf = (cell: string): Direction | undefined => DIRECTIONS.get(cell.trim().toLowerCase())

/** An amount and the currency column that names its currency. */
export interface MoneySide {
  readonly amount: number
  readonly currency: number
  readonly fee?: { readonly amount: number; readonly currency: number }
}

export interface MovementColumns {
  readonly direction: number
  readonly booking: number
  readonly made: number | undefined
  readonly dateOrder: DateOrder | undefined
  readonly decimal: DecimalSeparator
  /** The two sides of a transfer (money leaves `source`, arrives at `target`); one side for one-amount rows. */
  readonly source: MoneySide
  readonly target: MoneySide | undefined
  readonly balance: number | undefined
  readonly status: ReadonlyArray<number>
  readonly texts: ReadonlyArray<number>
}

const share = (values: ReadonlyArray<string>, test: (v: string) => boolean): number =>
  values.length === 0 ? 0 : values.filter(test).length / values.length

/** The decimal separator of the amounts: the one that ends them with one or two digits. */
const decimalOf = (cells: ReadonlyArray<string>): DecimalSeparator => {
  let comma = 0
  let dot = 0
  for (const c of cells) {
    if (/\d,\d{1,2}$/.test(c.trim())) comma++
    else if (/\d\.\d{1,2}$/.test(c.trim())) dot++
  }
  return comma > dot ? "," : "."
}

const isMoney = (v: string, decimal: DecimalSeparator): boolean => /\d/.test(v) && parseAmount(v, decimal).ok
const mostlyZero = (values: ReadonlyArray<string>, decimal: DecimalSeparator): boolean =>
  share(values, (v) => {
    const a = parseAmount(v, decimal)
    return v.trim() === "" || (a.ok && a.value === 0)
  }) >= 0.5

const size = (v: string | undefined, decimal: DecimalSeparator): number => {
  const a = parseAmount(v ?? "", decimal)
  return a.ok ? Math.abs(a.value) : 0
}

/**
 * A fee beside an amount, told by size rather than by how often it is charged: smaller than the
 * amount on every row where both are filled, and at most a tenth of the amounts in all.
 */
const feeOf = (
  values: ReadonlyArray<ReadonlyArray<string>>,
  fee: number,
  amount: number,
  decimal: DecimalSeparator
): boolean => {
  const fees = values[fee] ?? []
  const amounts = values[amount] ?? []
  let feeSum = 0
  let amountSum = 0
  for (let r = 0; r < fees.length; r++) {
    const f = size(fees[r], decimal)
    const a = size(amounts[r], decimal)
    if (f > 0 && a > 0 && f >= a) return false
    feeSum += f
    amountSum += a
  }
  return feeSum <= 0.1 * amountSum
}

/** Of two date columns, the later on every row is the posting date; the other the day it was made. */
const postingAndMade = (
  data: ReadonlyArray<CsvRecord>,
  dates: ReadonlyArray<number>,
  order: DateOrder | undefined
): { booking: number; made: number | undefined } | undefined => {
  const [a, b] = dates
  if (a === undefined) return undefined
  if (b === undefined) return { booking: a, made: undefined }
  const never = (x: number, y: number) =>
    data.every((r) => {
      const dx = parseDate(r.cells[x] ?? "", order)
      const dy = parseDate(r.cells[y] ?? "", order)
      return dx === undefined || dy === undefined || dx <= dy
    })
  return never(b, a) && !never(a, b) ? { booking: a, made: b } : { booking: b, made: a }
}

/**
 * The columns of a movement history whose data rows are `data`, or undefined when its values do not
 * show one (no amount beside a currency column, no date).
 */
export const movementColumns = (
  data: ReadonlyArray<CsvRecord>,
  width: number,
  direction: number,
  pinned: DateOrder | undefined,
  pinnedBalance?: number
): MovementColumns | undefined => {
  const values = Array.from({ length: width }, (_, i) => data.map((r) => (r.cells[i] ?? "").trim()))
  const filled = (i: number) => (values[i] ?? []).filter((v) => v.trim() !== "")
  const dates: Array<number> = []
  const currencies: Array<number> = []
  const other: Array<number> = []
  for (let i = 0; i < width; i++) {
    if (i === direction || filled(i).length === 0) continue
    if (holdsDates(filled(i), pinned)) dates.push(i)
    else if (share(filled(i), (v) => currencyOfToken(v) !== undefined) >= 0.9) currencies.push(i)
    else other.push(i)
  }
  const decimal = decimalOf(other.flatMap(filled))
  const money = other.filter((i) => share(filled(i), (v) => isMoney(v, decimal)) >= 0.9)
  const order = dates.length === 0 ? pinned : orderOf(filled(dates[0] ?? 0), pinned)
  const when = postingAndMade(data, dates, order)
  if (when === undefined || currencies.length === 0) return undefined
  // an amount names its currency in the column right after it
  const paired = money.filter((m) => currencies.includes(m + 1))
  const twoSided = paired.filter((m) => !paired.some((o) => o !== m && feeOf(values, m, o, decimal))).length >= 2
  // on one-amount rows the amount may stand away from the currency; a fee is still never a balance's step
  const isFee = (m: number) =>
    mostlyZero(filled(m), decimal) ||
    (twoSided
      ? paired.some((o) => o !== m && feeOf(values, m, o, decimal))
      : money.some((o) => o !== m && feeOf(values, m, o, decimal) && !stepsOf(values, m, o, currencies, decimal)))
  const fees = paired.filter(isFee)
  const mains = paired.filter((m) => !fees.includes(m))
  const side = (m: number, k: number): MoneySide => {
    const fee = fees[k]
    return fee === undefined
      ? { amount: m, currency: m + 1 }
      : { amount: m, currency: m + 1, fee: { amount: fee, currency: fee + 1 } }
  }
  const texts = other.filter((i) => !money.includes(i))
  const status = texts.filter((i) => new Set(filled(i)).size <= 5 && filled(i).length >= 3)
  const described = texts.filter((i) => !status.includes(i))
  const base = { direction, ...when, dateOrder: order, decimal, status, texts: described }
  if (mains.length >= 2 && fees.length <= 2) {
    const [source, target] = mains as [number, number]
    return { ...base, source: side(source, 0), target: side(target, 1), balance: undefined }
  }
  return oneAmount(base, money, fees, currencies, values, decimal, pinnedBalance)
}

const orderOf = (values: ReadonlyArray<string>, pinned: DateOrder | undefined): DateOrder | undefined => {
  const verdict = analyseDateColumn(values, pinned)
  return verdict.kind === "dates" ? verdict.order : verdict.kind === "ambiguous" ? verdict.orders[0] : pinned
}

/**
 * One amount per row with one currency column: the fee is the amount column told by size, and of two
 * others the balance is the one whose steps, currency by currency, are the other's amounts.
 */
const oneAmount = (
  base: Omit<MovementColumns, "source" | "target" | "balance">,
  money: ReadonlyArray<number>,
  fees: ReadonlyArray<number>,
  currencies: ReadonlyArray<number>,
  values: ReadonlyArray<ReadonlyArray<string>>,
  decimal: DecimalSeparator,
  pinnedBalance: number | undefined
): MovementColumns | undefined => {
  const [currency] = currencies
  if (currency === undefined || currencies.length > 1) return undefined
  const fee = fees.length === 1 ? fees[0] : undefined
  const rest = money.filter((m) => m !== fee && m !== pinnedBalance)
  if (pinnedBalance !== undefined && rest.length === 1) {
    const feeSide = fee === undefined ? {} : { fee: { amount: fee, currency } }
    return {
      ...base,
      source: { amount: rest[0] ?? 0, currency, ...feeSide },
      target: undefined,
      balance: pinnedBalance
    }
  }
  if (rest.length === 0 || rest.length > 2) return undefined
  const feeSide = fee === undefined ? {} : { fee: { amount: fee, currency } }
  if (rest.length === 1) {
    return { ...base, source: { amount: rest[0] ?? 0, currency, ...feeSide }, target: undefined, balance: undefined }
  }
  const [a, b] = rest as [number, number]
  const steps = (amt: number, bal: number) => stepsJoined(values, amt, bal, currency, decimal)
  const [amount, balance] = steps(a, b) >= steps(b, a) ? [a, b] : [b, a]
  return { ...base, source: { amount, currency, ...feeSide }, target: undefined, balance }
}

/** Whether `balance` steps by `amount` on most rows: an amount and its balance, not a fee and its amount. */
const stepsOf = (
  values: ReadonlyArray<ReadonlyArray<string>>,
  amount: number,
  balance: number,
  currencies: ReadonlyArray<number>,
  decimal: DecimalSeparator
): boolean => {
  const [currency] = currencies
  if (currency === undefined) return false
  const rows = (values[amount] ?? []).length
  return Math.max(
    stepsJoined(values, amount, balance, currency, decimal),
    stepsJoined(values, balance, amount, currency, decimal)
  ) >= rows / 2
}

/** How many rows' balances move, from their currency's previous balance, by the row's amount either way. */
const stepsJoined = (
  values: ReadonlyArray<ReadonlyArray<string>>,
  amount: number,
  balance: number,
  currency: number,
  decimal: DecimalSeparator
): number => {
  const last = new Map<string, number>()
  let joined = 0
  const amounts = values[amount] ?? []
  const balances = values[balance] ?? []
  const codes = values[currency] ?? []
  for (let r = 0; r < amounts.length; r++) {
    const a = parseAmount(amounts[r] ?? "", decimal)
    const b = parseAmount(balances[r] ?? "", decimal)
    if (!a.ok || !b.ok) continue
    const code = codes[r] ?? ""
    const before = last.get(code)
    if (before !== undefined && Math.abs(Math.abs(b.value - before) - Math.abs(a.value)) < 0.005) joined++
    last.set(code, b.value)
  }
  return joined
}
