import { monthFromName } from "./month-names.js"
import { makeValueCounter } from "./value-counts.js"

/** The order of day, month and year in a numeric date. */
export type DateOrder = "DMY" | "MDY" | "YMD"

type Shape =
  | { readonly kind: "ymd"; readonly sep: string; readonly y: number; readonly m: number; readonly d: number }
  | { readonly kind: "compact"; readonly y: number; readonly m: number; readonly d: number }
  | {
    readonly kind: "numeric"
    readonly sep: string
    readonly a: number
    readonly b: number
    readonly y: number
    readonly yearDigits: number
  }
  | {
    readonly kind: "named"
    readonly sep: string
    readonly y: number
    readonly m: number
    readonly d: number
    readonly yearDigits: number
    readonly monthFirst: boolean
  }

const TIME_SUFFIX =
  /(?:[ T]+|,\s*)\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i
const YMD = /^(\d{4})([-/.:])(\d{1,2})\2(\d{1,2})$/
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/
const NUMERIC = /^(\d{1,2})([-/. ])(\d{1,2})\2(\d{2}|\d{4})$/
const DAY_NAMED = /^(\d{1,2})([-/. ]?)([\p{L}]{3,10})\.?\2(\d{2}|\d{4})$/u
const NAMED_DAY = /^([\p{L}]{3,10})\.? (\d{1,2}),? (\d{4})$/u

const fullYear = (y: number, digits: number): number => (digits === 2 ? (y < 70 ? 2000 + y : 1900 + y) : y)

const clean = (raw: string): string => raw.trim().replace(TIME_SUFFIX, "").replace(/\.$/, "").trim()

const shapeOf = (raw: string): Shape | undefined => {
  const s = clean(raw)
  let m = YMD.exec(s)
  if (m) return { kind: "ymd", sep: m[2] ?? "-", y: Number(m[1]), m: Number(m[3]), d: Number(m[4]) }
  m = COMPACT.exec(s)
  if (m) return { kind: "compact", y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }
  m = NUMERIC.exec(s)
  if (m) {
    const yd = (m[4] ?? "").length
    return {
      kind: "numeric",
      sep: m[2] ?? "/",
      a: Number(m[1]),
      b: Number(m[3]),
      y: fullYear(Number(m[4]), yd),
      yearDigits: yd
    }
  }
  m = DAY_NAMED.exec(s)
  if (m) {
    const month = monthFromName(m[3] ?? "")
    const yd = (m[4] ?? "").length
    if (month !== undefined) {
      return {
        kind: "named",
        sep: m[2] ?? "",
        y: fullYear(Number(m[4]), yd),
        m: month,
        d: Number(m[1]),
        yearDigits: yd,
        monthFirst: false
      }
    }
  }
  m = NAMED_DAY.exec(s)
  if (m) {
    const month = monthFromName(m[1] ?? "")
    if (month !== undefined) {
      return { kind: "named", sep: " ", y: Number(m[3]), m: month, d: Number(m[2]), yearDigits: 4, monthFirst: true }
    }
  }
  return undefined
}

const daysIn = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate()

const pad = (n: number, w: number): string => String(n).padStart(w, "0")

/** An ISO `YYYY-MM-DD` date, or undefined when the parts are not a real calendar date. */
export const isoDate = (y: number, m: number, d: number): string | undefined =>
  y >= 1900 && y <= 2199 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m)
    ? `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`
    : undefined

const familyOf = (s: Shape): string =>
  s.kind === "numeric"
    ? `numeric${s.sep}${s.yearDigits}`
    : s.kind === "ymd"
    ? `ymd${s.sep}`
    : s.kind === "named"
    ? `named${s.monthFirst ? "m" : "d"}`
    : s.kind

const toIso = (s: Shape, order: DateOrder | undefined): string | undefined => {
  switch (s.kind) {
    case "ymd":
    case "compact":
    case "named":
      return isoDate(s.y, s.m, s.d)
    case "numeric":
      if (order === "DMY") return isoDate(s.y, s.b, s.a)
      if (order === "MDY") return isoDate(s.y, s.a, s.b)
      return undefined
  }
}

/** Reads one date cell with a known order; undefined when it is not a date. */
export const parseDate = (raw: string, order: DateOrder | undefined): string | undefined => {
  const s = shapeOf(raw)
  return s === undefined ? undefined : toIso(s, order)
}

/** What the whole column says about its dates. */
export type DateColumnVerdict =
  | { readonly kind: "dates"; readonly order: DateOrder | undefined; readonly format: string; readonly share: number }
  | { readonly kind: "ambiguous"; readonly format: string; readonly share: number }
  | { readonly kind: "none"; readonly share: number }

const describe = (s: Shape, order: DateOrder | undefined): string => {
  const y = (digits: number) => (digits === 2 ? "YY" : "YYYY")
  switch (s.kind) {
    case "ymd":
      return `YYYY${s.sep}MM${s.sep}DD`
    case "compact":
      return "YYYYMMDD"
    case "named":
      return s.monthFirst ? "Mon DD, YYYY" : `DD${s.sep}Mon${s.sep}${y(s.yearDigits)}`
    case "numeric": {
      const parts = order === "MDY" ? ["MM", "DD"] : order === "DMY" ? ["DD", "MM"] : ["??", "??"]
      return `${parts[0]}${s.sep}${parts[1]}${s.sep}${y(s.yearDigits)}`
    }
  }
}

/**
 * Decides a column's date layout from every non-empty cell. Numeric dates with `.` are day-first;
 * with `/` or `-` a day above 12 in either position decides, and nothing deciding is "ambiguous".
 * `pinned` (the caller's `date_format`) settles the order.
 */
export const analyseDateColumn = (values: ReadonlyArray<string>, pinned: DateOrder | undefined): DateColumnVerdict => {
  const counter = makeValueCounter()
  for (const v of values) counter.add(v)
  return analyseDateCounts(counter.counts(), pinned)
}

/**
 * `analyseDateColumn` from a column's non-blank values counted, in the order each first appears
 * (`CsvRows.columnCounts` gives them without making a string per row).
 */
export const analyseDateCounts = (
  distinct: ReadonlyMap<string, number>,
  pinned: DateOrder | undefined
): DateColumnVerdict => {
  const families = new Map<string, number>()
  const shapes: Array<Shape> = []
  const weight: Array<number> = []
  let nonEmpty = 0
  for (const [v, n] of distinct) {
    nonEmpty += n
    const s = shapeOf(v)
    if (s === undefined) continue
    shapes.push(s)
    weight.push(n)
    const f = familyOf(s)
    families.set(f, (families.get(f) ?? 0) + n)
  }
  if (nonEmpty === 0 || shapes.length === 0) return { kind: "none", share: 0 }
  let family = ""
  let top = 0
  for (const [f, n] of families) if (n > top) [family, top] = [f, n]
  const members = shapes.filter((s) => familyOf(s) === family)
  const memberWeight = shapes.map((s, i) => (familyOf(s) === family ? (weight[i] ?? 1) : 0))
  const first = members[0]
  if (first === undefined) return { kind: "none", share: 0 }
  let order: DateOrder | undefined
  if (first.kind === "numeric") {
    if (pinned !== undefined && pinned !== "YMD") order = pinned
    else if (first.sep === ".") order = "DMY"
    else {
      const dayFirst = members.some((s) => s.kind === "numeric" && s.a > 12)
      const monthFirst = members.some((s) => s.kind === "numeric" && s.b > 12)
      if (dayFirst && !monthFirst) order = "DMY"
      else if (monthFirst && !dayFirst) order = "MDY"
      else if (!dayFirst && !monthFirst) {
        const share = memberWeight.reduce((a, b) => a + b, 0) / nonEmpty
        return { kind: "ambiguous", format: describe(first, undefined), share }
      } else return { kind: "none", share: 0 }
    }
  }
  const valid = shapes.reduce(
    (n, s, i) => n + (memberWeight[i] !== 0 && toIso(s, order) !== undefined ? (weight[i] ?? 1) : 0),
    0
  )
  const share = valid / nonEmpty
  if (valid === 0) return { kind: "none", share: 0 }
  return { kind: "dates", order, format: describe(first, order), share }
}

/** Reads a caller's `date_format` (`DD/MM/YYYY`, `%m/%d/%Y`, `YYYY-MM-DD`, ...) into a day/month/year order. */
export const orderFromFormat = (format: string): DateOrder | undefined => {
  const f = format.toUpperCase().replace(/%D/g, "DD").replace(/%M/g, "MM").replace(/%B/g, "MMM").replace(/%Y/g, "YYYY")
  const d = f.indexOf("D")
  const m = f.indexOf("M")
  const y = f.indexOf("Y")
  if (d < 0 || m < 0 || y < 0) return undefined
  if (y < m && m < d) return "YMD"
  if (d < m && m < y) return "DMY"
  if (m < d && d < y) return "MDY"
  return undefined
}
