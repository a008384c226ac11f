/**
 * Categorisation accuracy. `pnpm eval:categorisation` prints, for the regression sets (the
 * project's own labelled sets and the public labelled data, which the rules were tuned on) and for
 * the independent held-out set (`held-out/descriptions.tsv`, never tuned on): top-level and leaf
 * accuracy overall and per country; for the regression sets also per expected top-level category and
 * a confusion matrix of counts by top level. `--misses` lists the regression sets' misses; of the
 * held-out set only its overall and per-country rates are printed (see held-out/LABELLING.md).
 */
import { evaluate, heldOutSet, type Labelled, loadSet, rates, report } from "./evaluate.js"
import { publicSources } from "./public.js"

const regression: Array<readonly [string, ReadonlyArray<Labelled>]> = [
  ["regression: descriptions.tsv", loadSet("./descriptions.tsv")],
  ["regression: heldout.tsv", loadSet("./heldout.tsv")],
  ["regression: regression-2.tsv", loadSet("./regression-2.tsv")],
  ["regression: regression-3.tsv", loadSet("./regression-3.tsv")],
  ...publicSources().map(([n, rows]) => [`regression (public): ${n}`, rows] as const)
]
for (const [name, rows] of regression) {
  const r = evaluate(rows)
  for (const line of report(name, r)) console.log(line)
  if (process.argv.includes("--misses")) { for (const m of r.misses) console.log("   miss:", m) }
}
const heldOut = heldOutSet()
if (heldOut.length === 0) console.log("held-out set absent")
else for (const line of rates("HELD-OUT (held-out/descriptions.tsv)", evaluate(heldOut))) console.log(line)
