import type { Country } from "../country.js"
import type { CategoriserInput } from "./categorised.js"
import { makeCategoriser } from "./categoriser.js"
import { lexiconOf } from "./lexicon.js"
import { descriptionTokens } from "./normalise.js"

/** Legal forms written as their owners write them; the rest are written in capitals (AB, OY, SIA …). */
const FORM_CASE: Readonly<Record<string, string>> = {
  gmbh: "GmbH",
  mbh: "mbH",
  ltd: "Ltd",
  limited: "Limited",
  inc: "Inc",
  corp: "Corp",
  company: "Company",
  co: "Co",
  sarl: "SARL",
  spa: "SpA",
  srl: "Srl",
  zoo: "z o.o.",
  sp: "Sp.",
  publ: "(publ)",
  group: "Group",
  holdings: "Holdings"
}

/** A partner's display name from its words (lower case): each word capitalised, legal forms as their owners write them. */
export const partnerName = (words: ReadonlyArray<string>): string | null => {
  const shown = words.filter((w) => w !== "").map((w) => {
    const form = FORM_CASE[w]
    if (form !== undefined) return form
    return w.length <= 3 && !/[aeiouy]/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)
  })
  return shown.length === 0 ? null : shown.join(" ")
}

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
