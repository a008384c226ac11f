import { isAscii } from "node:buffer"
import type { ProductJson, ProductResults } from "@statement-engine/analysis"

/** Elements of a long array stringified together. */
const BATCH = 2048
/** Containers nested deeper than this are stringified whole. */
const MAX_DEPTH = 4
/** The first chunk's size; each next one is twice as large, up to `MAX_CHUNK`. */
const FIRST_CHUNK = 16 * 1024
const MAX_CHUNK = 1024 * 1024

const skipped = (value: unknown): boolean => value === undefined || typeof value === "function" || typeof value === "symbol"

const hasToJson = (value: object): boolean => "toJSON" in value && typeof value.toJSON === "function"

/**
 * Emits pieces whose concatenation is `JSON.stringify(value)` (`"null"` where that gives nothing):
 * the first levels of objects and arrays are walked, long arrays are stringified a batch of
 * elements at a time, so that no piece is much larger than a batch of a product's rows. A piece
 * emitted with `inner` stands for its text without the first and last character (a batch's
 * brackets), so that it need not be copied to drop them.
 */
export const jsonPieces = (value: unknown, emit: (piece: string, inner: boolean) => void, depth = 0): void => {
  if (value === null || typeof value !== "object" || depth >= MAX_DEPTH || hasToJson(value)) {
    emit(JSON.stringify(value) ?? "null", false)
    return
  }
  if (Array.isArray(value)) {
    emit("[", false)
    if (value.length > BATCH) {
      for (let i = 0; i < value.length; i += BATCH) {
        if (i > 0) emit(",", false)
        emit(JSON.stringify(value.slice(i, i + BATCH)), true)
      }
    } else {
      value.forEach((element: unknown, i) => {
        if (i > 0) emit(",", false)
        if (skipped(element)) emit("null", false)
        else jsonPieces(element, emit, depth + 1)
      })
    }
    emit("]", false)
    return
  }
  emit("{", false)
  let first = true
  for (const [key, element] of Object.entries(value)) {
    if (skipped(element)) continue
    emit(`${first ? "" : ","}${JSON.stringify(key)}:`, false)
    first = false
    jsonPieces(element, emit, depth + 1)
  }
  emit("}", false)
}

const encoder = new TextEncoder()

/**
 * `JSON.stringify(value)` as UTF-8 chunks (16 KiB, then twice as large each time up to 1 MiB, each
 * with a buffer of its own), written piece by piece: the whole text is never made.
 */
export const jsonChunks = (value: unknown): Array<Uint8Array<ArrayBuffer>> => {
  const chunks: Array<Uint8Array<ArrayBuffer>> = []
  let buffer = new Uint8Array(FIRST_CHUNK)
  let at = 0
  const next = () => {
    chunks.push(buffer.subarray(0, at))
    buffer = new Uint8Array(Math.min(MAX_CHUNK, buffer.length * 2))
    at = 0
  }
  jsonPieces(value, (piece, inner) => {
    let from = 0
    let first = true
    for (;;) {
      if (at === buffer.length) next()
      const { read, written } = encoder.encodeInto(from === 0 ? piece : piece.slice(from), buffer.subarray(at))
      let kept = written
      // an inner piece's first character is an ASCII bracket: its one byte is taken out
      if (inner && first && written > 0) {
        buffer.copyWithin(at, at + 1, at + written)
        kept--
        first = false
      }
      at += kept
      from += read
      if (from >= piece.length) break
      next()
    }
    // and its last one, the last byte written
    if (inner) at--
  })
  if (at > 0 || chunks.length === 0) chunks.push(buffer.subarray(0, at))
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

const decoder = new TextDecoder("utf-8", { fatal: true })

/**
 * A chunk's text. `encodeInto` never splits a character between chunks, so each decodes alone:
 * an all-ASCII chunk (nearly every one) as Latin-1, which is the same text and several times
 * faster to make; any other as strict UTF-8.
 */
const chunkText = (chunk: Uint8Array): string =>
  isAscii(chunk) ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1") : decoder.decode(chunk)

/**
 * The products' JSON texts from their chunks. Each text is the concatenation of its chunks' texts,
 * left to the engine to join: it is made whole when first read as one (the result's response), by
 * which time the chunks' buffers are free.
 */
export const productTexts = (products: Readonly<Record<string, ReadonlyArray<Uint8Array>>>): ProductJson => {
  const out: Record<string, string> = {}
  for (const [operation, chunks] of Object.entries(products)) {
    let text = ""
    for (const chunk of chunks) text += chunkText(chunk)
    out[operation] = text
  }
  return out
}
