import { Either, ParseResult, Schema } from "effect"
import type { ProductResults } from "./analysis-request.js"
import { jsonChunksOf } from "./json-chunks.js"

const encoder = new TextEncoder()

/** A product's JSON text in UTF-8 chunks, read in order (a chunk may end inside a character). */
export const textOfChunks = (chunks: ReadonlyArray<Uint8Array>): string => {
  const decoder = new TextDecoder("utf-8", { fatal: true })
  let text = ""
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true })
  return text + decoder.decode()
}

/**
 * A product's JSON text as the UTF-8 chunks it was written in: a worker thread writes them and
 * transfers each, and they are kept and served as they came, never decoded to a string and encoded
 * again on the way. Encoded (for a database row) it is the text itself.
 */
export const ProductText = Schema.transformOrFail(Schema.String, Schema.Array(Schema.Uint8ArrayFromSelf), {
  strict: true,
  decode: (text) => ParseResult.succeed([encoder.encode(text)]),
  encode: (chunks, _, ast) =>
    Either.try({
      try: () => textOfChunks(chunks),
      catch: () => new ParseResult.Type(ast, chunks, "a product's chunks are not UTF-8")
    })
})
export type ProductText = typeof ProductText.Type

/**
 * Products keyed by operation keyword, each as the JSON text of its encoded output: the form a
 * completed report keeps and serves, made once where the analysis ran (a worker thread, so neither
 * a structured clone of the result nor its serialisation costs the HTTP thread).
 */
export const ProductJson = Schema.Record({ key: Schema.String, value: ProductText })
export type ProductJson = typeof ProductJson.Type

/** Products given as their JSON texts, one chunk each. */
export const productJsonOf = (texts: Readonly<Record<string, string>>): ProductJson => {
  const out: Record<string, ProductText> = {}
  for (const [operation, text] of Object.entries(texts)) out[operation] = [encoder.encode(text)]
  return out
}

/** Each product's output as JSON text, in chunks of whole characters (a large product in several). */
export const toProductJson = (results: ProductResults): ProductJson => {
  const out: Record<string, ProductText> = {}
  for (const [operation, value] of Object.entries(results)) out[operation] = jsonChunksOf(value)
  return out
}

/** Each product's JSON text as one string. */
export const productTexts = (json: ProductJson): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const [operation, chunks] of Object.entries(json)) out[operation] = textOfChunks(chunks)
  return out
}

/** Each product's output parsed back from its JSON text (still encoded: decode with the product's schema). */
export const fromProductJson = (json: ProductJson): ProductResults => {
  const out: Record<string, unknown> = {}
  for (const [operation, text] of Object.entries(productTexts(json))) out[operation] = JSON.parse(text)
  return out
}
