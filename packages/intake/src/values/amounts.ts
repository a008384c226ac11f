import { currencyOfToken, minorUnits, sharedSign } from "./currencies.js"

/** A decimal separator. */
export type DecimalSeparator = "." | ","

/** A read amount: the signed value and the currency its text named, if any. */
export type AmountRead =
  | {
    readonly ok: true
    readonly value: number
    readonly currency: string | undefined
    /** True when the currency is only a sign several currencies write (`$`, `kr`): its default. */
    readonly shared?: boolean
  }
  | { readonly ok: false; readonly reason: string }

const SPACES = /[\s\u00a0\u202f\u2009']/g
/** A currency sign or code at either end of an amount; abbreviated signs hold dots (`Fr.`, `kr.`, `د.ا.`). */
const EDGE_TOKEN = /^([^\d\s+\-−(),.][^\d\s+\-−(),]*)|([^\d\s+\-−(),.][^\d\s+\-−(),]*)$/u
/** A currency sign or code followed by a debit or credit mark. */
const GLUED_DIRECTION = /^(.+?)(dr|cr|d|c)$/i
/** Direction marks right-to-left exports put between a sign and its number: they carry no value. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g

interface Stripped {
  readonly body: string
  readonly negative: boolean
  readonly currency: string | undefined
  readonly shared: boolean
  readonly bad: boolean
}

const strip = (raw: string): Stripped => {
  let s = raw.replace(BIDI_MARKS, "").trim()
  let negative = false
  let currency: string | undefined
  let shared = false
  let bad = false
  const take = (): void => {
    const m = EDGE_TOKEN.exec(s)
    if (!m) return
    const token = (m[1] ?? m[2] ?? "").trim()
    const upper = token.toUpperCase()
    if (upper === "CR" || upper === "C") {
      s = s.replace(EDGE_TOKEN, "").trim()
      return
    }
    if (upper === "DR" || upper === "D") {
      negative = !negative
      s = s.replace(EDGE_TOKEN, "").trim()
      return
    }
    // a currency with the direction written straight after it ("EURDR", "¥CR", "HUFD")
    const whole = currencyOfToken(token)
    const glued = whole === undefined ? GLUED_DIRECTION.exec(token) : null
    const sign = glued?.[1] ?? token
    const c = whole ?? (glued === null ? undefined : currencyOfToken(sign))
    if (c === undefined) {
      bad = true
      return
    }
    if (/^d/i.test(glued?.[2] ?? "")) negative = !negative
    currency = c
    shared = sharedSign(sign) !== undefined
    s = s.replace(EDGE_TOKEN, "").trim()
  }
  take()
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = !negative
    s = s.slice(1, -1).trim()
  }
  if (s.startsWith("-") || s.startsWith("−")) {
    negative = !negative
    s = s.slice(1).trim()
  } else if (s.startsWith("+")) s = s.slice(1).trim()
  take()
  take()
  if (s.endsWith("-") || s.endsWith("−")) {
    negative = !negative
    s = s.slice(0, -1).trim()
  } else if (s.endsWith("+")) s = s.slice(0, -1).trim()
  take()
  if (s.startsWith("(") && s.endsWith(")")) {
    negative = !negative
    s = s.slice(1, -1).trim()
  }
  return { body: s.replace(SPACES, ""), negative, currency, shared, bad }
}

/**
 * For a plain number (`-?\d+([.,]\d+)?`, the shape nearly every amount cell has) written from
 * `start` to `end` of `text`: the index of its separator relative to `start`, 0 when it has none;
 * -1 when the cell is not a plain number.
 */
const plainSeparatorIn = (text: string, start: number, end: number): number => {
  const first = text.charCodeAt(start) === 45 ? start + 1 : start
  let sep = 0
  let i = first
  for (; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) continue
    if ((c === 46 || c === 44) && sep === 0 && i > first && i < end - 1) {
      sep = i - start
      continue
    }
    return -1
  }
  return i > first ? sep : -1
}

/**
 * What a cell that is not a plain number says about the decimal separator: its last separators and
 * their groups; a lone separator before three digits is the decimal one after a 0 (no thousands
 * group starts with 0) or beside a currency of three decimals (`د.ا.4.750`).
 */
const groupedEvidence = (raw: string): DecimalSeparator | undefined => {
  const { body, currency } = strip(raw)
  const lastDot = body.lastIndexOf(".")
  const lastComma = body.lastIndexOf(",")
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? "." : ","
  const sep = lastDot >= 0 ? "." : lastComma >= 0 ? "," : undefined
  if (sep === undefined) return undefined
  const after = body.length - 1 - body.lastIndexOf(sep)
  const count = body.split(sep).length - 1
  if (count > 1) return sep === "." ? "," : "."
  if (after !== 3) return sep
  return body.startsWith("0") || (currency !== undefined && minorUnits(currency) === 3) ? sep : undefined
}

/**
 * What the cell written from `start` to `end` of `text` says about the decimal separator: ".",
 * ",", or nothing decisive. A plain number is read in place, any other cell is cut out first.
 */
export const decimalEvidenceIn = (text: string, start: number, end: number): DecimalSeparator | undefined => {
  const at = plainSeparatorIn(text, start, end)
  if (at < 0) return groupedEvidence(text.slice(start, end))
  if (at === 0) return undefined
  const sep = text.charCodeAt(start + at) === 44 ? "," : "."
  // three digits after one separator are a thousands group, unless the number starts with 0
  const leadingZero = text.charCodeAt(text.charCodeAt(start) === 45 ? start + 1 : start) === 48
  return end - start - at - 1 === 3 && !leadingZero ? undefined : sep
}

/** What one cell says about the decimal separator: ".", ",", or nothing decisive. */
export const decimalEvidence = (raw: string): DecimalSeparator | undefined => decimalEvidenceIn(raw, 0, raw.length)

/** A digit, then digits, dots and commas, after an optional minus: a number `strip` leaves as it is. */
const isPlainNumber = (raw: string): boolean => {
  const first = raw.charCodeAt(0) === 45 ? 1 : 0
  const c0 = raw.charCodeAt(first)
  if (!(c0 >= 48 && c0 <= 57)) return false
  for (let i = first + 1; i < raw.length; i++) {
    const c = raw.charCodeAt(i)
    if (!((c >= 48 && c <= 57) || c === 46 || c === 44)) return false
  }
  return true
}

/** True when the cell looks like a number at all (before choosing a separator). */
export const looksNumeric = (raw: string): boolean => {
  if (isPlainNumber(raw)) return true
  const s = strip(raw)
  return !s.bad && /^(\d[\d.,]*|[.,]\d+)$/.test(s.body)
}

/** Powers of ten a plain amount's fraction is divided by (exact as doubles up to 10^22). */
const TENS = Array.from({ length: 23 }, (_, k) => 10 ** k)

/**
 * The value of a plain amount cell (`-?\d+([.,]\d+)?` with `decimal` as its separator, at most 15
 * digits), or NaN for any other cell (read it with `parseAmount`). Made from the digits without a
 * string or an object: an integer of at most 15 digits and a power of ten are exact doubles, and
 * their quotient is rounded once, so it is the double `Number` reads from the same text.
 */
export const plainAmount = (raw: string, decimal: DecimalSeparator): number => {
  const n = raw.length
  const negative = raw.charCodeAt(0) === 45
  const sepCode = decimal === "." ? 46 : 44
  let i = negative ? 1 : 0
  if (i >= n) return Number.NaN
  let digits = 0
  let value = 0
  let sep = -1
  for (; i < n; i++) {
    const c = raw.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48)
      digits++
    } else if (c === sepCode && sep < 0 && digits > 0 && i < n - 1) sep = i
    else return Number.NaN
  }
  if (digits > 15) return Number.NaN
  const fraction = sep < 0 ? 0 : n - 1 - sep
  const magnitude = fraction === 0 ? value : value / (TENS[fraction] ?? Number.NaN)
  return negative && magnitude !== 0 ? -magnitude : magnitude
}

/**
 * Reads an amount cell with a known decimal separator: thousands groups, signs (`-`, trailing `-`,
 * parentheses, `DR`/`CR`), currency symbols and codes. Anything else is refused, never guessed.
 */
export const parseAmount = (raw: string, decimal: DecimalSeparator): AmountRead => {
  const plain = plainAmount(raw, decimal)
  if (!Number.isNaN(plain)) return { ok: true, value: plain, currency: undefined }
  const s = strip(raw)
  if (s.bad) return { ok: false, reason: `unreadable amount "${raw}"` }
  const thousands = decimal === "." ? "," : "."
  // a fraction written without its leading zero (`-.46`, `,5`)
  const body = s.body.startsWith(decimal) ? `0${s.body}` : s.body
  if (!/^\d/.test(body)) return { ok: false, reason: `unreadable amount "${raw}"` }
  const [intPart = "", fracPart, ...rest] = body.split(decimal)
  if (rest.length > 0) return { ok: false, reason: `unreadable amount "${raw}"` }
  let digits: string
  if (intPart.includes(thousands)) {
    const groups = intPart.split(thousands)
    const [head = "", ...tail] = groups
    if (!/^\d{1,3}$/.test(head) || !tail.every((g) => /^\d{3}$/.test(g))) {
      return { ok: false, reason: `unreadable amount "${raw}"` }
    }
    digits = groups.join("")
  } else {
    if (!/^\d+$/.test(intPart)) return { ok: false, reason: `unreadable amount "${raw}"` }
    digits = intPart
  }
  if (fracPart !== undefined && !/^\d+$/.test(fracPart)) return { ok: false, reason: `unreadable amount "${raw}"` }
  const value = Number(fracPart === undefined ? digits : `${digits}.${fracPart}`)
  if (!Number.isFinite(value)) return { ok: false, reason: `unreadable amount "${raw}"` }
  const signed = s.negative && value !== 0 ? -value : value
  return s.shared ? { ok: true, value: signed, currency: s.currency, shared: true } : {
    ok: true,
    value: signed,
    currency: s.currency
  }
}

/** Counts what amount cells say about the decimal separator, then decides it. */
export interface DecimalTally {
  /** Counts the cell written from `start` to `end` of `text`. */
  readonly add: (text: string, start: number, end: number) => void
  /** The separator most cells show; undefined when no cell decides. */
  readonly decided: () => DecimalSeparator | undefined
}

/** A new tally of decimal separators. */
export const makeDecimalTally = (): DecimalTally => {
  let dot = 0
  let comma = 0
  return {
    add: (text, start, end) => {
      const e = decimalEvidenceIn(text, start, end)
      if (e === ".") dot++
      else if (e === ",") comma++
    },
    decided: () => (dot === 0 && comma === 0 ? undefined : comma > dot ? "," : ".")
  }
}

/** Decides the decimal separator from every amount cell of a file; undefined when nothing decides. */
export const detectDecimal = (cells: Iterable<string>): DecimalSeparator | undefined => {
  const tally = makeDecimalTally()
  for (const c of cells) tally.add(c, 0, c.length)
  return tally.decided()
}

/** A separator with three digits after it is a decimal one when four digits stand before it ungrouped, or a group of another kind. */
const LONG_HEAD = /(?:^|[^\d.,])\d{4,}([.,])\d{3}(?!\d)/
const SPACE_GROUPED = /\d[\s\u00a0\u202f'’]\d{3}([.,])\d{3}(?!\d)/
const ONE_SEPARATOR = /^[^\d]*\d{1,3}([.,])(\d{3})(?!\d)[^\d]*$/

/**
 * When every amount has three digits after its one separator, what the numbers still show: a
 * separator after four ungrouped digits or after a space-grouped thousand is decimal, and so is
 * every such separator of a currency whose minor unit has three digits. Undefined when they show
 * nothing or disagree.
 */
const threeDigitEvidence = (
  cells: ReadonlyArray<string>,
  threeDecimals: boolean
): DecimalSeparator | undefined => {
  const only = onlySeparator(
    cells,
    (c) => LONG_HEAD.exec(c) ?? SPACE_GROUPED.exec(c) ?? (threeDecimals ? ONE_SEPARATOR.exec(c) : null)
  )
  return only === "." || only === "," ? only : undefined
}

/** The one separator `match` finds in the cells (its first group), or undefined when it finds none or both. */
const onlySeparator = (
  cells: ReadonlyArray<string>,
  match: (cell: string) => RegExpExecArray | null
): string | undefined => {
  const seen = new Set<string>()
  for (const c of cells) {
    const m = match(c)
    if (m?.[1] !== undefined) seen.add(m[1])
  }
  const [only] = seen
  return seen.size === 1 ? only : undefined
}

/**
 * A currency of fewer than three decimals (yen, euro) never writes three after its separator: the
 * one separator its amounts show before three digits groups thousands, so the decimal separator is
 * the other one.
 */
const groupingEvidence = (cells: ReadonlyArray<string>): DecimalSeparator | undefined => {
  const only = onlySeparator(cells, (c) => ONE_SEPARATOR.exec(c))
  return only === undefined ? undefined : only === "," ? "." : ","
}

/**
 * True when some amount's three digits after its one separator hold more than a currency of
 * `minor` decimals writes (`1.234` EUR would be a fraction of a cent): that separator groups thousands.
 */
const beyondMinorUnit = (cells: ReadonlyArray<string>, minor: number): boolean =>
  cells.some((c) => {
    const digits = ONE_SEPARATOR.exec(c)?.[2]
    return digits !== undefined && /[1-9]/.test(digits.slice(minor))
  })

const WHOLE_UNDER_A_THOUSAND = /^[^\d.,]*\d{1,3}[^\d.,]*$/

/**
 * Amounts printed whole (`643`, `807CR`), each under a thousand, beside others whose one separator
 * stands before three digits: a bank prints every amount to the same decimals, so the separator
 * groups thousands. Needs two whole amounts, and none of four digits or more printed ungrouped.
 */
const wholeAmountsBeside = (cells: ReadonlyArray<string>): boolean => {
  let whole = 0
  for (const c of cells) {
    if (!/\d/.test(c)) continue
    if (WHOLE_UNDER_A_THOUSAND.test(c)) whole++
    else if (!ONE_SEPARATOR.test(c)) return false
  }
  return whole >= 2
}

/**
 * The decimal separator of amounts that each show three digits after one separator, from what the
 * numbers still show (`threeDigitEvidence`) given the currencies the read takes, or the separator
 * left over when that one groups thousands: every currency has no minor unit, some amount's third
 * digit is beyond the currencies' minor unit, or whole amounts stand beside them.
 */
export const decimalOfThreeDigits = (
  cells: ReadonlyArray<string>,
  named: ReadonlySet<string>
): DecimalSeparator | undefined => {
  const all = (test: (digits: number) => boolean) => named.size > 0 && [...named].every((c) => test(minorUnits(c)))
  const threeDecimals = all((d) => d === 3)
  const minor = Math.max(0, ...[...named].map(minorUnits))
  const grouped = all((d) => d === 0) || (all((d) => d < 3) && beyondMinorUnit(cells, minor)) ||
    (!threeDecimals && wholeAmountsBeside(cells))
  return threeDigitEvidence(cells, threeDecimals) ?? (grouped ? groupingEvidence(cells) : undefined)
}
