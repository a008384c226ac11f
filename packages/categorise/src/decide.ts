import { Cat } from "./categories/category-ids.js"
import { categoryType, isWithin } from "./categories/category-tree.js"
import type { CategoryReason } from "./categorised.js"
import type { Lexicon, LexiconEntry } from "./lexicon.js"
import type { Match, Reading } from "./reading.js"
import type { BankHint } from "./tables.js"

/** How large an amount is for its country: 0 small, 1 ordinary, 2 large (a salary's size). */
export type AmountBand = 0 | 1 | 2

/** A decision before its confidence: category, partner, why, and the evidence the confidence is read for. */
export interface Decision {
  readonly category: number
  /** The partner's name from the lexicon or intermediary; undefined to name the counterparty instead. */
  readonly partner: string | undefined
  readonly reason: CategoryReason
  readonly evidence: string
}

/** What a decision is made from. */
export interface Facts {
  readonly lex: Lexicon
  readonly amount: number
  readonly band: AmountBand
  readonly reading: Reading
  /** The reading of the counterparty field alone, when the file has one. */
  readonly counterparty: Reading | undefined
  readonly bankCategory: number | undefined
}

const INCOME_WHEN_POSITIVE: ReadonlyArray<readonly [number, number]> = [
  [Cat.creditCard, Cat.ownAccounts],
  [16, Cat.gamblingWin],
  [Cat.bnpl, Cat.merchantRefund],
  [17, Cat.loanDisbursement],
  [Cat.rent, Cat.rentalIncome],
  [11, Cat.taxRefund],
  [Cat.atm, Cat.cashDeposit],
  [Cat.cashCounter, Cat.cashback],
  [18, Cat.merchantRefund]
]

/** Moves a category to the one that fits the direction of the money, or drops it (undefined). */
export const fitSign = (category: number, amount: number): number | undefined => {
  const type = categoryType(category)
  if (type === "transfer") {
    if ((category === Cat.transferOut || category === Cat.transferIn) && amount !== 0) {
      return amount > 0 ? Cat.transferIn : Cat.transferOut
    }
    return category
  }
  if (type === "income" && amount < 0) {
    if (category === Cat.interest) return Cat.overdraftFees
    if (category === Cat.supportReceived) return Cat.supportPaid
    if (category === Cat.cashback) return Cat.cashCounter
    return undefined
  }
  if (type === "expense" && amount > 0) {
    if (isWithin(category, 21)) return category
    for (const [root, income] of INCOME_WHEN_POSITIVE) if (isWithin(category, root)) return income
    return Cat.merchantRefund
  }
  return category
}

const decision = (category: number, entry: LexiconEntry | undefined, reason: CategoryReason, evidence: string) => ({
  category,
  partner: entry?.partner,
  reason,
  evidence
})

const reasonOf = (entry: LexiconEntry): CategoryReason => (entry.kind === "keyword" ? "keyword" : "merchant")

/**
 * Bank charges are the bank's: a fee word with a company named (a legal form, a known merchant, a
 * counterparty field that is not a bank) is that company's fee, not the bank's.
 */
const chargedBySomeoneElse = (facts: Facts, m: Match): boolean => {
  if (!isWithin(m.entry.category, 19)) return false
  const { reading, counterparty } = facts
  if (reading.matches.some((o) => o.entry.kind === "bank")) return false
  // a fee paid by card to a named business is that business's charge
  if (m.entry.weight < 3 && reading.hints.has("card") && reading.name.length > 0) return true
  return reading.legalForm || (counterparty !== undefined && counterparty.name.length > 0) ||
    reading.matches.some((o) => o.entry.kind !== "keyword" && o.entry.weight >= 2)
}

const refundWord = (facts: Facts): Match | undefined =>
  facts.reading.matches.find((m) => m.entry.kind === "keyword" && m.entry.category === Cat.merchantRefund)

/**
 * Money in from a merchant or organisation: a refund when it says so; a platform's payout; a large
 * credit from a company (a retailer or energy company that employs the account holder) is pay, not a refund.
 */
const creditFromNamed = (facts: Facts, m: Match): Decision | undefined => {
  const { entry } = m
  if (categoryType(entry.category) !== "expense" || isWithin(entry.category, 21)) return undefined
  const income = facts.reading.matches.find((o) =>
    o.entry.kind === "keyword" && o.entry.weight >= 2 && categoryType(o.entry.category) === "income"
  )
  if (income !== undefined) return decision(income.entry.category, entry, "keyword", `keyword${income.entry.weight}`)
  if (refundWord(facts) !== undefined) return decision(Cat.merchantRefund, entry, "keyword", "refund_word")
  if (entry.kind === "platform") return decision(Cat.gigPayout, entry, "income_pattern", "platform_credit")
  const turned = fitSign(entry.category, facts.amount)
  if (turned !== Cat.merchantRefund) return undefined
  if (facts.band === 2 && entry.kind !== "public") return decision(Cat.salary, entry, "income_pattern", "large_credit")
  return decision(Cat.merchantRefund, entry, reasonOf(entry), "merchant_credit")
}

/**
 * A name read with a word of a narrower trade: a supermarket's name with a fuel word is its
 * forecourt (TESCO PFS, CARREFOUR STATION), a membership at a gym is the gym, a top-up of a phone
 * or a travel card is the phone's or the fare's.
 */
const COMPANIONS: ReadonlyArray<readonly [number, number]> = [
  [Cat.groceries, Cat.fuel],
  [Cat.fuel, 3],
  [Cat.memberships, Cat.gym],
  [Cat.wallets, 4],
  [Cat.wallets, 6]
]

const companionOf = (reading: Reading, category: number): number | undefined => {
  for (const [broad, narrow] of COMPANIONS) {
    if (category !== broad) continue
    const found = reading.matches.find((m) => isWithin(m.entry.category, narrow))
    if (found !== undefined) return found.entry.category
  }
  return undefined
}

/**
 * An oil company's name paid by direct debit, not by card, is its electricity and gas contract
 * (PRLV TOTALENERGIES, RECIBO REPSOL, SDD ENI PLENITUDE): forecourts are paid by card.
 */
const isEnergyContract = ({ reading }: Facts, m: Match, category: number): boolean =>
  category === Cat.fuel && m.entry.kind !== "keyword" && reading.hints.has("debit") && !reading.hints.has("card") &&
  !reading.matches.some((o) => o.entry.kind === "keyword" && o.entry.category === Cat.fuel)

/** A charity-shop chain's name: bought from by card, given to by direct debit, standing order or transfer. */
const DONATED: ReadonlyArray<BankHint> = ["debit", "standing", "transfer"]

const isKeywordWithin = (m: Match, root: number): boolean =>
  m.entry.kind === "keyword" && isWithin(m.entry.category, root)

/** A charge's word with a return's word ("Entgelt für Lastschriftrückgabe", "frais rejet") is the fee for the return. */
const isReturnFee = ({ reading, amount }: Facts): boolean =>
  amount < 0 && reading.matches.some((m) => isKeywordWithin(m, 19)) &&
  reading.matches.some((m) => isKeywordWithin(m, 21))

/**
 * Money back from a named shop that says it is a refund is the shop's refund, even with a reversal's
 * word (Erstattung … Retoure from a web shop, STORNO … RIMBORSO from a clothes chain).
 */
const isShopRefund = (facts: Facts): boolean =>
  facts.amount > 0 && refundWord(facts) !== undefined &&
  facts.reading.matches.some((m) => isKeywordWithin(m, Cat.bouncedPayment)) &&
  facts.reading.matches.some((m) => m.entry.kind === "merchant" || m.entry.kind === "index")

/** The strongest lexicon match that fits the direction of the money (or is turned to fit it). */
const byLexicon = (facts: Facts): Decision | undefined => {
  const { reading, amount } = facts
  // a collector's word on a BNPL provider's line is the debt sold on, not an instalment
  if (reading.instalment && amount < 0 && !reading.matches.some((m) => isKeywordWithin(m, 18))) {
    return decision(Cat.bnpl, undefined, "keyword", "instalment")
  }
  if (isReturnFee(facts)) return decision(Cat.returnedFees, undefined, "keyword", "keyword3")
  if (isShopRefund(facts)) return decision(Cat.merchantRefund, undefined, "keyword", "refund_word")
  for (const turn of [false, true]) {
    for (const m of reading.matches) {
      if (m.entry.weight < 2 || m.entry.category === 0 || chargedBySomeoneElse(facts, m)) continue
      if (amount > 0 && m.entry.kind !== "keyword") {
        const credit = creditFromNamed(facts, m)
        if (credit !== undefined) return credit
      }
      const category = fitSign(m.entry.category, amount)
      if (category === undefined || (category !== m.entry.category) !== turn) continue
      const evidence = m.entry.kind === "keyword" ? `keyword${m.entry.weight}` : m.entry.kind
      if (category === Cat.charity && m.entry.kind === "index" && !DONATED.some((h) => reading.hints.has(h))) {
        return decision(Cat.departmentStore, m.entry, "merchant", "index")
      }
      const narrow = companionOf(reading, category)
      if (narrow !== undefined) return decision(narrow, m.entry, "keyword", "companion")
      if (isEnergyContract(facts, m, category)) return decision(Cat.energy, m.entry, "merchant", "companion")
      return decision(category, m.entry, reasonOf(m.entry), turn ? `${evidence}_turned` : evidence)
    }
  }
  return undefined
}

const byBankCategory = (facts: Facts): Decision | undefined => {
  if (facts.bankCategory === undefined) return undefined
  const category = fitSign(facts.bankCategory, facts.amount)
  return category === undefined ? undefined : decision(category, undefined, "bank_category", "bank_category")
}

/** Weak words and compound heads decide only alone, and only when they fit the direction as they are. */
const byWeakWord = (facts: Facts): Decision | undefined => {
  const weak = facts.reading.matches.filter((m) =>
    m.entry.weight < 2 && m.entry.category !== 0 && !chargedBySomeoneElse(facts, m)
  )
  for (const m of facts.reading.compound === undefined ? weak : [...weak, facts.reading.compound]) {
    const category = fitSign(m.entry.category, facts.amount)
    if (category === m.entry.category) {
      return decision(category, undefined, "keyword", m === facts.reading.compound ? "compound" : "keyword1")
    }
  }
  const brand = facts.reading.cardOnly
  if (brand !== undefined && facts.amount < 0 && !facts.reading.legalForm) {
    return decision(brand.entry.category, brand.entry, "merchant", "card_only")
  }
  return undefined
}

const isAlphabetic = (token: string): boolean => /^\p{L}+$/u.test(token)

const isFamilyName = (lex: Lexicon, token: string): boolean =>
  lex.familyNames.has(token) || lex.familyEndings.some((e) => token.length > e.length + 2 && token.endsWith(e))

/**
 * A person's name: a title, or two to four words with a given name and no legal form. Where
 * nothing says the money moved between accounts (a counterparty field, a transfer's words, a
 * phone payment), a family name is wanted too: "Waterbar trip San Francisco" is not a person.
 */
export const looksLikePerson = (lex: Lexicon, reading: Reading, transferred: boolean): boolean => {
  const { name } = reading
  if (reading.legalForm || name.length === 0 || name.length > 4 || !name.every(isAlphabetic)) return false
  if (reading.hints.has("card") || reading.matches.some((m) => m.entry.weight >= 2 && m.entry.kind !== "bank")) {
    return false
  }
  if (reading.title) return true
  if (name.length < 2 && !transferred) return false
  let given = 0
  let family = 0
  for (const token of name) {
    if (lex.givenNames.has(token)) given++
    else if (isFamilyName(lex, token)) family++
  }
  return transferred ? given + family >= 1 : given >= 1 && family >= 1 && name.length <= 3
}

const TRANSFER_HINTS: ReadonlyArray<BankHint> = ["transfer", "standing", "credit"]

const isTransferred = (facts: Facts): boolean =>
  facts.counterparty !== undefined || facts.reading.intermediary?.kind === "p2p" ||
  TRANSFER_HINTS.some((h) => facts.reading.hints.has(h))

/**
 * A transfer to or from a person whose name the line gives in full: a transfer, whatever ordinary
 * words its remittance note holds (a dinner, a birthday, "remboursement resto"). Purpose words
 * (rent, pocket money, salary) still decide.
 */
/** What a person is paid or pays for: family support, rent, pay, an invoice. */
const PERSON_PURPOSES: ReadonlyArray<number> = [
  20,
  Cat.rent,
  Cat.rentalIncome,
  101,
  Cat.supportReceived,
  Cat.selfEmployed
]

const byNamedPerson = (facts: Facts): Decision | undefined => {
  const { reading } = facts
  const paidThrough = reading.intermediary !== undefined && reading.intermediary.kind !== "bnpl"
  if (facts.amount === 0 || !reading.personPair || reading.hints.has("card")) return undefined
  if (!paidThrough && !isTransferred(facts)) return undefined
  // a strong word that cannot fit the direction (a payout's word on money sent) states no purpose
  const purpose = (m: Match) =>
    (m.entry.weight >= 3 && fitSign(m.entry.category, facts.amount) !== undefined) ||
    (m.entry.kind === "keyword" && PERSON_PURPOSES.some((root) => isWithin(m.entry.category, root)))
  if (reading.matches.some((m) => m.entry.category !== 0 && purpose(m))) return undefined
  return decision(facts.amount > 0 ? Cat.transferIn : Cat.transferOut, undefined, "counterparty", "person")
}

const byPerson = (facts: Facts): Decision | undefined => {
  const reading = facts.counterparty ?? facts.reading
  const transferred = isTransferred(facts)
  if (facts.amount === 0 || !looksLikePerson(facts.lex, reading, transferred)) return undefined
  const category = facts.amount > 0 ? Cat.transferIn : Cat.transferOut
  return decision(category, undefined, "counterparty", "person")
}

/** An intermediary with no merchant named behind it: its own category (BNPL: a loan repayment). */
const byIntermediary = (facts: Facts): Decision | undefined => {
  const { intermediary } = facts.reading
  if (intermediary === undefined) return undefined
  const category = fitSign(intermediary.category, facts.amount)
  if (category === undefined) return undefined
  // a merchant named behind a wallet or checkout but not known: left to the model, then `byNamedBehind`
  if (namedBehind(facts)) return undefined
  return {
    category,
    partner: intermediary.partner,
    reason: "intermediary",
    evidence: `intermediary_${intermediary.kind}`
  }
}

const namedBehind = (facts: Facts): boolean => {
  const kind = facts.reading.intermediary?.kind
  return kind !== undefined && kind !== "bnpl" && kind !== "p2p" && facts.amount < 0 && facts.reading.name.length > 0
}

/** A merchant named behind a wallet or checkout that neither rules nor model know: a purchase of an unknown kind. */
export const byNamedBehind = (facts: Facts): Decision | undefined =>
  namedBehind(facts) ? decision(Cat.uncategorised, undefined, "intermediary", "intermediary_named") : undefined

/** Money in from a company the lexicon does not know: a salary's size is pay, otherwise other income. */
const byCompanyCredit = (facts: Facts): Decision | undefined => {
  const reading = facts.counterparty ?? facts.reading
  if (facts.amount <= 0 || !reading.legalForm) return undefined
  return facts.band === 2
    ? decision(Cat.salary, undefined, "income_pattern", "company_large_credit")
    : decision(Cat.otherIncome, undefined, "income_pattern", "company_credit")
}

/** A transfer's words and nothing else named: money moved between accounts. */
const byTransferWordsAlone = (facts: Facts): Decision | undefined => {
  const { reading } = facts
  if (reading.name.length > 0 || reading.matches.length > 0 || reading.intermediary !== undefined) return undefined
  // money received with nothing named ("Deposit", "INCOMING WIRE", "Gutschrift") moved between accounts too
  if (
    !reading.hints.has("transfer") && !reading.hints.has("standing") &&
    !(reading.hints.has("credit") && facts.amount > 0)
  ) {
    return undefined
  }
  const category = facts.amount > 0 ? Cat.transferIn : Cat.transferOut
  return decision(category, undefined, "keyword", "transfer_words")
}

/** The rule-based decision for one transaction, or undefined when no rule decides. */
export const decideByRules = (facts: Facts): Decision | undefined =>
  byNamedPerson(facts) ?? byLexicon(facts) ?? byBankCategory(facts) ?? byWeakWord(facts) ?? byPerson(facts) ??
    byIntermediary(facts) ??
    byCompanyCredit(facts) ?? byTransferWordsAlone(facts)

/** What is left when nothing decides: other income for money in, an uncategorised expense for money out. */
export const byDirection = (amount: number): Decision =>
  decision(amount > 0 ? Cat.otherIncome : Cat.uncategorised, undefined, "default", "default")
