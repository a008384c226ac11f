import { lexiconOf } from "@statement-engine/categorise"
import { displayName } from "@statement-engine/categorise"
import { pairAt } from "@statement-engine/categorise"
import { type Country, foldCode } from "@statement-engine/intake"
import purposeWords from "./data/purpose-words.json" with { type: "json" }
import type { CategorisedTransaction } from "./product-context.js"

/** The words of a payment that names no one. */
export const NO_WORDS: ReadonlyArray<string> = []

/** Where an IBAN may start (country code and check digits), and a bare account number in a counterparty field. */
const IBAN_START = /\b[a-z]{2}\d{2}/gi
const ACCOUNT_NUMBER = /^\s*\d{8,18}\s*$/

/** True when the characters (letters and digits, folded) are an IBAN: 15 to 34 of them with valid ISO 7064 check digits. */
const isIban = (chars: string): boolean => {
  if (chars.length < 15 || chars.length > 34) return false
  let r = 0
  const moved = chars.slice(4) + chars.slice(0, 4)
  for (let i = 0; i < moved.length; i++) {
    const c = moved.charCodeAt(i)
    r = c >= 97 ? (r * 100 + (c - 87)) % 97 : (r * 10 + (c - 48)) % 97
  }
  return r === 1
}

/** A folded character code that may be part of an IBAN: a letter or a digit. */
const isIbanChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57)

/** The first IBAN in a text, written whole or in groups of four, folded; undefined when none. */
const ibanIn = (text: string): string | undefined => {
  for (const m of text.matchAll(IBAN_START)) {
    let chars = ""
    for (let i = m.index; i < text.length && chars.length < 34; i++) {
      const c = foldCode(text.charCodeAt(i))
      if (c === 32) continue
      if (!isIbanChar(c)) break
      chars += String.fromCharCode(c)
      if (chars.length >= 15 && isIban(chars) && !isIbanChar(foldCode(text.charCodeAt(i + 1)))) return chars
    }
  }
  return undefined
}

/**
 * A payment that names no one is keyed by the counterparty's account where the file gives one (in
 * its counterparty field or description): the payments of one nameless payee with varying amounts
 * are then one counterparty.
 */
export const accountWords = (counterparty: string | null | undefined, description: string): ReadonlyArray<string> => {
  for (const text of [counterparty ?? "", description]) {
    const iban = ibanIn(text)
    if (iban !== undefined) return [iban]
  }
  return counterparty !== null && counterparty !== undefined && ACCOUNT_NUMBER.test(counterparty)
    ? [counterparty.trim()]
    : NO_WORDS
}

/** A key made of an account identifier only. */
const ACCOUNT_KEY = /^(?:[a-z]{2}\d{2}[a-z0-9]{8,30}|\d{8,18})$/

/** The key of payments that name no one; their amount follows it. */
export const UNNAMED = "unknown"

/** True for the key of payments that name no one. */
export const isUnnamed = (key: string): boolean => key === UNNAMED || key.startsWith(`${UNNAMED} `)

const purposes: ReadonlySet<string> = new Set(purposeWords.words)

/**
 * The words of a key a person would name the stream by: without purpose phrases (see attachment,
 * instalment) and, when two or more other words remain, without a person's name beside them (the
 * holder's, written next to the employer, agency or merchant); the key itself when nothing is left.
 */
const nameWordsOfKey = (country: Country, key: string): ReadonlyArray<string> => {
  const all = key.split(" ")
  const words = all.filter((t) => !purposes.has(t))
  if (words.length === 0) return all
  const lex = lexiconOf(country)
  for (let i = 0; i + 1 < words.length; i++) {
    if (words.length - 2 >= 2 && pairAt(lex, words[i] ?? "", words[i + 1] ?? "")) {
      return [...words.slice(0, i), ...words.slice(i + 2)]
    }
  }
  return words
}

/** Why a partner may name a stream: the lexicon knows it (a merchant, an intermediary's merchant). */
const KNOWN_PARTNER: ReadonlySet<string> = new Set(["merchant", "intermediary", "caller_rule"])

/**
 * The name of a stream of these payments: the partner the lexicon knows that most of them have;
 * else the words of its key a person would name it by (a partner read off a description may be
 * the holder, a purpose phrase or a reference).
 */
export const nameOfStream = (
  country: Country,
  key: string,
  items: ReadonlyArray<CategorisedTransaction>
): { readonly name: string; readonly partner: string | null } => {
  const partner = mostCommonPartner(items)
  return { name: partner ?? streamName(country, key), partner }
}

/** The partner the most payments have among those the lexicon knows, null when none. */
const mostCommonPartner = (items: ReadonlyArray<CategorisedTransaction>): string | null => {
  const counts = new Map<string, number>()
  let best: string | null = null
  for (const { category } of items) {
    if (category.partner === null || !KNOWN_PARTNER.has(category.reason)) continue
    const n = (counts.get(category.partner) ?? 0) + 1
    counts.set(category.partner, n)
    if (best === null || n > (counts.get(best) ?? 0)) best = category.partner
  }
  return best
}

/** A stream's name from its key when no partner names it. */
export const streamName = (country: Country, key: string): string =>
  isUnnamed(key)
    ? "Unknown"
    : ACCOUNT_KEY.test(key)
    ? key.toUpperCase()
    : displayName(nameWordsOfKey(country, key).join(" ").toUpperCase())
