import { Schema } from "effect"
import { Cat } from "./categories/category-ids.js"
import { readDataFile } from "./data-file.js"

/** The id of a category named by its key in `Cat` (category-ids.ts); a table naming another key is refused. */
const categoryOf = (key: string, table: string): number => {
  if (!Object.hasOwn(Cat, key)) throw new Error(`${table}: "${key}" is not a category key of category-ids.ts`)
  return Cat[key as keyof typeof Cat]
}

/** What a known name is, beyond its category: a public body, a platform that pays people, a bank. */
export const NameKind = Schema.Literal("merchant", "public", "platform", "bank", "employer")
export type NameKind = typeof NameKind.Type

/** [category key, weight, "phrase|phrase", countries it is read in (all when absent)]. */
const KeywordRow = Schema.Tuple(
  Schema.String,
  Schema.Literal(1, 2, 3),
  Schema.String,
  Schema.optionalElement(Schema.Array(Schema.String))
)
const MerchantRow = Schema.Tuple(Schema.String, Schema.String, Schema.optionalElement(NameKind))

/** The kind of booking a bank's word announces. */
export const BankHint = Schema.Literal("card", "debit", "transfer", "standing", "credit", "wallet", "noise")
export type BankHint = typeof BankHint.Type

/** What an intermediary is. */
export const IntermediaryKind = Schema.Literal("wallet", "bnpl", "acquirer", "scheme", "p2p")
export type IntermediaryKind = typeof IntermediaryKind.Type

const Keywords = Schema.Struct({ rows: Schema.Array(KeywordRow) })
const Merchants = Schema.Struct({
  countries: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) }),
  lists: Schema.Record({ key: Schema.String, value: Schema.Array(MerchantRow) })
})
const BankCategories = Schema.Struct({ rows: Schema.Array(Schema.Tuple(Schema.String, Schema.String)) })
const BankWords = Schema.Struct({ rows: Schema.Array(Schema.Tuple(BankHint, Schema.String)) })
const LegalForms = Schema.Struct({ rows: Schema.Array(Schema.String) })
const Intermediaries = Schema.Struct({
  instalment: Schema.String,
  pay_now: Schema.String,
  rows: Schema.Array(Schema.Tuple(IntermediaryKind, Schema.String, Schema.String))
})
const PersonNames = Schema.Struct({
  titles: Schema.String,
  family_endings: Schema.String,
  given: Schema.Array(Schema.String),
  family: Schema.Array(Schema.String)
})

const load = () => {
  const merchants = Schema.decodeUnknownSync(Merchants)(readDataFile("merchants.json"))
  const intermediaries = Schema.decodeUnknownSync(Intermediaries)(readDataFile("intermediaries.json"))
  return {
    /** Payment-type and generic words: [category id, weight 1–3, "phrase|phrase", countries or all]. */
    keywordRows: Schema.decodeUnknownSync(Keywords)(readDataFile("keywords.json")).rows.map((
      [key, weight, spec, countries]
    ) => [categoryOf(key, "keywords.json"), weight, spec, countries] as const),
    /** Named merchants and organisations by list ([category id, "Display|alias", kind?]), and the lists each country uses. */
    merchantTables: {
      countries: merchants.countries,
      lists: Object.fromEntries(
        Object.entries(merchants.lists).map(([name, rows]) => [
          name,
          rows.map(([key, spec, kind]) => [categoryOf(key, "merchants.json"), spec, kind] as const)
        ])
      )
    },
    /** Words of banks' own category columns: [category id, "phrase|phrase"]. */
    bankCategoryRows: Schema.decodeUnknownSync(BankCategories)(readDataFile("bank-categories.json")).rows.map((
      [key, spec]
    ) => [categoryOf(key, "bank-categories.json"), spec] as const),
    /** The bank's own words: [hint, "phrase|phrase"]. */
    bankWordRows: Schema.decodeUnknownSync(BankWords)(readDataFile("bank-words.json")).rows,
    /** Company legal forms, "form|form" per row. */
    legalFormRows: Schema.decodeUnknownSync(LegalForms)(readDataFile("legal-forms.json")).rows,
    /** Payment intermediaries ([kind, category id, "Display|alias"]) and the words of an instalment plan or a payment made at once. */
    intermediaryTable: {
      ...intermediaries,
      rows: intermediaries.rows.map(([kind, key, spec]) =>
        [kind, categoryOf(key, "intermediaries.json"), spec] as const
      )
    },
    /** People's titles, given names and family names, folded. */
    personNames: Schema.decodeUnknownSync(PersonNames)(readDataFile("person-names.json"))
  }
}

let loaded: ReturnType<typeof load> | undefined

/** The categoriser's tables, read and checked on first use. */
export const categoriseTables = (): ReturnType<typeof load> => (loaded ??= load())
