import { JsonRows } from "./json-rows.js"

/** Elements of a long list stringified together (a categorised transaction is about 230 bytes). */
const BATCH = 128
/** Containers nested deeper than this are stringified whole. */
const MAX_DEPTH = 4
/**
 * A chunk is encoded once its text reaches this many characters (so it holds at most one batch
 * more): for text mostly ASCII its flat copy (made for encoding) and its bytes then stay under V8's
 * large-object size (128 KiB) and malloc's mapping threshold, so neither is memory mapped afresh
 * (and faulted in) for every product.
 */
const CHUNK_CHARS = 32 * 1024

const encoder = new TextEncoder()

const skipped = (value: unknown): boolean =>
  value === undefined || typeof value === "function" || typeof value === "symbol"

const longList = (
  value: object
): { readonly length: number; slice(from: number, to: number): ReadonlyArray<unknown> } | undefined =>
  value instanceof JsonRows ? value : Array.isArray(value) && value.length > BATCH ? value : undefined

/** True when `value` is a long list or holds one within the levels walked. */
const holdsLongList = (value: unknown, depth: number): boolean => {
  if (value === null || typeof value !== "object") return false
  if (longList(value) !== undefined) return true
  if (depth >= MAX_DEPTH || ("toJSON" in value && typeof value.toJSON === "function")) return false
  for (const element of Array.isArray(value) ? value : Object.values(value)) {
    if (holdsLongList(element, depth + 1)) return true
  }
  return false
}

/**
 * Emits texts whose concatenation is `JSON.stringify(value)` (`"null"` where that gives nothing):
 * the first levels of objects and arrays that hold long lists (arrays, `JsonRows`) are walked and
 * those lists stringified a batch of elements at a time, so that no text is much larger than a
 * batch. Each text is whole JSON tokens: a character (a surrogate pair) is never parted between two.
 */
const jsonTexts = (value: unknown, emit: (text: string) => void, depth: number): void => {
  if (value === null || typeof value !== "object") {
    emit(JSON.stringify(value) ?? "null")
    return
  }
  const list = longList(value)
  if (list !== undefined) {
    emit("[")
    for (let i = 0; i < list.length; i += BATCH) {
      // a batch's text without its brackets (a slice of it, not a copy)
      const batch = JSON.stringify(list.slice(i, i + BATCH))
      emit(i > 0 ? "," + batch.slice(1, -1) : batch.slice(1, -1))
    }
    emit("]")
    return
  }
  // a part without long lists is one text: stringified whole, not value by value
  if (!holdsLongList(value, depth)) {
    emit(JSON.stringify(value) ?? "null")
    return
  }
  if (Array.isArray(value)) {
    emit("[")
    for (let i = 0; i < value.length; i++) {
      if (i > 0) emit(",")
      const element: unknown = value[i]
      if (skipped(element)) emit("null")
      else jsonTexts(element, emit, depth + 1)
    }
    emit("]")
    return
  }
  let first = true
  for (const [key, element] of Object.entries(value)) {
    if (skipped(element)) continue
    emit(`${first ? "{" : ","}${JSON.stringify(key)}:`)
    first = false
    jsonTexts(element, emit, depth + 1)
  }
  emit(first ? "{}" : "}")
}

/**
 * `JSON.stringify(value)` (`"null"` where that gives nothing) as UTF-8 chunks of `CHUNK_CHARS`
 * characters or a little more each (the last one fewer), every chunk whole characters. One text of
 * a large product would be copied flat into fresh memory to be encoded, and its bytes put in fresh
 * memory again.
 */
export const jsonChunksOf = (value: unknown): Array<Uint8Array> => {
  const chunks: Array<Uint8Array> = []
  let text = ""
  jsonTexts(value, (piece) => {
    text += piece
    if (text.length >= CHUNK_CHARS) {
      chunks.push(encoder.encode(text))
      text = ""
    }
  }, 0)
  if (text.length > 0 || chunks.length === 0) chunks.push(encoder.encode(text))
  return chunks
}
