import { CategoryRule } from "@statement-engine/categorise"
import { Country } from "@statement-engine/intake"
import { IntakeOptions } from "@statement-engine/intake"
import { Operation } from "@statement-engine/intake"
import { StatementFile } from "@statement-engine/intake"
import { Schema } from "effect"

/** Product parameters, named as the original service named them. Unknown keys are kept for products that read them. */
export const ProductParams = Schema.Struct(
  {
    period: Schema.optional(Schema.Union(Schema.Int, Schema.String)),
    currency: Schema.optional(Schema.String),
    income_definition: Schema.optional(Schema.Array(Schema.Int)),
    expense_definition: Schema.optional(Schema.Array(Schema.Int)),
    models: Schema.optional(Schema.Array(Schema.String)),
    drop_joint_accounts: Schema.optional(Schema.Boolean),
    drop_shared_accounts: Schema.optional(Schema.Boolean),
    /** The caller's own categorisation rules, applied before the lexicon (ours, beyond the original). */
    category_rules: Schema.optional(Schema.Array(CategoryRule))
  },
  Schema.Record({ key: Schema.String, value: Schema.Unknown })
)
export type ProductParams = typeof ProductParams.Type

/** Everything one analysis run needs: the files, the upload's options and the caller's request. */
export const AnalysisRequest = Schema.Struct({
  files: Schema.Array(StatementFile),
  options: IntakeOptions,
  country: Country,
  operations: Schema.Array(Operation),
  params: ProductParams,
  /** The instant the analysis treats as "now" (ISO 8601), so runs are reproducible. */
  as_of: Schema.String
})
export type AnalysisRequest = typeof AnalysisRequest.Type

/** Products keyed by operation keyword; each value is that product's encoded output. */
export const ProductResults = Schema.Record({ key: Schema.String, value: Schema.Unknown })
export type ProductResults = typeof ProductResults.Type
