export { ibanOf, isValidIban, randomAccount } from "./account.js"
export { type BigCsv, generateCsvOfSize } from "./big-file.js"
export { type Cadence, cadenceDays } from "./cadence.js"
export {
  countries,
  type Country,
  type CountryProfile,
  countryProfile,
  type Language,
  type SpendingCategory
} from "./country-profile.js"
export { formatDate, formatMinor, quoteCell } from "./csv-format.js"
export { type CsvStatement, expectedTransactions, validateDialect, writeCsv, type WrittenFile } from "./csv-writer.js"
export * from "./dialect.js"
export { editStatement, sliceStatement, type StatementEdit } from "./edits.js"
export { type GenerateOptions, generateStatement } from "./generate.js"
export { type PersonaKind, personaKinds } from "./persona-kind.js"
export * from "./random-dialect.js"
export { makeRng, type Rng } from "./rng.js"
export type { TrueTransaction } from "./transaction.js"
export type * from "./truth.js"
