import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Cat } from "../src/categories/category-ids.js"
import { topLevelOf } from "../src/categories/category-tree.js"
import { makeCategoriser } from "../src/categorise/categoriser.js"
import { type Country, supportedCountries } from "../src/country.js"

/** One labelled description. */
export interface Labelled {
  readonly country: Country
  readonly amount: number
  readonly counterparty: string | null
  readonly expected: number
  readonly description: string
}

const isCatKey = (k: string): k is keyof typeof Cat => Object.hasOwn(Cat, k)
const isCountry = (c: string): c is Country => (supportedCountries as ReadonlyArray<string>).includes(c)

/** Loads a TSV labelled set (country, amount, counterparty, Cat key, description). */
export const loadSet = (file: string): ReadonlyArray<Labelled> =>
  readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => {
      const [country = "", amount = "", cp = "", key = "", description = ""] = l.split("\t")
      if (!isCountry(country) || !isCatKey(key)) throw new Error(`bad row: ${l}`)
      return { country, amount: Number(amount), counterparty: cp === "" ? null : cp, expected: Cat[key], description }
    })

/** Accuracy figures of one run. */
export interface Result {
  readonly total: number
  readonly topLevel: number
  readonly leaf: number
  readonly byCountry: ReadonlyMap<string, { n: number; ok: number }>
  readonly confusion: ReadonlyArray<readonly [string, number]>
  readonly misses: ReadonlyArray<string>
}

/** Categorises every row and scores it against its label. */
export const evaluate = (rows: ReadonlyArray<Labelled>): Result => {
  const cats = new Map<Country, ReturnType<typeof makeCategoriser>>()
  const byCountry = new Map<string, { n: number; ok: number }>()
  const confusion = new Map<string, number>()
  const misses: Array<string> = []
  let top = 0
  let leaf = 0
  for (const r of rows) {
    let c = cats.get(r.country)
    if (c === undefined) {
      c = makeCategoriser(r.country)
      cats.set(r.country, c)
    }
    const got =
      c({ description: r.description, counterparty: r.counterparty, amount: r.amount, bank_category: null }).category_id
    const s = byCountry.get(r.country) ?? { n: 0, ok: 0 }
    s.n++
    if (got === r.expected) leaf++
    if (topLevelOf(got) === topLevelOf(r.expected)) {
      top++
      s.ok++
    } else {
      const k = `${topLevelOf(r.expected)}→${topLevelOf(got)}`
      confusion.set(k, (confusion.get(k) ?? 0) + 1)
      misses.push(`${r.country} ${r.description} expected ${r.expected} got ${got}`)
    }
    byCountry.set(r.country, s)
  }
  return {
    total: rows.length,
    topLevel: top / rows.length,
    leaf: leaf / rows.length,
    byCountry,
    confusion: [...confusion].sort((a, b) => b[1] - a[1]),
    misses
  }
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { publicSources } = await import("./public.js")
  const sets: Array<readonly [string, ReadonlyArray<Labelled>]> = [
    ["our set (descriptions.tsv)", loadSet("./descriptions.tsv")],
    ["held-out (heldout.tsv)", loadSet("./heldout.tsv")],
    ...publicSources()
  ]
  if (sets.length === 2) console.log("public fixtures absent: public evaluation skipped")
  for (const [file, rows] of sets) {
    const r = evaluate(rows)
    console.log(`${file}: ${r.total} rows, top-level ${pct(r.topLevel)}, leaf ${pct(r.leaf)}`)
    for (const [c, s] of r.byCountry) console.log(`  ${c}  ${s.ok}/${s.n}  ${pct(s.ok / s.n)}`)
    console.log(
      "  confusion (expected→got top-level):",
      r.confusion.slice(0, 10).map(([k, n]) => `${k} ×${n}`).join(", ")
    )
    if (process.argv.includes("--misses")) { for (const m of r.misses) console.log("   miss:", m) }
  }
}
