import { Schema } from "effect"
import alphabetsData from "./alphabets.json" with { type: "json" }
import pairsData from "./letter-pairs.json" with { type: "json" }

/** A language as the encoding detector knows it: its letters beyond ASCII, and the letter pairs its words hold. */
interface Language {
  readonly name: string
  /** Whether its words are written in ASCII letters plus its own (Latin scripts) or in its own only (Greek). */
  readonly latin: boolean
  readonly letters: ReadonlySet<string>
  /** Letters its word list holds often enough that a pair of them missing from the list counts against a word. */
  readonly known: ReadonlySet<string>
  readonly pairs: ReadonlySet<string>
  /** Letters beyond ASCII that are a word alone in its word list (`à`, `å`). */
  readonly singles: ReadonlySet<string>
}

const Pairs = Schema.Struct({ known: Schema.String, singles: Schema.String, pairs: Schema.Array(Schema.String) })
const Alphabets = Schema.Record({ key: Schema.String, value: Schema.String })
const PairTables = Schema.Record({ key: Schema.String, value: Schema.Union(Pairs, Schema.String) })

let languages: ReadonlyArray<Language> | undefined
const load = (): ReadonlyArray<Language> => {
  if (languages !== undefined) return languages
  const alphabets = Schema.decodeUnknownSync(Alphabets)(alphabetsData)
  const tables = Schema.decodeUnknownSync(PairTables)(pairsData)
  languages = Object.entries(alphabets).filter(([name]) => name !== "_").map(([name, letters]) => {
    const table = tables[name]
    const pairs = table !== undefined && typeof table !== "string" ? table : { known: "", singles: "", pairs: [] }
    return {
      name,
      latin: name !== "el",
      letters: new Set(letters),
      known: new Set(pairs.known),
      pairs: new Set(pairs.pairs),
      singles: new Set(pairs.singles)
    }
  })
  return languages
}

const isAsciiLetter = (c: string): boolean => (c >= "a" && c <= "z")

const fitsLetters = (chars: ReadonlyArray<string>, language: Language): boolean =>
  chars.every((c) => (language.latin && isAsciiLetter(c)) || language.letters.has(c))

/** Pairs in the word (edges as spaces) that hold a letter the language knows well but its words never pair so. */
const unseenPairs = (chars: ReadonlyArray<string>, language: Language): number => {
  let n = 0
  for (let i = -1; i < chars.length; i++) {
    const a = chars[i] ?? " "
    const b = chars[i + 1] ?? " "
    if ((language.known.has(a) || language.known.has(b)) && !language.pairs.has(a + b)) n++
  }
  return n
}

/**
 * What a word holding letters beyond ASCII says of the encoding that produced it: `foreign` when
 * no language writes all its letters; `attested` when a language writes them and its common words
 * hold every pair of its well-known letters; `unlikely` when every such language's words lack a
 * pair of it; else `neutral` (its letters are too rare in the word lists to judge).
 */
export type WordEvidence = "foreign" | "attested" | "unlikely" | "neutral"

export const judgeWord = (word: string, among?: ReadonlySet<string>): WordEvidence => {
  const chars = [...word.toLowerCase()]
  const fitting = load().filter((l) => (among === undefined || among.has(l.name)) && fitsLetters(chars, l))
  if (fitting.length === 0) return "foreign"
  if (chars.length === 1) return singleLetter(chars[0] ?? "", fitting)
  let passes = false
  for (const language of fitting) {
    if (unseenPairs(chars, language) > 0) continue
    if (chars.some((c) => language.known.has(c))) return "attested"
    passes = true
  }
  return passes ? "neutral" : "unlikely"
}

/** A letter standing alone: unlikely when the languages that know it never write it alone, else it says little. */
const singleLetter = (letter: string, fitting: ReadonlyArray<Language>): WordEvidence =>
  fitting.some((l) => l.singles.has(letter)) || !fitting.some((l) => l.known.has(letter)) ? "neutral" : "unlikely"

/**
 * The languages the given words are written in: those whose letters write the most of them
 * (every language when no word holds a letter beyond ASCII).
 */
export const languagesOf = (words: ReadonlyArray<string>): ReadonlySet<string> => {
  const all = load()
  const counts = all.map((l) => words.filter((w) => fitsLetters([...w.toLowerCase()], l)).length)
  const most = Math.max(0, ...counts)
  return new Set(all.filter((_, i) => most === 0 || counts[i] === most).map((l) => l.name))
}

/** The words of a text that hold a letter beyond ASCII (ordinal indicators º ª split words). */
export const wordsBeyondAscii = (text: string): Array<string> =>
  text.split(/[^\p{L}]+|[ºª]+/u).filter((w) => /[^\p{ASCII}]/u.test(w))

/** Characters a statement writes outside words: currency signs, typographic punctuation, no-break space, ordinals. */
const ALLOWED_SYMBOLS = new Set([..."€£¥¢§°ºª\u00a0«»–—‘’“”„‚•·×…"])

/** True when every character beyond ASCII is a letter or a symbol a statement writes. */
export const lettersOrStatementSymbols = (text: string): boolean => {
  for (const ch of text) {
    if (ch.charCodeAt(0) >= 0x80 && !ALLOWED_SYMBOLS.has(ch) && !/\p{L}/u.test(ch)) return false
  }
  return true
}

/** A symbol (a currency sign, ×, §, °) with a letter on each side: a letter some other code page reads there. */
const SYMBOL_IN_WORD = /\p{L}(?!\p{ASCII})\p{S}\p{L}/u

/**
 * True when every word holding a letter beyond ASCII is written in the letters of one language
 * and no symbol stands inside a word.
 */
export const readsAsWords = (text: string): boolean =>
  !SYMBOL_IN_WORD.test(text) && [...new Set(wordsBeyondAscii(text))].every(writtenByALanguage)

const writtenByALanguage = (word: string): boolean => {
  const chars = [...word.toLowerCase()]
  return load().some((l) => fitsLetters(chars, l))
}
