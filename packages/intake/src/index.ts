// What the packages above this one use of it (written by the split of analysis).
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
} from "./analysis-error.js"
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
} from "./country.js"
export { validIban } from "./csv/columns/date-order.js"
export { inferColumns } from "./csv/columns/infer-columns.js"
export { kindOfDescription } from "./csv/vocabulary/direction-by-description.js"
export { directionOf } from "./csv/vocabulary/direction.js"
export { headerCurrency, rolesOfHeader } from "./csv/vocabulary/header-vocabulary.js"
export { balanceKind, isBalanceLine, notBookedReason, saysBooked } from "./csv/vocabulary/row-kind.js"
export { type DocumentEvidence } from "./document-evidence.js"
export { detectLegacy } from "./encoding/detect-legacy.js"
export { judgeWord } from "./encoding/plausible-words.js"
export { READ_FORMATS } from "./file-kind.js"
export { ColumnMapping, FileIntakeOptions, IntakeOptions } from "./intake-options.js"
export { AccountHolder, FileSummary, IntakeCheck, IntakeSummary, Period, SkippedRow } from "./intake-summary.js"
export { allOperations, Operation } from "./operation.js"
export { isPdf, withPdfText } from "./pdf/pdf-files.js"
export { PdfTextLayer } from "./pdf/pdf-text-layer.js"
export { countryCurrency, ibanCurrency, type ReadContext } from "./read-context.js"
export { type FileTransactions, readStatementFiles, type StatementsRead } from "./read-statements.js"
export { StatementFile } from "./statement-file.js"
export { purchaseDate, Transaction, transactionDate } from "./transaction.js"
export { decimalEvidence, parseAmount } from "./values/amounts.js"
export { minorFactor, roundToMinor } from "./values/currencies.js"
export { analyseDateColumn, type DateOrder, orderFromFormat, parseDate } from "./values/dates.js"
export { foldCode, foldText } from "./values/fold.js"
export { monthFromName, monthWords } from "./values/month-names.js"
