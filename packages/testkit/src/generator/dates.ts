/** Calendar helpers over ISO `YYYY-MM-DD` strings, computed in UTC and never from the clock. */

const DAY_MS = 86_400_000

const toEpochDay = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)

const fromEpochDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Adds (or subtracts) whole days. */
export const addDays = (iso: string, days: number): string => fromEpochDay(toEpochDay(iso) + days)

/** Whole days from `a` to `b`. */
export const daysBetween = (a: string, b: string): number => toEpochDay(b) - toEpochDay(a)

/** Adds calendar months, clamping the day to the target month's length. */
export const addMonths = (iso: string, months: number): string => {
  const { year, month, day } = parts(iso)
  const total = year * 12 + (month - 1) + months
  const y = Math.floor(total / 12)
  const m = (total % 12) + 1
  return isoOf(y, m, Math.min(day, daysInMonth(y, m)))
}

/** Day of week, 0 = Sunday … 6 = Saturday. */
export const weekday = (iso: string): number => (toEpochDay(iso) + 4) % 7

/** True on Saturday and Sunday. */
export const isWeekend = (iso: string): boolean => {
  const d = weekday(iso)
  return d === 0 || d === 6
}

/** The same day when it is a weekday, otherwise the previous Friday. */
export const previousBusinessDay = (iso: string): string => {
  let d = iso
  while (isWeekend(d)) d = addDays(d, -1)
  return d
}

/** The same day when it is a weekday, otherwise the next Monday. */
export const nextBusinessDay = (iso: string): string => {
  let d = iso
  while (isWeekend(d)) d = addDays(d, 1)
  return d
}

/** Number of days in a month (month 1–12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Year, month (1–12) and day of an ISO date. */
export const parts = (iso: string): { year: number; month: number; day: number } => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10))
})

/** Builds an ISO date from its parts (the day is not clamped). */
export const isoOf = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`

/** English three-letter month abbreviations, January first. */
export const monthAbbreviations: ReadonlyArray<string> = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec"
]
