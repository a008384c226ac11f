import { Schema } from "effect"

/** How deeply a request's JSON may nest arrays and objects; the API's own bodies need fewer than 8 levels. */
export const MAX_JSON_DEPTH = 32

const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/**
 * Whether JSON text nests arrays and objects no deeper than `maxDepth`, in one pass over its
 * characters (brackets inside strings do not count). Parsing is left to `JSON.parse`; this only
 * keeps what follows it (decoding, formatting an error) from recursing without bound.
 */
export const nestsWithin = (text: string, maxDepth = MAX_JSON_DEPTH): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return false
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--
    }
  }
  return true
}

/** JSON nested deeper than the API accepts. */
export class JsonTooDeep extends Schema.TaggedError<JsonTooDeep>()("JsonTooDeep", {
  maxDepth: Schema.Number
}) {}
