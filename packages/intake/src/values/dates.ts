import { monthFromName, monthLanguages, monthReadings, monthsByLanguage } from "./month-names.js"
import { makeValueCounter } from "./value-counts.js"

/** The order of day, month and year in a numeric date: any of the six. */
export type DateOrder = "DMY" | "MDY" | "YMD" | "YDM" | "DYM" | "MYD"

/** Where the year stands in a numeric date: first, between day and month, or last. */
type YearAt = 0 | 1 | 2

/** For each place of the year, the order reading the other two parts day first, then month first. */
const ORDERS_BY_YEAR: Readonly<Record<YearAt, readonly [DateOrder, DateOrder]>> = {
  0: ["YDM", "YMD"],
  1: ["DYM", "MYD"],
  2: ["DMY", "MDY"]
}

/** The two readings of numeric dates with the year at the same place: day before month, then month before day. */
export const ordersWithYearAs = (order: DateOrder): readonly [DateOrder, DateOrder] =>
  ORDERS_BY_YEAR[order.indexOf("Y") as YearAt]

type Shape =
  | { readonly kind: "compact"; readonly y: number; readonly m: number; readonly d: number }
  | {
    readonly kind: "numeric"
    readonly sep: string
    /** The two parts that are not the year, in the order written. */
    readonly a: number
    readonly b: number
    readonly y: number
    readonly yearAt: YearAt
    readonly yearDigits: number
  }
  | {
    readonly kind: "named"
    readonly sep: string
    readonly y: number
    /** The month every language reading the name agrees on; 0 when languages read it as different months. */
    readonly m: number
    /** The month's name as written. */
    readonly name: string
    readonly d: number
    readonly yearDigits: number
    readonly monthFirst: boolean
  }

const TIME_SUFFIX =
  /(?:[ T]+|,\s*)\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i
const YEAR_FIRST = /^(\d{4})([-/.:])(\d{1,2})\2(\d{1,2})$/
const YEAR_MIDDLE = /^(\d{1,2})([-/. ])(\d{4})\2(\d{1,2})$/
const YEAR_LAST = /^(\d{1,2})([-/. ])(\d{1,2})\2(\d{2}|\d{4})$/
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/
const DAY_NAMED = /^(\d{1,2})([-/. ]?)([\p{L}]{3,10})\.?\2(\d{2}|\d{4})$/u
const NAMED_DAY = /^([\p{L}]{3,10})\.? (\d{1,2}),? (\d{4})$/u

const fullYear = (y: number, digits: number): number => (digits === 2 ? (y < 70 ? 2000 + y : 1900 + y) : y)

// a time needs a colon, and most cells have none: the expression is not tried on them
const clean = (raw: string): string => {
  const t = raw.trim()
  const s = t.includes(":") ? t.replace(TIME_SUFFIX, "") : t
  return (s.endsWith(".") ? s.slice(0, -1) : s).trim()
}

/** A numeric date with the year at `yearAt` among its three parts (`m` the regex match, year digits included). */
const numericShape = (m: RegExpExecArray, yearAt: YearAt): Shape => {
  const year = (yearAt === 0 ? m[1] : yearAt === 1 ? m[3] : m[4]) ?? ""
  const digits = year.length
  return {
    kind: "numeric",
    sep: m[2] ?? "/",
    a: Number(yearAt === 0 ? m[3] : m[1]),
    b: Number(yearAt === 2 ? m[3] : m[4]),
    y: fullYear(Number(year), digits),
    yearAt,
    yearDigits: digits
  }
}

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57

/** `YYYY-MM-DD` (or with `/`, `.`, `:`), the commonest date: what `YEAR_FIRST` reads of it, without a match. */
const isoShape = (s: string): Shape | undefined => {
  const sep = s.charCodeAt(4)
  if (s.length !== 10 || s.charCodeAt(7) !== sep || !(sep === 45 || sep === 47 || sep === 46 || sep === 58)) {
    return undefined
  }
  let y = 0
  for (let i = 0; i < 10; i++) {
    const c = s.charCodeAt(i)
    if (i === 4 || i === 7) continue
    if (!isDigitCode(c)) return undefined
    if (i < 4) y = y * 10 + c - 48
  }
  const a = (s.charCodeAt(5) - 48) * 10 + s.charCodeAt(6) - 48
  const b = (s.charCodeAt(8) - 48) * 10 + s.charCodeAt(9) - 48
  return { kind: "numeric", sep: s[4] ?? "/", a, b, y, yearAt: 0, yearDigits: 4 }
}

const shapeOf = (raw: string): Shape | undefined => {
  const s = clean(raw)
  const iso = isoShape(s)
  if (iso !== undefined) return iso
  let m = YEAR_FIRST.exec(s)
  if (m) return numericShape(m, 0)
  m = COMPACT.exec(s)
  if (m) return { kind: "compact", y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) }
  m = YEAR_LAST.exec(s)
  if (m) return numericShape(m, 2)
  m = YEAR_MIDDLE.exec(s)
  if (m) return numericShape(m, 1)
  m = DAY_NAMED.exec(s)
  if (m) {
    const name = m[3] ?? ""
    const yd = (m[4] ?? "").length
    const month = namedMonth(name)
    if (month !== undefined) {
      const d = Number(m[1])
      return {
        kind: "named",
        sep: m[2] ?? "",
        y: fullYear(Number(m[4]), yd),
        m: month,
        name,
        d,
        yearDigits: yd,
        monthFirst: false
      }
    }
  }
  m = NAMED_DAY.exec(s)
  if (m) {
    const name = m[1] ?? ""
    const month = namedMonth(name)
    if (month !== undefined) {
      return {
        kind: "named",
        sep: " ",
        y: Number(m[3]),
        m: month,
        name,
        d: Number(m[2]),
        yearDigits: 4,
        monthFirst: true
      }
    }
  }
  return undefined
}

/** The month a name gives when the languages reading it agree, 0 when they do not, undefined when none reads it. */
const namedMonth = (name: string): number | undefined =>
  monthsByLanguage(name).size === 0 ? undefined : (monthFromName(name) ?? 0)

/** The languages a column's month names are read in, when their languages disagree; undefined: any. */
export type MonthLanguages = ReadonlySet<string> | undefined

/** The month of a named date: the one its languages agree on, else the one `months` read it as. */
const monthOf = (s: Shape & { readonly kind: "named" }, months: MonthLanguages): number =>
  s.m !== 0 || months === undefined ? s.m : (monthFromName(s.name, months) ?? 0)

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Days in month `m` (1–12) of year `y`, Gregorian leap years. */
const daysIn = (y: number, m: number): number =>
  m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : DAYS_IN_MONTH[m - 1] ?? 0

const pad = (n: number, w: number): string => String(n).padStart(w, "0")

/** True when the parts are a real calendar date in the years dates are read in. */
const isCalendarDate = (y: number, m: number, d: number): boolean =>
  y >= 1900 && y <= 2199 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m)

/** An ISO `YYYY-MM-DD` date, or undefined when the parts are not a real calendar date. */
export const isoDate = (y: number, m: number, d: number): string | undefined =>
  isCalendarDate(y, m, d) ? `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}` : undefined

const familyOf = (s: Shape): string =>
  s.kind === "numeric"
    ? `numeric${s.yearAt}${s.sep}${s.yearDigits}`
    : s.kind === "named"
    ? `named${s.monthFirst ? "m" : "d"}`
    : s.kind

/** True when `familyOf` gives both shapes the same name. */
const sameFamily = (a: Shape, b: Shape): boolean =>
  a.kind === "numeric"
    ? b.kind === "numeric" && a.yearAt === b.yearAt && a.sep === b.sep && a.yearDigits === b.yearDigits
    : a.kind === "named"
    ? b.kind === "named" && a.monthFirst === b.monthFirst
    : a.kind === b.kind

/**
 * The order a numeric date is read in: `order` when it puts the year where the date has it; else
 * year first is read year-month-day (ISO 8601, and every country writing the year first), other
 * places undecided.
 */
const orderFor = (s: Shape & { readonly kind: "numeric" }, order: DateOrder | undefined): DateOrder | undefined =>
  order !== undefined && order.indexOf("Y") === s.yearAt ? order : s.yearAt === 0 ? "YMD" : undefined

const toIso = (s: Shape, order: DateOrder | undefined, months: MonthLanguages): string | undefined => {
  if (s.kind === "named") return isoDate(s.y, monthOf(s, months), s.d)
  if (s.kind !== "numeric") return isoDate(s.y, s.m, s.d)
  const o = orderFor(s, order)
  if (o === undefined) return undefined
  // the first of the two other parts is the day when D comes before M
  return o.indexOf("D") < o.indexOf("M") ? isoDate(s.y, s.b, s.a) : isoDate(s.y, s.a, s.b)
}

/** `toIso(s, order) !== undefined`, without writing the date. */
const readsAsDate = (s: Shape, order: DateOrder | undefined, months: MonthLanguages): boolean => {
  if (s.kind === "named") return isCalendarDate(s.y, monthOf(s, months), s.d)
  if (s.kind !== "numeric") return isCalendarDate(s.y, s.m, s.d)
  const o = orderFor(s, order)
  if (o === undefined) return false
  return o.indexOf("D") < o.indexOf("M") ? isCalendarDate(s.y, s.b, s.a) : isCalendarDate(s.y, s.a, s.b)
}

/**
 * Reads one date cell with a known order (and the languages of its month names, when they read
 * them differently); undefined when it is not a date.
 */
export const parseDate = (raw: string, order: DateOrder | undefined, months?: MonthLanguages): string | undefined => {
  const s = shapeOf(raw)
  return s === undefined ? undefined : toIso(s, order, months)
}

/** What the whole column says about its dates. */
export type DateColumnVerdict =
  | {
    readonly kind: "dates"
    readonly order: DateOrder | undefined
    readonly format: string
    readonly share: number
    /** The languages the month names are read in, when languages read them differently. */
    readonly months?: MonthLanguages
  }
  | {
    readonly kind: "month-names"
    readonly format: string
    /** The languages of each reading of the month names, which give them different months. */
    readonly readings: ReadonlyArray<ReadonlySet<string>>
    /** The names the readings disagree on. */
    readonly names: ReadonlyArray<string>
    readonly share: number
  }
  | {
    readonly kind: "ambiguous"
    readonly format: string
    /** The two readings left: day before month, then month before day. */
    readonly orders: readonly [DateOrder, DateOrder]
    readonly share: number
  }
  | { readonly kind: "none"; readonly share: number }

const describe = (s: Shape, order: DateOrder | undefined): string => {
  const y = (digits: number) => (digits === 2 ? "YY" : "YYYY")
  switch (s.kind) {
    case "compact":
      return "YYYYMMDD"
    case "named":
      return s.monthFirst ? "Mon DD, YYYY" : `DD${s.sep}Mon${s.sep}${y(s.yearDigits)}`
    case "numeric": {
      const o = orderFor(s, order)
      const part = (i: number) => i === s.yearAt ? y(s.yearDigits) : o === undefined ? "??" : o[i] === "D" ? "DD" : "MM"
      return [0, 1, 2].map(part).join(s.sep)
    }
  }
}

/**
 * The order of a column's numeric dates with the year at the same place: the caller's when it puts
 * the year there; with the year last and `.` day-first; else a part above 12 is the day; nothing
 * above 12 reads year-first dates as ISO and leaves the others ambiguous; a part above 12 on
 * both sides is no date column.
 */
const numericOrder = (
  first: Shape & { readonly kind: "numeric" },
  members: ReadonlyArray<Shape>,
  pinned: DateOrder | undefined
): DateOrder | "ambiguous" | "none" => {
  if (pinned !== undefined && pinned.indexOf("Y") === first.yearAt) return pinned
  if (first.yearAt === 2 && first.sep === ".") return "DMY"
  const [dayBefore, monthBefore] = ORDERS_BY_YEAR[first.yearAt]
  const dayFirst = members.some((s) => s.kind === "numeric" && s.a > 12)
  const monthFirst = members.some((s) => s.kind === "numeric" && s.b > 12)
  if (dayFirst && monthFirst) return first.yearAt === 0 ? "YMD" : "none"
  if (dayFirst) return dayBefore
  if (monthFirst) return monthBefore
  return first.yearAt === 0 ? "YMD" : "ambiguous"
}

/**
 * The order a column's numeric dates show by a part above 12 (the day), whatever their
 * separator; undefined when none shows one or both sides do.
 */
export const orderShownByParts = (distinct: ReadonlyMap<string, number>): DateOrder | undefined => {
  const shapes: Array<Shape & { readonly kind: "numeric" }> = []
  for (const v of distinct.keys()) {
    const s = shapeOf(v)
    if (s?.kind === "numeric") shapes.push(s)
  }
  const [first] = shapes
  if (first === undefined || shapes.some((s) => s.yearAt !== first.yearAt)) return undefined
  const dayFirst = shapes.some((s) => s.a > 12)
  const monthFirst = shapes.some((s) => s.b > 12)
  if (dayFirst === monthFirst) return undefined
  return ORDERS_BY_YEAR[first.yearAt][dayFirst ? 0 : 1]
}

/**
 * Decides a column's date layout from every non-empty cell. Numeric dates with `.` are day-first;
 * with `/` or `-` a day above 12 in either position decides, and nothing deciding is "ambiguous".
 * `pinned` (the caller's `date_format`) settles the order.
 */
export const analyseDateColumn = (
  values: ReadonlyArray<string>,
  pinned: DateOrder | undefined,
  months?: ReadonlySet<string>
): DateColumnVerdict => {
  const counter = makeValueCounter()
  for (const v of values) counter.add(v)
  return analyseDateCounts(counter.counts(), pinned, months)
}

/** How a column's month names read: in any language (undefined), in some languages only, or several ways. */
type NamedMonths =
  | { readonly kind: "one"; readonly languages: MonthLanguages }
  | {
    readonly kind: "several"
    readonly readings: ReadonlyArray<ReadonlySet<string>>
    readonly names: ReadonlyArray<string>
  }

/**
 * A column's month names that languages read as different months (`lis`, `lip`, `srp`) are read
 * in the languages that read every name of the column (`srp` beside `čvc` is Czech, beside `kol`
 * Croatian), among `within` when given; several readings left need the language. Names no
 * language reading them all agrees on stay unread.
 */
const namedMonths = (members: ReadonlyArray<Shape>, within: ReadonlySet<string> | undefined): NamedMonths => {
  const names = new Set<string>()
  const disputed = new Set<string>()
  for (const s of members) {
    if (s.kind !== "named") continue
    names.add(s.name)
    if (s.m === 0) disputed.add(s.name)
  }
  if (disputed.size === 0) return { kind: "one", languages: undefined }
  const readings = monthReadings([...names], within)
  if (readings.length <= 1) return { kind: "one", languages: readings[0] }
  return { kind: "several", readings, names: [...disputed] }
}

/**
 * `analyseDateColumn` from a column's non-blank values counted, in the order each first appears
 * (`CsvRows.columnCounts` gives them without making a string per row).
 */
export const analyseDateCounts = (
  distinct: ReadonlyMap<string, number>,
  pinned: DateOrder | undefined,
  within?: ReadonlySet<string>
): DateColumnVerdict => {
  const families = new Map<string, number>()
  const shapes: Array<Shape> = []
  const weight: Array<number> = []
  const familyAt: Array<string> = []
  let last: Shape | undefined
  let lastFamily = ""
  let nonEmpty = 0
  for (const [v, n] of distinct) {
    nonEmpty += n
    const s = shapeOf(v)
    if (s === undefined) continue
    shapes.push(s)
    weight.push(n)
    // rows of one column mostly share a family: the last one's name is kept rather than made again
    const f = last !== undefined && sameFamily(last, s) ? lastFamily : familyOf(s)
    last = s
    lastFamily = f
    familyAt.push(f)
    families.set(f, (families.get(f) ?? 0) + n)
  }
  if (nonEmpty === 0 || shapes.length === 0) return { kind: "none", share: 0 }
  let family = ""
  let top = 0
  for (const [f, n] of families) if (n > top) [family, top] = [f, n]
  const members = shapes.filter((_, i) => familyAt[i] === family)
  const memberWeight = shapes.map((_, i) => (familyAt[i] === family ? (weight[i] ?? 1) : 0))
  const first = members[0]
  if (first === undefined) return { kind: "none", share: 0 }
  let order: DateOrder | undefined
  const memberShare = () => memberWeight.reduce((a, b) => a + b, 0) / nonEmpty
  if (first.kind === "numeric") {
    const decided = numericOrder(first, members, pinned)
    if (decided === "ambiguous") {
      const share = memberShare()
      return { kind: "ambiguous", format: describe(first, undefined), orders: ORDERS_BY_YEAR[first.yearAt], share }
    }
    if (decided === "none") return { kind: "none", share: 0 }
    order = decided
  }
  const named = namedMonths(members, within)
  if (named.kind === "several") {
    return { ...named, kind: "month-names", format: describe(first, undefined), share: memberShare() }
  }
  const months = named.languages
  const valid = shapes.reduce(
    (n, s, i) => n + (memberWeight[i] !== 0 && readsAsDate(s, order, months) ? (weight[i] ?? 1) : 0),
    0
  )
  const share = valid / nonEmpty
  if (valid === 0) return { kind: "none", share: 0 }
  const verdict = { kind: "dates", order, format: describe(first, order), share } as const
  return months === undefined ? verdict : { ...verdict, months }
}

/**
 * True when one cell alone reads as a date: what `analyseDateColumn([raw], undefined)` says of it
 * (a date, or numeric parts that leave day and month undecided), without counting a column.
 */
export const isDateCell = (raw: string): boolean => {
  const s = shapeOf(raw)
  if (s === undefined) return false
  // a month name languages read differently is a date whichever month it is
  if (s.kind === "named" && s.m === 0) return isCalendarDate(s.y, 1, s.d)
  if (s.kind !== "numeric") return readsAsDate(s, undefined, undefined)
  const decided = numericOrder(s, [s], undefined)
  return decided === "ambiguous" || (decided !== "none" && readsAsDate(s, decided, undefined))
}

/** A language code written after a date format, naming the language of its month names (`DD-MMM-YYYY hr`). */
const LANGUAGE_AFTER_FORMAT = /\s+([a-z]{2,3})$/

/** The language of month names a `date_format` names after the format, when it is one month names are read in. */
export const monthLanguageOfFormat = (format: string): string | undefined => {
  const language = LANGUAGE_AFTER_FORMAT.exec(format)?.[1]
  return language !== undefined && monthLanguages().has(language) ? language : undefined
}

/**
 * Reads a caller's `date_format` (`DD/MM/YYYY`, `%m/%d/%Y`, `YYYY-MM-DD`, `%d/%Y/%m`, ...) into the
 * order of its day, month and year, whichever it is.
 */
export const orderFromFormat = (format: string): DateOrder | undefined => {
  const f = format.replace(LANGUAGE_AFTER_FORMAT, "").toUpperCase().replace(/%D/g, "DD").replace(/%M/g, "MM").replace(
    /%B/g,
    "MMM"
  ).replace(/%Y/g, "YYYY")
  const at = (["D", "M", "Y"] as const).map((part) => ({ part, index: f.indexOf(part) }))
  if (at.some((p) => p.index < 0)) return undefined
  const order = at.sort((p, q) => p.index - q.index).map((p) => p.part).join("")
  return order === "DMY" || order === "MDY" || order === "YMD" || order === "YDM" || order === "DYM" ||
      order === "MYD"
    ? order
    : undefined
}
