import { foldText } from "@statement-engine/categorise"
import { Schema } from "effect"
import cardRepaymentJson from "./data/card-repayment-words.json" with { type: "json" }

const GAP = "[^\\p{L}\\p{N}]+(?:[\\p{L}\\p{N}]+[^\\p{L}\\p{N}]+)?"

const CardRepaymentWords = Schema.Struct({ phrases: Schema.Array(Schema.String) })

/** The card-repayment phrases as one expression over folded text: whole words, one other word allowed between two of a phrase's. */
const PHRASES: RegExp = (() => {
  const { phrases } = Schema.decodeUnknownSync(CardRepaymentWords)(cardRepaymentJson)
  const escaped = phrases.map((p) => foldText(p).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, GAP))
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${escaped.join("|")})(?:$|[^\\p{L}\\p{N}])`, "u")
})()

/** True when a credit's description says it is the card's repayment from the holder's current account (a transfer, not income). */
export const isCardRepayment = (description: string): boolean => PHRASES.test(foldText(description))
