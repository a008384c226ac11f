/**
 * Trains the categoriser's statistical fallback (`src/categorise/fallback-model.ts`) and writes its
 * weights to `src/categorise/data/fallback-model.json`. The corpus is what the project builds and
 * knows: the merchant index (name-suggestion-index names with their reviewed categories), the
 * project's own merchant and keyword tables, and its own labelled sets (`eval/descriptions.tsv`,
 * `eval/heldout.tsv`) and people's names made from `data/person-names.json` (a class of its own:
 * money to a person). The independent held-out set (`eval/held-out/`) and the public labelled data
 * are never read. One name in ten is kept aside to choose the posterior threshold (the lowest at
 * which half or more of the kept-aside names are right); the printed figures are on those.
 * `npx tsx packages/analysis/scripts/train-fallback.ts`
 */
import { Schema } from "effect"
import { readFileSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Cat } from "../src/categories/category-ids.js"
import { categoryType, isWithin } from "../src/categories/category-tree.js"
import { classify, compileModel, MIN_COVERAGE, modelFeatures } from "../src/fallback-model.js"
import { descriptionTokens, isStopWord, phraseKey } from "../src/normalise.js"
import { categoriseTables } from "../src/tables.js"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const ALPHA = 0.1

interface Example {
  readonly words: ReadonlyArray<string>
  readonly category: number
}

/**
 * The classes the model may give: everyday spending. Taxes, cash, gambling, loans, debt recovery, bank
 * charges, family payments and returned payments feed the risk and loan products, and are left to
 * words and names that say so, never to a guess.
 */
const GUARDED_ROOTS: ReadonlyArray<number> = [11, 15, 16, 17, 18, 19, 20, 21]
const isExpense = (category: number) =>
  categoryType(category) === "expense" && category !== Cat.uncategorised &&
  !GUARDED_ROOTS.some((root) => isWithin(category, root))

const MerchantIndex = Schema.Struct({
  categories: Schema.Array(Schema.String),
  entries: Schema.Array(Schema.Tuple(Schema.String, Schema.Int, Schema.Int, Schema.String))
})

const { bankWordRows, keywordRows, merchantTables, personNames } = categoriseTables()
const bankWords = new Set(bankWordRows.flatMap(([, spec]) => spec.split("|").map(phraseKey)))
const nameWords = (text: string) => descriptionTokens(text).filter((t) => !isStopWord(t) && !bankWords.has(t))

const corpus = (): ReadonlyArray<Example> => {
  const examples: Array<Example> = []
  const index = Schema.decodeUnknownSync(MerchantIndex)(
    JSON.parse(readFileSync(here("../src/data/merchant-index.json"), "utf8"))
  )
  for (const [key, c] of index.entries) {
    const name = index.categories[c] as keyof typeof Cat
    if (Object.hasOwn(Cat, name) && isExpense(Cat[name])) examples.push({ words: key.split(" "), category: Cat[name] })
  }
  for (const list of Object.values(merchantTables.lists)) {
    for (const [category, spec, kind] of list) {
      if (kind === "bank" || !isExpense(category)) continue
      for (const alias of spec.split("|")) examples.push({ words: nameWords(alias), category })
    }
  }
  for (const [category, , spec] of keywordRows) {
    if (isExpense(category)) {
      for (const phrase of spec.split("|")) examples.push({ words: nameWords(phrase), category })
    }
  }
  for (const file of ["../eval/descriptions.tsv", "../eval/heldout.tsv"]) {
    for (const line of readFileSync(here(file), "utf8").split("\n")) {
      const [, amount = "", counterparty = "", label = "", description = ""] = line.split("\t")
      if (line.startsWith("#") || !Object.hasOwn(Cat, label) || Number(amount) >= 0) continue
      const category = Cat[label as keyof typeof Cat]
      if (isExpense(category)) examples.push({ words: nameWords(`${counterparty} ${description}`), category })
    }
  }
  for (const person of people()) examples.push(person)
  return examples.filter((e) => e.words.length > 0)
}

/** How many people's names the model learns from, as a class of its own (money to a person). */
const PEOPLE = 2500

/**
 * People's names made from the given and family names of `data/person-names.json`, in both orders:
 * a transfer to a person whose name the lists lack still reads like a name, not like a shop.
 */
const people = (): ReadonlyArray<Example> => {
  const given = personNames.given.flatMap((line) => line.split(" "))
  const family = personNames.family.flatMap((line) => line.split(" "))
  const out: Array<Example> = []
  for (let i = 0; i < PEOPLE; i++) {
    const g = given[(i * 7919) % given.length] ?? ""
    const f = family[(i * 104729) % family.length] ?? ""
    out.push({ words: i % 3 === 0 ? [f, g] : [g, f], category: Cat.transferOut })
  }
  return out
}

const train = (examples: ReadonlyArray<Example>) => {
  const classes = [...new Set(examples.map((e) => e.category))].sort((a, b) => a - b)
  const counts = new Map<string, Map<number, number>>()
  const totals = new Array<number>(classes.length).fill(0)
  const docs = new Array<number>(classes.length).fill(0)
  for (const e of examples) {
    const c = classes.indexOf(e.category)
    docs[c]!++
    for (const f of modelFeatures(e.words)) {
      const byClass = counts.get(f) ?? new Map<number, number>()
      byClass.set(c, (byClass.get(c) ?? 0) + 1)
      counts.set(f, byClass)
      totals[c]!++
    }
  }
  // features seen in fewer than three examples say little and would double the file
  for (const [f, byClass] of counts) if ([...byClass.values()].reduce((a, b) => a + b, 0) < 3) counts.delete(f)
  const vocabulary = counts.size
  const unseen = totals.map((t) => Math.log(ALPHA / (t + ALPHA * vocabulary)))
  const features: Record<string, string> = {}
  for (const [f, byClass] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    features[f] = [...byClass].map(([c, n]) =>
      `${c}:${Math.log((n + ALPHA) / (totals[c]! + ALPHA * vocabulary)).toFixed(1)}`
    ).join(" ")
  }
  // priors flattened by a square root: the index has many more shops of some kinds than others
  const root = docs.map((d) => Math.sqrt(d))
  const sum = root.reduce((a, b) => a + b, 0)
  return {
    classes,
    prior: root.map((r) => Number(Math.log(r / sum).toFixed(3))),
    unseen: unseen.map((u) => Number(u.toFixed(3))),
    features
  }
}

const examples = corpus()
const aside = examples.filter((_, i) => i % 10 === 0)
const kept = examples.filter((_, i) => i % 10 !== 0)
const trial = compileModel({ ...train(kept), threshold: 0 })
const guesses = aside.map((e) => ({ e, g: classify(modelFeatures(e.words), trial) }))
let threshold = 0.95
for (const t of [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]) {
  const accepted = guesses.filter(({ g }) => g !== undefined && g.coverage >= MIN_COVERAGE && g.probability >= t)
  const right = accepted.filter(({ e, g }) => g!.category === e.category).length
  if (accepted.length > 0 && right / accepted.length >= 0.5) {
    threshold = t
    console.log(
      `threshold ${t}: ${accepted.length} of ${aside.length} kept-aside names answered, ${
        (100 * right / accepted.length).toFixed(1)
      }% right`
    )
    break
  }
}
const model = train(examples)
const text = `{
  "about": "Trained by scripts/train-fallback.ts (multinomial naive Bayes, character 3- and 4-grams and words of names, add-${ALPHA} smoothing) on ${examples.length} names and descriptions the project builds: merchant-index.json, merchants.json, keywords.json, eval/descriptions.tsv, eval/heldout.tsv and people's names from person-names.json.",
  "classes": ${JSON.stringify(model.classes)},
  "prior": ${JSON.stringify(model.prior)},
  "unseen": ${JSON.stringify(model.unseen)},
  "threshold": ${threshold},
  "features": {
${Object.entries(model.features).map(([f, v]) => `    ${JSON.stringify(f)}: ${JSON.stringify(v)}`).join(",\n")}
  }
}
`
writeFileSync(here("../src/data/fallback-model.json"), text)
console.log(
  `${examples.length} examples, ${model.classes.length} classes, ${Object.keys(model.features).length} features`
)
