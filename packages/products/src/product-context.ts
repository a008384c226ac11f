import type { Categorised } from "@statement-engine/categorise"
import type { Country } from "@statement-engine/intake"
import type { FileTransactions } from "@statement-engine/intake"
import type { Transaction } from "@statement-engine/intake"
import type { ProductParams } from "./analysis-request.js"

/** A transaction with its category decision. */
export interface CategorisedTransaction {
  readonly tx: Transaction
  readonly category: Categorised
}

/** What every product gets: the read transactions (categorised once, lazily) and the caller's request. */
export interface ProductContext {
  readonly country: Country
  readonly params: ProductParams
  /** ISO instant treated as "now". */
  readonly asOf: string
  readonly transactions: ReadonlyArray<Transaction>
  /** Each file's own rows in file order, before duplicates across files were dropped. */
  readonly files: ReadonlyArray<FileTransactions>
  readonly categorised: () => ReadonlyArray<CategorisedTransaction>
}
