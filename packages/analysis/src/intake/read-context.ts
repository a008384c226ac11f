import { Schema } from "effect"
import type { Country } from "../country.js"
import conventionsData from "./values/country-conventions.json" with { type: "json" }
import type { DateOrder } from "./values/dates.js"
import ibanData from "./values/iban-currencies.json" with { type: "json" }

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

const Conventions = Schema.Record({
  key: Schema.String,
  value: Schema.Struct({ currency: Schema.String, date_order: Schema.Literal("DMY", "MDY", "YMD") })
})
const conventions = Schema.decodeUnknownSync(Conventions)(conventionsData)
const ibanCurrencies = Schema.decodeUnknownSync(Schema.Record({ key: Schema.String, value: Schema.String }))(ibanData)

/** The currency of accounts kept in a country (GB → GBP). */
export const countryCurrency = (country: Country): string | undefined => conventions[country]?.currency

/** The order a country writes numeric dates in (US → MDY, the others → DMY). */
export const countryDateOrder = (country: Country): DateOrder | undefined => conventions[country]?.date_order

/** The currency an IBAN's country keeps accounts in, when that country has one currency. */
export const ibanCurrency = (iban: string): string | undefined =>
  /^[A-Z]{2}\d{2}/.test(iban) ? ibanCurrencies[iban.slice(0, 2)] : undefined

/** A currency the file does not state, and where it came from instead. */
export interface UnstatedCurrency {
  readonly currency: string
  /** Where it came from, in words, for the record. */
  readonly source: string
  /** True when only the country given at processing can settle it. */
  readonly awaitsCountry: boolean
}

/**
 * The currency of an account whose file states none: its IBAN's country's, else the process-time
 * country's, else `XXX` (awaiting the country when the read is provisional).
 */
export const unstatedCurrency = (account: string, context: ReadContext): UnstatedCurrency => {
  const fromIban = ibanCurrency(account.replace(/\s/g, ""))
  if (fromIban !== undefined) {
    return { currency: fromIban, source: `the account's IBAN (${account.slice(0, 2)})`, awaitsCountry: false }
  }
  const fromCountry = context.country === undefined ? undefined : countryCurrency(context.country)
  if (fromCountry !== undefined) {
    return {
      currency: fromCountry,
      source: `the country given at processing (${context.country})`,
      awaitsCountry: false
    }
  }
  return { currency: "XXX", source: "not stated in the file", awaitsCountry: context.provisional === true }
}
