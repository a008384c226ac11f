import { describeEntry, partyFor, referenceText, type TextStyle } from "./bank-text.js"
import { ambiguousOrder, type Day, dayOf, daysInMonth, partsOf } from "./calendar.js"
import { minorDigits } from "./money.js"
import type { Rng } from "./rng.js"
import { type ActivityKind, activityKinds, countryProfiles, currencies, required } from "./tables.js"
import type { Traits } from "./traits.js"

/** Whether a row is a booked transaction or one a statement lists without booking it. */
export type EntryStatus = "booked" | "pending" | "authorised" | "reserved" | "cancelled" | "not-booked"

/** One row of account activity before it is written in a layout. */
export interface Entry {
  /** Index of its account in the ledger. */
  readonly account: number
  readonly day: Day
  readonly valueDay: Day
  /** Time of day in minutes, for layouts that print it. */
  readonly minutes: number
  /** Signed amount in minor units (negative = money out). */
  readonly minor: number
  readonly description: string
  readonly counterparty: string | null
  readonly reference: string | null
  readonly status: EntryStatus
  /** Counts as a transaction: booked, or pending that the running balance already includes. */
  readonly applied: boolean
}

/** An account of a statement: its identifier as printed, currency and opening balance. */
export interface Account {
  readonly id: string
  readonly currency: string
  readonly openingMinor: number
}

/** The accounts and their entries in date order. */
export interface Ledger {
  readonly accounts: ReadonlyArray<Account>
  readonly entries: ReadonlyArray<Entry>
}

const mod97 = (digits: string): number => {
  let r = 0
  for (const ch of digits) r = (r * 10 + Number(ch)) % 97
  return r
}

/** An account identifier as the country's banks print it: an IBAN with valid check digits, else a number. */
export const accountIdFor = (rng: Rng, country: string): string => {
  const iban = required(countryProfiles, country, "country profile").iban
  if (iban === null) return Array.from({ length: rng.int(9, 12) }, () => String(rng.int(0, 9))).join("")
  const [prefix, length] = iban
  const bban = Array.from({ length: length - 4 }, () => String(rng.int(0, 9))).join("")
  const numeric = `${bban}${[...prefix].map((c) => String(c.charCodeAt(0) - 55)).join("")}00`
  const check = String(98 - mod97(numeric)).padStart(2, "0")
  const plain = `${prefix}${check}${bban}`
  return rng.chance(0.3) ? plain.replace(/(.{4})(?=.)/g, "$1 ") : plain
}

/** An amount of an activity kind in minor units of a currency, unsigned. */
export const amountFor = (rng: Rng, activity: ActivityKind, currency: string): number => {
  const info = required(currencies, currency, "currency")
  const major = (activity.min + rng.next() ** 2 * (activity.max - activity.min)) * info.perEuro
  const minor = Math.max(1, Math.round(major * 10 ** info.minor))
  return activity.kind === "atm" ? Math.max(1, Math.round(major / 10)) * 10 * 10 ** info.minor : minor
}

const pickActivity = (rng: Rng): ActivityKind => {
  const total = activityKinds.reduce((a, k) => a + k.weight, 0)
  let x = rng.next() * total
  for (const k of activityKinds) {
    x -= k.weight
    if (x < 0) return k
  }
  return activityKinds[0] as ActivityKind
}

/** The currencies of a file's accounts: the country's own or a foreign one, a second that may differ. */
const currenciesFor = (rng: Rng, t: Traits): ReadonlyArray<string> => {
  const home = required(countryProfiles, t.country, "country profile").currency
  const first = t.accountCurrency === "home" ? home : rng.pick([...currencies.keys()].filter((c) => c !== home))
  if (t.accounts === "one") return [first]
  const perRow = t.currencyPlacement === "column" || t.currencyPlacement === "code-in-amount" ||
    t.currencyPlacement === "sign-in-amount" || (t.currencyPlacement === "header" && t.accounts === "two-blocks")
  return [first, perRow && rng.chance(0.5) ? rng.pick([...currencies.keys()].filter((c) => c !== first)) : first]
}

/** Accounts for a layout: one or two, with opening balances. */
export const accountsFor = (rng: Rng, t: Traits): ReadonlyArray<Account> =>
  currenciesFor(rng, t).map((currency) => {
    const scale = required(currencies, currency, "currency").perEuro * 10 ** minorDigits(currency)
    const opening = Math.round((rng.chance(0.1) ? -rng.int(10, 900) : rng.int(50, 6000)) * scale) + rng.int(0, 99)
    return { id: accountIdFor(rng, t.country), currency, openingMinor: opening }
  })

const spanOf = (size: Traits["size"], rng: Rng): { readonly days: number; readonly rows: number } =>
  size === "short"
    ? { days: rng.chance(0.6) ? rng.int(3, 9) : rng.int(20, 45), rows: rng.int(3, 8) }
    : size === "month"
    ? { days: rng.int(27, 30), rows: rng.int(12, 45) }
    : { days: rng.int(85, 92), rows: rng.int(40, 110) }

/** A start day between 2019 (or the year the country's currency began) and late 2025. */
export const startDayFor = (rng: Rng, country: string): Day => {
  const since = Math.max(2019, required(countryProfiles, country, "country profile").currencySince ?? 2019)
  return dayOf(rng.int(since, 2025), rng.int(1, 10), rng.int(1, 28))
}

/**
 * Ordinary booked activity of a layout's accounts, in date order. A third of short statements
 * fall on days 1–12 of one or two months, where day and month can be read either way.
 */
export const ordinaryEntries = (
  rng: Rng,
  t: Traits,
  accounts: ReadonlyArray<Account>,
  style: TextStyle,
  start: Day
): Array<Entry> => {
  const { days, rows } = spanOf(t.size, rng)
  const earlyDays = t.size === "short" && rng.chance(0.35)
  const { y, m } = partsOf(start)
  const months = rng.chance(0.5) ? 2 : 1
  const dayFor =
    (): Day => (earlyDays ? dayOf(y, m + rng.int(0, months - 1), rng.int(1, 12)) : start + rng.int(0, days))
  const entries: Array<Entry> = []
  for (let i = 0; i < rows; i++) {
    const account = accounts.length > 1 && (i === 1 || (i > 0 && rng.chance(0.4))) ? 1 : 0
    const activity = pickActivity(rng)
    const day = dayFor()
    const party = activity.party === "-" ? null : partyFor(rng, t.country, activity.party)
    const text = describeEntry(rng, style, activity, party, day)
    const unsigned = amountFor(rng, activity, (accounts[account] as Account).currency)
    entries.push({
      account,
      day,
      valueDay: day + (rng.chance(0.7) ? 0 : rng.int(-2, 3)),
      minutes: rng.int(0, 1439),
      minor: activity.direction === "in" ? unsigned : -unsigned,
      ...text,
      reference: rng.chance(0.5) ? referenceText(rng, style.referenceStyle) : null,
      status: "booked",
      applied: true
    })
  }
  return sortEntries(entries)
}

/** Entries in date order (time of day breaks ties; the order otherwise kept). */
export const sortEntries = (entries: ReadonlyArray<Entry>): Array<Entry> =>
  [...entries].sort((a, b) => a.day - b.day || a.minutes - b.minutes)

/**
 * When a numeric day/month format goes against the country's own order, a careful reader needs
 * the data to show it: then at least one booked day of month is above 12.
 */
export const withDateEvidence = (t: Traits, entries: ReadonlyArray<Entry>): ReadonlyArray<Entry> => {
  const order = ambiguousOrder(t.dateFormat)
  const countryOrder = required(countryProfiles, t.country, "country profile").slashOrder
  if (order === null || countryOrder === order || countryOrder === "mixed" || countryOrder === "ymd") return entries
  if (entries.some((e) => partsOf(e.day).d > 12)) return entries
  const last = entries[entries.length - 1]
  if (last === undefined) return entries
  const { y, m } = partsOf(last.day)
  const moved = dayOf(y, m, Math.min(daysInMonth(y, m), 13 + (last.minutes % 6)))
  return sortEntries([...entries.slice(0, -1), { ...last, day: moved, valueDay: moved }])
}

/**
 * Three-decimal currencies print `12,500` alike under either separator; one amount of at least
 * 1,000 per such account lets the data settle which separator is decimal.
 */
export const withThreeDecimalEvidence = (
  rng: Rng,
  accounts: ReadonlyArray<Account>,
  entries: ReadonlyArray<Entry>,
  style: TextStyle,
  country: string
): ReadonlyArray<Entry> => {
  const extra: Array<Entry> = []
  accounts.forEach((account, index) => {
    if (minorDigits(account.currency) !== 3) return
    const big = 10 ** 3 * 1000
    if (entries.some((e) => e.account === index && Math.abs(e.minor) >= big)) return
    const salary = activityKinds.find((k) => k.kind === "salary") as ActivityKind
    const day = (entries[0]?.day ?? 0) + 1
    const text = describeEntry(rng, style, salary, partyFor(rng, country, "employer"), day)
    extra.push({
      account: index,
      day,
      valueDay: day,
      minutes: 600,
      minor: big + rng.int(1, 2000) * 1000 + rng.int(0, 999),
      ...text,
      reference: null,
      status: "booked",
      applied: true
    })
  })
  return extra.length === 0 ? entries : sortEntries([...entries, ...extra])
}

const setAsideKinds: Readonly<Record<Traits["status"], ReadonlyArray<EntryStatus>>> = {
  none: [],
  column: ["pending", "authorised", "reserved", "cancelled"],
  "negated-column": ["not-booked"],
  "date-marker": ["pending", "authorised", "reserved"],
  sections: ["pending", "authorised", "reserved"]
}

/**
 * Adds the rows a statement lists without booking them: pending, authorised or reserved ones
 * at the newest end, cancelled ones anywhere. With `pendingApplied` the running balance already
 * includes the newest of them, and then it counts as a transaction.
 */
export const withSetAsideRows = (
  rng: Rng,
  t: Traits,
  entries: ReadonlyArray<Entry>,
  style: TextStyle,
  currency: string
): ReadonlyArray<Entry> => {
  const kinds = setAsideKinds[t.status]
  if (kinds.length === 0 || entries.length === 0) return entries
  const first = (entries[0] as Entry).day
  const last = (entries[entries.length - 1] as Entry).day
  const card = activityKinds.find((k) => k.kind === "grocery") as ActivityKind
  const extra: Array<Entry> = []
  const count = t.size === "short" ? 1 : rng.int(1, 3)
  for (let i = 0; i < count; i++) {
    const status = rng.pick(kinds)
    const day = status === "cancelled" ? rng.int(first, last) : last + rng.int(0, 2)
    const text = describeEntry(
      rng,
      style,
      card,
      partyFor(rng, t.country, rng.pick(["grocery", "restaurant", "online"])),
      day
    )
    extra.push({
      account: 0,
      day,
      valueDay: day,
      minutes: 1439 - i,
      minor: -amountFor(rng, card, currency),
      ...text,
      reference: null,
      status,
      applied: false
    })
  }
  if (t.pendingApplied === "yes") {
    const newest = extra.findIndex((e) => e.status !== "cancelled")
    if (newest >= 0) extra[newest] = { ...(extra[newest] as Entry), applied: true }
  }
  return sortEntries([...entries, ...extra])
}

/** Entries that count as transactions of the statement. */
export const countedEntries = (entries: ReadonlyArray<Entry>): ReadonlyArray<Entry> => entries.filter((e) => e.applied)
