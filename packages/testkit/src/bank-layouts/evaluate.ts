import { parseCountry, readStatements } from "@statement-engine/analysis"
import { Either, Option } from "effect"
import { bankSets } from "./banks.js"
import { type BankFile, writeBankFile } from "./render.js"

export type Slice = "tuning" | "held-out"

/** Frozen before any measurement: within each set, layouts sorted by id, every third one (index 2, 5, 8, …) is held out. */
export const sliceOfIndex = (i: number): Slice => (i % 3 === 2 ? "held-out" : "tuning")

export const bankFiles = (slice: Slice): ReadonlyArray<BankFile> =>
  bankSets.flatMap((set) => set.flatMap((l, i) => (sliceOfIndex(i) === slice ? [writeBankFile(l)] : [])))

export type BankOutcome =
  | { readonly kind: "exact" }
  | { readonly kind: "refused"; readonly reason: string }
  | { readonly kind: "wrong"; readonly differs: ReadonlyArray<string> }

const minorDigits = (currency: string): number => (currency === "XXX" ? 3 : 2)

/**
 * Reads a file as a user uploads it (no options) and processes it with the country the user gives
 * (none when the engine does not accept that country), then compares count, net per currency and
 * first/last booking date with the writer's truth.
 */
export const classifyBankFile = (f: BankFile): BankOutcome => {
  const country = Option.getOrUndefined(parseCountry(f.truth.country))
  const result = readStatements([{ name: f.name, bytes: f.bytes }], {}, { country })
  if (Either.isLeft(result)) return { kind: "refused", reason: `${result.left._tag}: ${result.left.detail}` }
  const txs = result.right.transactions
  const differs: Array<string> = []
  if (txs.length !== f.truth.count) differs.push(`count ${txs.length} not ${f.truth.count}`)
  const net = new Map<string, number>()
  for (const t of txs) {
    net.set(t.currency, (net.get(t.currency) ?? 0) + Math.round(t.amount * 10 ** minorDigits(t.currency)))
  }
  const want = Object.entries(f.truth.net)
  const got = [...net].map(([c, v]) => `${c} ${v}`).sort().join(", ")
  if (got !== want.map(([c, v]) => `${c} ${v}`).sort().join(", ")) {
    differs.push(`net ${got} not ${want.map(([c, v]) => `${c} ${v}`).join(", ")}`)
  }
  const dates = txs.map((t) => t.booking_date).sort()
  const span = `${dates[0] ?? "-"}..${dates[dates.length - 1] ?? "-"}`
  if (span !== `${f.truth.first}..${f.truth.last}`) differs.push(`dates ${span} not ${f.truth.first}..${f.truth.last}`)
  return differs.length === 0 ? { kind: "exact" } : { kind: "wrong", differs }
}

export interface BankSliceReport {
  readonly slice: Slice
  readonly n: number
  readonly exact: number
  readonly refused: number
  readonly wrong: number
  readonly files: ReadonlyArray<{ readonly id: string; readonly country: string; readonly outcome: BankOutcome }>
}

export const evaluateBankSlice = (slice: Slice): BankSliceReport => {
  const files = bankFiles(slice).map((f) => ({
    id: f.layout.id,
    country: f.truth.country,
    outcome: classifyBankFile(f)
  }))
  const count = (k: BankOutcome["kind"]) => files.filter((f) => f.outcome.kind === k).length
  return { slice, n: files.length, exact: count("exact"), refused: count("refused"), wrong: count("wrong"), files }
}
