import { lexiconOf } from "@statement-engine/categorise"
import { foldText, isStopWord, mayHoldNoise, NOISE } from "@statement-engine/categorise"
import { readTokens } from "@statement-engine/categorise"
import type { Country } from "@statement-engine/intake"
import referenceWords from "./data/reference-words.json" with { type: "json" }

/** Languages whose month names and abbreviations a description may carry (ICU knows them all). */
const MONTH_LOCALES = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pt",
  "pl",
  "lt",
  "lv",
  "et",
  "fi",
  "sv",
  "da",
  "nb",
  "cs",
  "sk",
  "hu",
  "ro",
  "sl",
  "hr",
  "el",
  "ga"
]

/** Month names in every form ICU gives (standalone, in a date, long, short) and long names' first three letters, folded. */
const monthWords: ReadonlySet<string> = (() => {
  const out = new Set<string>()
  const forms: ReadonlyArray<Intl.DateTimeFormatOptions> = [
    { month: "long" },
    { month: "short" },
    { day: "numeric", month: "long" },
    { day: "numeric", month: "short" }
  ]
  for (const locale of MONTH_LOCALES) {
    for (const form of forms) {
      const format = new Intl.DateTimeFormat(locale, { ...form, timeZone: "UTC" })
      for (let m = 0; m < 12; m++) {
        const name = format.formatToParts(new Date(Date.UTC(2020, m, 15))).find((p) => p.type === "month")?.value ?? ""
        const folded = foldText(name).replace(/\.$/, "")
        if (folded === "" || /\d/.test(folded)) continue
        out.add(folded)
        if (form.month === "long" && folded.length > 3) out.add(folded.slice(0, 3))
      }
    }
  }
  return out
})()

const references: ReadonlySet<string> = new Set(referenceWords.words)

const WORD_SPLIT = /[^\p{L}\p{N}]+/u

/**
 * A token that may name someone: no bare number, and not a reference (three or more digits, or a
 * short prefix with a run of digits: W02, TX123, M356817); a brand with a digit or two (O2,
 * Glovoapp23) stays. A lone letter is read, for it may belong to a known name (PG&E, H&M), and
 * kept only there.
 */
const mayName = (token: string): boolean => {
  let digits = 0
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (c >= 48 && c <= 57) digits++
  }
  return keeps(token.length, digits)
}

/** `mayName` of a token of this length with this many digits. */
const keeps = (length: number, digits: number): boolean => {
  if (digits === 0) return length > 0
  const letters = length - digits
  return letters > 0 && digits < 3 && !(digits >= 2 && letters <= 3)
}

/**
 * A token that reads as a reference or a period code rather than a name: a few letters mixed with
 * a digit or two (K7, AB12, X4F, W17, Q4, P05). A name the lexicon knows (O2) is kept before this
 * is asked; a longer brand with a number (Glovoapp23) is a name.
 */
const isReferenceLike = (token: string): boolean => {
  let digits = 0
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (c >= 48 && c <= 57) digits++
  }
  return digits > 0 && token.length - digits <= 3
}

const OFFSET = 0x811c9dc5 | 0
const PRIME = 0x01000193
/** A text with more tokens than this takes the path that makes its key. */
const MAX_TOKENS = 64

const fold = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c)
const isDigit = (c: number): boolean => c >= 48 && c <= 57

/**
 * Reads the kept tokens (`mayName`) of plain text in one pass over its characters, folding case,
 * hashing them as the key they make joined by spaces and noting their bounds: most descriptions
 * differ only in references, dates and card numbers, and are then found read already without
 * making their folded text, key or tokens. Text beyond ASCII, or where the noise expression could
 * match (`mayHoldNoise`), is left to the full path.
 */
class TokenScanner {
  private readonly bounds = new Int32Array(MAX_TOKENS * 2)
  private tokens = 0
  private text = ""

  /** The FNV-1a hash of the kept tokens joined by spaces; undefined for text the full path reads. */
  hash(text: string): number | undefined {
    this.text = text
    this.tokens = 0
    let tokens = 0
    let h = OFFSET
    let withToken = OFFSET
    let start = -1
    let digits = 0
    const n = text.length
    let c = n > 0 ? fold(text.charCodeAt(0)) : 32
    let next = n > 1 ? fold(text.charCodeAt(1)) : 32
    for (let i = 0; i <= n; i++) {
      if (c > 127 || c === 43) return undefined
      const digit = isDigit(c)
      const letter = c >= 97 && c <= 122
      if (letter && (isDigit(next) || (c === 120 && (next === 120 || next === 42)))) return undefined
      if (c === 42 && (next === 120 || next === 42)) return undefined
      if (
        digit && (next === 46 || next === 47 || next === 45 || next === 58 || next === 104) && i + 2 < n &&
        isDigit(text.charCodeAt(i + 2))
      ) return undefined
      if (digit || letter) {
        if (start < 0) {
          start = i
          digits = 0
          withToken = tokens === 0 ? h : Math.imul(h ^ 32, PRIME)
        }
        if (digit) digits++
        withToken = Math.imul(withToken ^ c, PRIME)
      } else {
        if (start >= 0 && keeps(i - start, digits)) {
          if (tokens === MAX_TOKENS) return undefined
          this.bounds[tokens * 2] = start
          this.bounds[tokens * 2 + 1] = i
          tokens++
          h = withToken
        }
        start = -1
      }
      c = next
      next = i + 2 < n ? fold(text.charCodeAt(i + 2)) : 32
    }
    this.tokens = tokens
    return h
  }

  /** True when `key` is the kept tokens of the text last hashed, joined by spaces. */
  isKey(key: string): boolean {
    let k = 0
    for (let t = 0; t < this.tokens; t++) {
      if (t > 0 && key.charCodeAt(k++) !== 32) return false
      const end = this.bounds[t * 2 + 1] ?? 0
      for (let i = this.bounds[t * 2] ?? 0; i < end; i++) {
        if (key.charCodeAt(k++) !== fold(this.text.charCodeAt(i))) return false
      }
    }
    return k === key.length
  }

  /** The kept tokens of the text last hashed, folded. */
  tokensRead(): ReadonlyArray<string> {
    const out: Array<string> = []
    for (let t = 0; t < this.tokens; t++) {
      out.push(this.text.slice(this.bounds[t * 2] ?? 0, this.bounds[t * 2 + 1] ?? 0).toLowerCase())
    }
    return out
  }
}

const scanner = new TokenScanner()

/** A text's folded tokens that may name someone, with dates, IBANs, SEPA tags and card masks taken out. */
const tokensOf = (text: string): ReadonlyArray<string> => {
  const folded = foldText(text)
  const cleaned = mayHoldNoise(folded) ? folded.replace(NOISE, " ") : folded
  return cleaned.split(WORD_SPLIT).filter(mayName)
}

/** Name words already read, per country: by the hash of their tokens' key, with that key. */
const readings = new Map<Country, Map<number, Array<readonly [string, ReadonlyArray<string>]>>>()
let remembered = 0

const remember = (
  known: Map<number, Array<readonly [string, ReadonlyArray<string>]>>,
  hash: number,
  key: string,
  words: ReadonlyArray<string>
): void => {
  if (remembered >= 20_000) {
    readings.clear()
    remembered = 0
  }
  remembered++
  const list = known.get(hash)
  if (list === undefined) known.set(hash, [[key, words]])
  else list.push([key, words])
}

/**
 * The words of a text that may name its payer or payee: its tokens without the bank's own phrases,
 * payment intermediaries, legal forms, month names, reference markers and filler words. A text is
 * read once per sequence of tokens: plain ASCII text without noise is looked up by its tokens'
 * hash, the rest by their key.
 */
export const nameWords = (country: Country, text: string): ReadonlyArray<string> => {
  let known = readings.get(country)
  if (known === undefined) {
    known = new Map()
    readings.set(country, known)
  }
  const hash = scanner.hash(text)
  if (hash !== undefined) {
    for (const [key, words] of known.get(hash) ?? []) if (scanner.isKey(key)) return words
    const tokens = scanner.tokensRead()
    const words = namesOfTokens(country, tokens)
    remember(known, hash, tokens.join(" "), words)
    return words
  }
  const tokens = tokensOf(text)
  const key = tokens.join(" ")
  const keyHash = hashOf(key)
  for (const [k, words] of known.get(keyHash) ?? []) if (k === key) return words
  const words = namesOfTokens(country, tokens)
  remember(known, keyHash, key, words)
  return words
}

/** The FNV-1a hash of a key's characters (the scanner's hash of the same tokens). */
const hashOf = (key: string): number => {
  let h = OFFSET
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), PRIME)
  return h
}

const namesOfTokens = (country: Country, tokens: ReadonlyArray<string>): ReadonlyArray<string> => {
  const lex = lexiconOf(country)
  const reading = readTokens(lex, tokens)
  // 1: a word that may name someone; 2: a word of a name the lexicon knows (BP), kept even when it is a filler word elsewhere
  const keep = new Uint8Array(tokens.length)
  for (const i of reading.namePositions) keep[i] = 1
  for (const m of reading.matches) {
    for (let k = m.position; k < m.position + m.length; k++) keep[k] = m.entry.kind === "keyword" ? 1 : 2
  }
  const out: Array<string> = []
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? ""
    if (keep[i] === 0 || monthWords.has(t) || references.has(t) || lex.legalForms.has(t)) continue
    if (keep[i] === 1 && isReferenceLike(t)) continue
    if (keep[i] === 1 && isStopWord(t)) continue
    if (!out.includes(t)) out.push(t)
  }
  // a payment intermediary (PayPal, a wallet) is the payee when it names no merchant behind it; a
  // buy-now-pay-later lender always is one, for the instalments are owed to it
  const via = reading.intermediary
  if (via !== undefined && (out.length === 0 || via.kind === "bnpl")) {
    for (const t of tokensOf(via.partner)) if (!out.includes(t)) out.push(t)
  }
  return out
}
