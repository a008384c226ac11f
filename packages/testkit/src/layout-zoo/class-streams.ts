import { readFileSync } from "node:fs"
import { describeEntry, referenceText, type TextStyle } from "./bank-text.js"
import { type Day, dayOf, daysInMonth, partsOf, weekdayOf } from "./calendar.js"
import { accountIdFor, type Entry } from "./ledger.js"
import type { Rng } from "./rng.js"
import { type ActivityKind, currencies, required } from "./tables.js"

/** The traits of the streams the engine found hard, each planted as a class of its own. */
export const streamClasses = [
  "reference-churn",
  "bimonthly",
  "seasonal",
  "returned",
  "by-hand",
  "account-only",
  "gig-legal-form",
  "card-autopay",
  "named-party"
] as const
/** One of the stream classes. */
export type StreamClass = (typeof streamClasses)[number]

/** What a class stream is, as a person would list it. */
export type ClassKind = "gig" | "salary" | "utility" | "insurance" | "rent" | "transfer"

/** A planted class stream: its payments, the rows of its story that are not payments, and what it should come out as. */
export interface ClassPlanted {
  readonly cls: StreamClass
  readonly kind: ClassKind
  readonly direction: "in" | "out"
  readonly cadence: "weekly" | "biweekly" | "monthly" | "bimonthly"
  /** The name a person would give it; empty when the file names no one. */
  readonly party: string
  readonly entries: ReadonlyArray<Entry>
  readonly extra: ReadonlyArray<Entry>
  /** True when no income stream should come out of it (a transfer between one's own accounts). */
  readonly absent: boolean
}

/** What a class planter needs of the persona's statement. */
export interface ClassContext {
  readonly rng: Rng
  readonly from: Day
  readonly to: Day
  readonly currency: string
  readonly style: TextStyle
  readonly country: string
  readonly holder: string
}

const vocabulary: ReadonlyMap<string, ReadonlyArray<string>> = new Map(
  readFileSync(new URL("./data/class-streams.tsv", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => {
      const [field = "", values = ""] = l.split("\t")
      return [field, values.split("|")] as const
    })
)

/** The class vocabulary's words of a field. */
export const classWords = (field: string): ReadonlyArray<string> => required(vocabulary, field, "class words")

const pick = (ctx: ClassContext, field: string): string => ctx.rng.pick(classWords(field))

/** Euro amount in the statement currency's minor units. */
const minorOf = (ctx: ClassContext, euro: number): number => {
  const info = required(currencies, ctx.currency, "currency")
  return Math.max(1, Math.round(euro * info.perEuro * 10 ** info.minor))
}

const activity = (kind: string, direction: "in" | "out", paymentWord: string): ActivityKind => ({
  kind,
  direction,
  min: 0,
  max: 0,
  paymentWord,
  party: "-",
  weight: 0
})

const entryAt = (
  ctx: ClassContext,
  day: Day,
  minor: number,
  text: { readonly description: string; readonly counterparty: string | null }
): Entry => ({
  account: 0,
  day,
  valueDay: day,
  minutes: ctx.rng.int(0, 1439),
  minor,
  ...text,
  reference: null,
  status: "booked",
  applied: true
})

const weekdayOn = (day: Day): Day => {
  const wd = weekdayOf(day)
  return wd === 6 ? day + 2 : wd === 0 ? day + 1 : day
}

/** The same day of every month between two days, moved off weekends. */
const monthlyDays = (ctx: ClassContext, dom: number): Array<Day> => {
  const out: Array<Day> = []
  const { y, m } = partsOf(ctx.from)
  for (let k = 0;; k++) {
    const mm = ((m - 1 + k) % 12) + 1
    const yy = y + Math.floor((m - 1 + k) / 12)
    const day = weekdayOn(dayOf(yy, mm, Math.min(dom, daysInMonth(yy, mm))))
    if (day > ctx.to) return out
    if (day >= ctx.from) out.push(day)
  }
}

const letters = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join("")

/** A reference that changes with every payment: letters mixed with a digit or two, or a period code. */
const churnReference = (rng: Rng, day: Day): string => {
  const { y, m, d } = partsOf(day)
  const week = String(Math.ceil((d + 6) / 7) + (m - 1) * 4).padStart(2, "0")
  return rng.pick([
    `${letters(rng, rng.int(1, 2))}${rng.int(1, 99)}`,
    `${rng.int(1, 9)}${letters(rng, 2)}${rng.int(1, 9)}`,
    `W${week}`,
    `${y}W${week}`,
    `P${String(m).padStart(2, "0")}`,
    `Q${Math.ceil(m / 3)}-${String(y).slice(2)}`,
    `${letters(rng, 1)}${rng.int(1, 9)}${letters(rng, 1)}`
  ])
}

const withDescription = (
  ctx: ClassContext,
  kind: string,
  direction: "in" | "out",
  word: string,
  party: string | null,
  day: Day,
  extra: string | null
): { readonly description: string; readonly counterparty: string | null } =>
  describeEntry(ctx.rng, ctx.style, activity(kind, direction, word), party, day, extra)

const spread = (rng: Rng, share: number): number => 1 + (rng.next() * 2 - 1) * share

/** Weekly payouts of a platform whose every payment carries its own reference and period code. */
const referenceChurn = (ctx: ClassContext): ClassPlanted => {
  const party = pick(ctx, "gig-platform")
  const base = minorOf(ctx, ctx.rng.int(80, 300))
  const entries: Array<Entry> = []
  for (let day = ctx.from + ctx.rng.int(0, 6); day <= ctx.to; day += 7) {
    const extra = `${churnReference(ctx.rng, day)} ${churnReference(ctx.rng, day)}`
    entries.push(
      entryAt(
        ctx,
        day,
        Math.round(base * spread(ctx.rng, 0.3)),
        withDescription(ctx, "gig", "in", "gig", party, day, extra)
      )
    )
  }
  return {
    cls: "reference-churn",
    kind: "gig",
    direction: "in",
    cadence: "weekly",
    party,
    entries,
    extra: [],
    absent: false
  }
}

/** A water bill every ~61 days. */
const bimonthly = (ctx: ClassContext): ClassPlanted => {
  const party = pick(ctx, "bimonthly-utility")
  const base = minorOf(ctx, ctx.rng.int(40, 160))
  const entries: Array<Entry> = []
  for (let day = ctx.from + ctx.rng.int(0, 20); day <= ctx.to; day += ctx.rng.int(59, 63)) {
    const on = weekdayOn(day)
    entries.push(
      entryAt(
        ctx,
        on,
        -Math.round(base * spread(ctx.rng, 0.1)),
        withDescription(ctx, "utility", "out", "direct_debit", party, on, null)
      )
    )
  }
  return {
    cls: "bimonthly",
    kind: "utility",
    direction: "out",
    cadence: "bimonthly",
    party,
    entries,
    extra: [],
    absent: false
  }
}

/** A monthly energy bill two to three times as high in winter as in summer, always on time. */
const seasonal = (ctx: ClassContext): ClassPlanted => {
  const party = pick(ctx, "seasonal-energy")
  const base = minorOf(ctx, ctx.rng.int(50, 180))
  const south = ctx.rng.chance(0.1)
  const entries = monthlyDays(ctx, ctx.rng.int(1, 28)).map((day) => {
    const { m } = partsOf(day)
    const winter = Math.cos((2 * Math.PI * (m - 1)) / 12) * (south ? -1 : 1)
    const minor = -Math.round(base * (1 + 0.5 * winter) * spread(ctx.rng, 0.03))
    return entryAt(ctx, day, minor, withDescription(ctx, "utility", "out", "direct_debit", party, day, null))
  })
  return {
    cls: "seasonal",
    kind: "utility",
    direction: "out",
    cadence: "monthly",
    party,
    entries,
    extra: [],
    absent: false
  }
}

/** A monthly debit returned once or twice by a same-amount credit and taken again days later. */
const returned = (ctx: ClassContext): ClassPlanted => {
  const party = pick(ctx, "returned-debit")
  const amount = minorOf(ctx, ctx.rng.int(25, 220))
  const days = monthlyDays(ctx, ctx.rng.int(1, 20))
  const bounced = new Set([ctx.rng.int(1, days.length - 2), ctx.rng.chance(0.4) ? ctx.rng.int(1, days.length - 2) : -1])
  const entries: Array<Entry> = []
  const extra: Array<Entry> = []
  days.forEach((day, k) => {
    const text = (d: Day) => withDescription(ctx, "insurance", "out", "direct_debit", party, d, null)
    if (!bounced.has(k)) {
      entries.push(entryAt(ctx, day, -amount, text(day)))
      return
    }
    const back = day + ctx.rng.int(2, 5)
    const again = back + ctx.rng.int(3, 8)
    extra.push(entryAt(ctx, day, -amount, text(day)))
    extra.push(entryAt(ctx, back, amount, { description: `${pick(ctx, "return-word")} ${party}`, counterparty: party }))
    entries.push(entryAt(ctx, again, -amount, text(again)))
  })
  return {
    cls: "returned",
    kind: "insurance",
    direction: "out",
    cadence: "monthly",
    party,
    entries,
    extra,
    absent: false
  }
}

/** Transfers made by hand to a person about every two weeks (gaps of 11–16 days). */
const byHand = (ctx: ClassContext): ClassPlanted => {
  const party = pick(ctx, "by-hand-person")
  const purpose = pick(ctx, "by-hand-purpose")
  const amount = minorOf(ctx, ctx.rng.int(8, 40) * 5)
  const entries: Array<Entry> = []
  for (let day = ctx.from + ctx.rng.int(0, 10); day <= ctx.to; day += ctx.rng.int(11, 16)) {
    entries.push(
      entryAt(ctx, day, -amount, withDescription(ctx, "transfer_out", "out", "transfer_out", party, day, purpose))
    )
  }
  return {
    cls: "by-hand",
    kind: "rent",
    direction: "out",
    cadence: "biweekly",
    party,
    entries,
    extra: [],
    absent: false
  }
}

/** Monthly payments of varying amounts whose rows carry only a reference and the payee's account. */
const accountOnly = (ctx: ClassContext): ClassPlanted => {
  const iban = accountIdFor(ctx.rng, ctx.country).replace(/ /g, "")
  const base = minorOf(ctx, ctx.rng.int(60, 400))
  const entries = monthlyDays(ctx, ctx.rng.int(1, 28)).map((day) => {
    const ref = referenceText(ctx.rng, ctx.style.referenceStyle)
    const description = ctx.rng.chance(0.5) ? iban : `${ref} ${iban}`
    return entryAt(ctx, day, -Math.round(base * spread(ctx.rng, 0.12)), {
      description,
      counterparty: ctx.rng.chance(0.5) ? iban : null
    })
  })
  return {
    cls: "account-only",
    kind: "utility",
    direction: "out",
    cadence: "monthly",
    party: "",
    entries,
    extra: [],
    absent: false
  }
}

/** A delivery platform's weekly pay, with skipped weeks, under a name with a company legal form. */
const gigLegalForm = (ctx: ClassContext): ClassPlanted => {
  const party = pick(ctx, "gig-legal")
  const base = minorOf(ctx, ctx.rng.int(90, 350))
  const entries: Array<Entry> = []
  for (let day = ctx.from + ctx.rng.int(0, 6); day <= ctx.to; day += 7) {
    if (ctx.rng.chance(0.2)) continue
    const extra = ctx.rng.chance(0.5) ? referenceText(ctx.rng, ctx.style.referenceStyle) : null
    entries.push(
      entryAt(
        ctx,
        day,
        Math.round(base * spread(ctx.rng, 0.35)),
        withDescription(ctx, "gig", "in", "gig", party, day, extra)
      )
    )
  }
  return {
    cls: "gig-legal-form",
    kind: "gig",
    direction: "in",
    cadence: "weekly",
    party,
    entries,
    extra: [],
    absent: false
  }
}

/** The card's automatic monthly payment from the current account, as the card account shows it. */
const cardAutopay = (ctx: ClassContext): ClassPlanted => {
  const text = pick(ctx, "card-autopay")
  const last4 = String(ctx.rng.int(1000, 9999))
  const entries = monthlyDays(ctx, ctx.rng.int(1, 28)).map((day) =>
    entryAt(ctx, day, minorOf(ctx, ctx.rng.int(150, 900)), { description: `${text} ****${last4}`, counterparty: null })
  )
  return {
    cls: "card-autopay",
    kind: "transfer",
    direction: "in",
    cadence: "monthly",
    party: "",
    entries,
    extra: [],
    absent: true
  }
}

/** A stream whose rows carry the holder's name, a purpose phrase and a reference beside the party a person would name. */
const namedParty = (ctx: ClassContext): ClassPlanted => {
  const income = ctx.rng.chance(0.5)
  const party = pick(ctx, income ? "named-employer" : "named-party")
  const amount = minorOf(ctx, income ? ctx.rng.int(1400, 3600) : ctx.rng.int(400, 1500))
  const purpose = pick(ctx, "purpose-phrase")
  const entries = monthlyDays(ctx, ctx.rng.int(1, 28)).map((day) => {
    const extra = `${purpose} ${churnReference(ctx.rng, day)}`
    const words = `${ctx.holder} ${party}`
    const text = withDescription(
      ctx,
      income ? "salary" : "rent",
      income ? "in" : "out",
      income ? "salary" : "standing_order",
      words,
      day,
      extra
    )
    const counterparty = ctx.rng.chance(0.3) ? ctx.holder : null
    return entryAt(ctx, day, income ? amount : -amount, { description: text.description, counterparty })
  })
  const kind = income ? "salary" : "rent"
  return {
    cls: "named-party",
    kind,
    direction: income ? "in" : "out",
    cadence: "monthly",
    party,
    entries,
    extra: [],
    absent: false
  }
}

const planters: Readonly<Record<StreamClass, (ctx: ClassContext) => ClassPlanted>> = {
  "reference-churn": referenceChurn,
  bimonthly,
  seasonal,
  returned,
  "by-hand": byHand,
  "account-only": accountOnly,
  "gig-legal-form": gigLegalForm,
  "card-autopay": cardAutopay,
  "named-party": namedParty
}

/** Plants one stream of a class in a persona's statement. */
export const plantClassStream = (cls: StreamClass, ctx: ClassContext): ClassPlanted => planters[cls](ctx)
