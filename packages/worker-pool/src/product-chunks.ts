import { JsonRows } from "@statement-engine/analysis"

/**
 * Elements of a long array stringified together. `JSON.stringify` answers a long text in parts,
 * which `encodeInto` first copies into one: a batch's text is kept under V8's large-object size
 * (128 KiB; a categorised transaction is about 170 bytes), so that copy is made in the young
 * generation instead of in memory mapped afresh for it (`docs/decisions/allocation-choices.md`).
 */
const BATCH = 256
/** Containers nested deeper than this are stringified whole. */
const MAX_DEPTH = 4
/** The first chunk's size; each next one is twice as large, up to `MAX_CHUNK`. */
const FIRST_CHUNK = 16 * 1024
/**
 * The largest chunk. The receiving thread keeps each chunk as it came and serves it as one write of
 * the response body: a 100 MB statement's products are about 180 such messages, not thousands.
 */
const MAX_CHUNK = 1024 * 1024

const skipped = (value: unknown): boolean =>
  value === undefined || typeof value === "function" || typeof value === "symbol"

const hasToJson = (value: object): boolean => "toJSON" in value && typeof value.toJSON === "function"

/** A long list, stringified a batch of elements at a time: an array, or rows made as they are written. */
const longList = (
  value: object
): { readonly length: number; slice(from: number, to: number): Array<unknown> } | undefined =>
  value instanceof JsonRows ? value : Array.isArray(value) && value.length > BATCH ? value : undefined

/**
 * Emits pieces whose concatenation is `JSON.stringify(value)` (`"null"` where that gives nothing):
 * the first levels of objects and arrays are walked, long arrays and `JsonRows` (at any depth) are
 * stringified a batch of elements at a time, so that no piece is much larger than a batch of a
 * product's rows. A piece emitted with `inner` stands for its text without the first and last
 * character (a batch's brackets), so that it need not be copied to drop them.
 */
export const jsonPieces = (value: unknown, emit: (piece: string, inner: boolean) => void, depth = 0): void => {
  if (value === null || typeof value !== "object") {
    emit(JSON.stringify(value) ?? "null", false)
    return
  }
  const list = longList(value)
  if (list !== undefined) {
    emit("[", false)
    for (let i = 0; i < list.length; i += BATCH) {
      if (i > 0) emit(",", false)
      emit(JSON.stringify(list.slice(i, i + BATCH)), true)
    }
    emit("]", false)
    return
  }
  if (depth >= MAX_DEPTH || hasToJson(value)) {
    emit(JSON.stringify(value) ?? "null", false)
    return
  }
  if (Array.isArray(value)) {
    emit("[", false)
    value.forEach((element: unknown, i) => {
      if (i > 0) emit(",", false)
      if (skipped(element)) emit("null", false)
      else jsonPieces(element, emit, depth + 1)
    })
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
 * Writes `JSON.stringify(value)` as UTF-8 chunks (16 KiB, then twice as large each time up to
 * 1 MiB, each with a buffer of its own), piece by piece, handing each chunk to `emit` as soon as it
 * is full: the whole text is never made, and a caller that transfers each chunk away at once never
 * holds more than one. Answers how many chunks were emitted (at least one).
 */
export const jsonChunks = (value: unknown, emit: (chunk: Uint8Array<ArrayBuffer>) => void): number => {
  let emitted = 0
  let buffer = new Uint8Array(FIRST_CHUNK)
  let at = 0
  const next = () => {
    // sized before `emit`, which may transfer (detach) the buffer
    const size = Math.min(MAX_CHUNK, buffer.length * 2)
    emit(buffer.subarray(0, at))
    emitted++
    buffer = new Uint8Array(size)
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
  if (at > 0 || emitted === 0) {
    // the last chunk is kept as long as the report: one that fills less than half its buffer is
    // copied out, so a small product does not hold a 16 KiB buffer
    emit(at < buffer.length / 2 ? buffer.slice(0, at) : buffer.subarray(0, at))
    emitted++
  }
  return emitted
}
