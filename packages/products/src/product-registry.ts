import type { AnalysisError } from "@statement-engine/intake"
import { allOperations, type Operation } from "@statement-engine/intake"
import { Either, type Schema } from "effect"
import { categorisation, categorisationForJson, CategorisationResult } from "./categorisation.js"
import { CreditScores, creditScores } from "./credit-scores.js"
import { Features, features } from "./features.js"
import { CashflowInsights, insightsCashflow } from "./insights-cashflow.js"
import { IncomeInsights, insightsIncome } from "./insights-income.js"
import { insightsLoans, LoanInsights } from "./insights-loans.js"
import { insightsRecurring, RecurringInsights } from "./insights-recurring.js"
import { insightsRisk, RiskInsights } from "./insights-risk.js"
import type { ProductContext } from "./product-context.js"
import { SimpleScore, simpleScore } from "./simple-score.js"
import { StatementIntegrity, statementIntegrity } from "./statement-integrity.js"

/** One analysis product: everything the engine, the HTTP contract and the docs know about it. */
export interface Product<S extends Schema.Schema.AnyNoContext = Schema.Schema.AnyNoContext> {
  /** One sentence for the OpenAPI document and listings. */
  readonly summary: string
  /** The product's output; its encoded side is what a result carries under the keyword. */
  readonly schema: S
  /** Computes the product's encoded output. */
  readonly compute: (ctx: ProductContext) => Either.Either<S["Encoded"], AnalysisError>
  /**
   * A lighter form of the output for writing JSON (long lists as `JsonRows`, rows made as they are
   * written); `JSON.stringify` gives the same text as for `compute`'s value.
   */
  readonly jsonForm?: (ctx: ProductContext) => Either.Either<unknown, AnalysisError>
  /** The product's reference page, relative to the repository root. */
  readonly doc: `docs/products/${string}.md`
}

/** Checks a product's parts against each other while keeping its own schema type. */
const product = <S extends Schema.Schema.AnyNoContext>(p: Product<S>): Product<S> => p

/**
 * Every product, keyed by its operation keyword: the one place a product is declared. Analysis runs,
 * `available-operations`, the HTTP contract's result type and the docs check derive from it.
 */
export const productRegistry = {
  categorisation: product({
    summary: "Every transaction grouped per account, with its category, partner, reason and confidence.",
    schema: CategorisationResult,
    compute: (ctx) => Either.right(categorisation(ctx)),
    jsonForm: (ctx) => Either.right(categorisationForJson(ctx)),
    doc: "docs/products/categorisation.md"
  }),
  "insights-income": product({
    summary: "Income streams per currency, with their regularity, and income totals per month.",
    schema: IncomeInsights,
    compute: insightsIncome,
    doc: "docs/products/insights-income.md"
  }),
  "insights-risk": product({
    summary: "Risk signals per currency: balance path and days below zero, gambling, cash and other risk events.",
    schema: RiskInsights,
    compute: insightsRisk,
    doc: "docs/products/insights-risk.md"
  }),
  "insights-loans": product({
    summary: "Credit per currency: lenders, repayments and disbursements per loan kind, with their trend.",
    schema: LoanInsights,
    compute: insightsLoans,
    doc: "docs/products/insights-loans.md"
  }),
  features: product({
    summary: "Model features computed from the categorised transactions, per currency.",
    schema: Features,
    compute: features,
    doc: "docs/products/features.md"
  }),
  "credit-scores": product({
    summary: "Scores of the built-in and the client's scoring models, with their reasons.",
    schema: CreditScores,
    compute: creditScores,
    doc: "docs/products/credit-scores.md"
  }),
  "simple-score": product({
    summary: "One score from 0 to 10 (10 best) from the income and risk evidence, with the reasons it lost points.",
    schema: SimpleScore,
    compute: simpleScore,
    doc: "docs/products/simple-score.md"
  }),
  "insights-recurring": product({
    summary: "Recurring payments in and out per currency: counterparty, cadence and amounts.",
    schema: RecurringInsights,
    compute: insightsRecurring,
    doc: "docs/products/insights-recurring.md"
  }),
  "insights-cashflow": product({
    summary: "Money in and out per month and category, the daily balance path and next month's forecast.",
    schema: CashflowInsights,
    compute: insightsCashflow,
    doc: "docs/products/insights-cashflow.md"
  }),
  "statement-integrity": product({
    summary: "Whether each file's balances, dates and totals agree, and what does not.",
    schema: StatementIntegrity,
    compute: statementIntegrity,
    doc: "docs/products/statement-integrity.md"
  })
} as const satisfies Record<Operation, Product>

export type ProductRegistry = typeof productRegistry

/** Operations this build computes: those with a product in the registry, in the interface's order. */
export const implementedOperations: ReadonlyArray<Operation> = allOperations.filter((op) => op in productRegistry)
