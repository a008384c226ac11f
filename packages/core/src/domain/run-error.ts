import { Schema } from "effect"

/** Why a run ended `failed`: a code in the error vocabulary of the API and a readable detail. */
export const RunError = Schema.Struct({
  code: Schema.String,
  detail: Schema.String
})
export type RunError = typeof RunError.Type
