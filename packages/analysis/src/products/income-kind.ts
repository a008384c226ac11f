import { Cat } from "../categories/category-ids.js"
import { isWithin } from "../categories/category-tree.js"
import { lexiconOf, MAX_PHRASE } from "../categorise/lexicon.js"
import type { Country } from "../country.js"

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

/** A purpose word (pension, Arbeitslosengeld, payout) says more of a payment's kind than its payer's name, which may pay several kinds. */
const PURPOSE_WEIGHT = 2

const addVote = (votes: Map<IncomeKind, number>, kind: IncomeKind, weight: number): void => {
  if (kind !== "other") votes.set(kind, (votes.get(kind) ?? 0) + weight)
}

/**
 * The kind of income a payer's payments are, by what their words and categories say: each word or
 * phrase the lexicon knows votes for its category's kind (purpose words twice, names once, a
 * platform for gig work, a refund word for benefits: an employer pays no regular reimbursements, a
 * health insurer or public body does), and so does each payment's category. The kind with most votes, when it has
 * at least one vote per payment; undefined otherwise.
 */
export const payerKindOf = (
  country: Country,
  words: ReadonlyArray<ReadonlyArray<string>>,
  categories: ReadonlyArray<number>
): IncomeKind | undefined => {
  const lex = lexiconOf(country)
  const votes = new Map<IncomeKind, number>()
  for (const w of words) {
    for (let i = 0; i < w.length; i++) {
      let phrase = ""
      for (let n = 0; n < MAX_PHRASE && i + n < w.length; n++) {
        phrase = n === 0 ? (w[i] ?? "") : `${phrase} ${w[i + n] ?? ""}`
        const entry = lex.phrases.get(phrase)
        if (entry === undefined) continue
        if (entry.kind === "platform") addVote(votes, "gig", 1)
        else if (entry.kind === "keyword" && isWithin(entry.category, Cat.refunds)) addVote(votes, "benefits", 1)
        else addVote(votes, incomeKindOf(entry.category), entry.kind === "keyword" ? PURPOSE_WEIGHT : 1)
      }
    }
  }
  for (const c of categories) addVote(votes, incomeKindOf(c), 1)
  let best: IncomeKind | undefined
  for (const [kind, n] of votes) if (best === undefined || n > (votes.get(best) ?? 0)) best = kind
  return best !== undefined && (votes.get(best) ?? 0) >= words.length ? best : undefined
}
