import { Option, Schema } from "effect"
import profilesData from "./country-profiles.json" with { type: "json" }

/**
 * Countries with a category tree and lexicons: the EU and EEA members, Switzerland, the United
 * Kingdom, and the United States, Canada, Australia and New Zealand. `UK` is accepted as an alias
 * of `GB`, and `EL` (the EU's code for Greece) of `GR`.
 */
export const Country = Schema.Literal(
  "GB",
  "IE",
  "US",
  "DE",
  "AT",
  "FR",
  "ES",
  "IT",
  "NL",
  "BE",
  "PL",
  "LT",
  "SE",
  "FI",
  "DK",
  "NO",
  "EE",
  "LV",
  "CH",
  "LI",
  "LU",
  "IS",
  "PT",
  "CZ",
  "SK",
  "HU",
  "RO",
  "SI",
  "HR",
  "GR",
  "BG",
  "CY",
  "MT",
  "CA",
  "AU",
  "NZ"
)
export type Country = typeof Country.Type

/** The supported country codes, in a stable order. */
export const supportedCountries: ReadonlyArray<Country> = Country.literals

const ALIASES: Readonly<Record<string, Country>> = { UK: "GB", EL: "GR" }

/** Reads a caller's country code: case-insensitive, `UK` means `GB`, `EL` means `GR`. */
export const parseCountry = (input: string): Option.Option<Country> => {
  const upper = input.trim().toUpperCase()
  const code = ALIASES[upper] ?? upper
  return Schema.is(Country)(code) ? Option.some(code) : Option.none()
}

/** Languages of category titles; each country profile names its own (`titleLanguageOf`). */
export const TitleLanguage = Schema.Literal(
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pl",
  "lt",
  "sv",
  "fi",
  "da",
  "nb",
  "et",
  "lv",
  "pt",
  "cs",
  "sk",
  "hu",
  "ro",
  "sl",
  "hr",
  "el",
  "bg",
  "is"
)
export type TitleLanguage = typeof TitleLanguage.Type

/** Numeric date order: YMD settles nothing between day/month and month/day. */
const DateOrderCode = Schema.Literal("DMY", "MDY", "YMD")

const CountryProfile = Schema.Struct({
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/)),
  /** The currency the country kept before `currency`, through `until` (an ISO date). */
  earlier: Schema.optional(Schema.Struct({
    currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/)),
    until: Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/))
  })),
  date_order: DateOrderCode,
  language: TitleLanguage,
  locale: Schema.String,
  reads_like: Schema.Array(Country)
})
type CountryProfile = typeof CountryProfile.Type

/** Every country has a profile: decoding fails at load when the data file misses one. */
const profiles: Readonly<Record<Country, CountryProfile>> = Schema.decodeUnknownSync(
  Schema.Record({ key: Country, value: CountryProfile })
)(profilesData)

/**
 * The currency accounts were kept in, in a country, on a day (ISO date; the current one when absent):
 * HR kept HRK through 2022, BG kept BGN through 2025. Any string code; undefined for a country we do not profile.
 */
export const currencyOfCountryOn = (code: string, on?: string): string | undefined => {
  if (!Schema.is(Country)(code)) return undefined
  const { currency, earlier } = profiles[code]
  return earlier !== undefined && on !== undefined && on <= earlier.until ? earlier.currency : currency
}

/** The currency accounts in a country are kept in today (GB → GBP, BG → EUR). */
export const homeCurrency = (country: Country): string => profiles[country].currency

/** The order a country writes numeric dates in (US → MDY, SE → YMD, the others mostly DMY). */
export const countryDateOrder = (country: Country): "DMY" | "MDY" | "YMD" => profiles[country].date_order

/** The language of a country's category titles. */
export const titleLanguageOf = (country: Country): TitleLanguage => profiles[country].language

/** The locale a country's people read numbers in (BCP 47). */
export const localeOf = (country: Country): string => profiles[country].locale

/** The country itself, then the countries whose words and merchants its statements also read (CH: DE, FR, IT). */
export const lexiconCountries = (country: Country): ReadonlyArray<Country> => [country, ...profiles[country].reads_like]
