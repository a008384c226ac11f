import { foldText } from "@statement-engine/categorise"
import { Schema } from "effect"
import cardRepaymentJson from "./data/card-repayment-words.json" with { type: "json" }

const CardRepaymentWords = Schema.Struct({ phrases: Schema.Array(Schema.String) })

/** The card-repayment phrases, folded, as words, by their first word. */
const PHRASES_BY_FIRST: ReadonlyMap<string, ReadonlyArray<ReadonlyArray<string>>> = (() => {
  const { phrases } = Schema.decodeUnknownSync(CardRepaymentWords)(cardRepaymentJson)
  const out = new Map<string, Array<ReadonlyArray<string>>>()
  for (const p of phrases) {
    const words = foldText(p).split(" ").filter((w) => w !== "")
    const first = words[0]
    if (first === undefined) continue
    const list = out.get(first)
    if (list === undefined) out.set(first, [words])
    else list.push(words)
  }
  return out
})()

const WORD_SPLIT = /[^\p{L}\p{N}]+/u

/** True when the phrase's words from `k` on follow the token at `j`, each next or with one other token between. */
const follows = (tokens: ReadonlyArray<string>, j: number, phrase: ReadonlyArray<string>, k: number): boolean => {
  if (k === phrase.length) return true
  return (tokens[j + 1] === phrase[k] && follows(tokens, j + 1, phrase, k + 1)) ||
    (tokens[j + 2] === phrase[k] && follows(tokens, j + 2, phrase, k + 1))
}

/** True when the folded text holds a phrase as whole words, one other word allowed between two of a phrase's. */
const holdsPhrase = (folded: string): boolean => {
  const tokens = folded.split(WORD_SPLIT)
  for (let i = 0; i < tokens.length; i++) {
    for (const phrase of PHRASES_BY_FIRST.get(tokens[i] ?? "") ?? []) if (follows(tokens, i, phrase, 1)) return true
  }
  return false
}

/** Descriptions already asked, bounded: a statement's credits repeat a few descriptions, each read once. */
const answers = new Map<string, boolean>()
const MAX_ANSWERS = 4096

/** True when a credit's description says it is the card's repayment from the holder's current account (a transfer, not income). */
export const isCardRepayment = (description: string): boolean => {
  let answer = answers.get(description)
  if (answer === undefined) {
    if (answers.size >= MAX_ANSWERS) answers.clear()
    answer = holdsPhrase(foldText(description))
    answers.set(description, answer)
  }
  return answer
}
