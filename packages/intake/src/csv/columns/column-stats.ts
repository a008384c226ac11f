import { looksNumeric } from "../../values/amounts.js"
import { currencyOfToken } from "../../values/currencies.js"
import { analyseDateColumn, type DateOrder } from "../../values/dates.js"
import type { CsvRecord } from "../records/csv-records.js"
import { indicatorKey, indicatorSides, isIndicatorValue } from "../vocabulary/direction.js"

/** How many records column detection reads below a header (or from the top of a file without one). */
export const DETECTION_SAMPLE = 300

/** How many cells of a record are filled. */
export const filledCells = (cells: ReadonlyArray<string>): number => cells.filter((c) => c !== "").length

/** The non-empty values of one column over some records. */
export const columnValues = (rows: ReadonlyArray<CsvRecord>, index: number): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const r of rows) {
    const v = r.cells[index]
    if (v !== undefined && v !== "") out.push(v)
  }
  return out
}

const share = (values: ReadonlyArray<string>, test: (v: string) => boolean): number =>
  values.length === 0 ? 0 : values.filter(test).length / values.length

/** Share of values that are dates (any order when the column cannot decide). */
export const dateShare = (values: ReadonlyArray<string>, pinned: DateOrder | undefined): number => {
  const v = analyseDateColumn(values, pinned)
  return v.kind === "none" ? 0 : v.share
}

/** Share of values that read as numbers. */
export const numericShare = (values: ReadonlyArray<string>): number => share(values, looksNumeric)

/** Share of values that are currency codes or symbols. */
export const currencyShare = (values: ReadonlyArray<string>): number =>
  share(values, (v) => currencyOfToken(v) !== undefined)

/** Share of values that are debit/credit indicators. */
export const indicatorShare = (values: ReadonlyArray<string>): number => {
  // a pair of letters (Slovenian B/D) reads only together
  const sides = indicatorSides(values)
  return share(values, (v) => sides.has(indicatorKey(v)) || isIndicatorValue(v))
}

/**
 * True when some value carries a decimal part (up to three digits, as dinars have), a sign, a
 * currency or debit/credit mark beside its number (whole yen, "21401 Dr"), or thousands grouped by
 * spaces or apostrophes ("16 668" yen): the column is money rather than an id.
 */
export const hasMoneyShape = (values: ReadonlyArray<string>): boolean =>
  values.some((v) =>
    /[.,]\d{1,3}\s*\D*$/.test(v) || /^\s*[-+(−]/.test(v) || /[\p{L}\p{Sc}]/u.test(v) ||
    /^\d{1,3}(?:[\s\u00a0\u202f'’]\d{3})+$/.test(v.trim())
  )

/** Mean length of the values. */
export const meanLength = (values: ReadonlyArray<string>): number =>
  values.length === 0 ? 0 : values.reduce((n, v) => n + v.length, 0) / values.length

/**
 * True when a column is the dates of a table: nearly all its values are dates, or at least half
 * are and the others are words (the "Total", "Pending" and account lines of a short statement),
 * never numbers.
 */
export const holdsDates = (values: ReadonlyArray<string>, pinned: DateOrder | undefined): boolean => {
  const share = dateShare(values, pinned)
  if (share >= 0.8) return true
  return share >= 0.5 && !values.some((v) => looksNumeric(v) && dateShare([v], pinned) === 0)
}

/** A sign on an amount: "-12.50", "(12.50)", "12.50-", "+12.50". */
const SIGNED = /^\s*[-−(+]|[-−)]\s*$/
/** A debit or credit mark ending an amount, on its own or straight after a currency: "12,50 D", "66.40CR", "1 500 HUFD". */
const MARK = /(?:^|[\d\s])([^\d\s]{0,3}?)(cr|dr|c|d)\.?$/i

/** True when an amount's text says its direction: a sign or a debit/credit mark. */
export const writesDirection = (v: string): boolean => {
  if (SIGNED.test(v)) return true
  const m = MARK.exec(v.trim())
  return m !== null && (m[1] === "" || currencyOfToken(m[1] ?? "") !== undefined)
}
