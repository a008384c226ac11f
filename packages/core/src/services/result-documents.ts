import type { ProductJson } from "@statement-engine/analysis"
import { Effect } from "effect"
import { constants, gzip } from "node:zlib"
import { productsOfDocument, type ResultDocument, resultDocumentText } from "../domain/result-document.js"

/**
 * Products larger than this together are not kept as a document: they are streamed from their chunks
 * when served, as a whole document would be copied on the event loop and its gzip would delay the run's end.
 */
export const LARGEST_DOCUMENT_BYTES = 2 * 1024 * 1024

/**
 * Gzipped on libuv's thread pool, not the event loop, at the fastest level: made once per report, it
 * costs a third of the default level's CPU for a body about a fifth larger.
 */
const gzipped = (bytes: Uint8Array) =>
  Effect.async<Uint8Array, Error>((resume) => {
    gzip(bytes, { level: constants.Z_BEST_SPEED }, (error, out) => {
      resume(error === null ? Effect.succeed(out) : Effect.fail(error))
    })
  })

/**
 * A completed run's products with its result document, when they are small enough: the products are then
 * views into the document's text, so the report holds their bytes once. Without a document (too large,
 * or gzip failed) the products are served as they are.
 */
export const withResultDocument = (
  requestId: string,
  products: ProductJson
): Effect.Effect<{ readonly products: ProductJson; readonly document?: ResultDocument }> => {
  const bytes = Object.values(products).reduce((n, chunks) => n + chunks.reduce((m, c) => m + c.byteLength, 0), 0)
  if (bytes > LARGEST_DOCUMENT_BYTES) return Effect.succeed({ products })
  const text = resultDocumentText(requestId, products)
  return gzipped(text.json).pipe(
    Effect.map((gzip) => {
      const document = { ...text, gzip }
      return { products: productsOfDocument(document), document }
    }),
    Effect.orElseSucceed(() => ({ products }))
  )
}
