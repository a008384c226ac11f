import { analyseToJson, implementedOperations } from "@statement-engine/analysis"
import { parse } from "csv-parse/sync"
import { generateCsvOfSize } from "./generator/big-file.js"

/**
 * The analysis of a fixed generated statement against raw csv-parse of the same bytes, in CPU time
 * of one process: `analyseToJson` of every operation (reading included) over csv-parse's array mode
 * (no cast, no columns), both warm, timed in alternating rounds so that a slow spell of a shared
 * machine weighs on both sides alike. A CPU-time ratio within one process holds on a shared machine
 * where wall-clock figures do not; it is what the CI guard and `pnpm bench` read.
 */
export interface AnalysisCpuRatio {
  readonly statement: string
  readonly bytes: number
  readonly rows: number
  /** CPU milliseconds per statement, the median of the rounds. */
  readonly analysisMs: number
  readonly rawCsvParseMs: number
  /** The median of the rounds' ratios. */
  readonly ratio: number
  readonly rounds: number
}

/** The two statements the guard measures: the small-statement load's 60 KB one and a 10 MB one. */
export const RATIO_STATEMENTS = [
  { statement: "60 KB", bytes: 60 * 1000, seed: 34, warm: 300, perRound: 20, rounds: 15 },
  { statement: "10 MB", bytes: 10 * 1000 * 1000, seed: 1, warm: 1, perRound: 1, rounds: 3 }
] as const

const cpuMs = (f: () => unknown, times: number): number => {
  const start = process.cpuUsage()
  for (let i = 0; i < times; i++) f()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000 / times
}

const medianOf = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Measures one statement of `RATIO_STATEMENTS`. */
export const analysisCpuRatio = (spec: (typeof RATIO_STATEMENTS)[number]): AnalysisCpuRatio => {
  const file = generateCsvOfSize(spec.bytes, spec.seed)
  const request = {
    files: [{ name: file.name, bytes: file.bytes }],
    options: {},
    country: "GB" as const,
    operations: implementedOperations,
    params: {},
    as_of: "2026-11-25T00:00:00.000Z"
  }
  const analyse = () => {
    const result = analyseToJson(request)
    if (result._tag === "Left") throw new Error(`the benchmark statement was refused: ${String(result.left)}`)
  }
  const raw = () => parse(file.text, { relax_column_count: true })
  cpuMs(analyse, spec.warm)
  cpuMs(raw, spec.warm)
  const analysis: Array<number> = []
  const rawParse: Array<number> = []
  const ratios: Array<number> = []
  for (let r = 0; r < spec.rounds; r++) {
    const a = cpuMs(analyse, spec.perRound)
    const p = cpuMs(raw, spec.perRound)
    analysis.push(a)
    rawParse.push(p)
    ratios.push(a / p)
  }
  return {
    statement: spec.statement,
    bytes: file.bytes.length,
    rows: file.rows,
    analysisMs: medianOf(analysis),
    rawCsvParseMs: medianOf(rawParse),
    ratio: medianOf(ratios),
    rounds: spec.rounds
  }
}
