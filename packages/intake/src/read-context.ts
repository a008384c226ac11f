import { Schema } from "effect"
import { type Country, countryDateOrder, currencyOfCountryOn, homeCurrency } from "./country.js"
import ibanData from "./values/iban-currencies.json" with { type: "json" }
import { ibanIn } from "./values/iban.js"

/**
 * What a read knows beyond the file. The upload has no country; processing gives one. A read
 * without a country that needs one (no currency in the file, dates whose order nothing in the file
 * settles) is `provisional` at upload: made with a stated default and marked as awaiting the
 * country, so that the analysis reads the file again with it.
 */
export interface ReadContext {
  readonly country?: Country | undefined
  /** True at upload: a decision that only the country can settle is made provisionally instead of refused. */
  readonly provisional?: boolean | undefined
}

const ibanCurrencies = Schema.decodeUnknownSync(Schema.Record({ key: Schema.String, value: Schema.String }))(ibanData)

/** The currency of accounts kept in a country (GB → GBP), on a day when given (BG → BGN through 2025). */
export const countryCurrency = (country: Country, on?: string): string =>
  currencyOfCountryOn(country, on) ?? homeCurrency(country)

export { countryDateOrder }

/**
 * The currency an IBAN's country keeps accounts in, when that country has one currency; on a day when
 * given, the one it kept then (a Croatian IBAN's 2022 statement is in HRK).
 */
export const ibanCurrency = (iban: string, on?: string): string | undefined => {
  if (!/^[A-Z]{2}\d{2}/.test(iban)) return undefined
  const code = iban.slice(0, 2)
  return currencyOfCountryOn(code, on) ?? ibanCurrencies[code]
}

/** A currency the file does not state, and where it came from instead. */
export interface UnstatedCurrency {
  readonly currency: string
  /** Where it came from, in words, for the record. */
  readonly source: string
  /** True when only the country given at processing can settle it. */
  readonly awaitsCountry: boolean
}

/**
 * The currency of an account whose file states none: its IBAN's country's (the account as read, else an
 * IBAN the file's name carries), else the process-time country's, else `XXX` (awaiting the country when
 * the read is provisional): the account's own country outranks the one given at processing. `on` is the
 * file's last booking date, for a country whose currency changed (BG, HR): the one in force at the end.
 */
export const unstatedCurrency = (
  account: string,
  context: ReadContext,
  on?: string,
  fileName?: string
): UnstatedCurrency => {
  const own = ibanCurrency(account.replace(/\s/g, ""), on)
  if (own !== undefined) {
    return { currency: own, source: `the account's IBAN (${account.slice(0, 2)})`, awaitsCountry: false }
  }
  const places: ReadonlyArray<readonly [string, string]> = [
    [account, "the account's IBAN"],
    [fileName ?? "", "the IBAN in the file's name"]
  ]
  for (const [text, where] of places) {
    const iban = text === "" ? undefined : ibanIn(text)
    const currency = iban === undefined ? undefined : ibanCurrency(iban, on)
    if (currency !== undefined) return { currency, source: `${where} (${iban?.slice(0, 2)})`, awaitsCountry: false }
  }
  const fromCountry = context.country === undefined ? undefined : countryCurrency(context.country, on)
  if (fromCountry !== undefined) {
    return {
      currency: fromCountry,
      source: `the country given at processing (${context.country})`,
      awaitsCountry: false
    }
  }
  return { currency: "XXX", source: "not stated in the file", awaitsCountry: context.provisional === true }
}

/** The latest booking date of a file's rows (ISO dates compare as text), for `unstatedCurrency`'s `on`. */
export const lastBookingDate = (rows: ReadonlyArray<{ readonly booking_date: string }>): string | undefined => {
  let last: string | undefined
  for (const r of rows) if (last === undefined || r.booking_date > last) last = r.booking_date
  return last
}
