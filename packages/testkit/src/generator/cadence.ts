import { addDays, addMonths, daysInMonth, isoOf, nextBusinessDay, parts, previousBusinessDay } from "./dates.js"

/** How often a stream repeats. `irregular` streams have no schedule. */
export type Cadence = "weekly" | "biweekly" | "four_weekly" | "monthly" | "quarterly" | "irregular"

/** Nominal days between two payments of a cadence (`monthly` ≈ 30.44, `irregular` = NaN). */
export const cadenceDays = (cadence: Cadence): number => {
  switch (cadence) {
    case "weekly":
      return 7
    case "biweekly":
      return 14
    case "four_weekly":
      return 28
    case "monthly":
      return 365.25 / 12
    case "quarterly":
      return 365.25 / 4
    case "irregular":
      return Number.NaN
  }
}

/** How a payment due on a weekend is moved. */
export type WeekendRule = "before" | "after" | "none"

/**
 * Due dates of a scheduled stream inside [from, to]. `anchor` is the day of month for
 * monthly/quarterly cadences, otherwise the offset in days from `from` of the first payment.
 */
export const scheduleDates = (
  cadence: Cadence,
  anchor: number,
  from: string,
  to: string,
  weekend: WeekendRule
): Array<string> => {
  const shift = (d: string): string =>
    weekend === "before" ? previousBusinessDay(d) : weekend === "after" ? nextBusinessDay(d) : d
  const out: Array<string> = []
  if (cadence === "irregular") return out
  if (cadence === "monthly" || cadence === "quarterly") {
    const step = cadence === "monthly" ? 1 : 3
    const { year, month } = parts(from)
    for (let k = 0;; k += step) {
      const first = addMonths(isoOf(year, month, 1), k)
      if (first > to) break
      const p = parts(first)
      const due = isoOf(p.year, p.month, Math.min(anchor, daysInMonth(p.year, p.month)))
      const d = shift(due)
      if (due >= from && due <= to && d >= from && d <= to) out.push(d)
    }
    return out
  }
  const step = cadence === "weekly" ? 7 : cadence === "biweekly" ? 14 : 28
  for (let d = addDays(from, anchor); d <= to; d = addDays(d, step)) {
    const s = shift(d)
    if (s >= from && s <= to) out.push(s)
  }
  return out
}
