import type { PersonaFile } from "./persona.js"
import type { PlantedOutcome } from "./streams-eval.js"
import { evaluatePersonaStreams, type PersonaOutcome } from "./streams-eval.js"

/** Counts of planted streams found, and found with the right kind. */
export interface StreamRate {
  readonly n: number
  readonly found: number
  readonly rightKind: number
}

const rateOf = (xs: ReadonlyArray<PlantedOutcome>): StreamRate => ({
  n: xs.length,
  found: xs.filter((x) => x.found).length,
  rightKind: xs.filter((x) => x.rightKind).length
})

/** Planted-stream figures of one slice: all statements, and those the intake read exactly. */
export interface StreamFigures {
  readonly statements: number
  readonly read: number
  readonly exact: number
  readonly all: StreamRate
  readonly income: StreamRate
  readonly commitments: StreamRate
  readonly onExact: StreamRate
  readonly byKind: Readonly<Record<string, StreamRate>>
}

/** Evaluates persona statements and sums their planted streams. */
export const streamFigures = (
  files: ReadonlyArray<PersonaFile>,
  mode: "options" | "no-options"
): { readonly figures: StreamFigures; readonly outcomes: ReadonlyArray<PersonaOutcome> } => {
  const outcomes = files.map((f) => evaluatePersonaStreams(f, mode))
  const all = outcomes.flatMap((o) => o.streams)
  const kinds = [...new Set(all.map((o) => o.stream.kind))].sort()
  return {
    outcomes,
    figures: {
      statements: files.length,
      read: outcomes.filter((o) => o.read).length,
      exact: outcomes.filter((o) => o.exact).length,
      all: rateOf(all),
      income: rateOf(all.filter((o) => o.stream.direction === "in")),
      commitments: rateOf(all.filter((o) => o.stream.direction === "out")),
      onExact: rateOf(outcomes.filter((o) => o.exact).flatMap((o) => o.streams)),
      byKind: Object.fromEntries(kinds.map((k) => [k, rateOf(all.filter((o) => o.stream.kind === k))]))
    }
  }
}

const pct = (part: number, n: number): string => (n === 0 ? "-" : `${((100 * part) / n).toFixed(1)}%`)
const line = (label: string, r: StreamRate): string =>
  `  ${label.padEnd(22)} ${String(r.rightKind).padStart(4)}/${String(r.n).padEnd(4)} right kind ${
    pct(r.rightKind, r.n).padStart(6)
  }   found ${pct(r.found, r.n).padStart(6)}`

/** Printable figures of a slice. */
export const formatStreamFigures = (title: string, f: StreamFigures): string =>
  [
    `== ${title}: ${f.statements} statements, ${f.read} read, ${f.exact} read exactly`,
    line("all planted streams", f.all),
    line("income", f.income),
    line("commitments", f.commitments),
    line("on exact reads", f.onExact),
    ...Object.entries(f.byKind).map(([k, r]) => line(`  ${k}`, r))
  ].join("\n")

/** The misses of tuning statements, with the planted payee and the output streams near it. */
export const formatMisses = (outcomes: ReadonlyArray<PersonaOutcome>, limit: number): string => {
  const lines: Array<string> = []
  for (const o of outcomes) {
    for (const s of o.streams) {
      if (s.rightKind || lines.length >= limit) continue
      const p = s.stream
      lines.push(
        `seed ${o.file.seed} ${o.file.truth.country} ${o.file.traits.headerLanguage} read=${o.read} exact=${o.exact} ${p.kind} ${p.cadence} "${p.party}" x${p.amounts.length} ${
          p.amounts[0]
        } → ${s.found ? "found, wrong kind" : "missed"}; near: ${
          s.near.map((n) => `"${n.name}" ${n.label} x${n.payments} ${n.amount}`).join(" | ") || "none"
        }`
      )
    }
  }
  return lines.join("\n")
}
