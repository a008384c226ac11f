import { foldText } from "@statement-engine/intake"

// the one fold of text for matching is intake's; the categoriser's users take it from here too
export { foldText } from "@statement-engine/intake"

const SEPA_TAG = /\b(?:eref|mref|cred|kref|abwa|abwe|iban|bic|purp|sepa-?id)\+\S*/g
const SEPA_TEXT = /\b(?:svwz|sepa)\+/g
const IBAN = /\b[a-z]{2}\d{2} ?[a-z0-9]{4}(?: ?\d{4}){1,6}(?: ?\d{1,4})?\b/g
const DATE = /\b\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?\b/g
const TIME = /\b\d{1,2}[:h]\d{2}(?::\d{2})?\b/g
// a digit run is tried from its first digit only: from every digit of a long run it was quadratic
const CARD_MASK = /\b[x*]{2,}\d*|(?<!\d)\d+[x*]{2,}\w*/g
/** The reference-like parts of folded descriptions: SEPA tags, IBANs, dates, times, masked card numbers. */
export const NOISE = new RegExp([SEPA_TAG, SEPA_TEXT, IBAN, DATE, TIME, CARD_MASK].map((r) => r.source).join("|"), "g")

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

const isDigit = (c: number): boolean => c >= 48 && c <= 57

/**
 * False only when `NOISE` cannot match folded text: each of its patterns needs a `+` (SEPA tags), a
 * letter right before a digit (IBAN), a digit, one of `./-:h` and a digit in a row (dates, times),
 * or two of `x*` in a row (card masks). Most descriptions have none, and skip the expression.
 */
export const mayHoldNoise = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c === 43) return true
    const next = s.charCodeAt(i + 1)
    if (isDigit(next) && ((c >= 97 && c <= 122) || c > 127)) return true
    if ((c === 120 || c === 42) && (next === 120 || next === 42)) return true
    if (
      isDigit(c) && (next === 46 || next === 47 || next === 45 || next === 58 || next === 104) &&
      isDigit(s.charCodeAt(i + 2))
    ) return true
  }
  return false
}

/** A token is noise when it is reference-like: four or more digits, only digits, or long with digits. */
export const isNoise = (length: number, digits: number): boolean =>
  length === 0 || digits >= 4 || (digits > 0 && digits === length) || (digits >= 2 && length >= 8)

/** Which tokens a reader of descriptions keeps, by a token's length and how many of its characters are digits. */
export type TokenRule = (length: number, digits: number) => boolean

/** The categoriser's rule: a token is kept unless it is noise. */
export const isMatchingToken: TokenRule = (length, digits) => !isNoise(length, digits)

/** A name with a short number after it (GLOVOAPP23, a company's or shop's number) keeps its letters. */
const isNamedAndNumbered = (s: string, start: number, end: number, digits: number): boolean => {
  if (digits > 3 || end - start - digits < 4) return false
  for (let k = end - digits; k < end; k++) if (!isDigit(s.charCodeAt(k))) return false
  return true
}

/**
 * The matching tokens of a bank description: folded, with SEPA tags, IBANs, dates, times,
 * masked card numbers, long digit runs and reference-like tokens removed. One pass over the
 * cleaned text: runs of letters and digits are tokens, everything else separates them.
 */
export const descriptionTokens = (text: string): ReadonlyArray<string> => tokensOf(foldText(text), isMatchingToken)

/**
 * A description's tokens by another reader's rule (the stream keys' names): folded, the noise
 * expression's matches taken out, each run of letters and digits kept when `keeps` says so.
 */
export const tokensKeptBy = (text: string, keeps: TokenRule): ReadonlyArray<string> =>
  tokensOf(foldText(text), keeps, false)

/**
 * `descriptionTokens` with letters kept as written, lower-cased but not folded, for display: the
 * same number of tokens in the same order whenever folding keeps the text's word boundaries.
 */
export const descriptionWords = (text: string): ReadonlyArray<string> => tokensOf(text.toLowerCase(), isMatchingToken)

const tokensOf = (folded: string, keeps: TokenRule, numberedNames = true): ReadonlyArray<string> => {
  const s = mayHoldNoise(folded) ? folded.replace(NOISE, " ") : folded
  const tokens: Array<string> = []
  let start = -1
  let digits = 0
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 32
    const isDigit = c >= 48 && c <= 57
    const isWord = isDigit || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ||
      (c > 127 && LETTER_OR_DIGIT.test(String.fromCharCode(c)))
    if (isWord) {
      if (start < 0) {
        start = i
        digits = 0
      }
      if (isDigit) digits++
    } else if (start >= 0) {
      if (keeps(i - start, digits)) tokens.push(s.slice(start, i))
      else if (numberedNames && isNamedAndNumbered(s, start, i, digits)) tokens.push(s.slice(start, i - digits))
      start = -1
    }
  }
  return tokens
}

const STOP = new Set([
  "pos",
  "card",
  "payment",
  "purchase",
  "debit",
  "credit",
  "visa",
  "mastercard",
  "maestro",
  "contactless",
  "cb",
  "carte",
  "paiement",
  "prlv",
  "vir",
  "kartenzahlung",
  "lastschrift",
  "folgelastschrift",
  "erstlastschrift",
  "einzug",
  "sepa",
  "bea",
  "gea",
  "betaalautomaat",
  "compra",
  "tarjeta",
  "pagamento",
  "pago",
  "platnosc",
  "karta",
  "karty",
  "kortele",
  "mokejimas",
  "to",
  "from",
  "at",
  "ref",
  "nr",
  "via",
  "vpos",
  "ecom",
  "fp",
  "bgc",
  "dd",
  "so",
  "bp",
  "tfr",
  "transfer",
  "ueberweisung",
  "uberweisung",
  "gutschrift",
  "the",
  "de",
  "la",
  "le",
  "del",
  "di",
  "van",
  "der",
  "und",
  "and",
  "apple",
  "pay",
  "google",
  "gbr",
  "gmbh",
  "ltd",
  "limited",
  "plc",
  "sa",
  "sas",
  "bv",
  "nv",
  "srl",
  "spa",
  "sl",
  "ag",
  "kg",
  "uab",
  "sp",
  "zoo",
  "inc",
  "llc",
  "cnp",
  "pmt",
  "trx",
  "txn",
  "eur",
  "gbp",
  "usd",
  "pln",
  "ukn",
  "on",
  "for",
  "by",
  "with",
  "en",
  "et",
  "y",
  "e",
  "z",
  "w",
  "ir",
  "i"
])

/** Tokens that name something: the matching tokens minus card-terminal and payment-type words. */
export const meaningfulTokens = (tokens: ReadonlyArray<string>): ReadonlyArray<string> =>
  tokens.filter((t) => !STOP.has(t) && t.length > 1)

/** A display form of a name: collapsed spaces, and Title Case when the bank wrote it in capitals. */
export const displayName = (raw: string): string => {
  const s = raw.replace(/\s+/g, " ").trim()
  if (s !== s.toUpperCase()) return s
  return s.toLowerCase().replace(/(^|[\s\-/&.'])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase())
}

/**
 * The lookup key of a lexicon phrase: its matching tokens joined by spaces, or "" when normalising
 * it would drop words (a "trading 212" that loses its number must not become the bare, generic "trading").
 */
export const phraseKey = (phrase: string): string => {
  // a table's name with a number (CREDIT24) is not keyed by its letters alone
  const tokens = tokensOf(foldText(phrase), isMatchingToken, false)
  const words = phrase.trim().split(/[\s\-./&'’+*,:;()!]+/).filter((w) => w !== "")
  return tokens.length < words.length && tokens.length === 1 ? "" : tokens.join(" ")
}

/** True for a token that names nothing: one character, or a card-terminal, payment-type or filler word. */
export const isStopWord = (token: string): boolean => token.length <= 1 || STOP.has(token)
