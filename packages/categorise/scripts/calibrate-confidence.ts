/**
 * Calibrates the categoriser's confidences on the independent held-out set (`eval/held-out/`), which
 * the rules were never tuned on, and writes `src/categorise/data/confidence.json`: for each kind of
 * evidence a decision rests on, the share of the held-out rows decided on it whose top-level category
 * is right, drawn towards one half by ten rows' weight (so that evidence seen on few rows does not
 * claim certainty; evidence never seen there gets one half). Prints only rates: per evidence, and a reliability table made by two-fold
 * cross-fitting (confidences fitted on one half of the rows, checked on the other), so that it shows
 * how the confidences do on rows they were not fitted on. Never prints a row.
 * `npx tsx packages/analysis/scripts/calibrate-confidence.ts`
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { decideEach, heldOutSet, type Labelled } from "../eval/evaluate.js"
import { topLevelOf } from "../src/categories/category-tree.js"
import type { Categorised, CategoryReason } from "../src/categorised.js"
import { evidenceOf } from "../src/confidence.js"

/** Rows' weight of the prior of one half that each evidence's share is drawn towards. */
const PRIOR_ROWS = 10
const PRIOR = 0.5

interface Scored {
  readonly evidence: string
  readonly reason: CategoryReason
  readonly right: boolean
}

const scored = (rows: ReadonlyArray<Labelled>, decisions: ReadonlyArray<Categorised>): ReadonlyArray<Scored> =>
  rows.map((r, i) => ({
    evidence: evidenceOf(decisions[i]!),
    reason: decisions[i]!.reason,
    right: topLevelOf(decisions[i]!.category_id) === topLevelOf(r.expected)
  }))

const share = (xs: ReadonlyArray<Scored>) => xs.filter((x) => x.right).length / xs.length

/** Confidence per evidence fitted on some scored rows: its share right, drawn towards the prior. */
const fit = (xs: ReadonlyArray<Scored>): Record<string, number> => {
  const byEvidence = new Map<string, Array<Scored>>()
  for (const x of xs) byEvidence.set(x.evidence, [...(byEvidence.get(x.evidence) ?? []), x])
  const evidence: Record<string, number> = {}
  for (const [e, list] of byEvidence) {
    const right = list.filter((x) => x.right).length
    evidence[e] = Number(((right + PRIOR * PRIOR_ROWS) / (list.length + PRIOR_ROWS)).toFixed(3))
  }
  return evidence
}

const rows = heldOutSet()
if (rows.length === 0) throw new Error("the held-out set (eval/held-out/descriptions.tsv) is absent")
const all = scored(rows, decideEach(rows))

const reliability = new Map<number, { n: number; right: number; sum: number }>()
for (const half of [0, 1]) {
  const fitted = fit(all.filter((_, i) => i % 2 === half))
  all.forEach((x, i) => {
    if (i % 2 === half) return
    const p = fitted[x.evidence] ?? PRIOR
    const bin = Math.min(9, Math.floor(p * 10))
    const b = reliability.get(bin) ?? { n: 0, right: 0, sum: 0 }
    b.n++
    b.sum += p
    if (x.right) b.right++
    reliability.set(bin, b)
  })
}

const model = fit(all)
writeFileSync(
  fileURLToPath(new URL("../src/data/confidence.json", import.meta.url)),
  `{
  "about": "Confidence of a decision by the evidence it rests on: the share of such decisions whose top-level category was right on the independent held-out set (eval/held-out/, ${rows.length} rows, never tuned on), by scripts/calibrate-confidence.ts. Each share is drawn towards ${PRIOR} by ${PRIOR_ROWS} rows' weight; evidence never seen there (the statement-context revisions) gets ${PRIOR}.",
  "default": ${PRIOR},
  "evidence": {
${
    Object.entries(model).sort(([a], [b]) => a.localeCompare(b)).map(([e, p]) => `    ${JSON.stringify(e)}: ${p}`).join(
      ",\n"
    )
  }
  }
}
`
)
console.log(`evidence (rows, share right): ${
  [...new Set(all.map((x) => x.evidence))].sort().map((e) => {
    const list = all.filter((x) => x.evidence === e)
    return `${e} ${list.length} ${(100 * share(list)).toFixed(0)}%`
  }).join(", ")
}`)
console.log("reliability, two-fold cross-fitted (confidence bin: rows, mean confidence, share right):")
for (const [bin, b] of [...reliability].sort(([a], [c]) => a - c)) {
  console.log(
    `  ${(bin / 10).toFixed(1)}–${((bin + 1) / 10).toFixed(1)}: ${b.n} rows, ${(b.sum / b.n).toFixed(2)}, ${
      (b.right / b.n).toFixed(2)
    }`
  )
}
