import type { ProductJson } from "@statement-engine/analysis"
import { Effect } from "effect"
import { constants, gzip } from "node:zlib"
import type { RequestId } from "../domain/ids.js"
import { productsOfDocument, type ResultDocument, resultDocumentText } from "../domain/result-document.js"
import type { ReportStore } from "../ports/report-store.js"

/**
 * Documents up to this size are gzipped when their run completes (a few milliseconds, kept with the
 * result in the same write); larger ones when a client first asks for gzip, so that a result never
 * fetched compressed never costs a compression (a 24 MB document's is about 150 ms of CPU).
 */
export const LARGEST_EAGER_GZIP_BYTES = 2 * 1024 * 1024

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
 * A completed run's products with its result document: the products the worker serialised, copied once
 * into the document's text, then views into it (the report holds their bytes once). Small documents
 * are gzipped now; a gzip that fails is made again when asked.
 */
export const withResultDocument = (
  requestId: string,
  products: ProductJson
): Effect.Effect<{ readonly products: ProductJson; readonly document: ResultDocument }> =>
  Effect.suspend(() => {
    const text = resultDocumentText(requestId, products)
    const kept = { products: productsOfDocument(text), document: text }
    if (text.json.byteLength > LARGEST_EAGER_GZIP_BYTES) return Effect.succeed(kept)
    return gzipped(text.json).pipe(
      Effect.map((gzip) => ({ ...kept, document: { ...text, gzip } })),
      Effect.orElseSucceed(() => kept)
    )
  })

/**
 * A completed result document's gzip: the kept one, else made now (off the event loop) and kept by the
 * store (`keep`) for the next request. Failing to keep it costs only a compression on a later request.
 */
export const resultGzipOf =
  (keep: typeof ReportStore.Service["keepResultGzip"]) =>
  (requestId: RequestId, document: ResultDocument): Effect.Effect<Uint8Array, Error> =>
    document.gzip !== undefined ? Effect.succeed(document.gzip) : gzipped(document.json).pipe(
      Effect.tap((gzip) =>
        keep(requestId, gzip).pipe(Effect.catchAll((error) => Effect.logWarning("a result's gzip was not kept", error)))
      )
    )
