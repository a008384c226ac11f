import { Schema } from "effect"
import { readFileSync } from "node:fs"

/** Column roles a bank export can have. */
export const columnRoles = [
  "booking_date",
  "value_date",
  "description",
  "counterparty",
  "amount",
  "debit",
  "credit",
  "direction",
  "currency",
  "balance",
  "reference",
  "status",
  "account"
] as const
/** One column role. */
export type ColumnRole = (typeof columnRoles)[number]

const dataText = (name: string): string => readFileSync(new URL(`./data/${name}`, import.meta.url), "utf8")

/** The non-comment, non-empty rows of a TSV data file, split into cells. */
const tsvRows = (name: string): ReadonlyArray<ReadonlyArray<string>> =>
  dataText(name)
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.split("\t"))

const cell = (row: ReadonlyArray<string>, i: number, file: string): string => {
  const value = row[i]
  if (value === undefined) throw new Error(`layout zoo: ${file} row "${row.join("\\t")}" lacks column ${i + 1}`)
  return value
}

const listOf = (text: string): ReadonlyArray<string> => text.split("|").map((s) => s.trim()).filter((s) => s !== "")

/** Header synonyms per language and role (`{cur}` stands for the ISO code, `{sym}` for the sign). */
export const headerSynonyms: ReadonlyMap<string, ReadonlyMap<ColumnRole, ReadonlyArray<string>>> = (() => {
  const out = new Map<string, Map<ColumnRole, ReadonlyArray<string>>>()
  for (const row of tsvRows("headers.tsv")) {
    const lang = cell(row, 0, "headers.tsv")
    const role = cell(row, 1, "headers.tsv")
    if (!(columnRoles as ReadonlyArray<string>).includes(role)) {
      throw new Error(`layout zoo: headers.tsv has an unknown role ${role}`)
    }
    const byRole = out.get(lang) ?? new Map<ColumnRole, ReadonlyArray<string>>()
    byRole.set(role as ColumnRole, listOf(cell(row, 2, "headers.tsv")))
    out.set(lang, byRole)
  }
  return out
})()

/** Bank words per language (`direction` pairs are written `out:in`). */
export const bankWords: ReadonlyMap<string, ReadonlyMap<string, ReadonlyArray<string>>> = (() => {
  const out = new Map<string, Map<string, ReadonlyArray<string>>>()
  for (const row of tsvRows("words.tsv")) {
    const lang = cell(row, 0, "words.tsv")
    const byKey = out.get(lang) ?? new Map<string, ReadonlyArray<string>>()
    byKey.set(cell(row, 1, "words.tsv"), listOf(cell(row, 2, "words.tsv")))
    out.set(lang, byKey)
  }
  return out
})()

/** Month abbreviations per language, January first. */
export const monthNames: ReadonlyMap<string, ReadonlyArray<string>> = new Map(
  tsvRows("months.tsv").map((row) => {
    const names = listOf(cell(row, 1, "months.tsv"))
    if (names.length !== 12) throw new Error(`layout zoo: months.tsv ${row[0]} has ${names.length} months`)
    return [cell(row, 0, "months.tsv"), names] as const
  })
)

/** Letters beyond ASCII that each language's words use, lower and upper case. */
export const alphabets: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  tsvRows("alphabets.tsv").map((row) => {
    const letters = [...(row[1] ?? "")]
    return [cell(row, 0, "alphabets.tsv"), new Set([...letters, ...letters.map((l) => l.toUpperCase())])] as const
  })
)

/** Party names per country (`*` = anywhere) and kind. */
export const parties: ReadonlyMap<string, ReadonlyMap<string, ReadonlyArray<string>>> = (() => {
  const out = new Map<string, Map<string, ReadonlyArray<string>>>()
  for (const row of tsvRows("parties.tsv")) {
    const country = cell(row, 0, "parties.tsv")
    const byKind = out.get(country) ?? new Map<string, ReadonlyArray<string>>()
    byKind.set(cell(row, 1, "parties.tsv"), listOf(cell(row, 2, "parties.tsv")))
    out.set(country, byKind)
  }
  return out
})()

/** Payment-type phrases per language and kind. */
export const paymentWords: ReadonlyMap<string, ReadonlyMap<string, ReadonlyArray<string>>> = (() => {
  const out = new Map<string, Map<string, ReadonlyArray<string>>>()
  for (const row of tsvRows("payment-words.tsv")) {
    const lang = cell(row, 0, "payment-words.tsv")
    const byKind = out.get(lang) ?? new Map<string, ReadonlyArray<string>>()
    byKind.set(cell(row, 1, "payment-words.tsv"), listOf(cell(row, 2, "payment-words.tsv")))
    out.set(lang, byKind)
  }
  return out
})()

/** A currency: minor-unit digits and the signs banks print for it. */
export interface CurrencyInfo {
  readonly code: string
  readonly minor: number
  readonly signs: ReadonlyArray<string>
  /** Rough units per euro, to scale amounts to realistic sizes. */
  readonly perEuro: number
}

/** Currencies the zoo writes, by ISO code. */
export const currencies: ReadonlyMap<string, CurrencyInfo> = new Map(
  tsvRows("currencies.tsv").map((row) => {
    const code = cell(row, 0, "currencies.tsv")
    return [code, {
      code,
      minor: Number(cell(row, 1, "currencies.tsv")),
      signs: listOf(cell(row, 2, "currencies.tsv")),
      perEuro: Number(cell(row, 3, "currencies.tsv"))
    }] as const
  })
)

const CountryProfile = Schema.Struct({
  currency: Schema.String,
  language: Schema.String,
  slashOrder: Schema.Literal("dmy", "mdy", "ymd", "mixed"),
  dateFormats: Schema.Array(Schema.String),
  decimal: Schema.Literal(".", ","),
  thousands: Schema.Array(Schema.String),
  delimiter: Schema.Array(Schema.String),
  legacy: Schema.Array(Schema.String),
  iban: Schema.NullOr(Schema.Tuple(Schema.String, Schema.Number)),
  /** The first year the country's currency was `currency` (the euro in Croatia from 2023); statements start no earlier. */
  currencySince: Schema.optional(Schema.Number)
})
/** How a country's banks write statements: currency, language and conventions. */
export type CountryProfile = typeof CountryProfile.Type

/** Country profiles by ISO country code. */
export const countryProfiles: ReadonlyMap<string, CountryProfile> = new Map(
  Object.entries(
    Schema.decodeUnknownSync(Schema.Record({ key: Schema.String, value: CountryProfile }))(
      JSON.parse(dataText("countries.json"))
    )
  )
)

/** The language code of the word tables (`en-GB` → `en`). */
export const wordLanguage = (lang: string): string => (lang.startsWith("en") ? "en" : lang)

/** A table entry that must exist. */
export const required = <K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V => {
  const v = map.get(key)
  if (v === undefined) throw new Error(`layout zoo: no ${what} for ${String(key)}`)
  return v
}

/** A kind of account activity: direction, a range of amounts in euro, and how banks word it. */
export interface ActivityKind {
  readonly kind: string
  readonly direction: "in" | "out"
  readonly min: number
  readonly max: number
  readonly paymentWord: string
  readonly party: string
  readonly weight: number
}

/** Kinds of account activity and their weight in an ordinary statement. */
export const activityKinds: ReadonlyArray<ActivityKind> = tsvRows("activity.tsv").map((row) => ({
  kind: cell(row, 0, "activity.tsv"),
  direction: cell(row, 1, "activity.tsv") === "in" ? "in" : "out",
  min: Number(cell(row, 2, "activity.tsv")),
  max: Number(cell(row, 3, "activity.tsv")),
  paymentWord: cell(row, 4, "activity.tsv"),
  party: cell(row, 5, "activity.tsv"),
  weight: Number(cell(row, 6, "activity.tsv"))
}))
