import { Schema } from "effect"
import type { Categorised, CategoriserInput } from "./categorised.js"
import { foldText } from "./normalise.js"

/**
 * A caller's own rule, applied before the lexicon: transactions whose description or counterparty
 * contains `pattern` (case and accents ignored; plain text, not a regular expression) get
 * `category_id`, optionally only when the money goes `in` or `out`.
 */
export const CategoryRule = Schema.Struct({
  pattern: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
  category_id: Schema.Int,
  direction: Schema.optional(Schema.Literal("in", "out"))
})
export type CategoryRule = typeof CategoryRule.Type

/** A categoriser that tries the caller's rules first, in order, and falls back to `categorise`. */
export const withCategoryRules = (
  rules: ReadonlyArray<CategoryRule>,
  categorise: (tx: CategoriserInput) => Categorised
): (tx: CategoriserInput) => Categorised => {
  if (rules.length === 0) return categorise
  const folded = rules.map((rule) => ({ ...rule, pattern: foldText(rule.pattern) }))
  return (tx) => {
    const text = foldText(tx.counterparty === null ? tx.description : `${tx.counterparty} ${tx.description}`)
    const rule = folded.find((r) =>
      (r.direction === undefined || (r.direction === "in" ? tx.amount > 0 : tx.amount < 0)) && text.includes(r.pattern)
    )
    if (rule === undefined) return categorise(tx)
    return {
      category_id: rule.category_id,
      partner: categorise(tx).partner,
      reason: "caller_rule",
      evidence: "caller_rule",
      confidence: 1
    }
  }
}
