import { Cat } from "../categories/category-ids.js"
import { categoryType, isWithin } from "../categories/category-tree.js"
import type { Country } from "../country.js"
import { type Lexicon, type LexiconEntry, lexiconOf, MAX_PHRASE } from "./lexicon.js"
import { descriptionTokens, displayName, meaningfulTokens } from "./normalise.js"
import { keyHash, makeTokenKeyScanner } from "./token-key.js"

/** What the categoriser needs of a transaction. */
export interface CategoriserInput {
  readonly description: string
  readonly counterparty: string | null
  readonly amount: number
  readonly bank_category: string | null
}

/** A category decision: the category id, a normalised partner name (or null) and a confidence in 0..1. */
export interface Categorised {
  readonly category_id: number
  readonly partner: string | null
  readonly confidence: number
}

interface Match {
  readonly entry: LexiconEntry
  readonly length: number
  readonly position: number
}

const better = (a: Match, b: Match | undefined): boolean => {
  if (b === undefined) return true
  const tierA = a.entry.weight >= 2 ? 1 : 0
  const tierB = b.entry.weight >= 2 ? 1 : 0
  if (tierA !== tierB) return tierA > tierB
  if (a.length !== b.length) return a.length > b.length
  if (a.entry.weight !== b.entry.weight) return a.entry.weight > b.entry.weight
  return a.position < b.position
}

/** Every lexicon match among the 1–3 token phrases of the tokens (Map lookups only), best first. */
export const matchesOf = (
  tokens: ReadonlyArray<string>,
  phrases: ReadonlyMap<string, LexiconEntry>
): ReadonlyArray<Match> => {
  const found: Array<Match> = []
  for (let i = 0; i < tokens.length; i++) {
    let key = ""
    for (let n = 1; n <= MAX_PHRASE && i + n <= tokens.length; n++) {
      key = n === 1 ? (tokens[i] ?? "") : `${key} ${tokens[i + n - 1] ?? ""}`
      const entry = phrases.get(key)
      if (entry !== undefined) found.push({ entry, length: n, position: i })
    }
  }
  return found.length < 2 ? found : found.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
}

const INCOME_WHEN_POSITIVE: ReadonlyArray<readonly [number, number]> = [
  [Cat.creditCard, Cat.ownAccounts],
  [16, Cat.gamblingWin],
  [17, Cat.loanDisbursement],
  [Cat.rent, Cat.rentalIncome],
  [11, Cat.taxRefund],
  [Cat.atm, Cat.cashDeposit],
  [18, Cat.merchantRefund]
]

/** Moves a match to the category that fits the direction of the money, or drops it (undefined). */
const fitSign = (category: number, amount: number): number | undefined => {
  const type = categoryType(category)
  if (type === "transfer") {
    if (category === Cat.transferOut && amount > 0) return Cat.transferIn
    if (category === Cat.transferIn && amount < 0) return Cat.transferOut
    return category
  }
  if (type === "income" && amount < 0) {
    if (category === Cat.interest) return Cat.overdraftFees
    if (category === Cat.supportReceived) return Cat.supportPaid
    return undefined
  }
  if (type === "expense" && amount > 0) {
    if (isWithin(category, 21)) return category
    for (const [root, income] of INCOME_WHEN_POSITIVE) if (isWithin(category, root)) return income
    return Cat.merchantRefund
  }
  return category
}

const partnerOf = (entry: LexiconEntry | undefined, counterparty: string | null): string | null => {
  if (entry?.partner !== undefined) return entry.partner
  if (counterparty === null) return null
  const meaningful = meaningfulTokens(descriptionTokens(counterparty))
  return meaningful.length === 0 ? null : displayName(counterparty)
}

/** The category a bank's own label names; generic labels ("general", "other") say nothing. */
const bankCategoryOf = (lex: Lexicon, raw: string | null): number | undefined => {
  if (raw === null) return undefined
  const tokens = descriptionTokens(raw)
  const whole = lex.bankCategories.get(tokens.join(" "))
  if (whole !== undefined) return whole === Cat.uncategorised ? undefined : whole
  for (const t of tokens) {
    const c = lex.bankCategories.get(t)
    if (c !== undefined && c !== Cat.uncategorised) return c
  }
  return undefined
}

const decide = (lex: Lexicon, tx: CategoriserInput, descriptionWords: ReadonlyArray<string>): Categorised => {
  const tokens = tx.counterparty === null
    ? descriptionWords
    : [...descriptionTokens(tx.counterparty), ...descriptionWords]
  const matches = matchesOf(tokens, lex.phrases)
  // a match that fits the direction of the money beats one that has to be turned around
  // ("CITY COUNCIL PAYROLL" paid in is a salary, not a council-tax refund)
  for (const m of matches) {
    if (m.entry.weight < 2) break
    if (fitSign(m.entry.category, tx.amount) !== m.entry.category) continue
    return {
      category_id: m.entry.category,
      partner: partnerOf(m.entry, tx.counterparty),
      confidence: m.entry.weight >= 3 ? 0.9 : 0.85
    }
  }
  for (const m of matches) {
    if (m.entry.weight < 2) break
    const category = fitSign(m.entry.category, tx.amount)
    if (category === undefined) continue
    return { category_id: category, partner: partnerOf(m.entry, tx.counterparty), confidence: 0.6 }
  }
  const bank = bankCategoryOf(lex, tx.bank_category)
  if (bank !== undefined) {
    const category = fitSign(bank, tx.amount)
    if (category !== undefined) {
      return { category_id: category, partner: partnerOf(undefined, tx.counterparty), confidence: 0.7 }
    }
  }
  for (const m of matches) {
    if (m.entry.weight >= 2) continue
    const category = fitSign(m.entry.category, tx.amount)
    if (category === m.entry.category || (category !== undefined && categoryType(m.entry.category) === "transfer")) {
      return { category_id: category, partner: partnerOf(m.entry, tx.counterparty), confidence: 0.5 }
    }
  }
  return {
    category_id: tx.amount > 0 ? Cat.otherIncome : Cat.uncategorised,
    partner: partnerOf(undefined, tx.counterparty),
    confidence: 0.2
  }
}

/** Decisions remembered per categoriser; statements repeat the same descriptions many times. */
const MEMO_LIMIT = 100_000

interface Remembered {
  readonly key: string
  readonly decided: Categorised
}

type Memo = Map<string, Map<number, Array<Remembered>>>

/**
 * One categoriser's remembered decisions and its token scanner. A class, so that `categorise` is
 * one function for every statement and its optimised code outlives each (closures made per
 * categoriser had it made again for every statement).
 */
class RememberingCategoriser {
  // by sign, then by counterparty and bank category ("" when both are null), then by the key's hash
  private readonly moneyIn: Memo = new Map()
  private readonly moneyOut: Memo = new Map()
  private readonly noMoney: Memo = new Map()
  private size = 0
  private readonly scanner = makeTokenKeyScanner()

  constructor(private readonly lex: Lexicon) {}

  categorise(tx: CategoriserInput): Categorised {
    const scanner = this.scanner
    const bySign = tx.amount > 0 ? this.moneyIn : tx.amount < 0 ? this.moneyOut : this.noMoney
    const context = tx.counterparty === null && tx.bank_category === null
      ? ""
      : `${tx.counterparty ?? "\u0002"}\u0001${tx.bank_category ?? "\u0002"}`
    let memo = bySign.get(context)
    if (memo === undefined) {
      memo = new Map()
      bySign.set(context, memo)
    }
    const fastHash = scanner.hash(tx.description)
    let bucket = fastHash === undefined ? undefined : memo.get(fastHash)
    if (bucket !== undefined) { for (const r of bucket) if (scanner.isKeyOfLast(r.key)) return r.decided }
    const words = descriptionTokens(tx.description)
    const key = words.join(" ")
    const hash = fastHash ?? keyHash(key)
    if (fastHash === undefined) {
      bucket = memo.get(hash)
      if (bucket !== undefined) { for (const r of bucket) if (r.key === key) return r.decided }
    }
    const decided = decide(this.lex, tx, words)
    if (this.size >= MEMO_LIMIT) {
      for (const m of [this.moneyIn, this.moneyOut, this.noMoney]) m.clear()
      this.size = 0
      memo = new Map()
      bySign.set(context, memo)
      bucket = undefined
    }
    if (bucket === undefined) memo.set(hash, [{ key, decided }])
    else bucket.push({ key, decided })
    this.size++
    return decided
  }
}

/**
 * A categoriser for one country: lexicon first, then the bank's own category, then the sign of the
 * amount. A decision depends only on the sign, the description's matching tokens, the counterparty
 * and the bank category, so it is remembered by those: the same merchant with another terminal
 * number, date or reference is decided once. Remembered decisions are found by the hash of the
 * tokens' key, which plain descriptions give without making their tokens (`makeTokenKeyScanner`).
 */
export const makeCategoriser = (country: Country): (tx: CategoriserInput) => Categorised => {
  const categoriser = new RememberingCategoriser(lexiconOf(country))
  return (tx) => categoriser.categorise(tx)
}
