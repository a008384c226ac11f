import { monthNames, required, wordLanguage } from "./tables.js"
import type { Traits } from "./traits.js"

/** A calendar date as days since 1970-01-01 (UTC). */
export type Day = number

const MS = 86_400_000

/** The day of a calendar date. */
export const dayOf = (y: number, m: number, d: number): Day => Math.round(Date.UTC(y, m - 1, d) / MS)

/** Year, month (1–12) and day of month of a day. */
export const partsOf = (day: Day): { readonly y: number; readonly m: number; readonly d: number } => {
  const date = new Date(day * MS)
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }
}

/** ISO `YYYY-MM-DD` of a day. */
export const isoOf = (day: Day): string => new Date(day * MS).toISOString().slice(0, 10)

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: Day): number => new Date(day * MS).getUTCDay()

/** The number of days in a month. */
export const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate()

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/** Day/month order of a numeric date format, or `null` when the format itself says which is which. */
export const ambiguousOrder = (format: Traits["dateFormat"]): "dmy" | "mdy" | null =>
  format === "dd/mm/yyyy" || format === "dd-mm-yyyy" || format === "dd/mm/yy"
    ? "dmy"
    : format === "mm/dd/yyyy" || format === "m/d/yyyy"
    ? "mdy"
    : null

/**
 * A date written in a layout's format; `monthLanguage` names the months of `dd-mon-yyyy`,
 * `minutes` is the time of day of `yyyy-mm-dd hh:mm`.
 */
export const formatDay = (day: Day, format: Traits["dateFormat"], monthLanguage: string, minutes = 0): string => {
  const { y, m, d } = partsOf(day)
  const yy = pad(y % 100)
  switch (format) {
    case "dd.mm.yyyy":
      return `${pad(d)}.${pad(m)}.${y}`
    case "dd/mm/yyyy":
      return `${pad(d)}/${pad(m)}/${y}`
    case "mm/dd/yyyy":
      return `${pad(m)}/${pad(d)}/${y}`
    case "yyyy-mm-dd":
      return `${y}-${pad(m)}-${pad(d)}`
    case "d.m.yy":
      return `${d}.${m}.${yy}`
    case "dd-mon-yyyy":
      return `${pad(d)}-${required(monthNames, wordLanguage(monthLanguage), "month names")[m - 1] ?? ""}-${y}`
    case "yyyymmdd":
      return `${y}${pad(m)}${pad(d)}`
    case "dd-mm-yyyy":
      return `${pad(d)}-${pad(m)}-${y}`
    case "m/d/yyyy":
      return `${m}/${d}/${y}`
    case "dd/mm/yy":
      return `${pad(d)}/${pad(m)}/${yy}`
    case "dd.mm.yy":
      return `${pad(d)}.${pad(m)}.${yy}`
    case "yyyy.mm.dd":
      return `${y}.${pad(m)}.${pad(d)}.`
    case "yyyy/mm/dd":
      return `${y}/${pad(m)}/${pad(d)}`
    case "yyyy-mm-dd hh:mm":
      return `${y}-${pad(m)}-${pad(d)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
  }
}
