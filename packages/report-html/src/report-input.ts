import {
  CashflowInsights,
  CategorisationResult,
  Country,
  CreditScores,
  Features,
  FileSummary,
  IncomeInsights,
  LoanInsights,
  RecurringInsights,
  RiskInsights,
  StatementIntegrity
} from "@statement-engine/analysis"
import { Data, Either, ParseResult, Schema } from "effect"

/** What the page is made from: a completed report's products (as served, keyed by operation) and its context. */
export const ReportInput = Schema.Struct({
  request_id: Schema.String,
  /** The country the report was analysed for: category titles are in its language, numbers in its locale. */
  country: Country,
  /** When the analysis completed (ISO 8601); absent when unknown. */
  completed_at: Schema.optional(Schema.String),
  /** The upload's files as pre-processing summarised them. */
  files: Schema.Array(FileSummary),
  /** Each requested product's output, keyed by operation keyword. */
  products: Schema.Record({ key: Schema.String, value: Schema.Unknown })
})
export type ReportInput = typeof ReportInput.Type

/** The products a page can show, each decoded with its schema; absent when not requested. */
export const ReportProducts = Schema.Struct({
  categorisation: Schema.optional(CategorisationResult),
  "insights-income": Schema.optional(IncomeInsights),
  "insights-recurring": Schema.optional(RecurringInsights),
  "insights-risk": Schema.optional(RiskInsights),
  "insights-loans": Schema.optional(LoanInsights),
  "insights-cashflow": Schema.optional(CashflowInsights),
  "statement-integrity": Schema.optional(StatementIntegrity),
  features: Schema.optional(Features),
  "credit-scores": Schema.optional(CreditScores)
})
export type ReportProducts = typeof ReportProducts.Type

/** A product did not have the shape its schema declares. */
export class ReportInputInvalid extends Data.TaggedError("ReportInputInvalid")<{ readonly detail: string }> {}

const decodeProducts = Schema.decodeUnknownEither(ReportProducts)

/** The input's products, decoded; a product of the wrong shape is a `ReportInputInvalid` naming where. */
export const productsOf = (input: ReportInput): Either.Either<ReportProducts, ReportInputInvalid> =>
  Either.mapLeft(
    decodeProducts(input.products),
    (error) => new ReportInputInvalid({ detail: ParseResult.TreeFormatter.formatErrorSync(error) })
  )
