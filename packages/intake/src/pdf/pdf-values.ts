import { currencyOfToken } from "../values/currencies.js"
import { parseDate } from "../values/dates.js"
import { fold } from "../values/month-names.js"
import wordsJson from "./pdf-words.json" with { type: "json" }

/** The reader's words, folded. */
export const PDF_WORDS = {
  debitMarks: new Set(wordsJson.debitMarks.map(fold)),
  creditMarks: new Set(wordsJson.creditMarks.map(fold))
}

/** An amount cell read: its value as printed (sign, parentheses or D/C mark applied) and its currency sign. */
export interface PrintedAmount {
  readonly value: number
  /** True when the cell marked its direction (a sign, parentheses, a D/C word). */
  readonly marked: boolean
  readonly currency: string | undefined
  /** Digits after the decimal mark (0 when the number is whole). */
  readonly decimals: number
}

const GROUP = /[.,'’\u00a0\u202f ]/

/**
 * Reads a printed amount: digits with one decimal mark (`decimal`, or none) and group marks,
 * a sign before or after, parentheses, a currency sign or code on either side, a D/C mark
 * after; undefined when the cell is anything else (a date, a reference, words).
 */
export const readAmount = (raw: string, decimal: "." | "," | undefined): PrintedAmount | undefined => {
  let text = raw.trim()
  let negative = false
  let marked = false
  let currency: string | undefined
  const mark = /\s+([^\s\d]{1,5})$/.exec(text)
  if (mark?.[1] !== undefined) {
    const word = fold(mark[1].replace(/\.$/, ""))
    if (PDF_WORDS.debitMarks.has(word) || PDF_WORDS.creditMarks.has(word)) {
      negative = PDF_WORDS.debitMarks.has(word)
      marked = true
      text = text.slice(0, mark.index).trim()
    }
  }
  if (text.startsWith("(") && text.endsWith(")")) {
    negative = true
    marked = true
    text = text.slice(1, -1).trim()
  }
  const match =
    /^([-−+]?)\s*([^\d\s.,()-]{0,4})\s*([-−+]?)\s*(\d[\d.,'’\u00a0\u202f ]*\d|\d)\s*([-−+]?)\s*([^\d\s()]{0,4}?)\s*([-−+]?)$/
      .exec(text)
  if (match === null) return undefined
  const [, s1 = "", pre = "", s2 = "", digits = "", s3 = "", post = "", s4 = ""] = match
  const signs = `${s1}${s2}${s3}${s4}`
  if (signs.length > 1) return undefined
  if (/[-−]/.test(signs)) {
    negative = !negative
    marked = true
  } else if (signs === "+") marked = true
  const sign = pre !== "" ? pre : post
  if (pre !== "" && post !== "") return undefined
  if (sign !== "") {
    currency = currencyOfToken(sign)
    if (currency === undefined) return undefined
  }
  const value = numberOf(digits, decimal)
  if (value === undefined) return undefined
  return { value: negative ? -value.value : value.value, marked, currency, decimals: value.decimals }
}

/** The number a run of digits and marks writes, with `decimal` the decimal mark (none: whole). */
const numberOf = (digits: string, decimal: "." | "," | undefined) => {
  const at = decimal === undefined ? -1 : digits.lastIndexOf(decimal)
  const whole = at < 0 ? digits : digits.slice(0, at)
  const fraction = at < 0 ? "" : digits.slice(at + 1)
  if (!/^\d*$/.test(fraction) || fraction.length === 0 && at >= 0) return undefined
  const groups = whole.split(GROUP)
  // groups after the first are three digits each: `1.234,5` or `12,34,567` are not amounts of this statement
  if (groups.slice(1).some((g) => g.length !== 3) || (groups[0] ?? "").length === 0) return undefined
  if (groups.length > 1 && new Set(whole.replace(/\d/g, "")).size > 1) return undefined
  return { value: Number(`${groups.join("")}.${fraction || "0"}`), decimals: fraction.length }
}

/**
 * The statement's decimal mark from its amount-like cells: the mark that ends most of them followed
 * by two digits; none when no cell has one (whole amounts, such as forints).
 */
export const decimalMarkOf = (cells: Iterable<string>): "." | "," | undefined => {
  let dot = 0
  let comma = 0
  for (const cell of cells) {
    const m = /\d([.,])\d{2}(?!\d)(?:\s*\S{0,4})?\s*[-−+)]?\s*\S{0,4}$/.exec(cell.trim())
    if (m?.[1] === ".") dot++
    else if (m?.[1] === ",") comma++
  }
  return dot === 0 && comma === 0 ? undefined : dot >= comma ? "." : ","
}

/** The date orders a statement's numeric dates may be read in, decided over all of them. */
export type PdfDateOrder = "DMY" | "MDY"

const YEARLESS_NUMERIC = /^(\d{1,2})[./-](\d{1,2})\.?$/

/**
 * Reads a date cell: full numeric and named dates, and dates without a year (`05.03.`, `05 Mar`),
 * which take the statement period's year (the next year when the month is before the period's).
 */
export const readDate = (
  raw: string,
  order: PdfDateOrder,
  period: { readonly year: number; readonly month: number } | undefined
): string | undefined => {
  const text = raw.trim()
  if (text.length > 24 || !/\d/.test(text)) return undefined
  const full = parseDate(text, order)
  if (full !== undefined) return full
  if (period === undefined) return undefined
  const numeric = YEARLESS_NUMERIC.exec(text)
  if (numeric !== null) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])]
    const month = order === "DMY" ? b : a
    const year = month < period.month ? period.year + 1 : period.year
    return parseDate(`${numeric[1]}.${numeric[2]}.${year}`, order)
  }
  if (/^\d{1,2}\.?\s+\p{L}/u.test(text) || /^\p{L}[\p{L}.]*\s+\d{1,2}$/u.test(text)) {
    const withYear = (year: number) => parseDate(`${text} ${year}`, order)
    const first = withYear(period.year)
    if (first === undefined) return undefined
    return Number(first.slice(5, 7)) < period.month ? withYear(period.year + 1) : first
  }
  return undefined
}
