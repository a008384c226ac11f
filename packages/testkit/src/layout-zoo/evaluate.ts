import { analyse, type IntakeOptions, parseCountry, readStatements, type Transaction } from "@statement-engine/analysis"
import { Either, Option, Schema } from "effect"
import type { Slice } from "./held-out.js"
import { minorDigits } from "./money.js"
import type { PersonaFile, PlantedStream } from "./persona.js"
import { currencies } from "./tables.js"
import { traitAxes, type TraitAxis } from "./traits.js"
import type { FileTruth } from "./truth.js"
import type { ZooFile } from "./zoo.js"

/** How the intake did on one file. `wrong` (a read that differs from the truth) is the worst. */
export type ReadOutcome =
  | { readonly kind: "exact" }
  | { readonly kind: "refused"; readonly code: string; readonly detail: string; readonly expected: boolean }
  | { readonly kind: "wrong"; readonly mismatches: ReadonlyArray<string>; readonly currencyFromCountryOnly: boolean }

const minorOf = (amount: number, currency: string): number =>
  Math.round(amount * 10 ** (currencies.has(currency) ? minorDigits(currency) : 2))
const truthMinor = (amount: string): number => Number(amount.replace(".", ""))

const keyOf = (date: string, minor: number, currency: string): string => `${date}|${minor}|${currency}`

const mismatchesOf = (
  truth: FileTruth,
  read: ReadonlyArray<Transaction>,
  currencyOf: (t: Transaction) => string
): Array<string> => {
  const out: Array<string> = []
  if (read.length !== truth.transactions.length) out.push("count")
  const expected = truth.transactions.map((t) => keyOf(t.bookingDate, truthMinor(t.amount), t.currency)).sort()
  const got = read.map((t) => keyOf(t.booking_date, minorOf(t.amount, currencyOf(t)), currencyOf(t))).sort()
  if (expected.join("\n") !== got.join("\n")) out.push("transactions")
  const net = new Map<string, number>()
  for (const t of read) net.set(currencyOf(t), (net.get(currencyOf(t)) ?? 0) + minorOf(t.amount, currencyOf(t)))
  const netOk = Object.entries(truth.net).every(([c, v]) => net.get(c) === truthMinor(v)) &&
    [...net.keys()].every((c) => c in truth.net)
  if (!netOk) out.push("net")
  const dates = read.map((t) => t.booking_date).sort()
  if (dates[0] !== truth.firstBookingDate || dates[dates.length - 1] !== truth.lastBookingDate) out.push("first-last")
  return out
}

/**
 * Reads one zoo file as a user would: uploaded with no options unless given, processed with the account's
 * country when the engine accepts that country (a user in another country gives none). Classified against its truth.
 */
export const classifyRead = (file: ZooFile, options: IntakeOptions = {}): ReadOutcome => {
  const country = Option.getOrUndefined(parseCountry(file.truth.country))
  const result = readStatements([{ name: file.name, bytes: file.bytes }], options, { country })
  if (Either.isLeft(result)) {
    const e = result.left
    return { kind: "refused", code: e._tag, detail: e.detail, expected: file.truth.expected.outcome === "refuse" }
  }
  const read = result.right.transactions
  const mismatches = mismatchesOf(file.truth, read, (t) => t.currency)
  if (mismatches.length === 0) return { kind: "exact" }
  const truthCurrency = file.truth.transactions[0]?.currency ?? "XXX"
  const single = Object.keys(file.truth.net).length === 1
  const currencyFromCountryOnly = file.truth.evidence.currency === "country" && single &&
    mismatchesOf(file.truth, read, () => truthCurrency).length === 0
  return { kind: "wrong", mismatches: currencyFromCountryOnly ? ["currency"] : mismatches, currencyFromCountryOnly }
}

/** Counts of outcomes over a group of files. */
export interface Tally {
  n: number
  exact: number
  refusedExpected: number
  refusedUnexpected: number
  wrong: number
  wrongCurrencyOnly: number
}

const emptyTally = (): Tally => ({
  n: 0,
  exact: 0,
  refusedExpected: 0,
  refusedUnexpected: 0,
  wrong: 0,
  wrongCurrencyOnly: 0
})

const add = (t: Tally, o: ReadOutcome): void => {
  t.n++
  if (o.kind === "exact") t.exact++
  else if (o.kind === "refused") {
    if (o.expected) t.refusedExpected++
    else t.refusedUnexpected++
  } else {
    t.wrong++
    if (o.currencyFromCountryOnly) t.wrongCurrencyOnly++
  }
}

/** The result of reading one slice: totals, per trait value, refusal codes, kinds of wrong reads, and the misses. */
export interface SliceReport {
  readonly slice: Slice
  readonly total: Tally
  readonly byTrait: ReadonlyMap<string, Tally>
  readonly refusalCodes: ReadonlyMap<string, number>
  readonly wrongKinds: ReadonlyMap<string, number>
  readonly expectedRefusals: number
  readonly misses: ReadonlyArray<{ readonly file: ZooFile; readonly outcome: ReadOutcome }>
}

/** Reads every file of a slice and tallies the outcomes. */
export const evaluateSlice = (slice: Slice, files: ReadonlyArray<ZooFile>): SliceReport => {
  const total = emptyTally()
  const byTrait = new Map<string, Tally>()
  const refusalCodes = new Map<string, number>()
  const wrongKinds = new Map<string, number>()
  const misses: Array<{ readonly file: ZooFile; readonly outcome: ReadOutcome }> = []
  let expectedRefusals = 0
  for (const file of files) {
    const outcome = classifyRead(file)
    add(total, outcome)
    if (file.truth.expected.outcome === "refuse") expectedRefusals++
    for (const axis of Object.keys(traitAxes) as Array<TraitAxis>) {
      const key = `${axis}=${file.traits[axis]}`
      const t = byTrait.get(key) ?? emptyTally()
      add(t, outcome)
      byTrait.set(key, t)
    }
    if (outcome.kind === "refused") refusalCodes.set(outcome.code, (refusalCodes.get(outcome.code) ?? 0) + 1)
    if (outcome.kind === "wrong") {
      for (const m of outcome.mismatches) wrongKinds.set(m, (wrongKinds.get(m) ?? 0) + 1)
    }
    if (outcome.kind !== "exact") misses.push({ file, outcome })
  }
  return { slice, total, byTrait, refusalCodes, wrongKinds, expectedRefusals, misses }
}

const IncomeStreams = Schema.Struct({
  currencies: Schema.Array(
    Schema.Struct({
      streams: Schema.Array(
        Schema.Struct({
          kind: Schema.String,
          typical_amount: Schema.Number,
          first_date: Schema.String,
          last_date: Schema.String,
          payments: Schema.Number
        })
      )
    })
  )
})

const RecurringStreams = Schema.Struct({
  currencies: Schema.Array(
    Schema.Struct({
      streams: Schema.Array(
        Schema.Struct({
          direction: Schema.String,
          median_amount: Schema.Number,
          first_date: Schema.String,
          last_date: Schema.String,
          cadence: Schema.String
        })
      )
    })
  )
})

/** How one planted stream came out of `analyse`. */
export interface StreamOutcome {
  readonly stream: PlantedStream
  /** An output stream of about the same amount over the same dates. */
  readonly found: boolean
  /** Found, and labelled with the planted kind (income) or cadence (commitments). */
  readonly rightLabel: boolean
}

const plantedMedian = (s: PlantedStream): number => {
  const xs = s.amounts.map((a) => Math.abs(Number(a))).sort((a, b) => a - b)
  const mid = Math.floor(xs.length / 2)
  return xs.length % 2 === 1 ? (xs[mid] ?? 0) : ((xs[mid - 1] ?? 0) + (xs[mid] ?? 0)) / 2
}

const overlaps = (s: PlantedStream, first: string, last: string): boolean => first <= s.lastDate && last >= s.firstDate
const near = (value: number, target: number, share: number): boolean =>
  Math.abs(Math.abs(value) - target) <= share * target

const incomeKind: Readonly<Record<string, string>> = {
  salary: "salary",
  pension: "pension",
  benefit: "benefits",
  gig: "gig"
}
const cadenceName: Readonly<Record<string, string>> = {
  weekly: "weekly",
  biweekly: "biweekly",
  "four-weekly": "four-weekly",
  monthly: "monthly",
  quarterly: "quarterly"
}

/** Runs `analyse` for income and recurring payments on a persona file and matches the planted streams. */
export const evaluatePersona = (
  file: PersonaFile
): { readonly read: boolean; readonly streams: ReadonlyArray<StreamOutcome> } => {
  const last = file.truth.lastBookingDate ?? "2025-01-01"
  const asOf = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString()
  const country = file.truth.country as "GB"
  const result = analyse({
    files: [{ name: file.name, bytes: file.bytes }],
    options: {},
    country,
    operations: ["insights-income", "insights-recurring"],
    params: {},
    as_of: asOf
  })
  if (Either.isLeft(result)) {
    return { read: false, streams: file.streams.map((stream) => ({ stream, found: false, rightLabel: false })) }
  }
  const income = Schema.decodeUnknownEither(IncomeStreams)(result.right["insights-income"])
  const recurring = Schema.decodeUnknownEither(RecurringStreams)(result.right["insights-recurring"])
  const incomeOut = Either.isRight(income) ? income.right.currencies.flatMap((c) => c.streams) : []
  const recurringOut = Either.isRight(recurring) ? recurring.right.currencies.flatMap((c) => c.streams) : []
  const streams = file.streams.map((stream): StreamOutcome => {
    const median = plantedMedian(stream)
    if (stream.direction === "in") {
      const match = incomeOut.filter((o) =>
        near(o.typical_amount, median, 0.15) && overlaps(stream, o.first_date, o.last_date)
      )
      return { stream, found: match.length > 0, rightLabel: match.some((o) => o.kind === incomeKind[stream.kind]) }
    }
    const match = recurringOut.filter((o) =>
      o.direction === "out" && near(o.median_amount, median, 0.25) && overlaps(stream, o.first_date, o.last_date)
    )
    return { stream, found: match.length > 0, rightLabel: match.some((o) => o.cadence === cadenceName[stream.cadence]) }
  })
  return { read: true, streams }
}

/** Planted-stream outcomes over persona files of one slice. */
export interface PersonaStats {
  readonly statements: number
  /** Statements `analyse` read (did not refuse). */
  readonly read: number
  /** Statements the intake read exactly (every date and amount). */
  readonly exact: number
  readonly streams: ReadonlyArray<StreamOutcome>
  /** Outcomes of the streams of the exactly read statements. */
  readonly onExact: ReadonlyArray<StreamOutcome>
}

/** Runs `analyse` on every persona file and gathers how its planted streams came out. */
export const evaluatePersonas = (files: ReadonlyArray<PersonaFile>): PersonaStats => {
  const streams: Array<StreamOutcome> = []
  const onExact: Array<StreamOutcome> = []
  let read = 0
  let exact = 0
  for (const f of files) {
    const r = evaluatePersona(f)
    if (r.read) read++
    for (const stream of r.streams) streams.push(stream)
    if (classifyRead(f).kind === "exact") {
      exact++
      for (const stream of r.streams) onExact.push(stream)
    }
  }
  return { statements: files.length, read, exact, streams, onExact }
}
