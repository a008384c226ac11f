import { formatUnsigned, minorDigits } from "./money.js"
import type { Rng } from "./rng.js"
import { bankWords, countryProfiles, currencies, required, wordLanguage } from "./tables.js"
import { decimalOf, thousandsOf, type Traits } from "./traits.js"

/** How a file writes money cells, fixed once per file. */
export interface MoneyStyle {
  readonly decimal: string
  readonly thousands: string
  readonly direction: Traits["direction"]
  readonly placement: Traits["currencyPlacement"]
  /** Currency code or sign before the number (`EUR 12.50`, `£12.50`) rather than after. */
  readonly glueBefore: boolean
  /** A space between the glued currency and the number. */
  readonly glueSpace: boolean
  /** `CR`/`DR` tokens of the suffix style and how they attach. */
  readonly suffix: { readonly out: string; readonly in: string; readonly space: boolean }
  /** Card statements: credits marked with a `CR` suffix, or printed negative. */
  readonly cardCredit: "suffix" | "minus"
  /** Trailing-minus layouts that print `+` after credits. */
  readonly trailingPlus: boolean
  /** Direction tokens of the indicator column, money out first. */
  readonly indicator: readonly [string, string]
  /** The balance column carries the glued currency too. */
  readonly balanceGlued: boolean
  readonly country: string
}

/** A file's money style, drawn from its traits. */
export const drawMoneyStyle = (rng: Rng, t: Traits, textLanguage: string): MoneyStyle => {
  const pairs = required(required(bankWords, wordLanguage(textLanguage), "bank words"), "direction", "direction words")
  const [out = "D", inn = "C"] = rng.pick(pairs).split(":")
  const suffix = rng.pick([["DR", "CR"], ["Dr", "Cr"], ["D", "C"]] as const)
  return {
    decimal: decimalOf(t),
    thousands: thousandsOf(t),
    direction: t.direction,
    placement: t.currencyPlacement,
    glueBefore: rng.chance(0.4),
    glueSpace: rng.chance(0.6),
    suffix: { out: suffix[0], in: suffix[1], space: rng.chance(0.7) },
    cardCredit: rng.chance(0.5) ? "suffix" : "minus",
    trailingPlus: rng.chance(0.4),
    indicator: [out, inn],
    balanceGlued: rng.chance(0.5),
    country: t.country
  }
}

const signFamily = (sign: string): string => sign.replace(/\.$/, "")

/** The sign a currency is printed with, or its code when the sign would not say which currency. */
export const currencyMark = (currency: string, country: string, wantSign: boolean): string => {
  if (!wantSign) return currency
  const info = required(currencies, currency, "currency")
  const sign = info.signs[0] ?? currency
  const shared = [...currencies.values()].some((c) =>
    c.code !== currency && c.signs.some((s) => signFamily(s) === signFamily(sign))
  )
  return shared && required(countryProfiles, country, "country profile").currency !== currency ? currency : sign
}

const glue = (s: MoneyStyle, magnitude: string, currency: string): string => {
  if (s.placement !== "code-in-amount" && s.placement !== "sign-in-amount") return magnitude
  const mark = currencyMark(currency, s.country, s.placement === "sign-in-amount")
  const space = s.glueSpace || /^[A-Z]{3}$/.test(mark) ? " " : ""
  return s.glueBefore ? `${mark}${space}${magnitude}` : `${magnitude}${space}${mark}`
}

/** The unsigned number of an amount in the file's style, with its glued currency. */
export const magnitudeCell = (s: MoneyStyle, minor: number, currency: string): string =>
  glue(s, formatUnsigned(Math.abs(minor), minorDigits(currency), s.decimal, s.thousands), currency)

/** A signed amount in the single amount column of the file's direction style. */
export const amountCell = (s: MoneyStyle, minor: number, currency: string): string => {
  const m = magnitudeCell(s, minor, currency)
  const out = minor < 0
  const suffixed = (tok: string): string => `${m}${s.suffix.space ? " " : ""}${tok}`
  switch (s.direction) {
    case "signed":
      return out ? `-${m}` : m
    case "signed-plus":
      return out ? `-${m}` : `+${m}`
    case "indicator":
      return m
    case "cr-dr-suffix":
      return suffixed(out ? s.suffix.out : s.suffix.in)
    case "parentheses":
      return out ? `(${m})` : m
    case "trailing-minus":
      return out ? `${m}-` : s.trailingPlus ? `${m}+` : m
    case "card-charges":
      return out ? m : s.cardCredit === "suffix" ? suffixed("CR") : `-${m}`
    case "debit-credit":
    case "debit-negative":
      return out ? `-${m}` : m
  }
}

/** The debit and credit cells of a debit/credit layout. */
export const debitCreditCells = (s: MoneyStyle, minor: number, currency: string): readonly [string, string] => {
  const m = magnitudeCell(s, minor, currency)
  if (minor >= 0) return ["", m]
  return [s.direction === "debit-negative" ? `-${m}` : m, ""]
}

/** A balance as the file prints it: signed the way its amounts are. */
export const balanceCell = (s: MoneyStyle, minor: number, currency: string): string => {
  const n = formatUnsigned(Math.abs(minor), minorDigits(currency), s.decimal, s.thousands)
  const m = s.balanceGlued ? glue(s, n, currency) : n
  switch (s.direction) {
    case "parentheses":
      return minor < 0 ? `(${m})` : m
    case "trailing-minus":
      return minor < 0 ? `${m}-` : m
    case "cr-dr-suffix":
      return `${m}${s.suffix.space ? " " : ""}${minor < 0 ? s.suffix.out : s.suffix.in}`
    default:
      return minor < 0 ? `-${m}` : m
  }
}
