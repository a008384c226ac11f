/** Categorisation accuracy of labelled description sets; `run.ts` prints it (`pnpm eval:categorisation`). */
import { type Country, supportedCountries } from "@statement-engine/intake"
import type { Transaction } from "@statement-engine/intake"
import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Cat } from "../src/categories/category-ids.js"
import { isCategory, topLevelOf } from "../src/categories/category-tree.js"
import { categoriseStatement } from "../src/categorise-statement.js"
import type { Categorised } from "../src/categorised.js"

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

const expectedOf = (label: string): number | undefined => {
  if (isCatKey(label)) return Cat[label]
  const id = Number(label)
  return /^\d+$/.test(label) && isCategory(id) ? id : undefined
}

/** Loads a TSV labelled set: country, amount, counterparty, label (a `Cat` key or a category id), description. */
export const loadSet = (file: string): ReadonlyArray<Labelled> =>
  readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l, i) => {
      const [country = "", amount = "", cp = "", label = "", description = ""] = l.split("\t")
      const expected = expectedOf(label)
      // the line's number only: a held-out row's text is never printed
      if (!isCountry(country) || expected === undefined) throw new Error(`${file}: bad row ${i + 1}`)
      return { country, amount: Number(amount), counterparty: cp === "" ? null : cp, expected, description }
    })

/** Where the held-out set lives; absent until it is written. */
export const HELD_OUT = "./held-out/descriptions.tsv"

/** The held-out set, or empty when it is absent. */
export const heldOutSet = (): ReadonlyArray<Labelled> =>
  existsSync(fileURLToPath(new URL(HELD_OUT, import.meta.url))) ? loadSet(HELD_OUT) : []

interface Tally {
  n: number
  ok: number
}

/** Accuracy figures of one run. */
export interface Result {
  readonly total: number
  readonly topLevel: number
  readonly leaf: number
  readonly byCountry: ReadonlyMap<string, Tally>
  readonly byTopLevel: ReadonlyMap<number, Tally>
  /** Counts by expected top level, then by the top level given. */
  readonly matrix: ReadonlyMap<number, ReadonlyMap<number, number>>
  readonly decisions: ReadonlyArray<Categorised>
  readonly misses: ReadonlyArray<string>
  /** Rows the statistical model decided, how many it got right, and how many the direction of the money alone would have. */
  readonly model: { readonly rows: number; readonly right: number; readonly rightWithout: number }
}

const asTransaction = (r: Labelled, i: number): Transaction => ({
  account: "eval",
  booking_date: "2024-01-01",
  value_date: null,
  amount: r.amount,
  currency: "",
  description: r.description,
  counterparty: r.counterparty,
  balance_after: null,
  reference: null,
  bank_category: null,
  source_file: "eval",
  source_line: i + 1
})

/** Each row decided on its own, as a one-line statement, with the country's categoriser. */
export const decideEach = (rows: ReadonlyArray<Labelled>): ReadonlyArray<Categorised> =>
  rows.map((r, i) => categoriseStatement(r.country, [], [{ ...asTransaction(r, i), currency: "" }])[0]!)

const add = (m: Map<string | number, Tally>, key: string | number, ok: boolean) => {
  const t = m.get(key) ?? { n: 0, ok: 0 }
  t.n++
  if (ok) t.ok++
  m.set(key, t)
}

/** Categorises every row and scores it against its label. */
export const evaluate = (rows: ReadonlyArray<Labelled>): Result => {
  const decisions = decideEach(rows)
  const byCountry = new Map<string, Tally>()
  const byTopLevel = new Map<number, Tally>()
  const matrix = new Map<number, Map<number, number>>()
  const misses: Array<string> = []
  let top = 0
  let leaf = 0
  const model = { rows: 0, right: 0, rightWithout: 0 }
  rows.forEach((r, i) => {
    const got = decisions[i]!.category_id
    const expectedTop = topLevelOf(r.expected)
    const ok = topLevelOf(got) === expectedTop
    if (got === r.expected) leaf++
    if (ok) top++
    if (decisions[i]!.reason === "model") {
      model.rows++
      if (ok) model.right++
      // without the model, money out that no rule decides is an uncategorised expense (top level 23)
      if (expectedTop === topLevelOf(Cat.uncategorised)) model.rightWithout++
    }
    if (!ok) misses.push(`${r.country} ${r.description} expected ${r.expected} got ${got} (${decisions[i]!.reason})`)
    add(byCountry as Map<string | number, Tally>, r.country, ok)
    add(byTopLevel as Map<string | number, Tally>, expectedTop, ok)
    const line = matrix.get(expectedTop) ?? new Map<number, number>()
    line.set(topLevelOf(got), (line.get(topLevelOf(got)) ?? 0) + 1)
    matrix.set(expectedTop, line)
  })
  return {
    total: rows.length,
    topLevel: top / Math.max(1, rows.length),
    leaf: leaf / Math.max(1, rows.length),
    byCountry,
    byTopLevel,
    matrix,
    decisions,
    misses,
    model
  }
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`

/** Overall and per-country rates: all that is printed of the held-out set. */
export const rates = (name: string, r: Result): ReadonlyArray<string> => [
  `${name}: ${r.total} rows, top-level ${pct(r.topLevel)}, leaf ${pct(r.leaf)}`,
  `  per country: ${[...r.byCountry].map(([c, s]) => `${c} ${pct(s.ok / s.n)} (${s.n})`).join(", ")}`
]

/** The printed report of one regression set: rates, the model's lift, per class and a confusion matrix. */
export const report = (name: string, r: Result): ReadonlyArray<string> => {
  const lines = [...rates(name, r)]
  const lift = (r.model.right - r.model.rightWithout) / Math.max(1, r.total)
  lines.push(
    `  statistical model: decided ${r.model.rows} rows, ${r.model.right} right (the direction alone: ${r.model.rightWithout}); lift ${
      (100 * lift).toFixed(1)
    } points`
  )
  const tops = [...r.byTopLevel.keys()].sort((a, b) => a - b)
  lines.push(
    `  per expected top level: ${
      tops.map((t) => `${t} ${pct(r.byTopLevel.get(t)!.ok / r.byTopLevel.get(t)!.n)} (${r.byTopLevel.get(t)!.n})`).join(
        ", "
      )
    }`
  )
  const columns = [...new Set([...r.matrix.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b)
  lines.push(`  confusion (rows expected, columns given): ${columns.map((c) => String(c).padStart(4)).join("")}`)
  for (const t of tops) {
    const line = r.matrix.get(t)!
    lines.push(`  ${String(t).padStart(40)} ${columns.map((c) => String(line.get(c) ?? ".").padStart(4)).join("")}`)
  }
  return lines
}
