export { Category, CATEGORY_TREE_VERSION, CategoryTree, categoryTree } from "@statement-engine/categorise"
export { categoryType, isCategory, isWithin, leafIds, topLevelOf } from "@statement-engine/categorise"
export { categoriseStatement } from "@statement-engine/categorise"
export { type Categorised, type CategoriserInput, CategoryReason } from "@statement-engine/categorise"
export { makeCategoriser } from "@statement-engine/categorise"
export { CategoryRule, withCategoryRules } from "@statement-engine/categorise"
export { counterpartyKey, normalisedCounterparty } from "@statement-engine/categorise"
export {
  AnalysisError,
  IntakeError,
  InvalidAnalysisOptions,
  NoSuitableParser,
  noSuitableParserCode,
  ProductFailure,
  RefusalFix,
  RefusalMeta,
  refusalMeta,
  refusalOf,
  UnsupportedEncoding
} from "@statement-engine/intake"
export {
  Country,
  countryDateOrder,
  currencyOfCountryOn,
  homeCurrency,
  lexiconCountries,
  localeOf,
  parseCountry,
  supportedCountries,
  TitleLanguage,
  titleLanguageOf
} from "@statement-engine/intake"
export { ColumnMapping, FileIntakeOptions, IntakeOptions } from "@statement-engine/intake"
export { AccountHolder, FileSummary, IntakeCheck, IntakeSummary, Period, SkippedRow } from "@statement-engine/intake"
export { isPdf, withPdfText } from "@statement-engine/intake"
export { PdfTextLayer } from "@statement-engine/intake"
export { allOperations, Operation } from "@statement-engine/intake"
export { type StatementsRead } from "@statement-engine/intake"
export { StatementFile } from "@statement-engine/intake"
export { purchaseDate, Transaction, transactionDate } from "@statement-engine/intake"
export { AnalysisRequest, ProductParams, ProductResults } from "@statement-engine/products"
export { JsonRows } from "@statement-engine/products"
export { originalResultAttributes, type OriginalResultContext } from "@statement-engine/products"
export {
  fromProductJson,
  ProductJson,
  productJsonOf,
  ProductText,
  productTexts,
  textOfChunks,
  toProductJson
} from "@statement-engine/products"
export { implementedOperations, type Product, type ProductRegistry, productRegistry } from "@statement-engine/products"
export { CategorisationResult } from "@statement-engine/products"
export { CreditScores } from "@statement-engine/products"
export { featureDefinitions, Features, featuresOf } from "@statement-engine/products"
export { CashflowInsights } from "@statement-engine/products"
export { IncomeInsights } from "@statement-engine/products"
export { LoanInsights } from "@statement-engine/products"
export { insightsRecurring, RecurringInsights, RecurringStream } from "@statement-engine/products"
export { RiskInsights } from "@statement-engine/products"
export { ScoreReason, SimpleScore } from "@statement-engine/products"
export { StatementIntegrity } from "@statement-engine/products"
export { builtInModels } from "@statement-engine/products"
export { type FeatureValues, ModelScore, type ScoringModel } from "@statement-engine/products"
export { analyse, analyseForJson, analyseToJson } from "./analyse.js"
export { preprocess, readStatements } from "./read-upload.js"
