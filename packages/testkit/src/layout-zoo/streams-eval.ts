import { analyse, type IntakeOptions, parseCountry } from "@statement-engine/analysis"
import { Either, Option, Schema } from "effect"
import { classifyRead } from "./evaluate.js"
import type { PersonaFile, PlantedStream } from "./persona.js"
import type { ColumnRole } from "./tables.js"
import type { ZooFile } from "./zoo.js"

/** Column roles a caller can pin by index (the intake's `columns` option names these). */
const pinnable: ReadonlyArray<ColumnRole> = [
  "booking_date",
  "value_date",
  "description",
  "amount",
  "debit",
  "credit",
  "currency",
  "balance",
  "counterparty",
  "reference",
  "account"
]

/**
 * The intake options a user who looks at the file would give: its encoding, delimiter, decimal
 * separator, date order, currency, the sign of card statements and every column by its index (so
 * headerless files read too). Streams are then measured on what the products make of a statement,
 * not on whether the intake guessed its layout.
 */
export const intakeOptionsFor = (file: ZooFile): IntakeOptions => {
  const columns: Record<string, number> = {}
  file.layout.roles.forEach((role, i) => {
    if (pinnable.includes(role) && columns[role] === undefined) columns[role] = i
  })
  const currency = file.truth.transactions[0]?.currency
  return {
    encoding: file.truth.encoding,
    delimiter: file.layout.delimiter,
    decimal_separator: file.layout.money.decimal === "," ? "," : ".",
    date_format: file.traits.dateFormat.toUpperCase(),
    ...(currency === undefined ? {} : { currency }),
    sign: file.traits.direction === "card-charges" ? "inverted" : "as-printed",
    columns
  }
}

const IncomeOut = Schema.Struct({
  currencies: Schema.Array(Schema.Struct({
    streams: Schema.Array(Schema.Struct({
      name: Schema.String,
      kind: Schema.String,
      typical_amount: Schema.Number,
      first_date: Schema.String,
      last_date: Schema.String,
      payments: Schema.Number
    }))
  }))
})

const RecurringOut = Schema.Struct({
  currencies: Schema.Array(Schema.Struct({
    streams: Schema.Array(Schema.Struct({
      counterparty: Schema.String,
      direction: Schema.String,
      median_amount: Schema.Number,
      first_date: Schema.String,
      last_date: Schema.String,
      payments: Schema.Number,
      cadence: Schema.String
    }))
  }))
})

/** An output stream reduced to what matching needs. */
export interface FoundStream {
  readonly name: string
  readonly direction: "in" | "out"
  readonly amount: number
  readonly first: string
  readonly last: string
  readonly payments: number
  /** Income kind, or cadence of a commitment. */
  readonly label: string
}

/** How one planted stream came out. */
export interface PlantedOutcome {
  readonly stream: PlantedStream
  /** One output stream holds at least half of its payments, of about its amount, over its dates. */
  readonly found: boolean
  /** Found, and that stream has the planted kind (income) or cadence (commitments). */
  readonly rightKind: boolean
  /** The output streams of about its amount over its dates (for the tuning slice's misses). */
  readonly near: ReadonlyArray<FoundStream>
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

const incomeKind: Readonly<Record<string, string>> = {
  salary: "salary",
  pension: "pension",
  benefit: "benefits",
  gig: "gig"
}
const cadenceName: Readonly<Record<string, string>> = {
  weekly: "weekly",
  biweekly: "biweekly",
  "four-weekly": "four_weekly",
  monthly: "monthly",
  quarterly: "quarterly"
}

/** The output streams of a statement, or null when `analyse` refused it. */
export const streamsOf = (file: ZooFile, options: IntakeOptions): ReadonlyArray<FoundStream> | null => {
  const last = file.truth.lastBookingDate ?? "2025-01-01"
  // personas live in countries the engine accepts; the schema says which, not a list kept here
  const country = Option.getOrUndefined(parseCountry(file.truth.country))
  if (country === undefined) return null
  const result = analyse({
    files: [{ name: file.name, bytes: file.bytes }],
    options,
    country,
    operations: ["insights-income", "insights-recurring"],
    params: {},
    as_of: new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString()
  })
  if (Either.isLeft(result)) return null
  const income = Schema.decodeUnknownEither(IncomeOut)(result.right["insights-income"])
  const recurring = Schema.decodeUnknownEither(RecurringOut)(result.right["insights-recurring"])
  const ins = Either.isRight(income) ? income.right.currencies.flatMap((c) => c.streams) : []
  const outs = Either.isRight(recurring) ? recurring.right.currencies.flatMap((c) => c.streams) : []
  return [
    ...ins.map((s): FoundStream => ({
      name: s.name,
      direction: "in",
      amount: Math.abs(s.typical_amount),
      first: s.first_date,
      last: s.last_date,
      payments: s.payments,
      label: s.kind
    })),
    ...outs.filter((s) => s.direction === "out").map((s): FoundStream => ({
      name: s.counterparty,
      direction: "out",
      amount: Math.abs(s.median_amount),
      first: s.first_date,
      last: s.last_date,
      payments: s.payments,
      label: s.cadence
    }))
  ]
}

/** Matches planted streams to output streams: same direction, amount within a share, dates overlapping, half the payments. */
export const matchPlanted = (
  planted: ReadonlyArray<PlantedStream>,
  found: ReadonlyArray<FoundStream>
): ReadonlyArray<PlantedOutcome> =>
  planted.map((stream) => {
    const target = median(stream.amounts.map((a) => Math.abs(Number(a))))
    const share = stream.direction === "in" ? 0.15 : 0.25
    const near = found.filter((o) =>
      o.direction === stream.direction && Math.abs(o.amount - target) <= share * target &&
      o.first <= stream.lastDate && o.last >= stream.firstDate
    )
    const whole = near.filter((o) => o.payments * 2 >= stream.amounts.length)
    const want = stream.direction === "in" ? incomeKind[stream.kind] : cadenceName[stream.cadence]
    return { stream, found: whole.length > 0, rightKind: whole.some((o) => o.label === want), near }
  })

/** One persona statement's outcome: whether it was read, whether exactly, and its planted streams. */
export interface PersonaOutcome {
  readonly file: PersonaFile
  readonly read: boolean
  readonly exact: boolean
  readonly streams: ReadonlyArray<PlantedOutcome>
}

/** Reads a persona statement with the options it needs (or none) and matches its planted streams. */
export const evaluatePersonaStreams = (file: PersonaFile, mode: "options" | "no-options"): PersonaOutcome => {
  const options = mode === "options" ? intakeOptionsFor(file) : {}
  const found = streamsOf(file, options)
  return {
    file,
    read: found !== null,
    exact: found !== null && classifyRead(file, options).kind === "exact",
    streams: matchPlanted(file.streams, found ?? [])
  }
}
