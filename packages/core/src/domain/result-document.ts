import type { ProductJson } from "@statement-engine/analysis"
import { Schema } from "effect"

/**
 * A completed result as `GET /v2/report/{id}` serves it whole (every product, titles as made): the
 * document's UTF-8 text in one buffer, the same text gzipped once it has been made, and where each
 * product's JSON text lies in it (byte offsets, end excluded). Made once when the run completes, so
 * that serving it is one write of bytes kept as they are.
 */
export const ResultDocument = Schema.Struct({
  json: Schema.Uint8ArrayFromSelf,
  gzip: Schema.optional(Schema.Uint8ArrayFromSelf),
  products: Schema.Record({ key: Schema.String, value: Schema.Tuple(Schema.Int, Schema.Int) })
})
export type ResultDocument = typeof ResultDocument.Type

const encoder = new TextEncoder()

/** The text a completed result document starts with, before its products. */
export const resultDocumentHead = `{"data":{"type":"report processing result","attributes":{`

/** The text a completed result document ends with, after its products (each followed by a comma). */
export const resultDocumentTail = (requestId: string): string =>
  `"request-id":${JSON.stringify(requestId)},"status":"completed"}}}`

/** A completed result's document text in one buffer, with each product's byte range in it (not yet gzipped). */
export const resultDocumentText = (
  requestId: string,
  products: ProductJson
): { readonly json: Uint8Array; readonly products: Record<string, readonly [number, number]> } => {
  const head = encoder.encode(resultDocumentHead)
  const tail = encoder.encode(resultDocumentTail(requestId))
  const keys = Object.keys(products).map((operation) => encoder.encode(`${JSON.stringify(operation)}:`))
  const size = Object.values(products).reduce(
    (n, chunks, i) => n + keys[i]!.byteLength + chunks.reduce((m, c) => m + c.byteLength, 0) + 1,
    head.byteLength + tail.byteLength
  )
  const json = new Uint8Array(size)
  json.set(head, 0)
  let at = head.byteLength
  const ranges: Record<string, readonly [number, number]> = {}
  Object.entries(products).forEach(([operation, chunks], i) => {
    json.set(keys[i]!, at)
    at += keys[i]!.byteLength
    const start = at
    for (const chunk of chunks) {
      json.set(chunk, at)
      at += chunk.byteLength
    }
    ranges[operation] = [start, at]
    json[at++] = 0x2c // ","
  })
  json.set(tail, at)
  return { json, products: ranges }
}

/** The products of a result document, each one view into its text (no copies). */
export const productsOfDocument = (document: Pick<ResultDocument, "json" | "products">): ProductJson => {
  const out: Record<string, ReadonlyArray<Uint8Array>> = {}
  for (const [operation, [start, end]] of Object.entries(document.products)) {
    out[operation] = [document.json.subarray(start, end)]
  }
  return out
}
