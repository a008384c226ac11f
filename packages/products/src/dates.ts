import { textMemo } from "./text-memo.js"

const DAY = 86_400_000

const digitsAt = (s: string, from: number, to: number): number => {
  let n = 0
  for (let i = from; i < to; i++) n = n * 10 + (s.charCodeAt(i) - 48)
  return n
}

/** Days since 1970-01-01 of an ISO `YYYY-MM-DD` date (proleptic Gregorian; no Date objects). */
export const dayNumber = (iso: string): number => {
  let y = digitsAt(iso, 0, 4)
  const m = digitsAt(iso, 5, 7)
  const d = digitsAt(iso, 8, 10)
  y -= m <= 2 ? 1 : 0
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146_097 + doe - 719_468
}

/**
 * The `YYYY-MM` of an ISO date, cut once per date: a statement's rows share a few thousand date
 * strings, and grouping 100k rows by month then neither copies nor hashes a new string per row.
 */
export const monthOf = textMemo((iso) => iso.slice(0, 7), 100_000)

/** Days from ISO date `a` to ISO date `b`. */
export const daysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a)

const DIGIT_PLACES = [0, 1, 2, 3, 5, 6, 8, 9]
const isDigitAt = (s: string, i: number): boolean => s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57

/** The next day of an ISO date whose day is below 28, written in place; undefined for any other text. */
const nextDayInMonth = (iso: string): string | undefined => {
  if (iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45) return undefined
  for (const i of DIGIT_PLACES) if (!isDigitAt(iso, i)) return undefined
  const m = digitsAt(iso, 5, 7)
  const d = digitsAt(iso, 8, 10)
  if (m < 1 || m > 12 || d < 1 || d > 27) return undefined
  return `${iso.slice(0, 8)}${d + 1 < 10 ? "0" : ""}${d + 1}`
}

/** An ISO date plus some days; a day-by-day walk (balance paths) mostly stays in the month and takes no Date. */
export const addDays = (iso: string, days: number): string =>
  (days === 1 ? nextDayInMonth(iso) : undefined) ??
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** An ISO date plus some months, the day clamped to the target month's length. */
export const addMonths = (iso: string, months: number): string => {
  const y = Number(iso.slice(0, 4))
  const m = Number(iso.slice(5, 7)) - 1 + months
  const d = Number(iso.slice(8, 10))
  const ty = y + Math.floor(m / 12)
  const tm = ((m % 12) + 12) % 12
  const last = new Date(Date.UTC(ty, tm + 1, 0)).getUTCDate()
  return new Date(Date.UTC(ty, tm, Math.min(d, last))).toISOString().slice(0, 10)
}

/** Every `YYYY-MM` from the month of `from` to the month of `to`, inclusive. */
export const monthsBetween = (from: string, to: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  let y = Number(from.slice(0, 4))
  let m = Number(from.slice(5, 7))
  const ey = Number(to.slice(0, 4))
  const em = Number(to.slice(5, 7))
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, "0")}`)
    m++
    if (m > 12) [y, m] = [y + 1, 1]
  }
  return out
}

/** The median of some numbers (mean of the middle two for an even count). */
export const median = (xs: ReadonlyArray<number>): number => {
  // a typed array sorts numerically without calling back into JavaScript
  const s = Float64Array.from(xs).sort()
  const mid = Math.floor(s.length / 2)
  if (s.length === 0) return 0
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

/** The smallest and largest of some numbers, without spreading them into a call (statements can be long). */
export const extent = (xs: ReadonlyArray<number>): { readonly min: number; readonly max: number } => {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const x of xs) {
    if (x < min) min = x
    if (x > max) max = x
  }
  return { min, max }
}
