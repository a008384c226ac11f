import { fold } from "../values/month-names.js"

const SUMMARY = [
  "total",
  "totals",
  "summe",
  "gesamt",
  "saldo",
  "balance",
  "closing",
  "opening",
  "kontostand",
  "solde",
  "totale",
  "razem",
  "suma",
  "likutis",
  "apyvarta",
  "eindsaldo",
  "beginsaldo",
  "anfangssaldo",
  "endsaldo",
  "subtotal",
  "posted transactions",
  "pending transactions"
]
const PENDING = [
  "pending",
  "vorgemerkt",
  "en attente",
  "pendiente",
  "in behandeling",
  "in afwachting",
  "oczekujac",
  "laukiama",
  "in sospeso",
  "authorised",
  "authorized"
]
const NOT_BOOKED = ["reverted", "declined", "failed", "cancelled", "canceled", "rejected", "storniert", "abgelehnt"]

const wordsRe = (words: ReadonlyArray<string>): RegExp => new RegExp(`(^|[^a-z])(${words.join("|")})`)
const SUMMARY_RE = wordsRe(SUMMARY)
const PENDING_RE = wordsRe(PENDING)
const NOT_BOOKED_RE = wordsRe(NOT_BOOKED)

/** Why a cell or row marks something that is not a booked transaction, if it does. */
export const notBookedReason = (cell: string): string | undefined => {
  const f = fold(cell)
  if (f === "") return undefined
  if (PENDING_RE.test(f)) return "pending"
  return NOT_BOOKED_RE.test(f) ? `not booked (${cell.trim()})` : undefined
}

/** True when a row without a date reads like a total, opening or closing balance line. */
export const isSummaryRow = (cells: ReadonlyArray<string>): boolean => SUMMARY_RE.test(fold(cells.join(" ")))

const BALANCE_LINE = new RegExp(
  "^(" +
    [
      "opening balance",
      "closing balance",
      "balance brought forward",
      "balance carried forward",
      "beginning balance",
      "ending balance",
      "starting balance",
      "balance at (start|end) of period",
      "anfangssaldo",
      "endsaldo",
      "schlusssaldo",
      "alter kontostand",
      "neuer kontostand",
      "kontostand",
      "solde (initial|final|precedent|au)",
      "nouveau solde",
      "ancien solde",
      "saldo (inicial|final|iniziale|finale|anterior|poczatkowe|koncowe)",
      "beginsaldo",
      "eindsaldo",
      "likutis (pradziai|pabaigai)",
      "(galutinis|pradinis) likutis",
      "apyvarta",
      "total (debits|credits)"
    ].join("|") +
    ")\\b"
)

/** True when a text cell of a dated row marks an opening/closing balance or turnover line rather than a booking. */
export const isBalanceLine = (cell: string): boolean => {
  // amounts, dates and references start with a digit or sign: no label, no regular expression
  const first = cell.charCodeAt(0)
  if (first < 65 && first > 32) return false
  return BALANCE_START.test(cell) && BALANCE_LINE.test(fold(cell).trim())
}

const BALANCE_START =
  /^\s*(open|clos|bal|begin|end|start|anf|schl|alt|neu|kont|sol|nouv|anc|sal|eind|lik|galut|prad|apy|tot)/i
