import { Schema } from "effect"
import directionWords from "../csv/vocabulary/direction-words.json" with { type: "json" }
import headerVocabulary from "../csv/vocabulary/header-vocabulary.json" with { type: "json" }
import rowStatus from "../csv/vocabulary/row-status.json" with { type: "json" }
import transactionTypes from "../csv/vocabulary/transaction-type-words.json" with { type: "json" }
import currencySigns from "../values/currency-signs.json" with { type: "json" }
import { fold } from "../values/month-names.js"

const WordLists = Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Array(Schema.String)) })

let known: ReadonlySet<string> | undefined
/**
 * Every word of the reader's vocabularies (header roles, row statuses, balance labels, direction and
 * transaction words) and the currency signs written in letters (`Kč`, `zł`), folded.
 */
const bankWords = (): ReadonlySet<string> => {
  if (known !== undefined) return known
  const words = new Set<string>()
  for (const data of [headerVocabulary, rowStatus, directionWords, transactionTypes]) {
    for (const [key, value] of Object.entries(Schema.decodeUnknownSync(WordLists)(data))) {
      if (key === "_" || typeof value === "string") continue
      for (const phrase of value) for (const w of fold(phrase).split(/[^\p{L}]+/u)) if (w.length >= 3) words.add(w)
    }
  }
  for (const sign of Object.keys(Schema.decodeUnknownSync(WordLists)(currencySigns))) {
    if (/^\p{L}+$/u.test(sign)) words.add(fold(sign))
  }
  known = words
  return known
}

/**
 * True when the word, folded as the reader folds words, is one of the bank words the reader knows:
 * a code page that turns a header, status or balance word into a word the reader knows is the one
 * the bank wrote it in.
 */
export const isBankWord = (word: string): boolean => {
  const folded = fold(word)
  return /[^\p{ASCII}]/u.test(word) && bankWords().has(folded)
}
