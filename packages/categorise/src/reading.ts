import type { IntermediaryEntry, Lexicon, LexiconEntry } from "./lexicon.js"
import { MAX_BANK_PHRASE, MAX_PHRASE } from "./lexicon.js"
import { isStopWord } from "./normalise.js"
import type { BankHint } from "./tables.js"

/** A lexicon phrase found among a description's tokens. */
export interface Match {
  readonly entry: LexiconEntry
  readonly length: number
  readonly position: number
}

/** What a description's tokens say, once the bank's own words are set apart. */
export interface Reading {
  /** Lexicon matches not inside a longer bank phrase, best first. */
  readonly matches: ReadonlyArray<Match>
  /** Kinds of booking the bank's words announce. */
  readonly hints: ReadonlySet<BankHint>
  readonly intermediary: IntermediaryEntry | undefined
  /** A BNPL provider's line: an instalment (Ratenkauf, pay in 3, raty …) unless it says it was paid at once. */
  readonly instalment: boolean
  /** The tokens left to name someone: not the bank's, not the lexicon's, not stop words or legal forms. */
  readonly name: ReadonlyArray<string>
  /** Positions of the name's tokens among the tokens read, with its legal form: the name as a reader sees it. */
  readonly namePositions: ReadonlyArray<number>
  readonly legalForm: boolean
  /** A person's title (Mr, Frau, Mme, Pan …) before the name. */
  readonly title: boolean
  /** Two words side by side outside the bank's phrases that read as a person's name (a given name and a given or family name, or an initial and a family name). */
  readonly personPair: boolean
  /** A compound word whose head is a keyword (Zahnarzt*praxis*, hammas*lääkäri*), when nothing else matched. */
  readonly compound: Match | undefined
  /** A brand's single word read only on card payments (WEIS, LUCKY), among the name's words. */
  readonly cardOnly: Match | undefined
}

/** A payment's purpose (a strong keyword) beats the name of whom it is paid to; then longer phrases beat shorter ones. */
const better = (a: Match, b: Match): boolean => {
  if (a.entry.weight !== b.entry.weight) return a.entry.weight > b.entry.weight
  if (a.length !== b.length) return a.length > b.length
  return a.position < b.position
}

const phraseAt = (tokens: ReadonlyArray<string>, i: number, n: number): string => {
  let key = tokens[i] ?? ""
  for (let k = 1; k < n; k++) key += ` ${tokens[i + k] ?? ""}`
  return key
}

/** A table of phrases (space-joined tokens), keyed by its phrases. */
type PhraseTable = { readonly keys: () => Iterable<string> }

/** Where a table's phrases can start and go on (see `startsOf`). */
interface PhraseIndex {
  /** Each phrase's first token with the most tokens a phrase starting with it holds. */
  readonly starts: ReadonlyMap<string, number>
  /** The tokens phrases hold second, third, fourth …: `later[k - 1]` those at place `k` (from 0). */
  readonly later: ReadonlyArray<ReadonlySet<string>>
}

const startsCache = new WeakMap<PhraseTable, PhraseIndex>()

/**
 * Each phrase's first token with the most tokens a phrase starting with it holds, and the tokens
 * at each later place: a token starting none is passed over, and a phrase is not built past a
 * token no phrase holds at that place.
 */
const startsOf = (table: PhraseTable): PhraseIndex => {
  const known = startsCache.get(table)
  if (known !== undefined) return known
  const starts = new Map<string, number>()
  const later: Array<Set<string>> = []
  for (const key of table.keys()) {
    const words = key.split(" ")
    starts.set(words[0] ?? "", Math.max(starts.get(words[0] ?? "") ?? 0, words.length))
    for (let k = 1; k < words.length; k++) (later[k - 1] ??= new Set()).add(words[k] ?? "")
  }
  const index = { starts, later }
  startsCache.set(table, index)
  return index
}

/** The most tokens a phrase of `table` starting at `i` can hold. */
const longestFrom = (index: PhraseIndex, tokens: ReadonlyArray<string>, i: number, max: number): number => {
  const n = Math.min(index.starts.get(tokens[i] ?? "") ?? 0, max, tokens.length - i)
  for (let k = 1; k < n; k++) if (index.later[k - 1]?.has(tokens[i + k] ?? "") !== true) return k
  return n
}

/** The longest phrase of `table` starting at each position: its length there, 0 where none. */
const longestAt = (
  tokens: ReadonlyArray<string>,
  table: PhraseTable & { readonly has: (key: string) => boolean },
  max: number
): Int8Array => {
  const index = startsOf(table)
  const lengths = new Int8Array(tokens.length)
  for (let i = 0; i < tokens.length; i++) {
    for (let n = longestFrom(index, tokens, i, max); n >= 1; n--) {
      if (table.has(phraseAt(tokens, i, n))) {
        lengths[i] = n
        break
      }
    }
  }
  return lengths
}

const HAN = /\p{Script=Han}/u

/** Words written without spaces (Chinese): the lexicon's words of two to four characters inside the token. */
const hanMatches = (lex: Lexicon, token: string, position: number, found: Array<Match>): void => {
  for (let n = 2; n <= 4; n++) {
    for (let i = 0; i + n <= token.length; i++) {
      const entry = lex.phrases.get(token.slice(i, i + n))
      if (entry !== undefined) found.push({ entry, length: 1, position })
    }
  }
}

const lexiconMatches = (lex: Lexicon, tokens: ReadonlyArray<string>): Array<Match> => {
  const found: Array<Match> = []
  const index = startsOf(lex.phrases)
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? ""
    if (token.length > 1 && token.charCodeAt(0) > 0x2e7f && HAN.test(token)) hanMatches(lex, token, i, found)
    const longest = longestFrom(index, tokens, i, MAX_PHRASE)
    for (let n = 1; n <= longest; n++) {
      const entry = lex.phrases.get(phraseAt(tokens, i, n))
      if (entry !== undefined) found.push({ entry, length: n, position: i })
    }
  }
  return found
}

/** Marks the tokens a bank phrase covers, unless a lexicon match at least as long overlaps it. */
const bankCover = (
  lex: Lexicon,
  tokens: ReadonlyArray<string>,
  matches: ReadonlyArray<Match>,
  hints: Set<BankHint>
): Uint8Array => {
  const cover = new Uint8Array(tokens.length)
  const lengths = longestAt(tokens, lex.bankWords, MAX_BANK_PHRASE)
  for (let i = 0; i < tokens.length; i++) {
    const n = lengths[i] ?? 0
    if (n === 0) continue
    const overlapped = matches.some((m) => m.length >= n && m.position < i + n && m.position + m.length > i)
    if (overlapped) continue
    const hint = lex.bankWords.get(phraseAt(tokens, i, n))
    if (hint !== undefined) hints.add(hint)
    for (let k = i; k < i + n; k++) cover[k] = 1
  }
  return cover
}

const compoundOf = (lex: Lexicon, tokens: ReadonlyArray<string>, free: (i: number) => boolean): Match | undefined => {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? ""
    if (!free(i) || token.length < 7) continue
    for (let start = 2; start <= token.length - 5; start++) {
      const entry = lex.compoundHeads.get(token.slice(start))
      if (entry !== undefined) return { entry, length: 1, position: i }
    }
  }
  return undefined
}

const cardOnlyOf = (
  lex: Lexicon,
  tokens: ReadonlyArray<string>,
  positions: ReadonlyArray<number>
): Match | undefined => {
  for (const i of positions) {
    const entry = lex.cardOnly.get(tokens[i] ?? "")
    if (entry !== undefined) return { entry, length: 1, position: i }
  }
  return undefined
}

const intermediaryOf = (lex: Lexicon, tokens: ReadonlyArray<string>, cover: Uint8Array) => {
  const index = startsOf(lex.intermediaries)
  for (let i = 0; i < tokens.length; i++) {
    for (let n = longestFrom(index, tokens, i, MAX_PHRASE); n >= 1; n--) {
      const entry = lex.intermediaries.get(phraseAt(tokens, i, n))
      if (entry === undefined) continue
      for (let k = i; k < i + n; k++) cover[k] = 1
      return entry
    }
  }
  return undefined
}

const hasPhrase = (tokens: ReadonlyArray<string>, set: ReadonlySet<string>): boolean => {
  const index = startsOf(set)
  for (let i = 0; i < tokens.length; i++) {
    const longest = longestFrom(index, tokens, i, MAX_PHRASE)
    for (let n = 1; n <= longest; n++) if (set.has(phraseAt(tokens, i, n))) return true
  }
  return false
}

const isGiven = (lex: Lexicon, t: string): boolean => lex.givenNames.has(t)
const isFamily = (lex: Lexicon, t: string): boolean =>
  lex.familyNames.has(t) || lex.familyEndings.some((e) => t.length > e.length + 2 && t.endsWith(e))

/** Two words side by side that read as a person's name (given and given or family name, family and given name, or an initial and a family name). */
export const pairAt = (lex: Lexicon, a: string, b: string): boolean =>
  (isGiven(lex, a) && (isGiven(lex, b) || isFamily(lex, b))) || (isFamily(lex, a) && isGiven(lex, b)) ||
  (a.length === 1 && b.length > 2 && isFamily(lex, b))

/** A person's name among the tokens the bank's phrases and legal forms leave free. */
const personPairOf = (
  lex: Lexicon,
  tokens: ReadonlyArray<string>,
  cover: Uint8Array,
  matches: ReadonlyArray<Match>
): boolean => {
  // a known organisation's name (CHARLES SCHWAB, JOHN LEWIS) is not a person's
  const named = new Uint8Array(tokens.length)
  for (const m of matches) {
    if (m.entry.kind !== "keyword") { for (let k = m.position; k < m.position + m.length; k++) named[k] = 1 }
  }
  const free = (k: number) => cover[k] !== 1 && cover[k] !== 3 && named[k] !== 1
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!free(i) || !free(i + 1)) continue
    const a = tokens[i] ?? ""
    const b = tokens[i + 1] ?? ""
    if (/^\p{L}+$/u.test(a) && /^\p{L}+$/u.test(b) && pairAt(lex, a, b)) return true
  }
  return false
}

const UMLAUT_SPELLING = /ue|oe|ae/g

/** GEBUEHR read as gebühr (folded gebuhr) when only that spelling is a word the lexicon or the names know. */
const umlautFolded = (known: ReadonlySet<string>, token: string): string => {
  if (token.length < 4 || !(token.includes("ue") || token.includes("oe") || token.includes("ae")) || known.has(token)) {
    return token
  }
  const folded = token.replace(UMLAUT_SPELLING, (m) => m[0]!)
  return known.has(folded) ? folded : token
}

/** A word inside a longer phrase the lexicon knows is that phrase's, not a purpose of its own (THE HOME DEPOT is no deposit). */
const insideLonger = (all: ReadonlyArray<Match>, m: Match): boolean =>
  all.some((o) => o.length > m.length && o.position <= m.position && o.position + o.length >= m.position + m.length)

/**
 * Reads a description's tokens against a lexicon: the bank's own phrases are set apart (a longer
 * bank phrase hides the lexicon words inside it, so "internet überweisung" is not an internet bill),
 * an intermediary is noted, and the tokens left over name the counterparty.
 */
export const readTokens = (lex: Lexicon, written: ReadonlyArray<string>): Reading => {
  const tokens = lex.umlautWords === undefined ? written : written.map((t) => umlautFolded(lex.umlautWords!, t))
  const all = lexiconMatches(lex, tokens)
  const hints = new Set<BankHint>()
  const cover = bankCover(lex, tokens, all, hints)
  const matches = all.filter((m) => cover[m.position] !== 1 && !insideLonger(all, m)).sort((a, b) =>
    better(a, b) ? -1 : better(b, a) ? 1 : 0
  )
  for (const m of matches) for (let k = m.position; k < m.position + m.length; k++) cover[k] = 2
  const intermediary = intermediaryOf(lex, tokens, cover)
  const forms = longestAt(tokens, lex.legalForms, MAX_BANK_PHRASE)
  const name: Array<string> = []
  const namePositions: Array<number> = []
  let legalForm = false
  let title = false
  for (let i = 0; i < tokens.length; i++) {
    if (cover[i] !== 0) continue
    const token = tokens[i] ?? ""
    const form = forms[i] ?? 0
    if (form > 0 && name.length > 0) {
      legalForm = true
      for (let k = i; k < i + form; k++) {
        if (cover[k] === 0) namePositions.push(k)
        cover[k] = 3
      }
      i += form - 1
      continue
    }
    if (name.length === 0 && lex.titles.has(token)) {
      title = true
      continue
    }
    if (isStopWord(token)) continue
    name.push(token)
    namePositions.push(i)
  }
  return {
    matches,
    hints,
    intermediary,
    instalment: intermediary?.kind === "bnpl" && (hasPhrase(tokens, lex.instalment) || !hasPhrase(tokens, lex.payNow)),
    name,
    namePositions,
    legalForm,
    title,
    personPair: !legalForm && personPairOf(lex, tokens, cover, matches),
    compound: matches.length === 0 ? compoundOf(lex, tokens, (i) => cover[i] === 0) : undefined,
    cardOnly: matches.length === 0 && (hints.has("card") || intermediary?.kind === "scheme")
      ? cardOnlyOf(lex, tokens, namePositions)
      : undefined
  }
}
