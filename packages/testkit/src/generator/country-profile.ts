import { Schema } from "effect"
import { readFileSync } from "node:fs"

const CountrySchema = Schema.Literal("GB", "IE", "US", "DE", "AT", "FR", "ES", "IT", "NL", "BE", "PL", "LT")

/** Countries the generator writes statements for (the same codes as the engine supports). */
export type Country = typeof CountrySchema.Type

/** All supported countries in a stable order. */
export const countries: ReadonlyArray<Country> = CountrySchema.literals

const LanguageSchema = Schema.Literal("EN", "DE", "FR", "ES", "IT", "NL", "PL", "LT")

/** Languages of CSV header vocabularies and preambles. */
export type Language = typeof LanguageSchema.Type

const Names = Schema.Array(Schema.String)

/** The merchants of each everyday spending category. */
const Merchants = Schema.Struct({
  groceries: Names,
  restaurants: Names,
  transport: Names,
  fuel: Names,
  shopping: Names
})

/** Everyday spending categories with merchant lists. */
export type SpendingCategory = keyof typeof Merchants.Type

/** Names and places a country's statements use (`data/country-profiles.json`). */
const CountryProfileSchema = Schema.Struct({
  country: CountrySchema,
  currency: Schema.String,
  language: LanguageSchema,
  bank: Schema.String,
  cities: Names,
  holders: Names,
  merchants: Merchants,
  employers: Names,
  benefitPayers: Names,
  pensionPayers: Names,
  gigPlatforms: Names,
  landlords: Names,
  mortgageLenders: Names,
  utilities: Names,
  telecoms: Names,
  insurers: Names,
  gyms: Names,
  consumerLenders: Names,
  gamblingOperators: Names,
  paydayLenders: Names,
  debtCollectors: Names,
  bailiffs: Names,
  taxAuthority: Schema.String,
  universities: Names,
  parents: Names,
  clients: Names,
  /** Rough monthly net salary of a salaried employee, in major units. */
  salary: Schema.Number,
  /** Rough monthly rent, in major units. */
  rent: Schema.Number
})

/** Names and places a country's statements use. */
export interface CountryProfile extends Schema.Schema.Type<typeof CountryProfileSchema> {}

const globalSubscriptions = [
  "NETFLIX.COM",
  "SPOTIFY",
  "AMAZON PRIME",
  "DISNEY PLUS",
  "APPLE.COM/BILL",
  "YOUTUBE PREMIUM"
]

/** Subscriptions available everywhere. */
export const subscriptionServices: ReadonlyArray<string> = globalSubscriptions

const profiles: Readonly<Record<Country, CountryProfile>> = Schema.decodeUnknownSync(
  Schema.Record({ key: CountrySchema, value: CountryProfileSchema }),
  { onExcessProperty: "error" }
)(JSON.parse(readFileSync(new URL("./data/country-profiles.json", import.meta.url), "utf8")))

/** The profile of a country. */
export const countryProfile = (country: Country): CountryProfile => profiles[country]
