import { RefusalMeta } from "@statement-engine/analysis"
import { Schema } from "effect"

/**
 * Why a run ended `failed`: a code in the error vocabulary of the API and a readable detail; for a
 * refused file, the file, line, what was found and missing, and the option that reads it (`meta`).
 */
export const RunError = Schema.Struct({
  code: Schema.String,
  detail: Schema.String,
  meta: Schema.optional(RefusalMeta)
})
export type RunError = typeof RunError.Type
