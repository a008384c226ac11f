import { Schema } from "effect"
import { fold } from "../values/month-names.js"
import wordsData from "./direction-words.json" with { type: "json" }

const DirectionWords = Schema.Struct({
  debit: Schema.Array(Schema.String),
  credit: Schema.Array(Schema.String),
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

/** The direction a debit/credit indicator cell names: -1 money out, 1 money in, undefined unknown. */
export const directionOf = (cell: string): -1 | 1 | undefined => {
  const f = fold(cell.trim()).replace(/\.$/, "")
  if (DEBIT.has(f)) return -1
  if (CREDIT.has(f)) return 1
  return undefined
}

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
