const DAY = 86_400_000

/** Days from ISO date `a` to ISO date `b`. */
export const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY)

/** An ISO date plus some days. */
export const addDays = (iso: string, days: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

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
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  if (s.length === 0) return 0
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}
