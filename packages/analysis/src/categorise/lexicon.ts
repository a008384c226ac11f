import type { Country } from "../country.js"
import { bankCategoryRows } from "./bank-categories.js"
import { keywordRows } from "./keywords.js"
import { countryMerchants, internationalMerchants, merchantListOf, type MerchantRow } from "./merchants.js"
import { descriptionTokens } from "./normalise.js"

/** What a phrase of the lexicon stands for. */
export interface LexiconEntry {
  readonly category: number
  /** 3 strong keyword, 2 merchant or ordinary keyword, 1 weak keyword (decides only alone). */
  readonly weight: number
  readonly partner: string | undefined
}

/** A country's compiled lexicon: phrase (1–3 folded tokens) → entry, and bank category phrase → category. */
export interface Lexicon {
  readonly phrases: ReadonlyMap<string, LexiconEntry>
  readonly bankCategories: ReadonlyMap<string, number>
}

/** Longest phrase, in tokens, that the lexicon holds. */
export const MAX_PHRASE = 3

/**
 * The lookup key of a lexicon phrase, or "" when normalising it would drop words (a "trading 212"
 * that loses its number must not become the bare, generic "trading").
 */
const keyOf = (phrase: string): string => {
  const tokens = descriptionTokens(phrase)
  const words = phrase.trim().split(/[\s\-./&']+/).filter((w) => w !== "")
  return tokens.length < words.length && tokens.length === 1 ? "" : tokens.join(" ")
}

const addMerchants = (m: Map<string, LexiconEntry>, rows: ReadonlyArray<MerchantRow>): void => {
  for (const [category, spec] of rows) {
    const [display = "", ...aliases] = spec.split("|")
    for (const alias of [display, ...aliases]) {
      const key = keyOf(alias)
      if (key === "" || key.split(" ").length > MAX_PHRASE) continue
      m.set(key, { category, weight: 2, partner: display })
    }
  }
}

const compile = (country: Country): Lexicon => {
  const phrases = new Map<string, LexiconEntry>()
  for (const [category, weight, spec] of keywordRows) {
    for (const p of spec.split("|")) {
      const key = keyOf(p)
      if (key !== "" && key.split(" ").length <= MAX_PHRASE && !phrases.has(key)) {
        phrases.set(key, { category, weight, partner: undefined })
      }
    }
  }
  addMerchants(phrases, internationalMerchants)
  addMerchants(phrases, countryMerchants[merchantListOf[country]])
  const bankCategories = new Map<string, number>()
  for (const [category, spec] of bankCategoryRows) {
    for (const p of spec.split("|")) {
      const key = keyOf(p)
      if (key !== "" && !bankCategories.has(key)) bankCategories.set(key, category)
    }
  }
  return { phrases, bankCategories }
}

const cache = new Map<Country, Lexicon>()

/** The compiled lexicon of a country (built once, then reused). */
export const lexiconOf = (country: Country): Lexicon => {
  const hit = cache.get(country)
  if (hit !== undefined) return hit
  const lex = compile(country)
  cache.set(country, lex)
  return lex
}
