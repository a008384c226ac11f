import { categoriseStatement } from "@statement-engine/categorise"
import { type AnalysisError, ProductFailure } from "@statement-engine/intake"
import type { Operation } from "@statement-engine/intake"
import type { StatementsRead } from "@statement-engine/intake"
import type { AnalysisRequest, ProductResults } from "@statement-engine/products"
import { type ProductJson, toProductJson } from "@statement-engine/products"
import { type Product, productRegistry } from "@statement-engine/products"
import type { CategorisedTransaction, ProductContext } from "@statement-engine/products"
import { rememberTransactionsOf } from "@statement-engine/products"
import { Either } from "effect"
import { withoutDroppedAccounts } from "./account-selection.js"
import { readStatements } from "./read-upload.js"

const runProduct = (
  operation: Operation,
  ctx: ProductContext,
  forJson: boolean
): Either.Either<unknown, AnalysisError> => {
  const product: Product = productRegistry[operation]
  try {
    return (forJson ? product.jsonForm ?? product.compute : product.compute)(ctx)
  } catch (e) {
    return Either.left(new ProductFailure({ operation, detail: e instanceof Error ? e.message : String(e) }))
  }
}

/**
 * Each transaction with its category, as a packed array whichever tier of V8 runs this: an
 * optimised `Array.prototype.map` makes a holey array where the unoptimised one makes a packed one,
 * and every product's code optimised for the one would bail out on the other.
 */
const categorisedList = (
  transactions: ReadonlyArray<CategorisedTransaction["tx"]>,
  categories: ReadonlyArray<CategorisedTransaction["category"]>
): ReadonlyArray<CategorisedTransaction> => {
  const list: Array<CategorisedTransaction> = []
  for (let i = 0; i < transactions.length; i++) list.push({ tx: transactions[i]!, category: categories[i]! })
  return list
}

/** `analyse`, each product in its JSON form where it has one and `forJson` asks for it. */
const analyseAs = (
  request: AnalysisRequest,
  alreadyRead: StatementsRead | undefined,
  forJson: boolean
): Either.Either<ProductResults, AnalysisError> => {
  // a read kept from the upload that awaited the country is made again with it
  const readAll = alreadyRead === undefined || (alreadyRead.awaitsCountry && request.files.length > 0)
    ? readStatements(request.files, request.options, { country: request.country })
    : Either.right(alreadyRead)
  if (Either.isLeft(readAll)) return Either.left(readAll.left)
  const read = withoutDroppedAccounts(readAll.right, request.params)
  const transactions = read.transactions
  let memo: ReadonlyArray<CategorisedTransaction> | undefined
  const ctx: ProductContext = {
    country: request.country,
    params: request.params,
    asOf: request.as_of,
    transactions,
    files: read.files,
    categorised: () => {
      if (memo === undefined) {
        const categories = categoriseStatement(request.country, request.params.category_rules ?? [], transactions)
        memo = categorisedList(transactions, categories)
        rememberTransactionsOf(memo, transactions)
      }
      return memo
    }
  }
  const results: Record<string, unknown> = {}
  for (const operation of new Set(request.operations)) {
    const r = runProduct(operation, ctx, forJson)
    if (Either.isLeft(r)) return Either.left(r.left)
    results[operation] = r.right
  }
  return Either.right(results)
}

/**
 * Reads the request's files and computes each requested operation, keyed by its keyword.
 * Pure and synchronous; never throws (a product's unexpected error becomes a ProductFailure).
 * `alreadyRead`, when given, is `readStatements` of the same files and options, kept from their
 * pre-processing, and is used instead of reading them again.
 */
export const analyse = (
  request: AnalysisRequest,
  alreadyRead?: StatementsRead
): Either.Either<ProductResults, AnalysisError> => analyseAs(request, alreadyRead, false)

/**
 * `analyse` for writing the products as JSON: a product's value may hold `JsonRows` where
 * `analyse` gives an array (`JSON.stringify` gives the same text), so that its rows are made as
 * they are written instead of all at once.
 */
export const analyseForJson = (
  request: AnalysisRequest,
  alreadyRead?: StatementsRead
): Either.Either<ProductResults, AnalysisError> => analyseAs(request, alreadyRead, true)

/** `analyse`, with each product's output as the JSON text a completed report keeps and serves. */
export const analyseToJson = (
  request: AnalysisRequest,
  alreadyRead?: StatementsRead
): Either.Either<ProductJson, AnalysisError> => Either.map(analyseForJson(request, alreadyRead), toProductJson)
