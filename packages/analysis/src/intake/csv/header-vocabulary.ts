import { Schema } from "effect"
import { currencyOfToken, isKnownCurrency } from "../values/currencies.js"
import { fold } from "../values/month-names.js"
import type { ColumnRole } from "./column-role.js"
import vocabularyData from "./header-vocabulary.json" with { type: "json" }

const Vocabulary = Schema.Record({
  key: Schema.String,
  value: Schema.Union(Schema.String, Schema.Array(Schema.String))
})
const ROLES: ReadonlyArray<ColumnRole> = [
  "booking_date",
  "value_date",
  "description",
  "counterparty",
  "amount",
  "debit",
  "credit",
  "indicator",
  "currency",
  "balance",
  "reference",
  "category",
  "account",
  "status"
]
const isRole = (k: string): k is ColumnRole => (ROLES as ReadonlyArray<string>).includes(k)

/** The header words of every role, from the data file beside this one. */
const vocabulary: ReadonlyArray<readonly [ColumnRole, ReadonlyArray<string>]> = Object.entries(
  Schema.decodeUnknownSync(Vocabulary)(vocabularyData)
).flatMap(([role, words]) => (isRole(role) && typeof words !== "string" ? [[role, words] as const] : []))

/** Folds a header cell for lookup: camelCase split, accents, case, bracketed parts and punctuation removed. */
export const normaliseHeader = (cell: string): string =>
  fold(cell.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2"))
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^\p{L}\p{N}/]+/gu, " ")
    .replace(/\s*\/\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim()

const lookup: ReadonlyMap<string, ReadonlyArray<ColumnRole>> = (() => {
  const m = new Map<string, Array<ColumnRole>>()
  for (const [role, names] of vocabulary) {
    for (const n of names) {
      const key = normaliseHeader(n)
      const list = m.get(key) ?? []
      if (!list.includes(role)) list.push(role)
      m.set(key, list)
    }
  }
  return m
})()

/** The roles a header cell may name (several for ambiguous words like "Valuta"), best first. */
export const rolesOfHeader = (cell: string): ReadonlyArray<ColumnRole> => {
  const key = normaliseHeader(cell)
  if (key === "") return []
  const exact = lookup.get(key)
  if (exact) return exact
  // a numbered header ("description1", "Verwendungszweck2") names what its word names
  const numbered = /\p{L}\s?\d{1,2}$/u.test(key) ? lookup.get(key.replace(/\s?\d{1,2}$/u, "")) : undefined
  if (numbered) return numbered
  const words = key.split(" ")
  const weak = (roles: ReadonlyArray<ColumnRole>) =>
    roles.filter((r) => r !== "account" && r !== "reference" && r !== "indicator")
  for (let n = words.length - 1; n >= 1; n--) {
    const head = lookup.get(words.slice(0, n).join(" "))
    if (head && words.length <= 4) return head.includes("amount") ? amountSide(words) ?? weak(head) : weak(head)
  }
  // a compound word (Buchungsdatum, kirjauspäivä, bokföringsdatum) ends with a header word of four letters or more
  const last = words[words.length - 1] ?? ""
  if (words.length <= 2) {
    // only tails as long as a header word can be: a long cell costs no more than a short one
    for (let i = Math.max(1, last.length - 24); i <= last.length - 4; i++) {
      const tail = lookup.get(last.slice(i))
      if (tail) return weak(tail)
    }
  }
  return slashParts(cell) ?? abbreviated(cell)
}

/**
 * A header of parts split by slashes ("Payments/Credits", "Charges / Debits") whose parts the
 * vocabulary knows all name the same roles: those roles; a part it does not know says nothing.
 */
const slashParts = (cell: string): ReadonlyArray<ColumnRole> | undefined => {
  if (!cell.includes("/") || cell.length > 64) return undefined
  let found: ReadonlyArray<ColumnRole> | undefined
  for (const part of cell.split("/")) {
    const roles = lookup.get(normaliseHeader(part))
    if (roles === undefined) continue
    if (found !== undefined && found.join() !== roles.join()) return undefined
    found = roles
  }
  return found
}

/** Every header of the vocabulary, for the abbreviations that cut its last word ("Boekdat.", "Data wal."). */
const allHeaders: ReadonlyArray<readonly [string, ReadonlyArray<ColumnRole>]> = [...lookup]

/**
 * A header whose last word is cut short with a full stop ("Boekdat.", "Buchungsdat.", "Data
 * wal."): the roles of the vocabulary's headers it begins, when they all name the same one.
 */
const abbreviated = (cell: string): ReadonlyArray<ColumnRole> => {
  // a header is short; only its end is looked at, so a long cell costs no more than a short one
  const end = cell.trimEnd()
  if (end.length > 64 || !end.endsWith(".") || !/\p{L}\p{L}$/u.test(end.slice(-3, -1))) return []
  const stem = normaliseHeader(cell)
  if (stem.length < 4) return []
  let found: ReadonlyArray<ColumnRole> | undefined
  for (const [header, roles] of allHeaders) {
    if (header.length <= stem.length || !header.startsWith(stem)) continue
    if (found !== undefined && found.join() !== roles.join()) return []
    found = roles
  }
  return found ?? []
}

const SHARED_SIGNS = new Set(["kr", "kr.", "$"])

/** The side an amount header's last word names ("Betrag Soll", "Ποσό πίστωσης", "Amount out"), if it names one. */
const amountSide = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  const side = lookup.get(words[words.length - 1] ?? "")
  if (side === undefined || side.includes("amount")) return undefined
  if (side.includes("debit")) return ["debit"]
  return side.includes("credit") ? ["credit"] : undefined
}

/**
 * A currency a money header names: an ISO code or a currency sign in brackets ("Betrag (EUR)",
 * "Kwota [pln]", "Amount(Ft)"), or
 * written as a word of its own in capitals or lower case ("Amount in HUF", "AmountInHUF", "BELOPP SEK",
 * "umsatz in eur").
 */
export const headerCurrency = (cell: string): string | undefined => {
  const bracketed = /[([]\s*([^()[\]\s\d]{1,4})\s*[)\]]/u.exec(cell)?.[1]
  if (bracketed !== undefined) {
    // a code in any case ("[pln]") or a sign ("(Ft)", "(€)")
    const code = bracketed.toUpperCase()
    if (/^[A-Z]{3}$/.test(code) && isKnownCurrency(code)) return code
    // "kr" and "$" name several currencies: the account's country or IBAN says which
    const sign = SHARED_SIGNS.has(bracketed.toLowerCase()) ? undefined : currencyOfToken(bracketed)
    if (sign !== undefined) return sign
  }
  const words = cell.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").split(/[^\p{L}]+/u)
  if (words.filter((w) => w !== "").length < 2) return undefined
  // a code in capitals, or in lower case in a header written so ("suma jpy", "umsatz in eur")
  const code = words.find((w) => (/^[A-Z]{3}$/.test(w) || /^[a-z]{3}$/.test(w)) && isKnownCurrency(w.toUpperCase()))
  return code?.toUpperCase() ?? gluedToPreposition(words)
}

/** "in", "i", "en", "em", "w", "v", "u", "im" capitalised in a camelCase header run into the code after them ("BeløpICHF", "KwotaWPLN"). */
const GLUED = /^(IN|I|EN|EM|W|V|U|IM)([A-Z]{3})$/

const gluedToPreposition = (words: ReadonlyArray<string>): string | undefined => {
  for (const w of words) {
    const code = GLUED.exec(w)?.[2]
    if (code !== undefined && isKnownCurrency(code)) return code
  }
  return undefined
}
