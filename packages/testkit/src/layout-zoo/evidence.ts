import iconv from "iconv-lite"
import { ambiguousOrder, daysInMonth } from "./calendar.js"
import { type EncodedText, legacyCodePages } from "./encode.js"
import { minorDigits } from "./money.js"
import { alphabets, countryProfiles, required } from "./tables.js"
import type { Traits } from "./traits.js"
import type { MoneyText, Rendering } from "./write-context.js"

/** Why a careful reader, given the file and the country, could not read it. */
export type RefusalReason =
  | "undecidable-date-order"
  | "undecidable-encoding"
  | "undecidable-decimal-separator"
  | "undecidable-columns"

/** What settles each question a reader must answer, as the generator knows it. */
export interface Evidence {
  /** Day/month order: the format itself, a booked date above 12, another date in the file, the order of rows, the country's convention, or nothing. */
  readonly dateOrder: "format" | "table-dates" | "other-dates" | "row-order" | "country" | "none"
  /** Decimal separator: the numbers themselves, the country's convention, or nothing. */
  readonly decimal: "data" | "country" | "none"
  /** Encoding: plain ASCII, a BOM, valid UTF-8, one plausible code page, all plausible ones agreeing, or nothing. */
  readonly encoding: "ascii" | "bom" | "utf-8" | "one-plausible" | "plausible-agree" | "none"
  /** Currency: a column, the amount cells, the header, the preamble, the IBAN's country, or only the country. */
  readonly currency: "column" | "amount" | "header" | "preamble" | "iban" | "country"
  /** Column roles: the header, the cells' content, or nothing that tells debit from credit. */
  readonly columns: "header" | "content" | "none"
}

type Order = "dmy" | "mdy"

const validUnder = (text: string, order: Order): number | null => {
  const parts = text.split(/[/.-]/).map(Number)
  const [a = 0, b = 0, yRaw = 0] = parts
  const [d, m] = order === "dmy" ? [a, b] : [b, a]
  const y = yRaw < 100 ? 2000 + yRaw : yRaw
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null
  return y * 10_000 + m * 100 + d
}

const possible = (texts: ReadonlyArray<string>, order: Order): boolean =>
  texts.every((x) => validUnder(x, order) !== null)

const monotone = (blocks: ReadonlyArray<ReadonlyArray<string>>, order: Order): boolean =>
  blocks.every((texts) => {
    const keys = texts.map((x) => validUnder(x, order) ?? 0)
    const up = keys.every((k, i) => i === 0 || k >= (keys[i - 1] ?? 0))
    const down = keys.every((k, i) => i === 0 || k <= (keys[i - 1] ?? 0))
    return up || down
  })

/** What settles the day/month order of a file's dates. */
export const dateOrderEvidence = (
  t: Traits,
  r: Rendering,
  countedDates: ReadonlyArray<string>
): Evidence["dateOrder"] => {
  const written = ambiguousOrder(t.dateFormat)
  if (written === null) return "format"
  const other: Order = written === "dmy" ? "mdy" : "dmy"
  const otherDates = r.otherDates.filter((x) => /^\d/.test(x))
  if (!possible(countedDates, other)) return "table-dates"
  if (!possible(otherDates, other)) return "other-dates"
  if (monotone(r.bookedDates, written) && !monotone(r.bookedDates, other)) return "row-order"
  const convention = required(countryProfiles, t.country, "country profile").slashOrder
  return convention === written ? "country" : "none"
}

const numericCore = (text: string): string | null => /\d(?:[\d.,'\u00a0 ]*\d)?/.exec(text)?.[0] ?? null

/** The value in minor units a number text has if `decimal` is its decimal separator, or null if it cannot be read so. */
const readAs = (core: string, decimal: string, digits: number): number | null => {
  const parts = core.split(decimal)
  if (parts.length > 2) return null
  const [whole = "", fraction = ""] = parts
  if (!/^\d*$/.test(fraction) || fraction.length > digits) return null
  const seps = new Set(whole.replace(/\d/g, ""))
  if (seps.size > 1) return null
  if (seps.size === 1) {
    const groups = whole.split([...seps][0] as string)
    if (!/^\d{1,3}$/.test(groups[0] ?? "") || !groups.slice(1).every((g) => /^\d{3}$/.test(g))) return null
  }
  return Number(whole.replace(/\D/g, "")) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0")
}

/** What settles which separator is the decimal one. */
export const decimalEvidence = (t: Traits, texts: ReadonlyArray<MoneyText>): Evidence["decimal"] => {
  const readings = [".", ","].map((dec) =>
    texts.map((m) => {
      const core = numericCore(m.text)
      return core === null ? 0 : readAs(core, dec, minorDigits(m.currency))
    })
  )
  const valid = readings.map((vals) => vals.every((v) => v !== null))
  if (valid[0] !== valid[1]) return "data"
  if (!valid[0]) return "none"
  if ((readings[0] ?? []).every((v, i) => v === readings[1]?.[i])) return "data"
  const written = t.decimal === "comma" ? "," : "."
  return required(countryProfiles, t.country, "country profile").decimal === written ? "country" : "none"
}

const symbols = new Set([..."€£¥§°ºª\u00a0«»–—‘’“”„•·×"])
const asciiLetters = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"]
/** Letters each language writes a word with: ASCII and its own for Latin-script languages, its own only for Greek. */
const wordLetters: ReadonlyArray<ReadonlySet<string>> = [...alphabets].map(([lang, own]) =>
  new Set(lang === "el" ? [...own] : [...asciiLetters, ...own])
)
const knownLetters = new Set(wordLetters.flatMap((s) => [...s]))

/** A word is plausible when one language has every letter of it (no word mixes scripts or alphabets). */
const wordFits = (word: string): boolean =>
  /^[A-Za-z]*$/.test(word) || wordLetters.some((letters) => [...word].every((ch) => letters.has(ch)))

const plausible = (decoded: string, vocabulary: ReadonlyArray<string>): boolean => {
  for (const ch of decoded) {
    const code = ch.codePointAt(0) ?? 0
    if (code < 0x80) {
      if (code < 0x20 && ch !== "\t" && ch !== "\r" && ch !== "\n") return false
      continue
    }
    if (!symbols.has(ch) && !knownLetters.has(ch)) return false
  }
  if (!decoded.split(/[^\p{L}]+/u).every(wordFits)) return false
  return vocabulary.every((w) => !/[\u0080-\uffff]/.test(w) || decoded.includes(w))
}

/**
 * What settles the encoding. A careful reader tries UTF-8 and the legacy code pages; a decoding
 * is plausible when it yields only letters of the zoo's languages and known symbols and keeps
 * every bank word the file prints; the file is settled when one decoding is plausible or all
 * plausible ones give the same text.
 */
export const encodingEvidence = (encoded: EncodedText, vocabulary: ReadonlyArray<string>): Evidence["encoding"] => {
  if (encoded.encoding === "utf-8-bom" || encoded.encoding.startsWith("utf-16")) return "bom"
  const bytes = encoded.bytes
  if (bytes.every((b) => b < 0x80)) return "ascii"
  if (encoded.encoding === "utf-8") return "utf-8"
  const decodings = new Set<string>()
  let plausibleCount = 0
  let utf8: string | null = null
  try {
    utf8 = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    utf8 = null
  }
  for (
    const text of [
      ...(utf8 === null ? [] : [utf8]),
      ...legacyCodePages.map((e) => iconv.decode(Buffer.from(bytes), e))
    ]
  ) {
    if (!plausible(text, vocabulary)) continue
    decodings.add(text)
    plausibleCount += 1
  }
  if (!decodings.has(encoded.text) || decodings.size > 1) return "none"
  return plausibleCount === 1 ? "one-plausible" : "plausible-agree"
}

/** Whether a reader can tell the columns apart: a headerless debit/credit pair needs a running balance. */
export const columnsEvidence = (t: Traits): Evidence["columns"] =>
  t.headerLanguage !== "none" ? "header" : t.direction === "debit-credit" && t.balance === "no" ? "none" : "content"

/** Where the file shows its currency. */
export const currencyEvidence = (t: Traits): Evidence["currency"] => {
  switch (t.currencyPlacement) {
    case "column":
      return "column"
    case "code-in-amount":
    case "sign-in-amount":
      return "amount"
    case "header":
      return "header"
    case "preamble":
      return "preamble"
    case "iban":
      return "iban"
    case "nowhere":
      return "country"
  }
}

/** The outcome a careful reader reaches, given every piece of evidence. */
export const expectedOutcome = (
  e: Evidence
): { readonly outcome: "read" } | { readonly outcome: "refuse"; readonly reason: RefusalReason } =>
  e.encoding === "none"
    ? { outcome: "refuse", reason: "undecidable-encoding" }
    : e.dateOrder === "none"
    ? { outcome: "refuse", reason: "undecidable-date-order" }
    : e.decimal === "none"
    ? { outcome: "refuse", reason: "undecidable-decimal-separator" }
    : e.columns === "none"
    ? { outcome: "refuse", reason: "undecidable-columns" }
    : { outcome: "read" }
