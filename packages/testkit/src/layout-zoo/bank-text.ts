import { type Day, formatDay, partsOf } from "./calendar.js"
import type { Rng } from "./rng.js"
import {
  type ActivityKind,
  countryProfiles,
  monthNames,
  parties,
  paymentWords,
  required,
  wordLanguage
} from "./tables.js"

/** How one bank words its descriptions: language, case, diacritics. */
export interface TextStyle {
  readonly country: string
  readonly language: string
  readonly upper: boolean
  readonly fold: boolean
  readonly cardMask: string
  readonly referenceStyle: number
}

/** A bank's description style for a country, drawn once per file. */
export const drawTextStyle = (rng: Rng, country: string): TextStyle => ({
  country,
  language: wordLanguage(required(countryProfiles, country, "country profile").language),
  upper: rng.chance(0.45),
  fold: rng.chance(0.3),
  cardMask: `${rng.pick(["****", "XXXX", "*", "xxxx xxxx xxxx "])}${rng.int(1000, 9999)}`,
  referenceStyle: rng.int(0, 3)
})

const specialFolds: Readonly<Record<string, string>> = {
  ß: "ss",
  ł: "l",
  Ł: "L",
  ø: "o",
  Ø: "O",
  æ: "ae",
  Æ: "AE",
  đ: "d",
  Đ: "D",
  œ: "oe",
  Œ: "OE"
}

/** Latin text without its diacritics, as many banks print it. */
export const foldDiacritics = (text: string): string =>
  text
    .replace(/[ßłŁøØæÆđĐœŒ]/g, (c) => specialFolds[c] ?? c)
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")

/** A party of a kind for a country: its own list, else the international one. */
export const partyFor = (rng: Rng, country: string, kind: string): string => {
  const own = parties.get(country)?.get(kind)
  const anywhere = parties.get("*")?.get(kind)
  const list = own !== undefined && (anywhere === undefined || rng.chance(0.75)) ? own : (anywhere ?? own)
  if (list === undefined) throw new Error(`layout zoo: no ${kind} party for ${country}`)
  return rng.pick(list)
}

const digits = (rng: Rng, n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join("")
const letters = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join("")

/** A bank or payer reference in one of a few real-looking shapes. */
export const referenceText = (rng: Rng, style: number): string =>
  style === 0
    ? `${letters(rng, 2)}${digits(rng, 8)}`
    : style === 1
    ? `RF${digits(rng, 2)} ${digits(rng, 4)} ${digits(rng, 4)}`
    : style === 2
    ? `${digits(rng, 4)}-${letters(rng, 3)}${digits(rng, 5)}`
    : `TX${digits(rng, 10)}`

/** A SEPA-style mandate reference and creditor id. */
export const mandateText = (rng: Rng, country: string): string =>
  rng.pick([
    `MANDATE ${letters(rng, 3)}${digits(rng, 6)}`,
    `Mandat ${digits(rng, 7)}`,
    `MNDT-ID M-${digits(rng, 5)} CRED-ID ${country}${digits(rng, 2)}ZZZ${digits(rng, 8)}`,
    `RUM ${letters(rng, 2)}${digits(rng, 9)}`
  ])

/** The month a payment is for, the way a payer writes it (`MAR 2024`, `03/2024`, `2024-03`). */
export const periodText = (rng: Rng, day: Day, language: string): string => {
  const { y, m } = partsOf(day)
  const names = required(monthNames, wordLanguage(language), "month names")
  const mm = String(m).padStart(2, "0")
  return rng.pick([`${names[m - 1] ?? ""} ${y}`, `${mm}/${y}`, `${y}-${mm}`, `${mm}.${String(y).slice(2)}`])
}

const cardDate = (rng: Rng, day: Day): string => {
  const iso = formatDay(day, "yyyy-mm-dd", "en")
  return rng.pick([
    `${iso.slice(8, 10)}.${iso.slice(5, 7)}`,
    `${iso.slice(8, 10)}/${iso.slice(5, 7)}`,
    `${iso}T${String(rng.int(7, 22)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`
  ])
}

const finish = (style: TextStyle, text: string): string => {
  const folded = style.fold ? foldDiacritics(text) : text
  return (style.upper ? folded.toUpperCase() : folded).replace(/\s+/g, " ").trim()
}

/** Description and counterparty of one entry, worded as the style's bank does. */
export const describeEntry = (
  rng: Rng,
  style: TextStyle,
  activity: ActivityKind,
  party: string | null,
  day: Day,
  extra: string | null = null
): { readonly description: string; readonly counterparty: string | null } => {
  const words = required(paymentWords, style.language, "payment words")
  const pay = rng.pick(required(words, activity.paymentWord, `payment word ${activity.paymentWord}`))
  const parts: Array<string> = [pay]
  if (party !== null) parts.push(party)
  if (extra !== null) parts.push(extra)
  if (activity.paymentWord === "card" && rng.chance(0.5)) parts.push(style.cardMask)
  if (activity.paymentWord === "card" && rng.chance(0.3)) parts.push(cardDate(rng, day))
  if (activity.paymentWord === "direct_debit") parts.push(mandateText(rng, style.country))
  if (
    (activity.paymentWord === "transfer_out" || activity.paymentWord === "transfer_in" ||
      activity.paymentWord === "standing_order") && rng.chance(0.6)
  ) parts.push(referenceText(rng, style.referenceStyle))
  const joiner = rng.pick([" ", " ", " / ", "//"])
  return { description: finish(style, parts.join(joiner)), counterparty: party === null ? null : finish(style, party) }
}
