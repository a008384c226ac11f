import { Schema } from "effect"
import { readFileSync } from "node:fs"
import type { Cell, Layout } from "./render.js"

/** A bank's export as written down: its columns as (header, cell) pairs, or cells alone for a file without a header. */
export type Spec = Omit<Layout, "cells" | "header" | "seed" | "rows"> & {
  readonly columns: ReadonlyArray<readonly [string, Cell]> | ReadonlyArray<Cell>
  readonly rows?: number
}

const CellSchema = Schema.Union(
  Schema.Literal(
    "date",
    "txDate",
    "value",
    "amount",
    "abs",
    "debit",
    "credit",
    "debitNeg",
    "creditNeg",
    "dir",
    "balance",
    "balanceBefore",
    "currency",
    "payee",
    "desc",
    "ref",
    "iban",
    "status",
    "type",
    "empty"
  ),
  Schema.Struct({ text: Schema.String })
)

const LangSchema = Schema.Literal(
  "en",
  "de",
  "nl",
  "fr",
  "es",
  "it",
  "pl",
  "fi",
  "sv",
  "da",
  "no",
  "et",
  "lv",
  "lt",
  "pt",
  "cs",
  "hu"
)

/** An optional field that is absent, never `undefined`, as `exactOptionalPropertyTypes` has it. */
const optional = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

const Words = Schema.Tuple(Schema.String, Schema.String)

/** One bank's layout as `data/banks-*.json` writes it (the fields of `Layout` in render.ts). */
const SpecSchema = Schema.Struct({
  id: Schema.String,
  bank: Schema.String,
  country: Schema.String,
  currency: Schema.String,
  second: optional(Schema.String),
  lang: LangSchema,
  fileName: Schema.String,
  encoding: optional(Schema.Literal("windows-1252", "windows-1250", "windows-1257")),
  bom: optional(Schema.Boolean),
  crlf: optional(Schema.Boolean),
  delimiter: Schema.String,
  quote: Schema.Literal("all", "text", "none"),
  columns: Schema.Union(Schema.Array(Schema.Tuple(Schema.String, CellSchema)), Schema.Array(CellSchema)),
  date: Schema.String,
  decimal: Schema.Literal(",", "."),
  thousands: Schema.Literal("", ".", ",", " ", "'", "\u00a0"),
  plus: optional(Schema.Boolean),
  prefix: optional(Schema.String),
  suffix: optional(Schema.String),
  whole: optional(Schema.Boolean),
  card: optional(Schema.Boolean),
  dir: optional(Words),
  status: optional(Words),
  pendingDate: optional(Schema.String),
  pending: optional(Schema.Number),
  order: Schema.Literal("asc", "desc"),
  preamble: optional(Schema.Array(Schema.String)),
  head: optional(Schema.Array(Schema.String)),
  footer: optional(Schema.Array(Schema.String)),
  rows: optional(Schema.Number),
  trailing: optional(Schema.Boolean)
})

const decodeSpecs = Schema.decodeUnknownSync(Schema.Array(SpecSchema), { onExcessProperty: "error" })

/** The bank layouts of `data/<file>`, decoded (a misspelt or unknown field is refused, naming it). */
export const specsOf = (file: string): ReadonlyArray<Spec> =>
  decodeSpecs(JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), "utf8")))
