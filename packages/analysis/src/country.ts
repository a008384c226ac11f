import { Option, Schema } from "effect"

/** Countries with a category tree and lexicons. `UK` is accepted as an alias of `GB`. */
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
  "LV"
)
export type Country = typeof Country.Type

/** The supported country codes, in a stable order. */
export const supportedCountries: ReadonlyArray<Country> = Country.literals

/** Reads a caller's country code: case-insensitive, `UK` means `GB`. */
export const parseCountry = (input: string): Option.Option<Country> => {
  const upper = input.trim().toUpperCase()
  const code = upper === "UK" ? "GB" : upper
  return Schema.is(Country)(code) ? Option.some(code) : Option.none()
}
