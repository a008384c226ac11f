import { Schema } from "effect"
import { currencyOfToken, isKnownCurrency } from "../../values/currencies.js"
import { fold } from "../../values/month-names.js"
import type { ColumnRole } from "./column-role.js"
import vocabularyData from "./header-vocabulary.json" with { type: "json" }

const Vocabulary = Schema.Record({
  key: Schema.String,
  value: Schema.Union(Schema.String, Schema.Array(Schema.String))
})
const Stems = Schema.Struct({ posted_stems: Schema.Array(Schema.String), made_stems: Schema.Array(Schema.String) })
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

const stemsOf = Schema.decodeUnknownSync(Stems)(vocabularyData)
const anyOf = (stems: ReadonlyArray<string>): RegExp => new RegExp(stems.map((w) => fold(w)).join("|"), "u")
const POSTED = anyOf(stemsOf.posted_stems)
const MADE = anyOf(stemsOf.made_stems)

/** How surely a date header names the booking date: 2 when it says posted, 1 a date, 0 when the purchase was made. */
export const bookingStrength = (header: string): number => {
  const h = fold(header)
  return POSTED.test(h) ? 2 : MADE.test(h) ? 0 : 1
}

/** Folds a header cell for lookup: camelCase split, accents, case, bracketed parts and punctuation removed. */
export const normaliseHeader = (cell: string): string =>
  fold(cell.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2"))
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^\p{L}\p{N}/]+/gu, " ")
    .replace(/\s*\/\s*/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ς/g, "σ")
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
  return sidePair(words) ?? sideThenAmount(words) ?? byHead(words) ?? byLaterWords(words) ?? compoundTail(words) ??
    inflected(words) ??
    slashParts(cell) ?? abbreviated(cell)
}

const weak = (roles: ReadonlyArray<ColumnRole>): ReadonlyArray<ColumnRole> =>
  roles.filter((r) => r !== "account" && r !== "reference" && r !== "indicator")

/** The roles of the longest run of leading words the vocabulary holds, with the words left after it. */
const headOf = (
  words: ReadonlyArray<string>
): { readonly roles: ReadonlyArray<ColumnRole>; readonly rest: ReadonlyArray<string> } | undefined => {
  for (let n = words.length - 1; n >= 1; n--) {
    const roles = lookup.get(words.slice(0, n).join(" "))
    if (roles) return { roles, rest: words.slice(n) }
  }
  return undefined
}

/** Two words naming the two sides ("Terhelés/Jóváírás", "Breme/Dobro", "Inn/Ut"): the column says which side a row is on. */
const sidePair = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  if (words.length !== 2) return undefined
  const [a, b] = words.map((w) => lookup.get(w) ?? [])
  const sides = (x: ReadonlyArray<ColumnRole>, y: ReadonlyArray<ColumnRole>) =>
    x.includes("debit") && y.includes("credit")
  return a !== undefined && b !== undefined && (sides(a, b) || sides(b, a)) ? ["indicator"] : undefined
}

/**
 * A header that begins with a header of the vocabulary ("Kwota operacji w PLN", "Datum valute
 * transakcije"): its roles; a date named after a currency or value word is the value date.
 */
const byHead = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  if (words.length > 4) return undefined
  const head = headOf(words)
  if (head === undefined) return undefined
  if (head.roles.includes("booking_date")) {
    const rest = lookup.get(head.rest.join(" ")) ?? []
    if (rest.includes("value_date") || rest.includes("currency")) return ["value_date"]
  }
  return head.roles.includes("amount") ? amountSide(words) ?? weak(head.roles) : weak(head.roles)
}

/** Roles a header keeps when words before it qualify it: a text; a qualified date, amount or balance may be another one ("Initial date", "Fee amount", "Final balance"). */
const QUALIFIED: ReadonlyArray<ColumnRole> = ["description", "counterparty", "category", "status"]

/** A header whose first words qualify a text header of the vocabulary ("Nom de la contrepartie", "Dodatni opis"): its roles. */
const byLaterWords = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  if (words.length > 5) return undefined
  for (let i = 1; i < words.length; i++) {
    const rest = words.slice(i)
    const roles = lookup.get(rest.join(" ")) ?? headOf(rest)?.roles
    const kept = roles === undefined ? [] : roles.filter((r) => QUALIFIED.includes(r))
    if (kept.length > 0) return kept
  }
  return undefined
}

/** A compound word (Buchungsdatum, kirjauspäivä, bokföringsdatum) ends with a header word of four letters or more. */
const compoundTail = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  if (words.length > 2) return undefined
  const last = words[words.length - 1] ?? ""
  // only tails as long as a header word can be: a long cell costs no more than a short one
  for (let i = Math.max(1, last.length - 24); i <= last.length - 4; i++) {
    const tail = lookup.get(last.slice(i))
    if (tail === undefined) continue
    // an amount whose head names a side ("Deebetsumma", "Kreditbetrag") is that side's column
    const side = tail.includes("amount") ? sideOfWord(last.slice(0, i)) : undefined
    if (side !== undefined) return [side]
    // a compound's head names what kind of reference it is ("Bankreferenz", "posteringsreference")
    return tail.filter((r) => r !== "account" && r !== "indicator")
  }
  return undefined
}

/** The single-word headers naming one side only (debit or credit), five letters or more, by their first five letters. */
const sideStems: ReadonlyMap<string, ReadonlyArray<readonly [string, "debit" | "credit"]>> = (() => {
  const m = new Map<string, Array<readonly [string, "debit" | "credit"]>>()
  for (const [word, roles] of lookup) {
    const debit = roles.includes("debit")
    if (word.length < 5 || word.includes(" ") || roles.includes("amount") || debit === roles.includes("credit")) {
      continue
    }
    const list = m.get(word.slice(0, 5)) ?? []
    list.push([word, debit ? "debit" : "credit"])
    m.set(word.slice(0, 5), list)
  }
  return m
})()

/**
 * The side a word names: a side header itself, or inflected from one ("debeto" of "debetas", "kredīta"
 * of "kredits", "debetní" of "debet"): all but the header word's last two letters shared, at most three added.
 */
const sideOfWord = (word: string): "debit" | "credit" | undefined => {
  const roles = lookup.get(word) ?? []
  if (roles.includes("debit") !== roles.includes("credit")) return roles.includes("debit") ? "debit" : "credit"
  for (const [stem, side] of sideStems.get(word.slice(0, 5)) ?? []) {
    if (word.length > stem.length + 3 || word.length < stem.length - 2) continue
    let common = 0
    while (common < word.length && word[common] === stem[common]) common++
    if (common >= Math.max(5, stem.length - 2)) return side
  }
  return undefined
}

/** A side word before an amount word ("Debeto suma", "Kredīta summa", "Debetní částka"): that side's column. */
const sideThenAmount = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  if (words.length !== 2 || !(lookup.get(words[1] ?? "") ?? []).includes("amount")) return undefined
  const side = sideOfWord(words[0] ?? "")
  return side === undefined ? undefined : [side]
}

/** Roles an inflected word may take: text only, as the values under it are not looked at. */
const TEXT_ROLES: ReadonlyArray<ColumnRole> = ["description", "counterparty", "reference", "category"]

/** The single-word headers of text roles, by their first five letters. */
const stems: ReadonlyMap<string, ReadonlyArray<readonly [string, ReadonlyArray<ColumnRole>]>> = (() => {
  const m = new Map<string, Array<readonly [string, ReadonlyArray<ColumnRole>]>>()
  for (const [word, roles] of lookup) {
    const text = roles.filter((r) => TEXT_ROLES.includes(r))
    if (word.length < 5 || word.includes(" ") || text.length !== roles.length) continue
    const list = m.get(word.slice(0, 5)) ?? []
    list.push([word, text])
    m.set(word.slice(0, 5), list)
  }
  return m
})()

/**
 * A word of the header inflected from a text header word ("Naziv prejemnika", "Mokėtojo
 * pavadinimas", "Podatki o plačniku"): it shares all but the word's last two letters and adds at
 * most three.
 */
const inflected = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  if (words.length > 4) return undefined
  // another word naming an amount, a date or a status ("Tapahtuman määrä") is what the header is about
  if (words.some((w) => (lookup.get(w) ?? []).some((r) => !TEXT_ROLES.includes(r)))) return undefined
  for (const w of words) {
    for (const [stem, roles] of stems.get(w.slice(0, 5)) ?? []) {
      if (w.length > stem.length + 3 || w.length < stem.length - 2) continue
      let common = 0
      while (common < w.length && w[common] === stem[common]) common++
      if (common >= Math.max(5, stem.length - 2)) return roles
    }
  }
  return undefined
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
  return found ?? cutWords(end)
}

/** Every header of the vocabulary as its words, for headers each of whose words may be cut. */
const headerWords: ReadonlyArray<readonly [ReadonlyArray<string>, ReadonlyArray<ColumnRole>]> = allHeaders.map((
  [header, roles]
) => [header.split(" "), roles])

/**
 * A header of several words cut short with full stops ("Det. tranz.", "Dat. knjiž.", "Poz. na br."): the
 * roles of the vocabulary's headers of as many words each of whose words begins with the cell's, when
 * they all name the same one.
 */
const cutWords = (end: string): ReadonlyArray<ColumnRole> => {
  const cut = normaliseHeader(end).split(" ")
  if (cut.length < 2 || cut.join("").length < 4) return []
  let found: ReadonlyArray<ColumnRole> | undefined
  for (const [words, roles] of headerWords) {
    if (words.length !== cut.length || !words.every((w, i) => w.startsWith(cut[i] ?? ""))) continue
    if (found !== undefined && found.join() !== roles.join()) return []
    found = roles
  }
  return found ?? []
}

const SHARED_SIGNS = new Set(["kr", "kr.", "$"])

/** The side an amount header's last word names ("Betrag Soll", "Ποσό πίστωσης", "Amount out"), if it names one. */
const amountSide = (words: ReadonlyArray<string>): ReadonlyArray<ColumnRole> | undefined => {
  const last = words[words.length - 1] ?? ""
  if ((lookup.get(last) ?? []).includes("amount")) return undefined
  const side = sideOfWord(last)
  return side === undefined ? undefined : [side]
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
