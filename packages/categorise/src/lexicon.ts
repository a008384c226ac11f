import { type Country, lexiconCountries } from "@statement-engine/intake"
import { Schema } from "effect"
import { Cat } from "./categories/category-ids.js"
import { isWithin } from "./categories/category-tree.js"
import { readDataFile } from "./data-file.js"
import { isStopWord, phraseKey } from "./normalise.js"
import { type BankHint, categoriseTables, type IntermediaryKind, type NameKind } from "./tables.js"

/** What a phrase of the lexicon stands for. */
export interface LexiconEntry {
  /** The category id; 0 for a known name that decides nothing on its own (a bank). */
  readonly category: number
  /** 3 strong keyword, 2 merchant or ordinary keyword, 1 weak keyword (decides only alone). */
  readonly weight: number
  readonly partner: string | undefined
  /** keyword, or what the named organisation is; `index` for names from the name-suggestion-index. */
  readonly kind: "keyword" | "index" | NameKind
}

/** A payment intermediary the description names. */
export interface IntermediaryEntry {
  readonly kind: IntermediaryKind
  /** The category when no merchant behind it is named. */
  readonly category: number
  readonly partner: string
}

/** A country's compiled lexicon: folded phrases (1–4 tokens) to what they stand for. */
export interface Lexicon {
  readonly phrases: ReadonlyMap<string, LexiconEntry>
  readonly bankCategories: ReadonlyMap<string, number>
  readonly bankWords: ReadonlyMap<string, BankHint>
  readonly legalForms: ReadonlySet<string>
  readonly intermediaries: ReadonlyMap<string, IntermediaryEntry>
  readonly instalment: ReadonlySet<string>
  readonly payNow: ReadonlySet<string>
  readonly titles: ReadonlySet<string>
  readonly givenNames: ReadonlySet<string>
  readonly familyNames: ReadonlySet<string>
  readonly familyEndings: ReadonlyArray<string>
  /** Single-token keywords of five letters or more: the heads of compound words (Zahnarzt*praxis*). */
  readonly compoundHeads: ReadonlyMap<string, LexiconEntry>
  /** Brands' single words too common or short to read everywhere (WEIS, LUCKY, IGA): read on card payments naming nothing else. */
  readonly cardOnly: ReadonlyMap<string, LexiconEntry>
  /** Where banks write umlauts as ue, oe, ae (GEBUEHR, RUECKERSTATTUNG): the words the lexicon and names know. */
  readonly umlautWords: ReadonlySet<string> | undefined
}

/** Longest phrase, in tokens, that the lexicon holds (bank words and legal forms: `MAX_BANK_PHRASE`). */
export const MAX_PHRASE = 4
/** Longest bank phrase or legal form, in tokens. */
export const MAX_BANK_PHRASE = 4

const MerchantIndex = Schema.Struct({
  countries: Schema.Array(Schema.String),
  categories: Schema.Array(Schema.String),
  entries: Schema.Array(Schema.Tuple(Schema.String, Schema.Int, Schema.Int, Schema.String)),
  card_only: Schema.Array(Schema.Tuple(Schema.String, Schema.Int, Schema.Int, Schema.String))
})

let merchantIndexCache: typeof MerchantIndex.Type | undefined
const merchantIndex =
  () => (merchantIndexCache ??= Schema.decodeUnknownSync(MerchantIndex)(readDataFile("merchant-index.json")))

/** The lookup keys of a table's "phrase|phrase" cell: at most `max` tokens, and not a lone letter. */
const keysOf = (spec: string, max: number): ReadonlyArray<string> =>
  spec.split("|").map(phraseKey).filter((key) => key.length > 1 && key.split(" ").length <= max)

/**
 * Names as sure as a purpose word: public bodies (pensions, benefits, taxes) and the lenders, debt
 * collectors and gambling operators the project names by hand ("LENDING STREAM LOAN" is a payday loan,
 * not any loan).
 */
const SURE_ROOTS: ReadonlyArray<number> = [102, 103, 11, 16, 17, 18]
const isSureName = (category: number): boolean => SURE_ROOTS.some((root) => isWithin(category, root))

/** Intermediaries' names decide through the intermediary rules only, never as keywords or merchants. */
let intermediaryKeySet: ReadonlySet<string> | undefined
const intermediaryKeys = (): ReadonlySet<string> => (intermediaryKeySet ??= new Set(
  categoriseTables().intermediaryTable.rows.flatMap(([, , spec]) => keysOf(spec, MAX_PHRASE))
))

/** The keywords' phrases read in every country, compiled once. */
let keywordPhrases: ReadonlyMap<string, LexiconEntry> | undefined

const addKeywords = (phrases: Map<string, LexiconEntry>, country: Country | undefined): void => {
  const readers = country === undefined ? [] : lexiconCountries(country)
  for (const [category, weight, spec, countries] of categoriseTables().keywordRows) {
    // a word of one country's banks (DE "GA", a cash machine) is another's place (US "ATLANTA GA");
    // a country reads its own rows and those of the neighbours it reads like (CH: DE, FR, IT)
    if (
      country === undefined
        ? countries !== undefined
        : countries?.some((c) => readers.some((r) => r === c)) !== true
    ) continue
    for (const key of keysOf(spec, MAX_PHRASE)) {
      // a country's own row overrides the row read everywhere (US "gas" is fuel, elsewhere the utility)
      if ((country !== undefined || !phrases.has(key)) && !intermediaryKeys().has(key)) {
        phrases.set(key, { category, weight, partner: undefined, kind: "keyword" })
      }
    }
  }
}

const keywords = (): ReadonlyMap<string, LexiconEntry> => {
  if (keywordPhrases !== undefined) return keywordPhrases
  const phrases = new Map<string, LexiconEntry>()
  addKeywords(phrases, undefined)
  keywordPhrases = phrases
  return phrases
}

/** Each merchant list's phrases, compiled once (lists are shared by countries). */
const listPhrases = new Map<string, ReadonlyArray<readonly [string, LexiconEntry]>>()

const merchantList = (list: string): ReadonlyArray<readonly [string, LexiconEntry]> => {
  const found = listPhrases.get(list)
  if (found !== undefined) return found
  const entries: Array<readonly [string, LexiconEntry]> = []
  for (const [category, spec, kind] of categoriseTables().merchantTables.lists[list] ?? []) {
    const [display = ""] = spec.split("|")
    // a bank's name marks the counterparty and decides nothing
    const entry: LexiconEntry = {
      category: kind === "bank" ? 0 : category,
      weight: kind === "public" || isSureName(category) ? 3 : 2,
      partner: display,
      kind: kind ?? "merchant"
    }
    for (const key of keysOf(spec, MAX_PHRASE)) if (!intermediaryKeys().has(key)) entries.push([key, entry])
  }
  listPhrases.set(list, entries)
  return entries
}

const addMerchants = (phrases: Map<string, LexiconEntry>, list: string): void => {
  for (const [key, entry] of merchantList(list)) phrases.set(key, entry)
}

/** A brand the index finds in this many of its countries is read in a country it was not built for. */
const INTERNATIONAL = 3

/** How many countries a mask of the index names. */
const countriesIn = (mask: number): number => {
  let n = 0
  for (let m = mask >>> 0; m !== 0; m &= m - 1) n++
  return n
}

/** Adds the name-suggestion-index's names of this country where our own tables name nothing. */
const addIndexed = (
  phrases: Map<string, LexiconEntry>,
  country: Country,
  entries = merchantIndex().entries,
  weight = 2
): void => {
  const index = merchantIndex()
  // the index is built for some countries; another reads its neighbours' names (CH: DE, FR, IT) and
  // the brands the index finds in three countries or more (Lidl, IKEA, H&M): international ones
  const own = index.countries.includes(country)
  let bit = 0
  for (const c of lexiconCountries(country)) {
    const at = index.countries.indexOf(c)
    if (at >= 0) bit |= 1 << at
  }
  const read = (mask: number): boolean => (mask & bit) !== 0 || (!own && countriesIn(mask) >= INTERNATIONAL)
  for (const [key, category, mask, display] of entries) {
    const categoryKey = index.categories[category] as keyof typeof Cat
    // the index's keys are folded already (scripts/build-merchant-index.ts makes them with `phraseKey`)
    if (read(mask) && !phrases.has(key) && Object.hasOwn(Cat, categoryKey) && !intermediaryKeys().has(key)) {
      phrases.set(key, { category: Cat[categoryKey], weight, partner: display, kind: "index" })
    }
  }
}

/** Countries whose languages write compound words (Zahnarztpraxis); an English EMPOWER is no power bill. */
const COMPOUNDING: ReadonlyArray<Country> = [
  "DE",
  "AT",
  "NL",
  "BE",
  "SE",
  "FI",
  "DK",
  "NO",
  "EE",
  "LV",
  "LT",
  "CH",
  "LI",
  "IS",
  "HU"
]

const compoundHeadsOf = (phrases: ReadonlyMap<string, LexiconEntry>): ReadonlyMap<string, LexiconEntry> => {
  const heads = new Map<string, LexiconEntry>()
  for (const [key, entry] of phrases) {
    if (entry.kind === "keyword" && entry.category !== 0 && key.length >= 5 && !key.includes(" ")) {
      heads.set(key, { ...entry, weight: 1 })
    }
  }
  return heads
}

const bankTables = () => {
  const { bankCategoryRows, bankWordRows, intermediaryTable, legalFormRows } = categoriseTables()
  const bankWords = new Map<string, BankHint>()
  for (const [hint, spec] of bankWordRows) {
    for (const key of keysOf(spec, MAX_BANK_PHRASE)) if (!bankWords.has(key)) bankWords.set(key, hint)
  }
  const intermediaries = new Map<string, IntermediaryEntry>()
  for (const [kind, category, spec] of intermediaryTable.rows) {
    const [partner = ""] = spec.split("|")
    for (const key of keysOf(spec, MAX_PHRASE)) intermediaries.set(key, { kind, category, partner })
  }
  const bankCategories = new Map<string, number>()
  for (const [category, spec] of bankCategoryRows) {
    for (const key of keysOf(spec, MAX_BANK_PHRASE)) if (!bankCategories.has(key)) bankCategories.set(key, category)
  }
  return {
    bankWords,
    intermediaries,
    bankCategories,
    legalForms: new Set(legalFormRows.flatMap((row) => keysOf(row, MAX_BANK_PHRASE))),
    instalment: new Set(keysOf(intermediaryTable.instalment, MAX_PHRASE)),
    payNow: new Set(keysOf(intermediaryTable.pay_now, MAX_PHRASE))
  }
}

const names = (personNames = categoriseTables().personNames) => ({
  titles: new Set(keysOf(personNames.titles, 1)),
  givenNames: new Set(personNames.given.flatMap((line) => line.split(" "))),
  familyNames: new Set(personNames.family.flatMap((line) => line.split(" "))),
  familyEndings: personNames.family_endings.split("|")
})

let shared: ReturnType<typeof bankTables> & ReturnType<typeof names> | undefined

const compile = (country: Country): Lexicon => {
  const phrases = new Map<string, LexiconEntry>(keywords())
  addKeywords(phrases, country)
  addMerchants(phrases, "INT")
  const lists = new Set(lexiconCountries(country).flatMap((c) => categoriseTables().merchantTables.countries[c] ?? []))
  for (const list of lists) addMerchants(phrases, list)
  addIndexed(phrases, country)
  shared ??= { ...bankTables(), ...names() }
  const compoundHeads = COMPOUNDING.includes(country) ? compoundHeadsOf(phrases) : new Map<string, LexiconEntry>()
  const umlautWords = UMLAUTS.includes(country) ? knownWords(phrases, shared) : undefined
  return { ...shared, phrases, compoundHeads, umlautWords, cardOnly: cardOnlyOf(phrases, country, shared) }
}

/** The card-only brand words of a country that are none of the lexicon's phrases, bank words or legal forms. */
const cardOnlyOf = (
  phrases: ReadonlyMap<string, LexiconEntry>,
  country: Country,
  bank: ReturnType<typeof bankTables>
): ReadonlyMap<string, LexiconEntry> => {
  const words = new Map<string, LexiconEntry>()
  addIndexed(words, country, merchantIndex().card_only, 1)
  for (const key of words.keys()) {
    if (phrases.has(key) || bank.bankWords.has(key) || bank.legalForms.has(key) || isStopWord(key)) words.delete(key)
  }
  return words
}

/** Countries whose banks write ü, ö, ä as ue, oe, ae when their systems lack them. */
const UMLAUTS: ReadonlyArray<Country> = ["DE", "AT", "CH", "LI"]

const knownWords = (
  phrases: ReadonlyMap<string, LexiconEntry>,
  people: ReturnType<typeof names>
): ReadonlySet<string> => {
  const words = new Set<string>([...people.givenNames, ...people.familyNames])
  for (const key of phrases.keys()) for (const word of key.split(" ")) words.add(word)
  return words
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
