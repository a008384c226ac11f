import { fold } from "../../values/month-names.js"
import type { CsvRecord } from "../records/csv-records.js"
import { columnValues, currencyShare, indicatorShare, numericShare } from "./column-stats.js"

/** An IBAN, or an account number of 8 to 34 digits (spaces, dashes or a slash and bank code between groups). */
const ACCOUNT = /^(?:[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}|\d(?:[\s/-]?\d){7,33})$/

/** A column of account numbers nine times in ten: an account, however long, names no party in words. */
const accountNumbers = (values: ReadonlyArray<string>): boolean =>
  values.filter((v) => ACCOUNT.test(v.trim())).length >= values.length * 0.9

/**
 * A name is mostly letters: at least two, no fewer than its digits, in at most one run (a shop's
 * branch number may follow it; the date, time, card and customer numbers of a purpose text may not).
 */
const nameShaped = (v: string): boolean => {
  let letters = 0
  let digits = 0
  let runs = 0
  let inRun = false
  for (const ch of v) {
    const digit = ch >= "0" && ch <= "9"
    if (digit) digits++
    else if (/\p{L}/u.test(ch)) letters++
    if (digit && !inRun) runs++
    inRun = digit
  }
  return letters >= 2 && digits <= letters && runs <= 1
}

/** A code: one token with no lower-case letter (`DEB`, `ACH_CREDIT`, `CARD_PAYMENT`), a transaction's kind. */
const codeShaped = (v: string): boolean => !/\s/.test(v.trim()) && !/\p{Ll}/u.test(v)

/** How well a column's values read as the other party's names; undefined when they do not. */
const partyScore = (values: ReadonlyArray<string>): number | undefined => {
  const n = values.length
  if (n < 3 || numericShare(values) > 0 || currencyShare(values) > 0.1 || indicatorShare(values) > 0.5) return undefined
  if (accountNumbers(values) || values.filter(nameShaped).length < n * 0.9) return undefined
  if (values.filter(codeShaped).length >= n * 0.9) return undefined
  // a name is short: a purpose text runs on
  if (values.reduce((s, v) => s + v.length, 0) / n > 40) return undefined
  const counts = new Map<string, number>()
  for (const v of values) {
    const k = fold(v.trim())
    counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  let repeated = 0
  let once = 0
  for (const c of counts.values()) {
    if (c > 1) repeated += c
    else once++
  }
  // the same few words on every row, each recurring, are a kind, a status or a place, not whom the money
  // went to (some party is met once); names that never recur are as likely a purpose text
  if (counts.size < Math.max(3, Math.sqrt(n)) || repeated < 2 || once === 0) return undefined
  return repeated / n
}

/**
 * Of the text columns given no role, the one naming the other party: the most of whose rows repeat
 * another row's value (the same shop, employer or landlord), each value a short name rather than a
 * purpose text, a reference or an account number. Undefined when no column reads so.
 */
export const partyColumn = (data: ReadonlyArray<CsvRecord>, candidates: ReadonlyArray<number>): number | undefined => {
  let best: number | undefined
  let bestScore = 0
  for (const i of candidates) {
    const score = partyScore(columnValues(data, i))
    if (score !== undefined && score > bestScore) {
      best = i
      bestScore = score
    }
  }
  return best
}
