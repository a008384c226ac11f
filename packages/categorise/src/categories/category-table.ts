import { TitleLanguage } from "@statement-engine/intake"
import { Schema } from "effect"
import table from "./category-table.json" with { type: "json" }

/** The kind of money movement a category stands for. */
export type CategoryType = "income" | "expense" | "transfer"

/** One category: id, parent id (0 for roots), type (roots only; children inherit) and titles in `titleLanguages` order. */
const CategoryRow = Schema.Tuple(
  Schema.Int,
  Schema.Int,
  Schema.NullOr(Schema.Literal("income", "expense", "transfer")),
  Schema.String
)
export type CategoryRow = typeof CategoryRow.Type

const CategoryTable = Schema.Struct({
  languages: Schema.Array(TitleLanguage),
  rows: Schema.Array(CategoryRow)
})

const decoded = Schema.decodeUnknownSync(CategoryTable)(table)

/** Column order of the titles in each row. */
export const titleLanguages: ReadonlyArray<TitleLanguage> = decoded.languages

/**
 * The taxonomy (`category-table.json`). Ids are stable across versions and countries: roots 1–99,
 * their children root*100+n, grandchildren child*100+n. Never renumber; add new ids instead.
 */
export const categoryRows: ReadonlyArray<CategoryRow> = decoded.rows
