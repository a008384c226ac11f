import type { Country } from "@statement-engine/intake"
import type { CategoriserInput } from "./categorised.js"
import { makeCategoriser } from "./categoriser.js"
import { lexiconOf } from "./lexicon.js"
import { descriptionTokens } from "./normalise.js"

/**
 * The counterparty of a transaction as a reader names it: the merchant or organisation the lexicon
 * knows, the merchant behind a payment intermediary, the file's counterparty field, or the
 * description's own name words, with the bank's words, references, dates and mandate ids stripped.
 * Null when the description names no one. Pure; one categoriser per country is kept for it.
 */
export const normalisedCounterparty = (country: Country, tx: CategoriserInput): string | null =>
  categoriserFor(country)(tx).partner

const categorisers = new Map<Country, ReturnType<typeof makeCategoriser>>()
const categoriserFor = (country: Country) => {
  const found = categorisers.get(country)
  if (found !== undefined) return found
  const made = makeCategoriser(country)
  categorisers.set(country, made)
  return made
}

/**
 * The key that identifies one payer or payee across a statement: the counterparty's folded words
 * without its legal form ("ACME LTD", "Acme Limited" and "acme" are one key). Empty for no name.
 */
export const counterpartyKey = (country: Country, name: string): string => {
  const lex = lexiconOf(country)
  return descriptionTokens(name).filter((t) => !lex.legalForms.has(t)).join(" ")
}
