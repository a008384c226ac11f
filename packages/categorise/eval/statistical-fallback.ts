/**
 * Measures whether a statistical fallback would help the categoriser: a multinomial naive-Bayes
 * model over description tokens, trained on our labelled set only, used only where the lexicon
 * finds nothing (uncategorised or "other income"). Prints top-level accuracy with and without it on
 * every set the model was not trained on. `npx tsx packages/analysis/eval/statistical-fallback.ts`
 */
import type { Country } from "@statement-engine/intake"
import { Cat } from "../src/categories/category-ids.js"
import { topLevelOf } from "../src/categories/category-tree.js"
import { makeCategoriser } from "../src/categoriser.js"
import { descriptionTokens, meaningfulTokens } from "../src/normalise.js"
import { type Labelled, loadSet } from "./evaluate.js"
import { publicSources } from "./public.js"

const tokensOf = (r: Labelled) => meaningfulTokens(descriptionTokens(`${r.counterparty ?? ""} ${r.description}`))

/** A naive-Bayes model over top-level categories with add-one smoothing. */
const train = (rows: ReadonlyArray<Labelled>) => {
  const classes = new Map<number, { docs: number; tokens: Map<string, number>; total: number }>()
  const vocabulary = new Set<string>()
  for (const r of rows) {
    const top = topLevelOf(r.expected)
    const c = classes.get(top) ?? { docs: 0, tokens: new Map(), total: 0 }
    c.docs++
    for (const t of tokensOf(r)) {
      c.tokens.set(t, (c.tokens.get(t) ?? 0) + 1)
      c.total++
      vocabulary.add(t)
    }
    classes.set(top, c)
  }
  return (r: Labelled): { readonly top: number; readonly known: number } => {
    const tokens = tokensOf(r)
    const known = tokens.filter((t) => vocabulary.has(t)).length
    let best = topLevelOf(Cat.uncategorised)
    let bestScore = Number.NEGATIVE_INFINITY
    for (const [top, c] of classes) {
      let score = Math.log(c.docs / rows.length)
      for (const t of tokens) {
        if (vocabulary.has(t)) score += Math.log(((c.tokens.get(t) ?? 0) + 1) / (c.total + vocabulary.size))
      }
      if (score > bestScore) [best, bestScore] = [top, score]
    }
    return { top: best, known }
  }
}

const training = loadSet("./descriptions.tsv")
const model = train(training)
const sets: Array<readonly [string, ReadonlyArray<Labelled>]> = [
  ["held-out (heldout.tsv)", loadSet("./heldout.tsv")],
  ...publicSources()
]
for (const [name, rows] of sets) {
  const categorisers = new Map<Country, ReturnType<typeof makeCategoriser>>()
  let lexicon = 0
  let withFallback = 0
  let used = 0
  for (const r of rows) {
    const categorise = categorisers.get(r.country) ?? makeCategoriser(r.country)
    categorisers.set(r.country, categorise)
    const got =
      categorise({ description: r.description, counterparty: r.counterparty, amount: r.amount, bank_category: null })
        .category_id
    const expected = topLevelOf(r.expected)
    if (topLevelOf(got) === expected) lexicon++
    const fallback = got === Cat.uncategorised || got === Cat.otherIncome ? model(r) : undefined
    const final = fallback !== undefined && fallback.known > 0 ? fallback.top : topLevelOf(got)
    if (fallback !== undefined && fallback.known > 0) used++
    if (final === expected) withFallback++
  }
  const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)}%`
  console.log(
    `${name}: ${rows.length} rows; lexicon ${pct(lexicon)}; with fallback ${pct(withFallback)} (used on ${used} rows)`
  )
}
