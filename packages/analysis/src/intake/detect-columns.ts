import type { ColumnMap, ColumnRole } from "./column-role.js"
import { columnValues, currencyShare, dateShare, hasMoneyShape, indicatorShare, meanLength, numericShare } from "./column-stats.js"
import { detectDecimal, parseAmount } from "./amounts.js"
import type { CsvRecord } from "./csv-records.js"
import type { DateOrder } from "./dates.js"
import { rolesOfHeader } from "./header-vocabulary.js"

type MutableMap = { -readonly [K in keyof ColumnMap]: ColumnMap[K] } & { description: Array<number> }

/** The header row found in a file, and the column roles it names. */
export interface HeaderFound {
  readonly index: number
  readonly columns: ColumnMap
}

const HEADER_SCAN = 40
const SAMPLE = 300

const fits = (role: ColumnRole, values: ReadonlyArray<string>, pinned: DateOrder | undefined): boolean => {
  switch (role) {
    case "booking_date":
    case "value_date":
      return values.length > 0 && dateShare(values, pinned) >= 0.6
    case "amount":
    case "balance":
      return values.length === 0 || numericShare(values) >= 0.6
    case "debit":
    case "credit":
      return values.length === 0 || numericShare(values) >= 0.6
    case "currency":
      return values.length > 0 && currencyShare(values) >= 0.8
    case "indicator":
      return values.length > 0 && indicatorShare(values) >= 0.9
    default:
      return true
  }
}

const assign = (header: ReadonlyArray<string>, data: ReadonlyArray<CsvRecord>, pinned: DateOrder | undefined): MutableMap => {
  const map: MutableMap = { description: [] }
  header.forEach((cell, i) => {
    const values = columnValues(data, i)
    for (const role of rolesOfHeader(cell)) {
      if (role === "description") {
        map.description.push(i)
        return
      }
      if (map[role] !== undefined) {
        if (role === "booking_date" && map.value_date === undefined && fits("value_date", values, pinned)) {
          map.value_date = i
          return
        }
        continue
      }
      if (!fits(role, values, pinned)) {
        const pair = currencyAmountPair(role, i, header, data, values, pinned)
        if (pair === undefined) continue
        map[role] = pair
        if (role === "amount" && map.currency === undefined) map.currency = i
        return
      }
      map[role] = i
      return
    }
  })
  if (map.booking_date === undefined && map.value_date !== undefined) {
    map.booking_date = map.value_date
    delete map.value_date
  }
  if (map.amount === undefined && map.indicator === undefined) {
    const found = findIndicator(data, map, header.length)
    if (found !== undefined) map.indicator = found
  }
  return map
}

const MONEY: ReadonlyArray<ColumnRole> = ["amount", "balance", "debit", "credit"]

/**
 * Some exports (DEGIRO, several brokers) put the currency under the money header and the number in
 * the next, unnamed column. Returns that next column when this is the case.
 */
const currencyAmountPair = (
  role: ColumnRole,
  i: number,
  header: ReadonlyArray<string>,
  data: ReadonlyArray<CsvRecord>,
  values: ReadonlyArray<string>,
  pinned: DateOrder | undefined
): number | undefined => {
  if (!MONEY.includes(role) || values.length === 0 || currencyShare(values) < 0.8) return undefined
  if ((header[i + 1] ?? "").trim() !== "") return undefined
  const next = columnValues(data, i + 1)
  return next.length > 0 && fits(role, next, pinned) ? i + 1 : undefined
}

const used = (map: ColumnMap): Set<number> => {
  const s = new Set<number>(map.description)
  for (const [k, v] of Object.entries(map)) if (k !== "description" && typeof v === "number") s.add(v)
  return s
}

const findIndicator = (data: ReadonlyArray<CsvRecord>, map: ColumnMap, width: number): number | undefined => {
  const taken = used(map)
  for (let i = 0; i < width; i++) {
    if (taken.has(i)) continue
    const values = columnValues(data, i)
    if (values.length > 0 && indicatorShare(values) >= 0.95 && new Set(values.map((v) => v.toLowerCase())).size <= 4) return i
  }
  return undefined
}

const hasMoney = (m: ColumnMap): boolean => m.amount !== undefined || m.debit !== undefined || m.credit !== undefined

/** Finds the first row (of the first 40) that names a date column and a money column. */
export const findHeader = (records: ReadonlyArray<CsvRecord>, pinned: DateOrder | undefined): HeaderFound | undefined => {
  const limit = Math.min(records.length, HEADER_SCAN)
  for (let i = 0; i < limit; i++) {
    const cells = records[i]?.cells ?? []
    if (cells.length < 2) continue
    const named = cells.filter((c) => rolesOfHeader(c).length > 0).length
    if (named < 2) continue
    const key = cells.join("\u0000")
    const data = records.slice(i + 1, i + 1 + SAMPLE).filter((r) => r.cells.join("\u0000") !== key)
    const map = assign(cells, data, pinned)
    if (map.booking_date !== undefined && hasMoney(map)) return { index: i, columns: map }
  }
  return undefined
}

/**
 * Infers column roles of a headerless file from content: date columns, the money column,
 * a debit/credit indicator, a currency column and the longest text column as description.
 * Returns undefined when money is ambiguous (for example two unsigned amount columns).
 */
export const inferColumns = (records: ReadonlyArray<CsvRecord>, pinned: DateOrder | undefined): ColumnMap | undefined => {
  const data = records.slice(0, SAMPLE)
  const width = Math.max(0, ...data.map((r) => r.cells.length))
  const map: MutableMap = { description: [] }
  const money: Array<number> = []
  let bestText = -1
  let bestLen = 0
  for (let i = 0; i < width; i++) {
    const values = columnValues(data, i)
    if (values.length === 0) continue
    if (dateShare(values, pinned) >= 0.8) {
      if (map.booking_date === undefined) map.booking_date = i
      else if (map.value_date === undefined) map.value_date = i
      continue
    }
    if (numericShare(values) >= 0.9 && hasMoneyShape(values)) {
      money.push(i)
      continue
    }
    if (currencyShare(values) >= 0.9) {
      if (map.currency === undefined) map.currency = i
      continue
    }
    if (indicatorShare(values) >= 0.95 && new Set(values.map((v) => v.toLowerCase())).size <= 4) {
      if (map.indicator === undefined) map.indicator = i
      continue
    }
    const len = meanLength(values)
    if (numericShare(values) < 0.5 && len > bestLen) {
      bestLen = len
      bestText = i
    }
  }
  if (map.booking_date === undefined || money.length === 0) return undefined
  if (bestText >= 0) map.description.push(bestText)
  const [first, second] = money
  if (first === undefined) return undefined
  if (second !== undefined && complementary(data, first, second)) {
    const negative = (i: number) => columnValues(data, i).some((v) => /^\s*[-−(]/.test(v))
    if (!negative(first) && !negative(second)) return undefined
    return { ...map, debit: first, credit: second, signedParts: true }
  }
  if (second === undefined) return { ...map, amount: first }
  const resolved = resolveByBalance(data, money)
  return resolved === undefined ? undefined : { ...map, ...resolved }
}

type Continuity = "after" | "before"

const continuity = (amounts: ReadonlyArray<number>, balances: ReadonlyArray<number>): Continuity | undefined => {
  const n = Math.min(amounts.length, balances.length)
  if (n < 2) return undefined
  const close = (x: number, y: number) => Math.abs(x - y) < 0.005
  let after = 0
  let before = 0
  for (let i = 1; i < n; i++) {
    const a0 = amounts[i - 1] ?? NaN
    const a1 = amounts[i] ?? NaN
    const b0 = balances[i - 1] ?? NaN
    const b1 = balances[i] ?? NaN
    if (close(b1, b0 + a1) || close(b0, b1 + a0)) after++
    if (close(b1, b0 + a0) || close(b0, b1 + a1)) before++
  }
  const need = Math.max(1, Math.ceil((n - 1) * 0.9))
  if (after >= need && before < need) return "after"
  if (before >= need && after < need) return "before"
  return undefined
}

/**
 * With several money columns and no header, the running balance decides which column is the amount:
 * exactly one (amount, balance) pair must add up row after row; otherwise the file is ambiguous.
 */
const resolveByBalance = (rows: ReadonlyArray<CsvRecord>, money: ReadonlyArray<number>): { amount: number; balance?: number } | undefined => {
  const decimal = detectDecimal(money.flatMap((i) => columnValues(rows, i))) ?? "."
  const series = (i: number): ReadonlyArray<number> | undefined => {
    const out: Array<number> = []
    for (const r of rows) {
      const a = parseAmount(r.cells[i] ?? "", decimal)
      if (!a.ok) return undefined
      out.push(a.value)
    }
    return out
  }
  const found: Array<{ amount: number; balance?: number }> = []
  for (const a of money) {
    for (const b of money) {
      if (a === b) continue
      const sa = series(a)
      const sb = series(b)
      if (sa === undefined || sb === undefined) continue
      const c = continuity(sa, sb)
      if (c === "after") found.push({ amount: a, balance: b })
      else if (c === "before") found.push({ amount: a })
    }
  }
  return found.length === 1 ? found[0] : undefined
}

const complementary = (rows: ReadonlyArray<CsvRecord>, a: number, b: number): boolean =>
  rows.every((r) => ((r.cells[a] ?? "") === "") !== ((r.cells[b] ?? "") === ""))

/** Column roles of a file: from its header row when it has one, else inferred from content. */
export const detectColumns = (
  records: ReadonlyArray<CsvRecord>,
  pinned: DateOrder | undefined
): { readonly header: number | undefined; readonly columns: ColumnMap | undefined } => {
  const found = findHeader(records, pinned)
  if (found !== undefined) return { header: found.index, columns: found.columns }
  return { header: undefined, columns: inferColumns(records, pinned) }
}
