import { type Country, homeCurrency } from "@statement-engine/intake"
import type { Categorised, CategoriserInput } from "./categorised.js"
import { confidenceOf } from "./confidence.js"
import { type AmountBand, byDirection, byNamedBehind, decideByRules, type Decision, type Facts } from "./decide.js"
import { fallbackGuess } from "./fallback-model.js"
import { type Lexicon, lexiconOf } from "./lexicon.js"
import { descriptionTokens, descriptionWords, displayName } from "./normalise.js"
import { partnerName } from "./partner-name.js"
import { type Reading, readTokens } from "./reading.js"
import { keyHash, makeTokenKeyScanner } from "./token-key.js"

export type { Categorised, CategoriserInput } from "./categorised.js"

/** Units of each currency worth about one euro, to size amounts alike in every country. */
const UNITS_PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  GBP: 0.85,
  USD: 1.1,
  PLN: 4.3,
  SEK: 11.3,
  NOK: 11.6,
  DKK: 7.46,
  CHF: 0.95,
  CZK: 25,
  HUF: 400,
  RON: 5,
  ISK: 150,
  BGN: 1.96,
  HRK: 7.53,
  CAD: 1.5,
  AUD: 1.7,
  NZD: 1.85
}

/** Below this many euros a credit is small (a refund's size); from `LARGE` on, a salary's. */
const SMALL = 150
const LARGE = 700

const bandOf = (amount: number, currency: string | undefined, country: Country): AmountBand => {
  const code = currency === undefined || currency === "" ? homeCurrency(country) : currency
  const euros = Math.abs(amount) / (UNITS_PER_EURO[code] ?? 1)
  return euros < SMALL ? 0 : euros < LARGE ? 1 : 2
}

/** The category a bank's own label names; generic labels ("general", "other") say nothing. */
const bankCategoryOf = (lex: Lexicon, raw: string | null): number | undefined => {
  if (raw === null) return undefined
  const tokens = descriptionTokens(raw)
  const whole = lex.bankCategories.get(tokens.join(" "))
  if (whole !== undefined) return whole === 2301 ? undefined : whole
  for (const t of tokens) {
    const c = lex.bankCategories.get(t)
    if (c !== undefined && c !== 2301) return c
  }
  return undefined
}

/** The counterparty's name for a decision: the lexicon's, the file's counterparty field, or the description's name words. */
const partnerOf = (
  decision: Decision,
  tx: CategoriserInput,
  counterparty: Reading | undefined,
  reading: Reading,
  tokens: ReadonlyArray<string>
): string | null => {
  if (decision.partner !== undefined) return decision.partner
  // the file's own counterparty field names the partner, unless it holds only the bank's words
  if (
    tx.counterparty !== null && counterparty !== undefined &&
    (counterparty.name.length > 0 || counterparty.matches.length > 0)
  ) {
    return displayName(tx.counterparty)
  }
  if (reading.namePositions.length === 0) return null
  const words = [
    ...(tx.counterparty === null ? [] : descriptionWords(tx.counterparty)),
    ...descriptionWords(tx.description)
  ]
  return partnerName(reading.namePositions.map((i) => (words.length === tokens.length ? words[i] : tokens[i]) ?? ""))
}

/** The decision for one transaction from its tokens: rules, then the statistical fallback, then the direction of the money. */
export const decideTransaction = (
  lex: Lexicon,
  country: Country,
  tx: CategoriserInput,
  descriptionWordsFolded: ReadonlyArray<string>
): Categorised => {
  const counterpartyTokens = tx.counterparty === null ? [] : descriptionTokens(tx.counterparty)
  const tokens = counterpartyTokens.length === 0
    ? descriptionWordsFolded
    : [...counterpartyTokens, ...descriptionWordsFolded]
  const reading = readTokens(lex, tokens)
  const counterparty = counterpartyTokens.length === 0 ? undefined : readTokens(lex, counterpartyTokens)
  const facts: Facts = {
    lex,
    amount: tx.amount,
    band: bandOf(tx.amount, tx.currency, country),
    reading,
    counterparty,
    bankCategory: bankCategoryOf(lex, tx.bank_category)
  }
  const decision = decideByRules(facts) ?? fallbackGuess(country, reading, tx.amount) ?? byNamedBehind(facts) ??
    byDirection(tx.amount)
  return {
    category_id: decision.category,
    partner: partnerOf(decision, tx, counterparty, reading, tokens),
    reason: decision.reason,
    evidence: decision.evidence,
    confidence: confidenceOf(decision.evidence)
  }
}

/** Decisions remembered per categoriser; statements repeat the same descriptions many times. */
const MEMO_LIMIT = 100_000

interface Remembered {
  readonly key: string
  readonly decided: Categorised
}

type Memo = Map<string, Map<number, Array<Remembered>>>

/** Decisions of plain descriptions remembered across statements, per country; cleared past this many. */
const SHARED_LIMIT = 50_000

/**
 * Decisions of plain descriptions (those the token key scanner reads) shared by every statement of
 * a country in this process: such a decision depends only on the memo's key (the description's
 * tokens, which are then its words as written, the counterparty, the bank category, the sign and
 * size band of the amount), so a later statement naming the same merchant is not decided again.
 * Only consulted when a statement has not decided that key itself, so a statement's own first
 * decision of a key still stands for its other spellings, as without sharing.
 */
class SharedDecisions {
  readonly memos: Array<Memo> = [new Map(), new Map(), new Map(), new Map(), new Map(), new Map(), new Map()]
  size = 0

  remember(slot: number, context: string, hash: number, remembered: Remembered): void {
    if (this.size >= SHARED_LIMIT) {
      for (const m of this.memos) m.clear()
      this.size = 0
    }
    const bySign = this.memos[slot]!
    let memo = bySign.get(context)
    if (memo === undefined) {
      memo = new Map()
      bySign.set(context, memo)
    }
    const bucket = memo.get(hash)
    if (bucket === undefined) memo.set(hash, [remembered])
    else bucket.push(remembered)
    this.size++
  }
}

const sharedDecisions = new Map<Country, SharedDecisions>()

const sharedDecisionsOf = (country: Country): SharedDecisions => {
  let shared = sharedDecisions.get(country)
  if (shared === undefined) {
    shared = new SharedDecisions()
    sharedDecisions.set(country, shared)
  }
  return shared
}

/**
 * One categoriser's remembered decisions and its token scanner. A class, so that `categorise` is
 * one function for every statement and its optimised code outlives each (closures made per
 * categoriser had it made again for every statement).
 */
class RememberingCategoriser {
  // by sign and size of the amount, then by counterparty and bank category, then by the key's hash
  private readonly memos: Array<Memo> = [new Map(), new Map(), new Map(), new Map(), new Map(), new Map(), new Map()]
  private size = 0
  private readonly scanner = makeTokenKeyScanner()
  private readonly shared: SharedDecisions

  constructor(private readonly lex: Lexicon, private readonly country: Country) {
    this.shared = sharedDecisionsOf(country)
  }

  private currency: string | undefined = undefined
  private unitsPerEuro = 1

  /** The amount's size band; the units of the last currency seen are kept (a statement has one or two). */
  private bandOf(tx: CategoriserInput): AmountBand {
    if (tx.currency !== this.currency) {
      this.currency = tx.currency
      const code = tx.currency === undefined || tx.currency === "" ? homeCurrency(this.country) : tx.currency
      this.unitsPerEuro = UNITS_PER_EURO[code] ?? 1
    }
    const euros = Math.abs(tx.amount) / this.unitsPerEuro
    return euros < SMALL ? 0 : euros < LARGE ? 1 : 2
  }

  categorise(tx: CategoriserInput): Categorised {
    const scanner = this.scanner
    const band = this.bandOf(tx)
    const slot = tx.amount > 0 ? 4 + band : tx.amount < 0 ? 1 + band : 0
    const bySign = this.memos[slot]!
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
    const shared = fastHash === undefined ? undefined : this.sharedDecision(slot, context, fastHash)
    if (shared !== undefined) return this.remember({ slot, context, memo }, bucket, fastHash!, shared)
    const words = fastHash === undefined ? descriptionTokens(tx.description) : scanner.tokensOfLast()
    const key = words.join(" ")
    const hash = fastHash ?? keyHash(key)
    if (fastHash === undefined) {
      bucket = memo.get(hash)
      if (bucket !== undefined) { for (const r of bucket) if (r.key === key) return r.decided }
    }
    const remembered = { key, decided: decideTransaction(this.lex, this.country, tx, words) }
    if (fastHash !== undefined) this.shared.remember(slot, context, hash, remembered)
    return this.remember({ slot, context, memo }, bucket, hash, remembered)
  }

  /** The shared decision of the plain description last scanned, if another statement made it. */
  private sharedDecision(slot: number, context: string, hash: number): Remembered | undefined {
    const bucket = this.shared.memos[slot]!.get(context)?.get(hash)
    if (bucket !== undefined) { for (const r of bucket) if (this.scanner.isKeyOfLast(r.key)) return r }
    return undefined
  }

  /** Keeps a decision in this categoriser's memo (`bucket` is the memo's list for `hash`, if any). */
  private remember(
    where: { readonly slot: number; readonly context: string; readonly memo: Map<number, Array<Remembered>> },
    bucket: Array<Remembered> | undefined,
    hash: number,
    remembered: Remembered
  ): Categorised {
    const memo = where.memo
    if (this.size >= MEMO_LIMIT) {
      for (const m of this.memos) m.clear()
      this.size = 0
      memo.clear()
      this.memos[where.slot]!.set(where.context, memo)
      bucket = undefined
    }
    if (bucket === undefined) memo.set(hash, [remembered])
    else bucket.push(remembered)
    this.size++
    return remembered.decided
  }
}

/**
 * A categoriser for one country: named merchants and payment words, the bank's own category, the
 * counterparty's kind, intermediaries, then a statistical model, then the direction of the money. A
 * decision depends only on the description's matching tokens, the counterparty, the bank category,
 * the sign and the size band of the amount, so it is remembered by those: the same merchant with
 * another terminal number, date or reference is decided once. Remembered decisions are found by the
 * hash of the tokens' key, which plain descriptions give without making their tokens (`makeTokenKeyScanner`).
 */
export const makeCategoriser = (country: Country): (tx: CategoriserInput) => Categorised => {
  const categoriser = new RememberingCategoriser(lexiconOf(country), country)
  return (tx) => categoriser.categorise(tx)
}
