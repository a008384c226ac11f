import { currencies, required } from "./tables.js"

/** Minor-unit digits of a currency (JPY 0, BHD 3, most 2). */
export const minorDigits = (currency: string): number => required(currencies, currency, "currency").minor

/** An exact decimal string of a signed amount in minor units (`-1234` with 2 digits → `-12.34`). */
export const decimalString = (minor: number, digits: number): string => {
  const sign = minor < 0 ? "-" : ""
  const abs = String(Math.abs(minor)).padStart(digits + 1, "0")
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`
}

/** An unsigned amount in minor units written with a decimal and a thousands separator (`""` for none). */
export const formatUnsigned = (minorAbs: number, digits: number, decimal: string, thousands: string): string => {
  const [whole = "0", fraction] = decimalString(Math.abs(minorAbs), digits).split(".")
  const grouped = thousands === "" ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`
}
