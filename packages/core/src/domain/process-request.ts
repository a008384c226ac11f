import { Country, Operation, ProductParams } from "@statement-engine/analysis"
import { Schema } from "effect"

/** A validated request to analyse an upload (`PUT /v2/report/process/{request-id}`). */
export const ProcessRequest = Schema.Struct({
  country: Country,
  operations: Schema.NonEmptyArray(Operation),
  params: ProductParams,
  use_webhook: Schema.Boolean
})
export type ProcessRequest = typeof ProcessRequest.Type
