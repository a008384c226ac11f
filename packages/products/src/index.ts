// What the packages above this one use of it (written by the split of analysis).
export { AnalysisRequest, ProductParams, ProductResults } from "./analysis-request.js"
export { CategorisationResult } from "./categorisation.js"
export { CreditScores } from "./credit-scores.js"
export { featureDefinitions, Features, featuresOf } from "./features.js"
export { CashflowInsights } from "./insights-cashflow.js"
export { IncomeInsights } from "./insights-income.js"
export { LoanInsights } from "./insights-loans.js"
export { insightsRecurring, RecurringInsights, RecurringStream } from "./insights-recurring.js"
export { RiskInsights } from "./insights-risk.js"
export { JsonRows } from "./json-rows.js"
export { originalResultAttributes, type OriginalResultContext } from "./original-profile/original-result.js"
export { type CategorisedTransaction, type ProductContext } from "./product-context.js"
export {
  fromProductJson,
  ProductJson,
  productJsonOf,
  ProductText,
  productTexts,
  textOfChunks,
  toProductJson
} from "./product-json.js"
export { implementedOperations, type Product, type ProductRegistry, productRegistry } from "./product-registry.js"
export { builtInModels } from "./scoring/built-in-models.js"
export { type FeatureValues, ModelScore, type ScoringModel } from "./scoring/scoring-model.js"
export { ScoreReason, SimpleScore } from "./simple-score.js"
export { StatementIntegrity } from "./statement-integrity.js"
export { streamKeysOf } from "./stream-key.js"
export { nameWords } from "./stream-name-words.js"
export { rememberTransactionsOf } from "./transactions-of.js"
