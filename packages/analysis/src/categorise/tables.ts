import { Schema } from "effect"
import { Cat } from "../categories/category-ids.js"
import bankCategoriesJson from "./data/bank-categories.json" with { type: "json" }
import bankWordsJson from "./data/bank-words.json" with { type: "json" }
import intermediariesJson from "./data/intermediaries.json" with { type: "json" }
import keywordsJson from "./data/keywords.json" with { type: "json" }
import legalFormsJson from "./data/legal-forms.json" with { type: "json" }
import merchantsJson from "./data/merchants.json" with { type: "json" }
import namesJson from "./data/person-names.json" with { type: "json" }

/** A category named by its key in `Cat` (category-ids.ts), decoded to its id. */
const CategoryKey = Schema.transform(
  Schema.Literal(...(Object.keys(Cat) as Array<keyof typeof Cat>)),
  Schema.Int,
  { strict: true, decode: (key) => Cat[key], encode: (id) => keyOfId(id) }
)

const keyOfId = (id: number): keyof typeof Cat => {
  for (const [key, value] of Object.entries(Cat)) if (value === id) return key as keyof typeof Cat
  throw new Error(`no category key for ${id}`)
}

/** What a known name is, beyond its category: a public body, a platform that pays people, a bank. */
export const NameKind = Schema.Literal("merchant", "public", "platform", "bank", "employer")
export type NameKind = typeof NameKind.Type

const KeywordRow = Schema.Tuple(CategoryKey, Schema.Literal(1, 2, 3), Schema.String)
const MerchantRow = Schema.Union(
  Schema.Tuple(CategoryKey, Schema.String),
  Schema.Tuple(CategoryKey, Schema.String, NameKind)
)

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
const BankCategories = Schema.Struct({ rows: Schema.Array(Schema.Tuple(CategoryKey, Schema.String)) })
const BankWords = Schema.Struct({ rows: Schema.Array(Schema.Tuple(BankHint, Schema.String)) })
const LegalForms = Schema.Struct({ rows: Schema.Array(Schema.String) })
const Intermediaries = Schema.Struct({
  instalment: Schema.String,
  pay_now: Schema.String,
  rows: Schema.Array(Schema.Tuple(IntermediaryKind, CategoryKey, Schema.String))
})
const PersonNames = Schema.Struct({
  titles: Schema.String,
  family_endings: Schema.String,
  given: Schema.Array(Schema.String),
  family: Schema.Array(Schema.String)
})

/** Payment-type and generic words: [category id, weight 1–3, "phrase|phrase"]. */
export const keywordRows = Schema.decodeUnknownSync(Keywords)(keywordsJson).rows

/** Named merchants and organisations by list, and the lists each country uses. */
export const merchantTables = Schema.decodeUnknownSync(Merchants)(merchantsJson)

/** Words of banks' own category columns: [category id, "phrase|phrase"]. */
export const bankCategoryRows = Schema.decodeUnknownSync(BankCategories)(bankCategoriesJson).rows

/** The bank's own words: [hint, "phrase|phrase"]. */
export const bankWordRows = Schema.decodeUnknownSync(BankWords)(bankWordsJson).rows

/** Company legal forms, "form|form" per row. */
export const legalFormRows = Schema.decodeUnknownSync(LegalForms)(legalFormsJson).rows

/** Payment intermediaries and the words of an instalment plan. */
export const intermediaryTable = Schema.decodeUnknownSync(Intermediaries)(intermediariesJson)

/** People's titles, given names and family names, folded. */
export const personNames = Schema.decodeUnknownSync(PersonNames)(namesJson)
