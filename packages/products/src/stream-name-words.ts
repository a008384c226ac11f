import {
  isStopWord,
  keyHash,
  lexiconOf,
  makeTokenKeyScanner,
  readTokens,
  tokensKeptBy
} from "@statement-engine/categorise"
import { type Country, monthWords } from "@statement-engine/intake"
import referenceWords from "./data/reference-words.json" with { type: "json" }

const references: ReadonlySet<string> = new Set(referenceWords.words)
/** The words descriptions write for months, in every language read (intake's month names). */
const months = monthWords()

/**
 * A token that may name someone: no bare number, and not a reference (three or more digits, or a
 * short prefix with a run of digits: W02, TX123, M356817); a brand with a digit or two (O2,
 * Glovoapp23) stays. A lone letter is read, for it may belong to a known name (PG&E, H&M), and
 * kept only there.
 */
const mayName = (length: number, digits: number): boolean => {
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

/** The scanner of name tokens (see `mayName`): plain text's tokens are found read already by their hash. */
const scanner = makeTokenKeyScanner(mayName)

/** A text's folded tokens that may name someone, with dates, IBANs, SEPA tags and card masks taken out. */
const tokensOf = (text: string): ReadonlyArray<string> => tokensKeptBy(text, mayName)

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
    for (const [key, words] of known.get(hash) ?? []) if (scanner.isKeyOfLast(key)) return words
    const tokens = scanner.tokensOfLast()
    const words = namesOfTokens(country, tokens)
    remember(known, hash, tokens.join(" "), words)
    return words
  }
  const tokens = tokensOf(text)
  const key = tokens.join(" ")
  const hashOfKey = keyHash(key)
  for (const [k, words] of known.get(hashOfKey) ?? []) if (k === key) return words
  const words = namesOfTokens(country, tokens)
  remember(known, hashOfKey, key, words)
  return words
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
    if (keep[i] === 0 || months.has(t) || references.has(t) || lex.legalForms.has(t)) continue
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
