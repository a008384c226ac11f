import type { Slice } from "./held-out.js"
import type { PersonaFile } from "./persona.js"
import type { SliceReport, StreamOutcome, Tally } from "./evaluate.js"
import { classifyRead, evaluatePersona } from "./evaluate.js"

const pct = (part: number, n: number): string => (n === 0 ? "-" : `${((100 * part) / n).toFixed(1)}%`)

/** One tally as `exact / refused (expected, unexpected) / wrong` rates. */
export const tallyLine = (t: Tally): string =>
  `n=${t.n} exact ${pct(t.exact, t.n)}  refused ${pct(t.refusedExpected + t.refusedUnexpected, t.n)} (expected ${t.refusedExpected}, unexpected ${t.refusedUnexpected})  wrong ${pct(t.wrong, t.n)}` +
  (t.wrongCurrencyOnly > 0 ? ` (currency only, from country: ${t.wrongCurrencyOnly})` : "")

const failing = (t: Tally): number => (t.refusedUnexpected + t.wrong) / Math.max(1, t.n)

/** The printable report of a slice; misses are listed only for the tuning slice and only when asked. */
export const formatSliceReport = (r: SliceReport, options: { readonly showMisses: number; readonly topTraits: number; readonly onlyTraits?: ReadonlyArray<string> }): string => {
  const lines = [`== ${r.slice} slice: ${tallyLine(r.total)}`, `   files whose truth expects a refusal: ${r.expectedRefusals}`]
  lines.push(`   refusal codes: ${[...r.refusalCodes].map(([c, n]) => `${c} ${n}`).join(", ") || "none"}`)
  lines.push(`   wrong reads by mismatch: ${[...r.wrongKinds].map(([c, n]) => `${c} ${n}`).join(", ") || "none"}`)
  const only = options.onlyTraits
  const traits = [...r.byTrait].filter(([key, t]) => (only === undefined ? t.n >= 15 : only.includes(key))).sort((a, b) => failing(b[1]) - failing(a[1]))
  const shown = traits.slice(0, options.topTraits)
  if (shown.length > 0) lines.push(only === undefined ? `   trait values by share not read right (unexpected refusal or wrong), n >= 15:` : `   trait values seen only in this slice:`)
  for (const [key, t] of shown) lines.push(`     ${key.padEnd(36)} ${tallyLine(t)}`)
  if (r.slice === "tuning" && options.showMisses > 0) {
    lines.push(`   tuning misses (first ${options.showMisses} of ${r.misses.length}):`)
    for (const { file, outcome } of r.misses.slice(0, options.showMisses)) {
      const what = outcome.kind === "refused" ? `refused ${outcome.code}${outcome.expected ? " (expected)" : ""}: ${outcome.detail}` : outcome.kind === "wrong" ? `wrong: ${outcome.mismatches.join(", ")}` : "exact"
      lines.push(`     seed ${file.seed} ${file.truth.country} ${file.traits.headerLanguage} ${file.traits.dateFormat} ${file.traits.direction} ${file.traits.encoding} → ${what}`)
    }
  }
  return lines.join("\n")
}

/** Planted-stream rates over persona files of one slice (rates only: no per-file detail). */
export const personaReport = (slice: Slice, files: ReadonlyArray<PersonaFile>): string => {
  const outcomes: Array<StreamOutcome> = []
  const onExact: Array<StreamOutcome> = []
  let read = 0
  let exact = 0
  for (const f of files) {
    const r = evaluatePersona(f)
    if (r.read) read++
    outcomes.push(...r.streams)
    if (classifyRead(f).kind === "exact") {
      exact++
      onExact.push(...r.streams)
    }
  }
  const group = (label: string, xs: ReadonlyArray<StreamOutcome>, labelName: string): string =>
    `     ${label.padEnd(14)} n=${xs.length} found ${pct(xs.filter((x) => x.found).length, xs.length)}  with right ${labelName} ${pct(xs.filter((x) => x.rightLabel).length, xs.length)}`
  const income = outcomes.filter((o) => o.stream.direction === "in")
  const commitments = outcomes.filter((o) => o.stream.direction === "out")
  const lines = [`== personas, ${slice} slice: ${files.length} statements, ${read} read by the intake (${pct(read, files.length)}), ${exact} of them exactly`]
  lines.push(group("income", income, "kind"))
  for (const kind of [...new Set(income.map((o) => o.stream.kind))].sort()) lines.push(group(`  ${kind}`, income.filter((o) => o.stream.kind === kind), "kind"))
  lines.push(group("commitments", commitments, "cadence"))
  for (const kind of [...new Set(commitments.map((o) => o.stream.kind))].sort()) lines.push(group(`  ${kind}`, commitments.filter((o) => o.stream.kind === kind), "cadence"))
  lines.push(`   on the ${exact} statements the intake read exactly:`)
  lines.push(group("income", onExact.filter((o) => o.stream.direction === "in"), "kind"))
  lines.push(group("commitments", onExact.filter((o) => o.stream.direction === "out"), "cadence"))
  return lines.join("\n")
}
