import { Schema } from "effect"
import { fold } from "../../values/month-names.js"
import wordsData from "./direction-words.json" with { type: "json" }

const DirectionWords = Schema.Struct({
  debit: Schema.Array(Schema.String),
  credit: Schema.Array(Schema.String),
  either_side: Schema.Array(Schema.String),
  letter_pairs: Schema.Array(Schema.String),
  card: Schema.Array(Schema.String),
  card_credit: Schema.Array(Schema.String),
  loan: Schema.Array(Schema.String)
})
const words = Schema.decodeUnknownSync(DirectionWords)(wordsData)

const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** The words of a list folded, as a pattern matching one of them where a word starts. */
const startsWord = (list: ReadonlyArray<string>): RegExp =>
  new RegExp(`(^|[^\\p{L}])(${[...new Set(list.map((w) => escape(fold(w))))].join("|")})`, "u")

const DEBIT = new Set(words.debit.map(fold))
const CREDIT = new Set(words.credit.map(fold))

/** A cell as indicator values are looked up: folded, trimmed, a final dot dropped. */
export const indicatorKey = (cell: string): string => fold(cell.trim()).replace(/\.$/, "")

/** The direction a debit/credit indicator cell names: -1 money out, 1 money in, undefined unknown. */
export const directionOf = (cell: string): -1 | 1 | undefined => {
  const f = indicatorKey(cell)
  if (DEBIT.has(f)) return -1
  if (CREDIT.has(f)) return 1
  return undefined
}

const EITHER = new Set(words.either_side.map(fold))
const PAIRS = words.letter_pairs.map((pair) => {
  const [out = "", into = ""] = fold(pair).split("/")
  return [out, into] as const
})

/** True when a cell is an indicator letter banks use for either side (`U`: Polish uznanie, Italian uscita). */
export const eitherSide = (cell: string): boolean => EITHER.has(indicatorKey(cell))

/** True when a cell can be an indicator column's value: a side word, or a letter the column's other letter settles. */
export const isIndicatorValue = (cell: string): boolean => directionOf(cell) !== undefined || eitherSide(cell)

/** The sides an indicator column's values read as, each letter for either side settled by the column's other values. */
export type IndicatorSides = ReadonlyMap<string, -1 | 1>

/**
 * Reads an indicator column's values together: two letters one language writes as a pair (`B`/`D`,
 * Slovenian breme/dobro) read as that pair; a letter used for either side (`U`) is the side
 * opposite the column's other values when they all name one side (`U` beside `E` is Italian uscita,
 * money out; beside `O`, Polish uznanie, money in); else the side of the column header's word it
 * opens (`Obciążenie/Uznanie`); else the side an earlier block of the file read it as. Left out
 * when none of these settles it.
 */
export const indicatorSides = (
  values: Iterable<string>,
  header = "",
  earlier: IndicatorSides | undefined = undefined
): IndicatorSides => {
  const sides = new Map<string, -1 | 1>()
  const either = new Set<string>()
  const seen = new Set<string>()
  for (const v of values) {
    const key = indicatorKey(v)
    if (seen.has(key)) continue
    seen.add(key)
    if (EITHER.has(key)) either.add(key)
    else {
      const dir = directionOf(v)
      if (dir !== undefined) sides.set(key, dir)
    }
  }
  for (const [out, into] of PAIRS) {
    if (!seen.has(out) || !seen.has(into)) continue
    sides.set(out, -1)
    sides.set(into, 1)
    either.delete(out)
    either.delete(into)
  }
  const named = new Set(sides.values())
  const [other] = named
  const byHeader = headerInitials(header)
  for (const key of either) {
    const side = named.size === 1 && other !== undefined
      ? (other === 1 ? -1 : 1)
      : byHeader.get(key) ?? earlier?.get(key)
    if (side !== undefined) sides.set(key, side)
  }
  return sides
}

/** The side each header word naming one opens with its first letter (`Obciążenie/Uznanie`: o out, u in); a letter opening both sides' words says nothing. */
const headerInitials = (header: string): ReadonlyMap<string, -1 | 1> => {
  const out = new Map<string, -1 | 1 | 0>()
  for (const word of fold(header).split(/[^\p{L}]+/u)) {
    const dir = word.length > 1 ? directionOf(word) : undefined
    const initial = word[0]
    if (dir === undefined || initial === undefined) continue
    const seen = out.get(initial)
    out.set(initial, seen === undefined || seen === dir ? dir : 0)
  }
  const sides = new Map<string, -1 | 1>()
  for (const [k, v] of out) if (v !== 0) sides.set(k, v)
  return sides
}

/** The side one indicator cell names, read with its column's sides when known. */
export const sideOf = (cell: string, sides: IndicatorSides | undefined): -1 | 1 | undefined =>
  sides?.get(indicatorKey(cell)) ?? directionOf(cell)

const CARD = startsWord(words.card)
const CARD_WORD = new RegExp(`${startsWord(words.card).source}(?![\\p{L}\\p{N}_])`, "u")
const CARD_CREDIT = startsWord(words.card_credit)
const LOAN = new RegExp(`${startsWord(words.loan).source}(?![\\p{L}\\p{N}_])`, "u")

/** True when a title or preamble cell (or the file name) names a card ("Kreditkartenumsätze", "Kaardi number"). */
export const namesCard = (cell: string): boolean => CARD.test(fold(cell).replace(/[_.-]+/g, " "))

/** True when a header cell is a card's own column ("Card", "Kort"), not a word beginning so ("card_id", "Karteneinsatz"). */
export const namesCardColumn = (cell: string): boolean => CARD_WORD.test(fold(cell))

/**
 * True when a card row's description says it puts money back on the card (a repayment, a refund),
 * not a loan's instalment paid from it ("SPŁATA RATY", "loan repayment").
 */
export const isCardCredit = (description: string): boolean => {
  const f = fold(description)
  return CARD_CREDIT.test(f) && !LOAN.test(f)
}
