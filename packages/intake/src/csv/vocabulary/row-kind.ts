import { Schema } from "effect"
import { fold } from "../../values/month-names.js"
import statusData from "./row-status.json" with { type: "json" }

const StatusWords = Schema.Struct({
  pending: Schema.Array(Schema.String),
  not_booked: Schema.Array(Schema.String),
  negation: Schema.Array(Schema.String),
  booked: Schema.Array(Schema.String),
  opening: Schema.Array(Schema.String),
  closing: Schema.Array(Schema.String),
  total: Schema.Array(Schema.String),
  available: Schema.Array(Schema.String),
  summary: Schema.Array(Schema.String)
})
const raw = Schema.decodeUnknownSync(StatusWords)(statusData)
// the data file is written as each language spells its words; cells are matched folded
const folded = (
  words: ReadonlyArray<string>
): ReadonlyArray<string> => [...new Set(words.map((w) => fold(w).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))]
const status = {
  pending: folded(raw.pending),
  not_booked: folded(raw.not_booked),
  negation: folded(raw.negation),
  booked: folded(raw.booked),
  lines: folded([...raw.opening, ...raw.closing, ...raw.total, ...raw.available]),
  opening: folded(raw.opening),
  closing: folded(raw.closing),
  total: folded(raw.total),
  available: folded(raw.available)
}
const PENDING = status.pending
const NOT_BOOKED = status.not_booked

const wordsRe = (words: ReadonlyArray<string>): RegExp => new RegExp(`(^|[^\\p{L}])(${words.join("|")})`, "u")
/**
 * A booking negated ("not booked", "nicht gebucht", "sin contabilizar"): the row is not a booked transaction.
 * One short word may stand between ("not yet booked", "ei ole kirjendatud", "non encore comptabilisé").
 */
const NEGATED_RE = new RegExp(
  `(^|[^\\p{L}])(${status.negation.join("|")})[\\s-]*(\\p{L}{1,6}\\s+)?(${status.booked.join("|")})`,
  "u"
)
const BOOKED_RE = wordsRe(status.booked)
const SUMMARY_RE = wordsRe([...folded(raw.summary), ...status.lines])
const PENDING_RE = wordsRe(PENDING)
const NOT_BOOKED_RE = wordsRe(NOT_BOOKED)

/** Why a cell or row marks something that is not a booked transaction, if it does. */
export const notBookedReason = (cell: string): string | undefined => {
  const f = fold(cell)
  if (f === "") return undefined
  if (NEGATED_RE.test(f)) return `not booked (${cell.trim()})`
  if (PENDING_RE.test(f)) return "pending"
  return NOT_BOOKED_RE.test(f) ? `not booked (${cell.trim()})` : undefined
}

/** True when a status cell names a booking, not negated ("booked", "gebucht"). */
export const saysBooked = (cell: string): boolean => {
  const f = fold(cell)
  return BOOKED_RE.test(f) && notBookedReason(cell) === undefined
}

/** True when a row without a date reads like a total, opening or closing balance line. */
export const isSummaryRow = (cells: ReadonlyArray<string>): boolean => SUMMARY_RE.test(fold(cells.join(" ")))

const LEADING_WORD = /^[\p{L}\p{M}]*/u
/** The folded run of letters a text starts with. */
const firstWord = (text: string): string => {
  const end = asciiWordEnd(text)
  if (end === text.length || text.charCodeAt(end) < 128) return text.slice(0, end).toLowerCase()
  return LEADING_WORD.exec(fold(LEADING_WORD.exec(text)?.[0] ?? ""))?.[0] ?? ""
}
const isAsciiLetter = (code: number): boolean => (code | 32) >= 97 && (code | 32) <= 122
const asciiWordEnd = (text: string): number => {
  let end = 0
  while (end < text.length && isAsciiLetter(text.charCodeAt(end))) end++
  return end
}
/** The first four letters of a word, lowercased, as one number: a set lookup without building a string. */
const prefixKey = (text: string, end: number): number => {
  let key = 0
  for (let i = 0; i < 4; i++) key = key * 128 + (i < end ? text.charCodeAt(i) | 32 : 0)
  return key
}

const BALANCE_LINE = new RegExp(
  "^(" +
    [
      "balance at (start|end) of period",
      "solde (initial|final|precedent|au)",
      "saldo (inicial|final|iniziale|finale|anterior|poczatkowe|koncowe)",
      "likutis (pradziai|pabaigai)",
      "(galutinis|pradinis) likutis",
      ...status.lines
    ].join("|") +
    ")(?![\\p{L}])",
  "u"
)

const BALANCE_FIRST_WORDS = [...status.lines, "balance", "solde", "saldo", "likutis", "galutinis", "pradinis"]
  .map((label) => firstWord(label.replace(/\\/g, "")))
/** The first word (folded) of every balance-line label: a cell whose first word is none of them skips the expression. */
const BALANCE_STARTS = new Set(BALANCE_FIRST_WORDS)
const BALANCE_PREFIXES = new Set(BALANCE_FIRST_WORDS.map((word) => prefixKey(word, asciiWordEnd(word))))

/** True when a text cell of a dated row marks an opening/closing balance or turnover line rather than a booking. */
export const isBalanceLine = (cell: string): boolean => {
  // amounts, dates and references start with a digit or sign: no label, no regular expression
  const first = cell.charCodeAt(0)
  if (first < 65 && first > 32) return false
  const trimmed = first > 32 ? cell : cell.trimStart()
  // most cells are plain ASCII words that start no label: settled without building a string
  const end = asciiWordEnd(trimmed)
  const plain = end === trimmed.length || trimmed.charCodeAt(end) < 128
  if (plain && !BALANCE_PREFIXES.has(prefixKey(trimmed, end))) return false
  if (!BALANCE_STARTS.has(firstWord(trimmed))) return false
  return BALANCE_LINE.test(fold(trimmed).trim())
}

const OPENING_RE = wordsRe(status.opening)
const CLOSING_RE = wordsRe(status.closing)

/** Which statement balance a line's text labels: the opening or the closing one, if either (and not both). */
export const balanceKind = (text: string): "opening" | "closing" | undefined => {
  const f = fold(text)
  const opening = OPENING_RE.test(f)
  const closing = CLOSING_RE.test(f)
  return opening === closing ? undefined : opening ? "opening" : "closing"
}

const CURRENT_RE = wordsRe(status.available)

/** True when a line's text labels the current or available balance ("Aktuellt saldo", "Saldo atual"). */
export const isCurrentBalance = (text: string): boolean => CURRENT_RE.test(fold(text))

const TOTAL_RE = wordsRe(status.total)

/** True when a line's text labels a total or turnover ("Apyvarta", "Total debits", "Summe Soll"). */
export const isTotalLine = (cells: ReadonlyArray<string>): boolean =>
  TOTAL_RE.test(fold(cells.filter((c) => /\p{L}/u.test(c)).join(" ")))
