import type { PersonaStats, SliceReport, StreamOutcome, Tally } from "./evaluate.js"
import type { Slice } from "./held-out.js"

const pct = (part: number, n: number): string => (n === 0 ? "-" : `${((100 * part) / n).toFixed(1)}%`)

/** One tally as `exact / refused (expected, unexpected) / wrong` rates. */
export const tallyLine = (t: Tally): string =>
  `n=${t.n} exact ${pct(t.exact, t.n)}  refused ${
    pct(t.refusedExpected + t.refusedUnexpected, t.n)
  } (expected ${t.refusedExpected}, unexpected ${t.refusedUnexpected})  wrong ${pct(t.wrong, t.n)}` +
  (t.wrongCurrencyOnly > 0 ? ` (currency only, from country: ${t.wrongCurrencyOnly})` : "")

const failing = (t: Tally): number => (t.refusedUnexpected + t.wrong) / Math.max(1, t.n)

/** The printable report of a slice; misses are listed only for the tuning slice and only when asked. */
export const formatSliceReport = (
  r: SliceReport,
  options: { readonly showMisses: number; readonly topTraits: number; readonly onlyTraits?: ReadonlyArray<string> }
): string => {
  const lines = [
    `== ${r.slice} slice: ${tallyLine(r.total)}`,
    `   files whose truth expects a refusal: ${r.expectedRefusals}`
  ]
  lines.push(`   refusal codes: ${[...r.refusalCodes].map(([c, n]) => `${c} ${n}`).join(", ") || "none"}`)
  lines.push(`   wrong reads by mismatch: ${[...r.wrongKinds].map(([c, n]) => `${c} ${n}`).join(", ") || "none"}`)
  const only = options.onlyTraits
  const traits = [...r.byTrait].filter(([key, t]) => (only === undefined ? t.n >= 15 : only.includes(key))).sort((
    a,
    b
  ) => failing(b[1]) - failing(a[1]))
  const shown = traits.slice(0, options.topTraits)
  if (shown.length > 0) {
    lines.push(
      only === undefined
        ? `   trait values by share not read right (unexpected refusal or wrong), n >= 15:`
        : `   trait values seen only in this slice:`
    )
  }
  for (const [key, t] of shown) lines.push(`     ${key.padEnd(36)} ${tallyLine(t)}`)
  if (r.slice === "tuning" && options.showMisses > 0) {
    lines.push(`   tuning misses (first ${options.showMisses} of ${r.misses.length}):`)
    for (const { file, outcome } of r.misses.slice(0, options.showMisses)) {
      const what = outcome.kind === "refused"
        ? `refused ${outcome.code}${outcome.expected ? " (expected)" : ""}: ${outcome.detail}`
        : outcome.kind === "wrong"
        ? `wrong: ${outcome.mismatches.join(", ")}`
        : "exact"
      lines.push(
        `     seed ${file.seed} ${file.truth.country} ${file.traits.headerLanguage} ${file.traits.dateFormat} ${file.traits.direction} ${file.traits.encoding} → ${what}`
      )
    }
  }
  return lines.join("\n")
}

const rate = (
  xs: ReadonlyArray<StreamOutcome>,
  pick: (x: StreamOutcome) => boolean
): number => (xs.length === 0 ? 0 : xs.filter(pick).length / xs.length)

/** Found and right-label rates of planted streams, overall and per stream kind, for a JSON summary. */
export const personaRates = (
  stats: PersonaStats
): Record<string, { readonly n: number; readonly found: number; readonly rightLabel: number }> => {
  const groups: Array<[string, ReadonlyArray<StreamOutcome>]> = [
    ["income", stats.streams.filter((o) => o.stream.direction === "in")],
    ["commitments", stats.streams.filter((o) => o.stream.direction === "out")],
    ...[...new Set(stats.streams.map((o) => o.stream.kind))].sort().map((
      k
    ): [string, ReadonlyArray<StreamOutcome>] => [k, stats.streams.filter((o) => o.stream.kind === k)]),
    ["income on exact reads", stats.onExact.filter((o) => o.stream.direction === "in")],
    ["commitments on exact reads", stats.onExact.filter((o) => o.stream.direction === "out")]
  ]
  return Object.fromEntries(
    groups.map(([k, xs]) => [k, {
      n: xs.length,
      found: rate(xs, (x) => x.found),
      rightLabel: rate(xs, (x) => x.rightLabel)
    }])
  )
}

/** Planted-stream rates over persona files of one slice (rates only: no per-file detail). */
export const personaReport = (slice: Slice, stats: PersonaStats): string => {
  const { streams: outcomes, onExact, read, exact } = stats
  const group = (label: string, xs: ReadonlyArray<StreamOutcome>, labelName: string): string =>
    `     ${label.padEnd(14)} n=${xs.length} found ${
      pct(xs.filter((x) => x.found).length, xs.length)
    }  with right ${labelName} ${pct(xs.filter((x) => x.rightLabel).length, xs.length)}`
  const income = outcomes.filter((o) => o.stream.direction === "in")
  const commitments = outcomes.filter((o) => o.stream.direction === "out")
  const lines = [
    `== personas, ${slice} slice: ${stats.statements} statements, ${read} read by the intake (${
      pct(read, stats.statements)
    }), ${exact} of them exactly`
  ]
  lines.push(group("income", income, "kind"))
  for (const kind of [...new Set(income.map((o) => o.stream.kind))].sort()) {
    lines.push(group(`  ${kind}`, income.filter((o) => o.stream.kind === kind), "kind"))
  }
  lines.push(group("commitments", commitments, "cadence"))
  for (const kind of [...new Set(commitments.map((o) => o.stream.kind))].sort()) {
    lines.push(group(`  ${kind}`, commitments.filter((o) => o.stream.kind === kind), "cadence"))
  }
  lines.push(`   on the ${exact} statements the intake read exactly:`)
  lines.push(group("income", onExact.filter((o) => o.stream.direction === "in"), "kind"))
  lines.push(group("commitments", onExact.filter((o) => o.stream.direction === "out"), "cadence"))
  return lines.join("\n")
}
