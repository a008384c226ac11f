/**
 * The one scanner of descriptions' tokens. A reader's memo key is the tokens it keeps joined by
 * spaces: the categoriser's `descriptionTokens(text).join(" ")`, the stream keys' name tokens
 * (`tokensKeptBy`). Most descriptions are plain ASCII without anything the noise expression
 * removes; for those the key's hash is computed in one pass over the text's characters, without
 * making the folded text, the tokens or the key, and a remembered key is compared with the tokens
 * that pass found.
 */

import { foldCode as fold } from "@statement-engine/intake"
import { isMatchingToken, type TokenRule } from "./normalise.js"

const OFFSET = 0x811c9dc5 | 0
const PRIME = 0x01000193
const SPACE = 32

const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isLetter = (c: number): boolean => c >= 97 && c <= 122

/** The 32-bit FNV-1a hash of a key's characters. */
export const keyHash = (key: string): number => {
  let hash = OFFSET
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), PRIME)
  return hash
}

/** Reads plain descriptions' token keys; one per reader (it keeps the last text's token bounds). */
export interface TokenKeyScanner {
  /**
   * `keyHash` of the kept tokens joined by spaces, for text the fast path handles; undefined for the
   * rest (use `descriptionTokens` or `tokensKeptBy`): a character beyond ASCII, or a place where the
   * noise expression could match (what `mayHoldNoise` looks for in the folded text).
   */
  hash(text: string): number | undefined
  /** True when `key` is the token key of the text last hashed (which `hash` handled). */
  isKeyOfLast(key: string): boolean
  /** The kept tokens of the text last hashed (which `hash` handled), folded, cut from its bounds. */
  tokensOfLast(): Array<string>
}

/** A scanner with room for this many tokens; a text with more takes the full path. */
const MAX_TOKENS = 64

/**
 * A token key scanner: one pass to hash a text's kept tokens, recording their bounds for the
 * comparison. A class, not closures made per scanner: its methods are the same functions for every
 * statement, so the optimised code V8 makes for them is kept from one statement to the next (code
 * made for a closure goes with it).
 */
class Scanner implements TokenKeyScanner {
  private readonly bounds = new Int32Array(MAX_TOKENS * 2)
  private tokens = 0
  private last = ""

  constructor(private readonly keeps: TokenRule) {}

  hash(text: string): number | undefined {
    const bounds = this.bounds
    const n = text.length
    let h = OFFSET
    // the hash with the current token added, taken into h only when the token is kept
    let withToken = OFFSET
    let start = -1
    let digits = 0
    let tokens = 0
    // a text the fast path leaves has no tokens to compare with
    this.tokens = 0
    this.last = text
    let c = n > 0 ? fold(text.charCodeAt(0)) : SPACE
    let next = n > 1 ? fold(text.charCodeAt(1)) : SPACE
    for (let i = 0; i <= n; i++) {
      const digit = isDigit(c)
      const letter = isLetter(c)
      if (letter) {
        if (isDigit(next) || (c === 120 && (next === 120 || next === 42))) return undefined
      } else if (digit) {
        if (
          (next === 46 || next === 47 || next === 45 || next === 58 || next === 104) && i + 2 < n &&
          isDigit(fold(text.charCodeAt(i + 2)))
        ) {
          return undefined
        }
      } else if (c > 127 || c === 43 || (c === 42 && (next === 120 || next === 42))) return undefined
      if (digit || letter) {
        if (start < 0) {
          start = i
          digits = 0
          withToken = tokens > 0 ? Math.imul(h ^ SPACE, PRIME) : h
        }
        if (digit) digits++
        withToken = Math.imul(withToken ^ c, PRIME)
      } else if (start >= 0) {
        if (this.keeps(i - start, digits)) {
          if (tokens === MAX_TOKENS) return undefined
          h = withToken
          bounds[2 * tokens] = start
          bounds[2 * tokens + 1] = i
          tokens++
        }
        start = -1
      }
      c = next
      next = i + 2 < n ? fold(text.charCodeAt(i + 2)) : SPACE
    }
    this.tokens = tokens
    return h
  }

  isKeyOfLast(key: string): boolean {
    const bounds = this.bounds
    const last = this.last
    let at = 0
    for (let t = 0; t < this.tokens; t++) {
      if (t > 0 && key.charCodeAt(at++) !== SPACE) return false
      const end = bounds[2 * t + 1] ?? 0
      for (let j = bounds[2 * t] ?? 0; j < end; j++) if (key.charCodeAt(at++) !== fold(last.charCodeAt(j))) return false
    }
    return at === key.length
  }

  tokensOfLast(): Array<string> {
    const bounds = this.bounds
    // the text is ASCII, so folding it is lower-casing it
    const folded = this.last.toLowerCase()
    const out: Array<string> = []
    for (let t = 0; t < this.tokens; t++) out.push(folded.slice(bounds[2 * t] ?? 0, bounds[2 * t + 1] ?? 0))
    return out
  }
}

/** A token key scanner keeping the tokens `keeps` keeps (the categoriser's by default), with room for `MAX_TOKENS`. */
export const makeTokenKeyScanner = (keeps: TokenRule = isMatchingToken): TokenKeyScanner => new Scanner(keeps)
