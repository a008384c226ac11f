import * as fc from "effect/FastCheck"
import { countries, type Country, countryProfile, type Language } from "./country-profile.js"
import type { CsvStatement } from "./csv-writer.js"
import { parts } from "./dates.js"
import type { AmountLayout, ColumnRole, CsvDialect, DateFormat, DecimalStyle, Delimiter } from "./dialect.js"
import { headerVocabulary, indicatorVocabulary } from "./dialect.js"
import { makeRng, type Rng, shuffled } from "./rng.js"

/** Every value of each dialect dimension. */
export const dialectDimensions = {
  languages: ["EN", "DE", "FR", "ES", "IT", "NL", "PL", "LT"] as ReadonlyArray<Language>,
  delimiters: [",", ";", "\t", "|"] as ReadonlyArray<Delimiter>,
  dateFormats: ["YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY", "DD.MM.YYYY", "DD.MM.YY", "DD-Mon-YYYY"] as ReadonlyArray<
    DateFormat
  >,
  decimals: [
    "dot",
    "comma",
    "dot_comma_thousands",
    "comma_dot_thousands",
    "comma_space_thousands",
    "dot_apostrophe_thousands"
  ] as ReadonlyArray<DecimalStyle>,
  amountLayouts: ["signed", "debit_credit", "amount_indicator"] as ReadonlyArray<AmountLayout>
}

const roleOrder: ReadonlyArray<ColumnRole> = [
  "booking_date",
  "value_date",
  "description",
  "counterparty",
  "amount",
  "debit",
  "credit",
  "indicator",
  "currency",
  "balance",
  "reference"
]

/** The independent choices a dialect is built from (see {@link buildDialect}). */
export interface DialectChoices {
  readonly language: Language
  readonly delimiter: Delimiter
  readonly dateFormat: DateFormat
  readonly decimal: DecimalStyle
  readonly amountLayout: AmountLayout
  readonly valueDate: boolean
  readonly counterparty: boolean
  readonly currency: boolean
  readonly balance: boolean
  readonly reference: boolean
  /** 0 keeps the usual column order; any other number shuffles it with that seed. */
  readonly columnShuffle: number
  /** Picks among the synonyms of each header name (0 = the most common names). */
  readonly headerVariant: number
  readonly indicatorVariant: number
  readonly header: boolean
  readonly debitSign: "positive" | "negative"
  readonly amountSuffix: "none" | "currency_code"
  readonly preamble: boolean
  readonly summaryRow: boolean
  readonly bom: boolean
  readonly crlf: boolean
  readonly newestFirst: boolean
  readonly quoteAll: boolean
}

/** Builds a consistent dialect from independent choices. */
export const buildDialect = (c: DialectChoices): CsvDialect => {
  const amounts: ReadonlyArray<ColumnRole> = c.amountLayout === "signed"
    ? ["amount"]
    : c.amountLayout === "debit_credit"
    ? ["debit", "credit"]
    : ["amount", "indicator"]
  const base: Array<ColumnRole> = [
    "booking_date",
    ...(c.valueDate ? (["value_date"] as const) : []),
    ...(c.counterparty ? (["counterparty"] as const) : []),
    "description",
    ...amounts,
    ...(c.currency ? (["currency"] as const) : []),
    ...(c.balance ? (["balance"] as const) : []),
    ...(c.reference ? (["reference"] as const) : [])
  ]
  const columns = c.columnShuffle === 0 ? base : shuffled(makeRng(c.columnShuffle), base)
  const vocab = headerVocabulary[c.language]
  const headers: Partial<Record<ColumnRole, string>> = {}
  for (const role of columns) {
    const names = vocab[role]
    headers[role] = names[c.headerVariant === 0 ? 0 : (c.headerVariant + roleOrder.indexOf(role)) % names.length] ??
      role
  }
  const indicators = indicatorVocabulary[c.language]
  const indicator = indicators[c.indicatorVariant % indicators.length] ?? { debit: "D", credit: "C" }
  return {
    language: c.language,
    delimiter: c.delimiter,
    dateFormat: c.dateFormat,
    decimal: c.decimal,
    amountLayout: c.amountLayout,
    columns,
    headers,
    header: c.header,
    indicator,
    debitSign: c.debitSign,
    amountSuffix: c.amountSuffix,
    preamble: c.preamble,
    summaryRow: c.summaryRow,
    bom: c.bom,
    lineEnding: c.crlf ? "\r\n" : "\n",
    newestFirst: c.newestFirst,
    quoteAll: c.quoteAll
  }
}

const usesDecimalComma = (country: Country): boolean => !["GB", "IE", "US"].includes(country)

const realisticDateFormats = (country: Country): ReadonlyArray<DateFormat> => {
  switch (country) {
    case "GB":
    case "IE":
      return ["DD/MM/YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "DD-Mon-YYYY"]
    case "US":
      return ["MM/DD/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"]
    case "DE":
    case "AT":
      return ["DD.MM.YYYY", "DD.MM.YYYY", "DD.MM.YY", "YYYY-MM-DD"]
    case "PL":
      return ["DD.MM.YYYY", "YYYY-MM-DD", "DD/MM/YYYY"]
    case "LT":
      return ["YYYY-MM-DD", "YYYY-MM-DD", "DD.MM.YYYY"]
    case "NL":
      return ["YYYY-MM-DD", "DD-Mon-YYYY", "DD/MM/YYYY"]
    case "FR":
    case "ES":
    case "IT":
    case "BE":
      return ["DD/MM/YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "DD.MM.YYYY"]
  }
}

const realisticDecimals = (country: Country): ReadonlyArray<DecimalStyle> => {
  if (!usesDecimalComma(country)) return ["dot", "dot", "dot_comma_thousands"]
  if (country === "FR" || country === "PL") return ["comma", "comma", "comma_space_thousands", "dot"]
  return ["comma", "comma", "comma_dot_thousands", "dot"]
}

const isRng = (x: Rng | number | string): x is Rng => typeof x === "object"

/**
 * Draws a realistic dialect for a country's banks (random country when none is given): the
 * country's language (sometimes English), its usual delimiter, date and number styles, and now
 * and then a preamble, BOM, CRLF, newest-first order or a headerless file.
 */
export const randomDialect = (source: Rng | number | string, country?: Country): CsvDialect => {
  const rng = isRng(source) ? source : makeRng(source)
  const c = country ?? rng.pick(countries)
  const language: Language = rng.chance(0.15) ? "EN" : countryProfile(c).language
  const decimal = rng.pick(realisticDecimals(c))
  const commaDecimal = decimal.startsWith("comma")
  const delimiter: Delimiter = commaDecimal
    ? rng.pick<Delimiter>([";", ";", ";", "\t", "|", ","])
    : rng.pick<Delimiter>([",", ",", ",", ";", "\t", "|"])
  return buildDialect({
    language,
    delimiter,
    dateFormat: rng.pick(realisticDateFormats(c)),
    decimal,
    amountLayout: rng.pick<AmountLayout>(["signed", "signed", "debit_credit", "amount_indicator"]),
    valueDate: rng.chance(0.5),
    counterparty: rng.chance(0.5),
    currency: rng.chance(0.4),
    balance: rng.chance(0.6),
    reference: rng.chance(0.3),
    columnShuffle: rng.chance(0.7) ? 0 : rng.int(1, 1_000_000),
    headerVariant: rng.int(0, 5),
    indicatorVariant: rng.int(0, 2),
    header: rng.chance(0.95),
    debitSign: rng.chance(0.75) ? "positive" : "negative",
    amountSuffix: rng.chance(0.1) ? "currency_code" : "none",
    preamble: rng.chance(c === "DE" || c === "AT" ? 0.5 : 0.15),
    summaryRow: rng.chance(0.1),
    bom: rng.chance(0.3),
    crlf: rng.chance(0.5),
    newestFirst: rng.chance(0.4),
    quoteAll: rng.chance(0.25)
  })
}

/**
 * A fast-check arbitrary over every combination of dialect choices (shrinks towards the
 * simplest dialect). With a country, the header language is that country's or English.
 */
export const arbitraryDialect = (country?: Country): fc.Arbitrary<CsvDialect> => {
  const languages: ReadonlyArray<Language> = country === undefined
    ? dialectDimensions.languages
    : [...new Set<Language>([countryProfile(country).language, "EN"])]
  return fc
    .record({
      language: fc.constantFrom(...languages),
      delimiter: fc.constantFrom(...dialectDimensions.delimiters),
      dateFormat: fc.constantFrom(...dialectDimensions.dateFormats),
      decimal: fc.constantFrom(...dialectDimensions.decimals),
      amountLayout: fc.constantFrom(...dialectDimensions.amountLayouts),
      valueDate: fc.boolean(),
      counterparty: fc.boolean(),
      currency: fc.boolean(),
      balance: fc.boolean(),
      reference: fc.boolean(),
      columnShuffle: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })),
      headerVariant: fc.nat({ max: 5 }),
      indicatorVariant: fc.nat({ max: 2 }),
      header: fc.boolean().map((b) => !b),
      debitSign: fc.constantFrom("positive" as const, "negative" as const),
      amountSuffix: fc.constantFrom("none" as const, "currency_code" as const),
      preamble: fc.boolean(),
      summaryRow: fc.boolean(),
      bom: fc.boolean(),
      crlf: fc.boolean(),
      newestFirst: fc.boolean(),
      quoteAll: fc.boolean()
    })
    .map(buildDialect)
}

/** A fast-check arbitrary over {@link randomDialect}'s realistic distribution. */
export const arbitraryRealisticDialect = (country?: Country): fc.Arbitrary<CsvDialect> =>
  fc.integer({ min: 0, max: 0x7fffffff }).map((seed) => randomDialect(seed, country))

/**
 * Whether a reader can tell the day from the month in this file: always for formats without
 * that ambiguity, and for `DD/MM/YYYY` / `MM/DD/YYYY` only when some date in a date column has a day above 12.
 */
export const dateOrderIsDecidable = (statement: CsvStatement, dialect: CsvDialect): boolean => {
  if (dialect.dateFormat !== "DD/MM/YYYY" && dialect.dateFormat !== "MM/DD/YYYY") return true
  const valueDates = dialect.columns.includes("value_date")
  const dates: Array<string> = []
  for (const t of statement.transactions) {
    dates.push(t.booking_date)
    if (valueDates && t.value_date !== null) dates.push(t.value_date)
  }
  return dates.some((d) => parts(d).day > 12)
}
