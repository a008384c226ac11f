import { lexiconOf } from "../categorise/lexicon.js"
import { displayName, foldText, isStopWord, mayHoldNoise, NOISE } from "../categorise/normalise.js"
import { pairAt, readTokens } from "../categorise/reading.js"
import type { Country } from "../country.js"
import { fillCadenceSlots } from "./cadence-slots.js"
import { cadenceOf } from "./cadence.js"
import purposeWords from "./data/purpose-words.json" with { type: "json" }
import referenceWords from "./data/reference-words.json" with { type: "json" }
import { dayNumber } from "./dates.js"
import type { CategorisedTransaction } from "./product-context.js"

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

/** The words that key a transaction's stream: from the file's counterparty field when it names someone, else the description. */
const wordsOf = (country: Country, item: CategorisedTransaction): ReadonlyArray<string> => {
  const counterparty = item.tx.counterparty
  if (counterparty !== null && counterparty !== undefined && counterparty.trim() !== "") {
    const words = nameWords(country, counterparty)
    if (words.length > 0) return words
  }
  const words = nameWords(country, item.tx.description)
  if (words.length > 0) return words
  const partner = item.category.partner
  const named = partner === null ? NO_WORDS : nameWords(country, partner)
  return named.length > 0 ? named : accountWords(counterparty, item.tx.description)
}

const NO_WORDS: ReadonlyArray<string> = []

/** Where an IBAN may start (country code and check digits), and a bare account number in a counterparty field. */
const IBAN_START = /\b[a-z]{2}\d{2}/g
const ACCOUNT_NUMBER = /^\s*\d{8,18}\s*$/

/** True when the characters (letters and digits, folded) are an IBAN: 15 to 34 of them with valid ISO 7064 check digits. */
const isIban = (chars: string): boolean => {
  if (chars.length < 15 || chars.length > 34) return false
  let r = 0
  const moved = chars.slice(4) + chars.slice(0, 4)
  for (let i = 0; i < moved.length; i++) {
    const c = moved.charCodeAt(i)
    r = c >= 97 ? (r * 100 + (c - 87)) % 97 : (r * 10 + (c - 48)) % 97
  }
  return r === 1
}

/** The first IBAN in a text, written whole or in groups of four; undefined when none. */
const ibanIn = (text: string): string | undefined => {
  const folded = text.toLowerCase()
  for (const m of folded.matchAll(IBAN_START)) {
    let chars = ""
    for (let i = m.index; i < folded.length && chars.length < 34; i++) {
      const c = folded[i] ?? ""
      if (c === " ") continue
      if (!/[a-z0-9]/.test(c)) break
      chars += c
      if (chars.length >= 15 && isIban(chars) && !/[a-z0-9]/.test(folded[i + 1] ?? "")) return chars
    }
  }
  return undefined
}

/**
 * A payment that names no one is keyed by the counterparty's account where the file gives one (in
 * its counterparty field or description): the payments of one nameless payee with varying amounts
 * are then one counterparty.
 */
const accountWords = (counterparty: string | null | undefined, description: string): ReadonlyArray<string> => {
  for (const text of [counterparty ?? "", description]) {
    const iban = ibanIn(text)
    if (iban !== undefined) return [iban]
  }
  return counterparty !== null && counterparty !== undefined && ACCOUNT_NUMBER.test(counterparty)
    ? [counterparty.trim()]
    : NO_WORDS
}

/** A key made of an account identifier only. */
const ACCOUNT_KEY = /^(?:[a-z]{2}\d{2}[a-z0-9]{8,30}|\d{8,18})$/

/** Union-find over the distinct word sets of a statement. */
const find = (parent: Array<number>, i: number): number => {
  let r = i
  while (parent[r] !== r) r = parent[r] ?? r
  while (parent[i] !== r) {
    const next = parent[i] ?? r
    parent[i] = r
    i = next
  }
  return r
}

/** A token in this many distinct word sets of a statement names no one: it goes with too many names. */
const GENERIC_SETS = 8
/** Word sets of one counterparty pay about the same: medians within this share of the larger. */
const SAME_AMOUNT = 0.35

const sharedCount = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): number =>
  a.filter((t) => b.includes(t)).length

const medianOf = (xs: Array<number>): number => {
  xs.sort((a, b) => a - b)
  const mid = xs.length >> 1
  return xs.length % 2 === 1 ? (xs[mid] ?? 0) : ((xs[mid - 1] ?? 0) + (xs[mid] ?? 0)) / 2
}

/** The distinct word sets of a statement's transactions, per direction, with how often each is used and its median amount. */
interface WordSets {
  readonly sets: ReadonlyArray<ReadonlyArray<string>>
  readonly counts: ReadonlyArray<number>
  readonly medians: ReadonlyArray<number>
  /** The day numbers of each set's transactions. */
  readonly days: ReadonlyArray<ReadonlyArray<number>>
  /** Each transaction's set. */
  readonly setOf: ReadonlyArray<number>
  /** The amount that keys a set of payments that name no one, undefined for named sets. */
  readonly unnamed: ReadonlyArray<string | undefined>
  /** Each set's direction ("-" money out, "+" money in) and its payments' amounts (unsigned). */
  readonly signs: ReadonlyArray<string>
  readonly amounts: ReadonlyArray<ReadonlyArray<number>>
}

const wordSetsOf = (country: Country, items: ReadonlyArray<CategorisedTransaction>): WordSets => {
  // a reading's words are one array for every text read alike: most rows find their set by it
  const byWords = new Map<ReadonlyArray<string>, number>()
  const index = new Map<string, number>()
  const sets: Array<ReadonlyArray<string>> = []
  const counts: Array<number> = []
  const amounts: Array<Array<number>> = []
  const days: Array<Array<number>> = []
  let lastDate = ""
  let lastDay = 0
  const unnamed: Array<string | undefined> = []
  const signs: Array<string> = []
  const setOfWords = (words: ReadonlyArray<string>, sign: string, amount: string | undefined): number => {
    const key = amount === undefined ? `${sign}${[...words].sort().join(" ")}` : `${sign}#${amount}`
    let i = index.get(key)
    if (i === undefined) {
      i = sets.length
      index.set(key, i)
      sets.push(words)
      counts.push(0)
      amounts.push([])
      days.push([])
      unnamed.push(amount)
      signs.push(sign)
    }
    return i
  }
  const add = (item: CategorisedTransaction, i: number): number => {
    counts[i] = (counts[i] ?? 0) + 1
    amounts[i]?.push(Math.abs(item.tx.amount))
    if (item.tx.booking_date !== lastDate) {
      lastDate = item.tx.booking_date
      lastDay = dayNumber(lastDate)
    }
    days[i]?.push(lastDay)
    return i
  }
  const credits = new Map<ReadonlyArray<string>, number>()
  const setOf: Array<number> = []
  const setOfItem = (item: CategorisedTransaction): number => {
    const words = wordsOf(country, item)
    const sign = item.tx.amount < 0 ? "-" : "+"
    // payments that name no one are told apart by their exact amount: a fixed sum at a cadence is a
    // commitment even in a file whose descriptions are empty
    if (words.length === 0) return add(item, setOfWords(words, sign, Math.abs(item.tx.amount).toFixed(2)))
    const known = item.tx.amount < 0 ? byWords : credits
    let i = known.get(words)
    if (i === undefined) {
      i = setOfWords(words, sign, undefined)
      known.set(words, i)
    }
    return add(item, i)
  }
  // lists made by pushing, not `map`: an optimised `map` makes a holey array where the unoptimised
  // one makes a packed one, and the code reading them would bail out when this function is optimised
  for (const item of items) setOf.push(setOfItem(item))
  const medians: Array<number> = []
  for (const xs of amounts) medians.push(medianOf([...xs]))
  return { sets, counts, medians, days, setOf, unnamed, signs, amounts }
}

/** A token of one payment only: the lone word set holding it was used once (a reference read as a word). */
const ownReference = (w: WordSets, byToken: ReadonlyMap<string, ReadonlyArray<number>>, token: string): boolean => {
  const sets = byToken.get(token)
  return sets !== undefined && sets.length === 1 && w.counts[sets[0] ?? 0] === 1
}

/**
 * The tokens many different payers use: a token is in `GENERIC_SETS` or more word sets whose words,
 * without those found in one set only (a payment's own reference), still differ. One payer whose
 * references change gives many word sets but few such signatures.
 */
const genericTokens = (
  w: WordSets,
  byToken: ReadonlyMap<string, ReadonlyArray<number>>
): ReadonlySet<string> => {
  const out = new Set<string>()
  const signatures = new Map<number, string>()
  const signatureOf = (i: number): string => {
    let sig = signatures.get(i)
    if (sig === undefined) {
      sig = (w.sets[i] ?? []).filter((t) => !ownReference(w, byToken, t)).sort().join(" ")
      signatures.set(i, sig)
    }
    return sig
  }
  for (const [token, members] of byToken) {
    if (members.length < GENERIC_SETS) continue
    const distinct = new Set<string>()
    for (const i of members) {
      distinct.add(signatureOf(i))
      if (distinct.size >= GENERIC_SETS) break
    }
    if (distinct.size >= GENERIC_SETS) out.add(token)
  }
  return out
}

/** The words of a set the lexicon knows as someone's name (a merchant, a public body, a platform), else as an intermediary. */
const knownNames = (country: Country, words: ReadonlyArray<string>): ReadonlyArray<string> => {
  const lex = lexiconOf(country)
  const names = words.filter((t) => {
    const entry = lex.phrases.get(t)
    return entry !== undefined && entry.kind !== "keyword"
  })
  return names.length > 0 ? names : words.filter((t) => lex.intermediaries.has(t))
}

/** The words of a set the project's own lexicon names (a platform, a public body, a merchant or employer it lists by hand). */
const handNames = (country: Country, words: ReadonlyArray<string>): ReadonlyArray<string> => {
  const lex = lexiconOf(country)
  return words.filter((t) => {
    const kind = lex.phrases.get(t)?.kind
    return kind === "platform" || kind === "public" || kind === "merchant" || kind === "employer"
  })
}

/** Both sets name the same payees the project's lexicon lists, and only those. */
const sameHandNames = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length > 0 && a.length === b.length && sharedCount(a, b) === a.length

/**
 * Two word sets are one counterparty: they share at least half the smaller one's words or name the
 * same payees the lexicon lists by hand (a platform's payouts under two purpose wordings), do not
 * name two different known payees (KPN and Eneco behind the same unknown bank words), and pay about
 * the same.
 */
const sameCounterparty = (
  w: WordSets,
  specific: ReadonlyArray<ReadonlyArray<string>>,
  known: ReadonlyArray<ReadonlyArray<string>>,
  hand: ReadonlyArray<ReadonlyArray<string>>,
  x: number,
  y: number
): boolean => {
  const a = specific[x] ?? []
  const b = specific[y] ?? []
  if (sharedCount(a, b) * 2 < Math.min(a.length, b.length) && !sameHandNames(hand[x] ?? [], hand[y] ?? [])) {
    return false
  }
  const ka = known[x] ?? []
  const kb = known[y] ?? []
  if (ka.length > 0 && kb.length > 0 && sharedCount(ka, kb) === 0) return false
  const ma = w.medians[x] ?? 0
  const mb = w.medians[y] ?? 0
  return Math.abs(ma - mb) <= SAME_AMOUNT * Math.max(ma, mb)
}

/** The day numbers of some word sets' transactions, in date order. */
const daysOfSets = (w: WordSets, sets: ReadonlyArray<number>): Int32Array => {
  let n = 0
  for (const i of sets) n += w.days[i]?.length ?? 0
  const out = new Int32Array(n)
  let k = 0
  for (const i of sets) for (const d of w.days[i] ?? []) out[k++] = d
  return out.sort()
}

const keepsCadence = (w: WordSets, sets: ReadonlyArray<number>): boolean => cadenceOf(daysOfSets(w, sets)) !== undefined

/** Counterparties of more word sets than this are not split (a merchant's many wordings). */
const MAX_SPLIT_SETS = 48

/**
 * Word sets joined into one counterparty whose payments keep no cadence together may be several
 * payers that share a word ("payout", a country's name, the bank's words it does not know): the
 * sets holding a word that keep a cadence on their own are split off, most payments first, until
 * the rest keeps a cadence or no word gives one.
 */
const splitByCadence = (
  w: WordSets,
  specific: ReadonlyArray<ReadonlyArray<string>>,
  group: ReadonlyArray<number>
): ReadonlyArray<ReadonlyArray<number>> => {
  if (group.length > MAX_SPLIT_SETS || keepsCadence(w, group)) return [group]
  const parts: Array<ReadonlyArray<number>> = []
  let rest = group
  for (;;) {
    const tokens = new Set(rest.flatMap((i) => specific[i] ?? []))
    let best: ReadonlyArray<number> | undefined
    let bestCount = 2
    for (const t of tokens) {
      const part = rest.filter((i) => specific[i]?.includes(t))
      if (part.length === rest.length) continue
      const count = part.reduce((n, i) => n + (w.counts[i] ?? 0), 0)
      if (count > bestCount && keepsCadence(w, part)) {
        best = part
        bestCount = count
      }
    }
    if (best === undefined) break
    parts.push(best)
    const taken = best
    rest = rest.filter((i) => !taken.includes(i))
    if (rest.length === 0 || keepsCadence(w, rest)) break
  }
  return rest.length === 0 ? parts : [...parts, rest]
}

/**
 * Payments that name no one (a file that lost some rows' descriptions) go with the one counterparty
 * of their direction that is paid exactly their amount at least twice (once, when two or more
 * nameless payments are of that amount): a rent whose name is missing on some months is still the
 * rent.
 */
const joinUnnamed = (w: WordSets, parent: Array<number>): void => {
  // amounts in cents, negative for money out: only those of unnamed payments are looked for
  const centsOf = (i: number, amount: number): number => (w.signs[i] === "-" ? -1 : 1) * Math.round(amount * 100)
  const payers = new Map<number, Map<number, number>>()
  w.unnamed.forEach((amount, i) => {
    if (amount !== undefined) payers.set(centsOf(i, Number(amount)), new Map())
  })
  if (payers.size === 0) return
  w.sets.forEach((_, i) => {
    if (w.unnamed[i] !== undefined) return
    for (const amount of w.amounts[i] ?? []) {
      const roots = payers.get(centsOf(i, amount))
      if (roots === undefined) continue
      const root = find(parent, i)
      roots.set(root, (roots.get(root) ?? 0) + 1)
    }
  })
  w.unnamed.forEach((amount, i) => {
    if (amount === undefined) return
    // a payee paid the amount twice, or once when the nameless payments of that amount are two or more
    const roots = [...(payers.get(centsOf(i, Number(amount))) ?? [])].filter(([, n]) =>
      n + Math.min(w.counts[i] ?? 0, 2) >= 3
    )
    const only = roots.length === 1 ? roots[0] : undefined
    if (only !== undefined) parent[find(parent, i)] = only[0]
  })
}

/** The key of payments that name no one; their amount follows it. */
const UNNAMED = "unknown"

/** True for the key of payments that name no one. */
export const isUnnamed = (key: string): boolean => key === UNNAMED || key.startsWith(`${UNNAMED} `)

const purposes: ReadonlySet<string> = new Set(purposeWords.words)

/**
 * The words of a key a person would name the stream by: without purpose phrases (see attachment,
 * instalment) and, when two or more other words remain, without a person's name beside them (the
 * holder's, written next to the employer, agency or merchant); the key itself when nothing is left.
 */
const nameWordsOfKey = (country: Country, key: string): ReadonlyArray<string> => {
  const all = key.split(" ")
  const words = all.filter((t) => !purposes.has(t))
  if (words.length === 0) return all
  const lex = lexiconOf(country)
  for (let i = 0; i + 1 < words.length; i++) {
    if (words.length - 2 >= 2 && pairAt(lex, words[i] ?? "", words[i + 1] ?? "")) {
      return [...words.slice(0, i), ...words.slice(i + 2)]
    }
  }
  return words
}

/** Why a partner may name a stream: the lexicon knows it (a merchant, an intermediary's merchant). */
const KNOWN_PARTNER: ReadonlySet<string> = new Set(["merchant", "intermediary", "caller_rule"])

/**
 * The name of a stream of these payments: the partner the lexicon knows that most of them have;
 * else the words of its key a person would name it by (a partner read off a description may be
 * the holder, a purpose phrase or a reference).
 */
export const nameOfStream = (
  country: Country,
  key: string,
  items: ReadonlyArray<CategorisedTransaction>
): { readonly name: string; readonly partner: string | null } => {
  const partner = mostCommonPartner(items)
  return { name: partner ?? streamName(country, key), partner }
}

/** The partner the most payments have among those the lexicon knows, null when none. */
const mostCommonPartner = (items: ReadonlyArray<CategorisedTransaction>): string | null => {
  const counts = new Map<string, number>()
  let best: string | null = null
  for (const { category } of items) {
    if (category.partner === null || !KNOWN_PARTNER.has(category.reason)) continue
    const n = (counts.get(category.partner) ?? 0) + 1
    counts.set(category.partner, n)
    if (best === null || n > (counts.get(best) ?? 0)) best = category.partner
  }
  return best
}

/** A stream's name from its key when no partner names it. */
export const streamName = (country: Country, key: string): string =>
  isUnnamed(key)
    ? "Unknown"
    : ACCOUNT_KEY.test(key)
    ? key.toUpperCase()
    : displayName(nameWordsOfKey(country, key).join(" ").toUpperCase())

/** Each transaction's stream key and name words, in the order of the transactions. */
export interface StreamKeys {
  readonly keys: ReadonlyArray<string>
  readonly words: ReadonlyArray<ReadonlyArray<string>>
}

/**
 * The stream key of every transaction of a statement (same order): one payer or payee, one key.
 * Each transaction's name words are read (counterparty field, else description); a word found in
 * many different word sets is generic and left out; word sets of one direction that share most of
 * their words and pay about the same are one counterparty, keyed by its most used word set.
 */
export const streamKeysOf = (
  country: Country,
  items: ReadonlyArray<CategorisedTransaction>
): StreamKeys => {
  const w = wordSetsOf(country, items)
  const byToken = new Map<string, Array<number>>()
  w.sets.forEach((s, i) => {
    for (const t of s) {
      const list = byToken.get(t)
      if (list === undefined) byToken.set(t, [i])
      else list.push(i)
    }
  })
  const generic = genericTokens(w, byToken)
  const specific = w.sets.map((s) => {
    // a word of one payment only (a reference the reader took for a word) keys no payer
    const kept = s.filter((t) => !generic.has(t) && !ownReference(w, byToken, t))
    if (kept.length > 0) return kept
    const named = s.filter((t) => !generic.has(t))
    return named.length > 0 ? named : s
  })
  const known = w.sets.map((s) => knownNames(country, s))
  // hand-listed names are among the known ones: only those are looked up again
  const hand = known.map((names) => (names.length === 0 ? names : handNames(country, names)))
  const parent = w.sets.map((_, i) => i)
  for (const [token, members] of byToken) {
    if (generic.has(token)) continue
    for (let x = 0; x < members.length; x++) {
      for (let y = x + 1; y < members.length; y++) {
        const a = members[x] ?? 0
        const b = members[y] ?? 0
        if (!specific[a]?.includes(token) || !specific[b]?.includes(token)) continue
        if (sameCounterparty(w, specific, known, hand, a, b)) parent[find(parent, a)] = find(parent, b)
      }
    }
  }
  joinUnnamed(w, parent)
  fillCadenceSlots(w, (i) => find(parent, i), (i, to) => {
    parent[find(parent, i)] = find(parent, to)
  })
  const members = new Map<number, Array<number>>()
  w.sets.forEach((_, i) => {
    const root = find(parent, i)
    const list = members.get(root)
    if (list === undefined) members.set(root, [i])
    else list.push(i)
  })
  const keyOfSet: Array<string> = w.sets.map(() => UNNAMED)
  for (const group of members.values()) {
    for (const part of group.length === 1 ? [group] : splitByCadence(w, specific, group)) {
      // the most used named set keys the counterparty; a nameless one only when none names it
      const rank = (i: number): number => (w.counts[i] ?? 0) + (w.unnamed[i] === undefined ? 1e9 : 0)
      let best = part[0] ?? 0
      for (const i of part) if (rank(i) > rank(best)) best = i
      const amount = w.unnamed[best]
      const key = amount === undefined ? (specific[best] ?? []).join(" ") || UNNAMED : `${UNNAMED} ${amount}`
      for (const i of part) keyOfSet[i] = key
    }
  }
  return { keys: w.setOf.map((i) => keyOfSet[i] ?? UNNAMED), words: w.setOf.map((i) => w.sets[i] ?? []) }
}

const computed = new WeakMap<ReadonlyArray<CategorisedTransaction>, StreamKeys>()

/** `streamKeysOf`, worked out once per list of transactions: the income and recurring products of a run share it. */
export const streamKeysFor = (
  country: Country,
  items: ReadonlyArray<CategorisedTransaction>
): StreamKeys => {
  const known = computed.get(items)
  if (known !== undefined) return known
  const keys = streamKeysOf(country, items)
  computed.set(items, keys)
  return keys
}
