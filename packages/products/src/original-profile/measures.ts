/** Small measures the original profile's mappings share: per-month averages, trends, day counts. */

/** Rounded to `places` decimals. */
export const rounded = (x: number, places = 2): number => {
  const f = 10 ** places
  return Math.round(x * f) / f
}

const MONTH = /^(\d{4})-(\d{2})/

/** Calendar months a period `from`..`to` (ISO dates) touches; 0 without a period. */
export const calendarMonths = (period: { readonly from: string; readonly to: string } | null): number => {
  const a = period === null ? null : MONTH.exec(period.from)
  const b = period === null ? null : MONTH.exec(period.to)
  if (a === null || b === null) return 0
  return (Number(b[1]) - Number(a[1])) * 12 + Number(b[2]) - Number(a[2]) + 1
}

/** `total` a month over `months`; null when there was nothing (`count` 0) or no month. */
export const perMonth = (total: number, count: number, months: number, places = 2): number | null =>
  count === 0 || months === 0 ? null : rounded(total / months, places)

/** `part` over `whole`, 4 decimals; 0 when there is no `part`, null when there is no `whole`. */
export const share = (part: number, whole: number | null): number | null =>
  part === 0 ? 0 : whole === null || whole <= 0 ? null : rounded(part / whole, 4)

/**
 * The trend of monthly values: the least-squares slope over their mean, a relative change a month
 * (0.05 = 5% more each month); null with fewer than two months or a mean of 0.
 */
export const monthlyTrend = (values: ReadonlyArray<number>): number | null => {
  const n = values.length
  if (n < 2) return null
  const mean = values.reduce((a, b) => a + b, 0) / n
  if (mean === 0) return null
  const mid = (n - 1) / 2
  let num = 0
  let den = 0
  values.forEach((v, i) => {
    num += (i - mid) * (v - mean)
    den += (i - mid) ** 2
  })
  return rounded(num / den / mean, 4)
}

/** One minus the coefficient of variation of monthly values, within 0..1; null with fewer than two. */
export const monthlyStability = (values: ReadonlyArray<number>): number | null => {
  const n = values.length
  if (n < 2) return null
  const mean = values.reduce((a, b) => a + b, 0) / n
  if (mean <= 0) return 0
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / n)
  return rounded(Math.min(1, Math.max(0, 1 - sd / mean)), 4)
}

const DAY_MILLIS = 86_400_000

/** Whole days from ISO date `from` to ISO date `to`; null when either is missing. */
export const daysBetween = (from: string | null | undefined, to: string | null | undefined): number | null => {
  if (from == null || to == null) return null
  const a = Date.parse(`${from.slice(0, 10)}T00:00:00Z`)
  const b = Date.parse(`${to.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(a) || Number.isNaN(b) ? null : Math.round((b - a) / DAY_MILLIS)
}

/** ISO date `date` moved by `days`. */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * DAY_MILLIS).toISOString().slice(0, 10)

/** The median of `values`; null for none. */
export const median = (values: ReadonlyArray<number>): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The entry of `currency` in a product's per-currency list, when it has one. */
export const ofCurrency = <T extends { readonly currency: string }>(
  list: ReadonlyArray<T>,
  currency: string | undefined
): T | undefined => list.find((entry) => entry.currency === currency)
