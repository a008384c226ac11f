import { Cat } from "@statement-engine/categorise"
import { isWithin } from "@statement-engine/categorise"
import { lexiconOf, MAX_PHRASE } from "@statement-engine/categorise"
import { descriptionTokens, phraseKey } from "@statement-engine/categorise"
import { readTokens } from "@statement-engine/categorise"
import { type Country, lexiconCountries } from "@statement-engine/intake"
import { Schema } from "effect"
import incomeWordsJson from "./data/income-words.json" with { type: "json" }

/** What kind of income a stream is. */
export type IncomeKind = "salary" | "pension" | "benefits" | "gig" | "rental" | "other"

const KINDS: ReadonlyArray<readonly [number, IncomeKind]> = [
  [Cat.salary, "salary"],
  [101, "salary"],
  [Cat.pension, "pension"],
  [Cat.benefits, "benefits"],
  [Cat.gigPayout, "gig"],
  [Cat.rentalIncome, "rental"]
]

/** The kind of income a category is. */
export const incomeKindOf = (category: number): IncomeKind =>
  KINDS.find(([root]) => isWithin(category, root))?.[1] ?? "other"

const PurposeKind = Schema.Literal("salary", "pension", "benefits", "gig")
const WordKind = Schema.Literal("salary", "pension", "benefits", "gig", "public", "pension_fund")
type WordKind = typeof WordKind.Type
const Row = Schema.Tuple(WordKind, Schema.String, Schema.optionalElement(Schema.Array(Schema.String)))
const IncomeWords = Schema.Struct({
  rows: Schema.Array(Row),
  compound: Schema.Array(Schema.Tuple(PurposeKind, Schema.String, Schema.Array(Schema.String)))
})

/** A country's income words: folded phrases to their kind, and the word parts read inside compounds. */
interface CountryWords {
  readonly phrases: ReadonlyMap<string, WordKind>
  readonly compounds: ReadonlyArray<readonly [string, IncomeKind]>
}

const compiledWords = new Map<Country, CountryWords>()

const wordsOf = (country: Country): CountryWords => {
  const found = compiledWords.get(country)
  if (found !== undefined) return found
  const table = Schema.decodeUnknownSync(IncomeWords)(incomeWordsJson)
  const phrases = new Map<string, WordKind>()
  // a country reads its own rows and those of the neighbours it reads like (CH: DE, FR, IT)
  const readers = lexiconCountries(country)
  const ours = (countries: ReadonlyArray<string>): boolean => countries.some((c) => readers.some((r) => r === c))
  for (const [kind, spec, countries] of table.rows) {
    if (countries !== undefined && !ours(countries)) continue
    for (const key of spec.split("|").map(phraseKey)) if (key !== "" && !phrases.has(key)) phrases.set(key, kind)
  }
  const compounds: Array<readonly [string, IncomeKind]> = []
  for (const [kind, spec, countries] of table.compound) {
    if (ours(countries)) { for (const part of spec.split("|")) compounds.push([phraseKey(part), kind]) }
  }
  const words: CountryWords = { phrases, compounds }
  compiledWords.set(country, words)
  return words
}

/** The purpose a compound word ends with (Altersrente, kinderbijslag), or starts with when the part is long (Rentenzahlung). */
const compoundKind = (words: CountryWords, token: string): IncomeKind | undefined => {
  for (const [part, kind] of words.compounds) {
    if (token.length < part.length + 3) continue
    if (token.endsWith(part) || (part.length >= 5 && token.startsWith(part))) return kind
  }
  return undefined
}

/** A purpose word (pension, Arbeitslosengeld, payout) says more of a payment's kind than its payer's name, which may pay several kinds. */
const PURPOSE_WEIGHT = 3

/** What one payment's words say of its kind: purposes, and the kinds its payer's name suggests. */
interface PaymentEvidence {
  readonly purposes: Set<IncomeKind>
  readonly payers: Set<IncomeKind>
  knownName: boolean
}

const addKind = (to: Set<IncomeKind>, kind: IncomeKind): void => {
  if (kind !== "other") to.add(kind)
}

/** A name with a short number after it (Glovoapp23, a company's number) is known by its letters. */
const withoutNumber = (token: string): string => {
  const letters = token.replace(/\d{1,2}$/, "")
  return letters.length >= 4 && letters !== token ? letters : ""
}

const lexiconEvidence = (country: Country, w: ReadonlyArray<string>, e: PaymentEvidence): void => {
  const lex = lexiconOf(country)
  for (let i = 0; i < w.length; i++) {
    let phrase = ""
    for (let n = 0; n < MAX_PHRASE && i + n < w.length; n++) {
      phrase = n === 0 ? (w[i] ?? "") : `${phrase} ${w[i + n] ?? ""}`
      const entry = lex.phrases.get(phrase) ?? (n === 0 ? lex.phrases.get(withoutNumber(phrase)) : undefined)
      if (entry === undefined) continue
      if (entry.kind !== "keyword") e.knownName = true
      // a platform pays for gig work; a refund word in a regular payer's payments is a health
      // insurer's or public body's (an employer pays no regular reimbursements)
      if (entry.kind === "platform") e.payers.add("gig")
      else if (entry.kind === "keyword" && isWithin(entry.category, Cat.refunds)) e.payers.add("benefits")
      else addKind(entry.kind === "keyword" ? e.purposes : e.payers, incomeKindOf(entry.category))
    }
  }
}

const ownEvidence = (country: Country, w: ReadonlyArray<string>, e: PaymentEvidence): void => {
  const words = wordsOf(country)
  for (let i = 0; i < w.length; i++) {
    let phrase = ""
    for (let n = 0; n < MAX_PHRASE && i + n < w.length; n++) {
      phrase = n === 0 ? (w[i] ?? "") : `${phrase} ${w[i + n] ?? ""}`
      const kind = words.phrases.get(phrase)
      if (kind === "public") e.payers.add("benefits")
      else if (kind === "pension_fund") e.payers.add("pension")
      else if (kind !== undefined) e.purposes.add(kind)
    }
    const part = words.compounds.length > 0 ? compoundKind(words, w[i] ?? "") : undefined
    if (part !== undefined) e.purposes.add(part)
  }
}

/** The evidence of word lists already read, per country: a payer's payments share one list of name words. */
const evidenceRead = new Map<Country, WeakMap<ReadonlyArray<string>, PaymentEvidence>>()

/** What a payment's words say (a copy the caller may add to), read once per list of words. */
const evidenceOf = (country: Country, w: ReadonlyArray<string>): PaymentEvidence => {
  let known = evidenceRead.get(country)
  if (known === undefined) {
    known = new WeakMap()
    evidenceRead.set(country, known)
  }
  let read = known.get(w)
  if (read === undefined) {
    read = { purposes: new Set(), payers: new Set(), knownName: false }
    lexiconEvidence(country, w, read)
    ownEvidence(country, w, read)
    known.set(w, read)
  }
  return { purposes: new Set(read.purposes), payers: new Set(read.payers), knownName: read.knownName }
}

/** Evidence beyond the payment's words, each worth one vote per payment. */
export interface PayerContext {
  /** Per payment (same order as the words): its payer carries a company's legal form. */
  readonly company?: ReadonlyArray<boolean>
  /** The kind the payments' pattern suggests (variable weekly pay: gig). */
  readonly pattern?: IncomeKind
}

/**
 * The kind of income a payer's payments are. Each payment votes: a purpose word (of the lexicon's
 * income keywords or `data/income-words.json`, compounds included) three times for its kind; its
 * payer once, by what the name is (a known name's category, a platform for gig, a public body for
 * benefits, a pension fund for pension, a company by its legal form for salary when no known name
 * says more and the pattern is not gig's); its category once; the pattern once. The kind with most votes, when it has at least
 * one vote per payment; undefined otherwise.
 */
export const payerKindOf = (
  country: Country,
  words: ReadonlyArray<ReadonlyArray<string>>,
  categories: ReadonlyArray<number>,
  context: PayerContext = {}
): IncomeKind | undefined => {
  const votes = new Map<IncomeKind, number>()
  const vote = (kind: IncomeKind, weight: number): void => {
    if (kind !== "other") votes.set(kind, (votes.get(kind) ?? 0) + weight)
  }
  words.forEach((w, j) => {
    const e = evidenceOf(country, w)
    // a platform's pay by the job carries a company's legal form too: the form says salary only
    // when the pattern does not say gig
    if (context.company?.[j] === true && !e.knownName && context.pattern !== "gig") e.payers.add("salary")
    for (const kind of e.purposes) vote(kind, PURPOSE_WEIGHT)
    for (const kind of e.payers) vote(kind, 1)
    if (context.pattern !== undefined) vote(context.pattern, 1)
  })
  for (const c of categories) vote(incomeKindOf(c), 1)
  let best: IncomeKind | undefined
  for (const [kind, n] of votes) if (best === undefined || n > (votes.get(best) ?? 0)) best = kind
  return best !== undefined && (votes.get(best) ?? 0) >= words.length ? best : undefined
}

/** Texts already read for a legal form, per country, bounded: a payer's payments repeat its counterparty. */
const companyRead = new Map<Country, Map<string, boolean>>()
const MAX_COMPANY_TEXTS = 4096

/** True when a payment's counterparty (else description) names a company by its legal form (GmbH, Sp. z o.o., plc). */
export const namesCompany = (country: Country, text: string): boolean => {
  let known = companyRead.get(country)
  if (known === undefined) {
    known = new Map()
    companyRead.set(country, known)
  }
  let answer = known.get(text)
  if (answer === undefined) {
    if (known.size >= MAX_COMPANY_TEXTS) known.clear()
    answer = readTokens(lexiconOf(country), descriptionTokens(text)).legalForm
    known.set(text, answer)
  }
  return answer
}
