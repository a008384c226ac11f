import { describeEntry, drawTextStyle, partyFor, periodText, referenceText, type TextStyle } from "./bank-text.js"
import { type Day, dayOf, daysInMonth, isoOf, partsOf, weekdayOf } from "./calendar.js"
import { type ClassKind, classWords, plantClassStream, type StreamClass } from "./class-streams.js"
import { type Slice, sliceOf } from "./held-out.js"
import { accountsFor, amountFor, type Entry, type Ledger, sortEntries, withSetAsideRows } from "./ledger.js"
import { decimalString, minorDigits } from "./money.js"
import { readPersonaTables, type StreamKind } from "./persona-tables.js"
import { makeRng, type Rng } from "./rng.js"
import { type ActivityKind, activityKinds, currencies, required } from "./tables.js"
import { drawTraits, resolveTraits, type Traits } from "./traits.js"
import { writeInLayout, type ZooFile } from "./zoo.js"

/** The people the persona generator writes statements for. */
export const personaKinds = ["salaried", "pensioner", "benefits", "gig", "mixed"] as const
/** One of the persona kinds. */
export type PersonaKind = (typeof personaKinds)[number]

/** The countries personas live in: some of those the engine accepts, whose statements the persona generator writes. */
export const personaCountries = ["GB", "IE", "US", "DE", "AT", "FR", "ES", "IT", "NL", "BE", "PL", "LT"] as const

/** How often a planted stream pays. */
export type Cadence = "weekly" | "biweekly" | "four-weekly" | "monthly" | "bimonthly" | "quarterly"

/** A planted income stream or recurring commitment, with the transactions it made. */
export interface PlantedStream {
  readonly direction: "in" | "out"
  readonly kind: StreamKind | ClassKind
  /** The name a person would give it; empty when the file names no one. */
  readonly party: string
  readonly cadence: Cadence
  /** Each payment's exact signed amount, in date order. */
  readonly amounts: ReadonlyArray<string>
  /** Indexes into the file truth's `transactions`. */
  readonly transactions: ReadonlyArray<number>
  readonly firstDate: string
  readonly lastDate: string
  /** The class of hard streams it was planted as, if any. */
  readonly cls?: StreamClass
  /** No income stream should come out of it (a transfer between the holder's own accounts). */
  readonly absent?: boolean
}

/** A planned stream as the written file's truth shows it: its transactions in date order and their amounts. */
const plantedTruth = (
  p: Planned,
  i: number,
  stream: ReadonlyMap<Entry, number>,
  ledger: Ledger,
  transactions: ZooFile["truth"]["transactions"],
  currency: string
): PlantedStream => {
  const indexes = transactions.flatMap((tx, k) => (stream.get(ledger.entries[tx.entry] as Entry) === i ? [k] : []))
  const byDate = [...indexes].sort((a, b) =>
    (transactions[a]?.bookingDate ?? "").localeCompare(transactions[b]?.bookingDate ?? "")
  )
  const txs = byDate.map((k) => transactions[k])
  return {
    direction: p.direction,
    kind: p.kind,
    party: p.party,
    cadence: p.cadence,
    amounts: txs.map((tx) => tx?.amount ?? decimalString(0, minorDigits(currency))),
    transactions: byDate,
    firstDate: txs[0]?.bookingDate ?? "",
    lastDate: txs[txs.length - 1]?.bookingDate ?? "",
    ...(p.cls === undefined ? {} : { cls: p.cls }),
    ...(p.absent === true ? { absent: true } : {})
  }
}

/** A persona's statement in a zoo layout, with its planted streams. */
export interface PersonaFile extends ZooFile {
  readonly persona: PersonaKind
  readonly months: number
  readonly streams: ReadonlyArray<PlantedStream>
  /** The account holder's name, when the statement's rows carry it. */
  readonly holder: string
}

const tables = readPersonaTables()

/** A stream's cadence in a country; a quarterly one in a statement shorter than 9 months pays monthly, so it recurs at least three times. */
const cadenceOf = (spec: string, country: string, months: number): Cadence => {
  if (spec === "quarterly" && months < 9) return "monthly"
  if (spec === "us-biweekly") return country === "US" ? "biweekly" : "monthly"
  if (spec === "gb-fourweekly") return country === "GB" ? "four-weekly" : "monthly"
  return spec as Cadence
}

const shiftOffWeekend = (day: Day, earlier: boolean): Day => {
  const wd = weekdayOf(day)
  if (wd === 6) return earlier ? day - 1 : day + 2
  if (wd === 0) return earlier ? day - 2 : day + 1
  return day
}

/** Payment days of a cadence between two days (inclusive), weekends moved as payers move them. */
const paymentDays = (rng: Rng, cadence: Cadence, from: Day, to: Day, isIncome: boolean): Array<Day> => {
  const days: Array<Day> = []
  if (cadence === "monthly" || cadence === "quarterly") {
    const { y, m } = partsOf(from)
    const dom = isIncome ? rng.pick([1, 15, 25, 26, 27, 28, 31]) : rng.int(1, 28)
    for (let k = 0;; k += cadence === "monthly" ? 1 : 3) {
      const mm = ((m - 1 + k) % 12) + 1
      const yy = y + Math.floor((m - 1 + k) / 12)
      const day = shiftOffWeekend(dayOf(yy, mm, Math.min(dom, daysInMonth(yy, mm))), isIncome)
      if (day > to) break
      if (day >= from) days.push(day)
    }
    return days
  }
  const step = cadence === "weekly" ? 7 : cadence === "biweekly" ? 14 : 28
  for (let day = from + rng.int(0, step - 1); day <= to; day += step) days.push(day)
  return days
}

const streamActivity = (kind: StreamKind): ActivityKind => {
  const s = required(tables.streams, kind, "stream kind")
  return { kind, direction: s.direction, min: s.min, max: s.max, paymentWord: s.paymentWord, party: s.party, weight: 0 }
}

const extraText = (
  rng: Rng,
  kind: StreamKind,
  day: Day,
  style: TextStyle,
  mandate: string,
  customer: string
): string | null => {
  if (kind === "salary" || kind === "pension" || kind === "benefit") {
    return [periodText(rng, day, style.language), rng.chance(0.5) ? customer : referenceText(rng, style.referenceStyle)]
      .join(" ")
  }
  if (kind === "gig") {
    return rng.chance(0.5)
      ? `W${String(Math.ceil((partsOf(day).d + 6) / 7)).padStart(2, "0")} ${isoOf(day - 7)}..${isoOf(day - 1)}`
      : referenceText(rng, style.referenceStyle)
  }
  if (kind === "utility" || kind === "telecom" || kind === "insurance" || kind === "loan" || kind === "bnpl") {
    return `${mandate} ${periodText(rng, day, style.language)}`
  }
  if (kind === "rent") return rng.chance(0.6) ? periodText(rng, day, style.language) : null
  return null
}

interface Planned {
  readonly kind: StreamKind | ClassKind
  readonly direction: "in" | "out"
  readonly cadence: Cadence
  readonly party: string
  readonly entries: ReadonlyArray<Entry>
  /** Rows of the stream's story that are not its payments (a returned debit and its return). */
  readonly extra?: ReadonlyArray<Entry>
  readonly cls?: StreamClass
  readonly absent?: boolean
}

/** Plants one stream's payments: a base amount with the kind's spread, descriptions with varying references. */
const plantStream = (
  rng: Rng,
  kind: StreamKind,
  cadence: Cadence,
  party: string,
  from: Day,
  to: Day,
  currency: string,
  style: TextStyle
): Planned => {
  const spec = required(tables.streams, kind, "stream kind")
  const activity = streamActivity(kind)
  const base = amountFor(rng, activity, currency)
  const isIncome = spec.direction === "in"
  const finite = kind === "bnpl"
  const start = finite ? from + rng.int(0, Math.max(0, to - from - 60)) : from
  const days = paymentDays(rng, cadence, start, to, isIncome).slice(0, finite ? 4 : undefined)
  const mandate = `${rng.pick(["MANDATE", "Mandatsref.", "RUM", "MNDT"])} ${String.fromCharCode(65 + rng.int(0, 25))}${
    rng.int(100000, 999999)
  }`
  const customer = `${rng.pick(["REF", "Kd-Nr.", "NO.", "ID"])} ${rng.int(10000, 99999999)}`
  const bonusAt = kind === "salary" && days.length > 3 && rng.chance(0.4) ? rng.int(1, days.length - 1) : -1
  const entries = days.map((day, k) => {
    const spread = spec.spread === 0 ? 1 : 1 + (rng.next() * 2 - 1) * spec.spread
    const amount = Math.max(1, Math.round(base * spread * (k === bonusAt ? 1.3 : 1)))
    const text = describeEntry(rng, style, activity, party, day, extraText(rng, kind, day, style, mandate, customer))
    const entry: Entry = {
      account: 0,
      day,
      valueDay: day,
      minutes: rng.int(0, 1439),
      minor: isIncome ? amount : -amount,
      ...text,
      reference: null,
      status: "booked",
      applied: true
    }
    return entry
  })
  return { kind, direction: spec.direction, cadence, party, entries }
}

const drawPersonaTraits = (rng: Rng, slice: Slice): Traits => {
  for (let i = 0; i < 10_000; i++) {
    const t = resolveTraits({
      ...drawTraits(rng),
      country: rng.pick(personaCountries),
      size: "quarter",
      accounts: "one",
      accountCurrency: "home"
    })
    if (sliceOf(t) === slice) return t
  }
  throw new Error(`layout zoo: no persona layout of the ${slice} slice drawn in 10000 tries`)
}

const noiseKinds = new Set([
  "grocery",
  "fuel",
  "restaurant",
  "retail",
  "online",
  "transport",
  "transfer_out",
  "transfer_in",
  "atm",
  "fee",
  "refund"
])

/** Everyday spending between the planted streams, a few dozen a month. */
const noiseEntries = (rng: Rng, t: Traits, ledger: Ledger, style: TextStyle, from: Day, to: Day): Array<Entry> => {
  const kinds = activityKinds.filter((k) => noiseKinds.has(k.kind))
  const out: Array<Entry> = []
  const count = Math.round(((to - from) / 30) * rng.int(15, 35))
  for (let i = 0; i < count; i++) {
    const activity = rng.pick(kinds)
    const day = rng.int(from, to)
    const party = activity.party === "-" ? null : partyFor(rng, t.country, activity.party)
    const unsigned = amountFor(rng, activity, ledger.accounts[0]?.currency ?? "EUR")
    out.push({
      account: 0,
      day,
      valueDay: day,
      minutes: rng.int(0, 1439),
      minor: activity.direction === "in" ? unsigned : -unsigned,
      ...describeEntry(rng, style, activity, party, day),
      reference: null,
      status: "booked",
      applied: true
    })
  }
  return out
}

const distinctParty = (rng: Rng, country: string, partyKind: string, used: Set<string>): string => {
  for (let i = 0; i < 20; i++) {
    const p = partyFor(rng, country, partyKind)
    if (!used.has(p)) {
      used.add(p)
      return p
    }
  }
  return partyFor(rng, country, partyKind)
}

/** A persona's statement of 6–12 months in a layout of the slice, with its planted streams as truth. */
export const generatePersonaFile = (
  options: { readonly seed: number; readonly slice: Slice; readonly classes?: ReadonlyArray<StreamClass> }
): PersonaFile => {
  const classes = options.classes ?? []
  const rng = makeRng(
    `layout-zoo-persona:${options.slice}:${options.seed}${classes.length > 0 ? `:${classes.join(",")}` : ""}`
  )
  const traits = drawPersonaTraits(rng, options.slice)
  const persona = rng.pick(personaKinds)
  const months = rng.int(6, 12)
  const style = drawTextStyle(rng, traits.country)
  const start = dayOf(rng.int(2019, 2025), rng.int(1, 12), 1)
  const { y, m } = partsOf(start)
  const end = dayOf(y + Math.floor((m - 1 + months) / 12), ((m - 1 + months) % 12) + 1, 1) - 1
  const accounts = accountsFor(rng, traits)
  const currency = accounts[0]?.currency ?? required(currencies, "EUR", "currency").code
  const spec = required(tables.personas, persona, "persona")
  const used = new Set<string>()
  const planned = [...spec.income, ...spec.commitments].map(({ kind, cadence }) =>
    plantStream(
      rng,
      kind,
      cadenceOf(cadence, traits.country, months),
      distinctParty(rng, traits.country, required(tables.streams, kind, "stream kind").party, used),
      start,
      end,
      currency,
      style
    )
  )
  // the class streams draw from their own source: a persona without them is the one it always was
  const classRng = rng.fork("classes")
  const holder = classRng.pick(classWords("holder"))
  for (const cls of classes) {
    const ctx = { rng: classRng, from: start, to: end, currency, style, country: traits.country, holder }
    planned.push(plantClassStream(cls, ctx))
  }
  const ledger0: Ledger = { accounts, entries: [] }
  const stream = new Map<Entry, number>()
  planned.forEach((p, i) => p.entries.forEach((e) => stream.set(e, i)))
  const entries = withSetAsideRows(
    rng,
    traits,
    sortEntries([
      ...planned.flatMap((p) => [...p.entries, ...(p.extra ?? [])]),
      ...noiseEntries(rng, traits, ledger0, style, start, end)
    ]),
    style,
    currency
  )
  const ledger: Ledger = { accounts, entries }
  const written = writeInLayout(rng.fork("write"), traits, ledger)
  const streams = planned.map((p, i) => plantedTruth(p, i, stream, ledger, written.truth.transactions, currency))
  return {
    name: `persona-${options.slice}-${options.seed}.csv`,
    slice: options.slice,
    seed: options.seed,
    traits,
    persona,
    months,
    streams,
    holder: classes.length > 0 ? holder : "",
    ...written
  }
}

/** `count` persona files of a slice from consecutive seeds starting at `firstSeed`. */
export const generatePersonaFiles = (slice: Slice, count: number, firstSeed = 1): ReadonlyArray<PersonaFile> =>
  Array.from({ length: count }, (_, i) => generatePersonaFile({ seed: firstSeed + i, slice }))
