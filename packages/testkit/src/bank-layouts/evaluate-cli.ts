import { parseCountry } from "@statement-engine/analysis"
import { Option } from "effect"
import { type BankSliceReport, evaluateBankSlice } from "./evaluate.js"

/**
 * `tsx packages/testkit/src/bank-layouts/evaluate-cli.ts`: reads every bank layout as a user uploads it
 * (no options, the country given at processing) and prints per slice exact / refused / wrong. The tuning
 * slice lists each file's outcome; the held-out slice prints aggregates only.
 */
const summary = (r: BankSliceReport): string =>
  `${r.slice} slice: ${r.n} files, ${r.exact} exact, ${r.refused} refused, ${r.wrong} wrong`

const tuning = evaluateBankSlice("tuning")
console.log(summary(tuning))
for (const f of tuning.files) {
  const supported = Option.isSome(parseCountry(f.country)) ? f.country : `${f.country}, not given`
  const o = f.outcome
  const what = o.kind === "exact" ? "" : o.kind === "refused" ? o.reason : o.differs.join("; ")
  console.log(`  ${o.kind.padEnd(7)} ${f.id} (${supported}) ${what.slice(0, 300)}`)
}
const heldOut = evaluateBankSlice("held-out")
console.log(summary(heldOut))
const unsupported = heldOut.files.filter((f) => Option.isNone(parseCountry(f.country))).length
console.log(`  (${unsupported} held-out files of a country the engine does not accept, read without one)`)
