/**
 * A description's memo key is its matching tokens joined by spaces (`descriptionTokens(text).join(" ")`).
 * Most descriptions are plain ASCII without anything the noise expression removes; for those the
 * key's hash is computed, and a remembered key compared, in a pass over the text's characters
 * without making the folded text, the tokens or the key.
 */

import { isNoise } from "./normalise.js"

const OFFSET = 0x811c9dc5 | 0
const PRIME = 0x01000193
const SPACE = 32

const fold = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c)
const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isLetter = (c: number): boolean => c >= 97 && c <= 122

/** The 32-bit FNV-1a hash of a key's characters. */
export const keyHash = (key: string): number => {
  let hash = OFFSET
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), PRIME)
  return hash
}

const NOT_PLAIN = -1
const DIFFERENT = -2

/**
 * One pass over the text as `descriptionTokens` reads it. Without `key`: the hash of the kept tokens
 * joined by spaces. With `key`: 0 when they spell `key`, else `DIFFERENT`. `NOT_PLAIN` when the text
 * needs the full path: a character beyond ASCII, or a place where the noise expression could match
 * (what `mayHoldNoise` looks for in the folded text).
 */
const scan = (text: string, key: string | undefined): number => {
  const n = text.length
  let hash = OFFSET
  let at = 0
  let start = -1
  let digits = 0
  let c = n > 0 ? fold(text.charCodeAt(0)) : SPACE
  let next = n > 1 ? fold(text.charCodeAt(1)) : SPACE
  for (let i = 0; i <= n; i++) {
    const digit = isDigit(c)
    const letter = isLetter(c)
    if (letter) {
      if (isDigit(next) || (c === 120 && (next === 120 || next === 42))) return NOT_PLAIN
    } else if (digit) {
      if ((next === 46 || next === 47 || next === 45 || next === 58 || next === 104) && i + 2 < n && isDigit(fold(text.charCodeAt(i + 2)))) {
        return NOT_PLAIN
      }
    } else if (c > 127 || c === 43 || (c === 42 && (next === 120 || next === 42))) return NOT_PLAIN
    if (digit || letter) {
      if (start < 0) {
        start = i
        digits = 0
      }
      if (digit) digits++
    } else if (start >= 0) {
      if (!isNoise(i - start, digits)) {
        if (key === undefined) {
          if (at > 0) hash = Math.imul(hash ^ SPACE, PRIME)
          for (let j = start; j < i; j++) hash = Math.imul(hash ^ fold(text.charCodeAt(j)), PRIME)
          at = 1
        } else {
          if (at > 0 && key.charCodeAt(at++) !== SPACE) return DIFFERENT
          for (let j = start; j < i; j++) if (key.charCodeAt(at++) !== fold(text.charCodeAt(j))) return DIFFERENT
        }
      }
      start = -1
    }
    c = next
    next = i + 2 < n ? fold(text.charCodeAt(i + 2)) : SPACE
  }
  if (key === undefined) return hash
  return at === key.length ? 0 : DIFFERENT
}

/**
 * `keyHash(descriptionTokens(text).join(" "))` for text the fast path handles; undefined for the
 * rest (use `descriptionTokens`).
 */
export const tokenKeyHash = (text: string): number | undefined => {
  const hash = scan(text, undefined)
  return hash === NOT_PLAIN ? undefined : hash
}

/** True when `key` is `descriptionTokens(text).join(" ")`, for text `tokenKeyHash` handles. */
export const hasTokenKey = (text: string, key: string): boolean => scan(text, key) === 0
