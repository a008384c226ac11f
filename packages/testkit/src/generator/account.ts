import type { Country } from "./country-profile.js"
import type { Rng } from "./rng.js"

const digits = (rng: Rng, n: number): string => {
  let s = ""
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9))
  return s
}

const letters = (rng: Rng, n: number): string => {
  let s = ""
  for (let i = 0; i < n; i++) s += String.fromCharCode(65 + rng.int(0, 25))
  return s
}

const mod97 = (text: string): number => {
  let remainder = 0
  for (const ch of text) {
    const code = ch.charCodeAt(0)
    const value = code >= 65 ? String(code - 55) : ch
    for (const d of value) remainder = (remainder * 10 + Number(d)) % 97
  }
  return remainder
}

/** Builds an IBAN with valid check digits from a country code and BBAN. */
export const ibanOf = (country: string, bban: string): string => {
  const check = 98 - mod97(`${bban}${country}00`)
  return `${country}${String(check).padStart(2, "0")}${bban}`
}

/** True when an IBAN's check digits are right. */
export const isValidIban = (iban: string): boolean => mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1

const bbanShapes: Readonly<Record<Exclude<Country, "US">, (rng: Rng) => string>> = {
  GB: (rng) => `${rng.pick(["LOYD", "BARC", "NWBK", "HBUK", "MIDL"])}${digits(rng, 14)}`,
  IE: (rng) => `${rng.pick(["AIBK", "BOFI", "IPBS"])}${digits(rng, 14)}`,
  DE: (rng) => digits(rng, 18),
  AT: (rng) => digits(rng, 16),
  FR: (rng) => digits(rng, 23),
  ES: (rng) => digits(rng, 20),
  IT: (rng) => `${letters(rng, 1)}${digits(rng, 22)}`,
  NL: (rng) => `${rng.pick(["INGB", "ABNA", "RABO", "SNSB"])}${digits(rng, 10)}`,
  BE: (rng) => digits(rng, 12),
  PL: (rng) => digits(rng, 24),
  LT: (rng) => digits(rng, 16)
}

/** A plausible account identifier: an IBAN in Europe, a 10-digit account number in the US. */
export const randomAccount = (rng: Rng, country: Country): string =>
  country === "US" ? digits(rng, 10) : ibanOf(country, bbanShapes[country](rng))
