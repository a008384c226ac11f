import { monthAbbreviations, parts } from "./dates.js"
import type { DateFormat, DecimalStyle, Delimiter } from "./dialect.js"

/** Writes an ISO date in a dialect's date format. */
export const formatDate = (iso: string, format: DateFormat): string => {
  const { year, month, day } = parts(iso)
  const dd = String(day).padStart(2, "0")
  const mm = String(month).padStart(2, "0")
  const yyyy = String(year).padStart(4, "0")
  switch (format) {
    case "YYYY-MM-DD":
      return `${yyyy}-${mm}-${dd}`
    case "DD/MM/YYYY":
      return `${dd}/${mm}/${yyyy}`
    case "MM/DD/YYYY":
      return `${mm}/${dd}/${yyyy}`
    case "DD.MM.YYYY":
      return `${dd}.${mm}.${yyyy}`
    case "DD.MM.YY":
      return `${dd}.${mm}.${yyyy.slice(2)}`
    case "DD-Mon-YYYY":
      return `${dd}-${monthAbbreviations[month - 1] ?? ""}-${yyyy}`
  }
}

const groupThousands = (digits: string, sep: string): string => {
  if (sep === "" || digits.length <= 3) return digits
  let out = ""
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += sep
    out += digits.charAt(i)
  }
  return out
}

const separators: Readonly<Record<DecimalStyle, { readonly decimal: string; readonly thousands: string }>> = {
  dot: { decimal: ".", thousands: "" },
  comma: { decimal: ",", thousands: "" },
  dot_comma_thousands: { decimal: ".", thousands: "," },
  comma_dot_thousands: { decimal: ",", thousands: "." },
  comma_space_thousands: { decimal: ",", thousands: " " },
  dot_apostrophe_thousands: { decimal: ".", thousands: "'" }
}

/** Writes an amount given in minor units (cents), with two decimals, in a decimal style. */
export const formatMinor = (minor: number, style: DecimalStyle): string => {
  const { decimal, thousands } = separators[style]
  const abs = Math.abs(Math.round(minor))
  const whole = groupThousands(String(Math.floor(abs / 100)), thousands)
  const cents = String(abs % 100).padStart(2, "0")
  return `${minor < 0 ? "-" : ""}${whole}${decimal}${cents}`
}

/** Amount in major units → minor units, exactly for values with at most two decimals. */
export const toMinorUnits = (major: number): number => Math.round(major * 100)

/** Quotes a CSV cell when it holds the delimiter, a quote, CR or LF (or always, when asked). */
export const quoteCell = (cell: string, delimiter: Delimiter, always: boolean): string =>
  always || cell.includes(delimiter) || cell.includes("\"") || cell.includes("\n") || cell.includes("\r")
    ? `"${cell.replaceAll("\"", "\"\"")}"`
    : cell
