import type { ProductJson, ProductResults } from "@statement-engine/analysis"

/** Elements of a long array stringified together. */
const BATCH = 2048
/** Containers nested deeper than this are stringified whole. */
const MAX_DEPTH = 4
/** Characters of JSON gathered before they are encoded into a chunk. */
const CHUNK_CHARS = 1 << 19

const skipped = (value: unknown): boolean => value === undefined || typeof value === "function" || typeof value === "symbol"

const hasToJson = (value: object): boolean => "toJSON" in value && typeof value.toJSON === "function"

/**
 * Emits pieces whose concatenation is `JSON.stringify(value)` (`"null"` where that gives nothing):
 * the first levels of objects and arrays are walked, long arrays are stringified a batch of
 * elements at a time, so that no piece is much larger than a batch of a product's rows.
 */
export const jsonPieces = (value: unknown, emit: (piece: string) => void, depth = 0): void => {
  if (value === null || typeof value !== "object" || depth >= MAX_DEPTH || hasToJson(value)) {
    emit(JSON.stringify(value) ?? "null")
    return
  }
  if (Array.isArray(value)) {
    emit("[")
    if (value.length > BATCH) {
      for (let i = 0; i < value.length; i += BATCH) {
        const text = JSON.stringify(value.slice(i, i + BATCH))
        emit(i === 0 ? text.slice(1, -1) : `,${text.slice(1, -1)}`)
      }
    } else {
      value.forEach((element: unknown, i) => {
        if (i > 0) emit(",")
        if (skipped(element)) emit("null")
        else jsonPieces(element, emit, depth + 1)
      })
    }
    emit("]")
    return
  }
  emit("{")
  let first = true
  for (const [key, element] of Object.entries(value)) {
    if (skipped(element)) continue
    emit(`${first ? "" : ","}${JSON.stringify(key)}:`)
    first = false
    jsonPieces(element, emit, depth + 1)
  }
  emit("}")
}

const encoder = new TextEncoder()

/** `JSON.stringify(value)` as UTF-8 chunks of about half a MiB, without the whole text ever made. */
export const jsonChunks = (value: unknown): Array<Uint8Array<ArrayBuffer>> => {
  const chunks: Array<Uint8Array<ArrayBuffer>> = []
  let pending: Array<string> = []
  let pendingChars = 0
  const flush = () => {
    if (pendingChars === 0) return
    chunks.push(encoder.encode(pending.join("")))
    pending = []
    pendingChars = 0
  }
  jsonPieces(value, (piece) => {
    pending.push(piece)
    pendingChars += piece.length
    if (pendingChars >= CHUNK_CHARS) flush()
  })
  flush()
  return chunks
}

/** Each product's JSON as UTF-8 chunks: what a worker sends back, its buffers transferred. */
export const productChunks = (results: ProductResults): Record<string, Array<Uint8Array<ArrayBuffer>>> => {
  const out: Record<string, Array<Uint8Array<ArrayBuffer>>> = {}
  for (const [operation, value] of Object.entries(results)) out[operation] = jsonChunks(value)
  return out
}

/** The buffers of some chunks (each chunk has its own), to transfer rather than copy. */
export const chunkBuffers = (products: Readonly<Record<string, ReadonlyArray<Uint8Array<ArrayBuffer>>>>): Array<ArrayBuffer> =>
  Object.values(products).flatMap((chunks) => chunks.map((chunk) => chunk.buffer))

/**
 * The products' JSON texts from their chunks. Each text is the concatenation of its chunks' decoded
 * texts, left to the engine to join: it is made whole when first read as one (the result's
 * response), by which time the chunks' buffers are free.
 */
export const productTexts = (products: Readonly<Record<string, ReadonlyArray<Uint8Array>>>): ProductJson => {
  const out: Record<string, string> = {}
  for (const [operation, chunks] of Object.entries(products)) {
    const decoder = new TextDecoder("utf-8", { fatal: true })
    let text = ""
    for (const chunk of chunks) text += decoder.decode(chunk, { stream: true })
    out[operation] = text + decoder.decode()
  }
  return out
}
