import type { Country } from "@statement-engine/intake"
import type { Operation } from "@statement-engine/intake"
import { Schema } from "effect"
import type { ProductResults } from "../analysis-request.js"
import { CategorisationResult } from "../categorisation.js"
import { IncomeInsights } from "../insights-income.js"
import { LoanInsights } from "../insights-loans.js"
import { RiskInsights } from "../insights-risk.js"
import { SimpleScore } from "../simple-score.js"
import { originalCategorisation } from "./categorisation.js"
import { originalIncome } from "./insights-income.js"
import { originalLoans } from "./insights-loans.js"
import { originalRisk } from "./insights-risk.js"

/** What a completed run says beside its products: the country asked for and the one currency shown. */
export interface OriginalResultContext {
  readonly country: Country
  /** The caller's `params.currency`, else the currency most of the statement is in. */
  readonly currency: string | undefined
}

// a stored product is checked against its own schema's encoded side before it is reshaped
const asCategorisation = Schema.decodeUnknownSync(Schema.encodedSchema(CategorisationResult))
const asIncome = Schema.decodeUnknownSync(Schema.encodedSchema(IncomeInsights))
const asRisk = Schema.decodeUnknownSync(Schema.encodedSchema(RiskInsights))
const asLoans = Schema.decodeUnknownSync(Schema.encodedSchema(LoanInsights))
const asSimpleScore = Schema.decodeUnknownSync(Schema.encodedSchema(SimpleScore))

/** The insight products, which the original service placed under `insights`. */
const INSIGHTS: ReadonlyArray<Operation> = ["insights-income", "insights-risk", "insights-loans"]

/**
 * A completed run's products as the original service's result attributes: `categorisation` (and
 * every product it had no shape for, as ours) directly under the attributes, the three insights
 * under `insights`. `products` are the products' encoded outputs (their JSON parsed back); one that
 * is not what its schema says throws (a defect: the engine wrote it).
 */
export const originalResultAttributes = (
  products: ProductResults,
  context: OriginalResultContext
): Record<string, unknown> => {
  const attributes: Record<string, unknown> = {}
  const insights: Record<string, unknown> = {}
  const income = products["insights-income"] === undefined ? undefined : asIncome(products["insights-income"])
  for (const [operation, value] of Object.entries(products)) {
    switch (operation) {
      case "categorisation":
        attributes[operation] = originalCategorisation(asCategorisation(value), context.country)
        break
      case "insights-income":
        insights[operation] = originalIncome(asIncome(value), context.country, context.currency)
        break
      case "insights-risk":
        insights[operation] = originalRisk(asRisk(value), income, context.currency)
        break
      case "insights-loans":
        insights[operation] = originalLoans(asLoans(value), context.country, context.currency)
        break
      case "simple-score": {
        // the original's simple-score was one integer; its reasons sit beside it
        const { reasons, score } = asSimpleScore(value)
        attributes[operation] = score
        attributes["simple-score-reasons"] = reasons
        break
      }
      default:
        attributes[operation] = value
    }
  }
  if (INSIGHTS.some((operation) => operation in insights)) attributes.insights = insights
  return attributes
}
