import { randomAccount } from "./account.js"
import { type Cadence, scheduleDates } from "./cadence.js"
import { type Country, countryProfile, type SpendingCategory } from "./country-profile.js"
import { addDays, addMonths, nextBusinessDay } from "./dates.js"
import { type Channel, describe, randomCardDigits, randomMandate } from "./descriptions.js"
import type { PersonaKind } from "./persona-kind.js"
import { type IncomePlan, planPersona, type RecurringPlan } from "./persona.js"
import { purposeText } from "./purpose.js"
import { makeRng, type Rng } from "./rng.js"
import type { TrueTransaction } from "./transaction.js"
import type {
  CategoryLabel,
  EventKind,
  GeneratedStatement,
  TrueEvent,
  TrueIncomeStream,
  TrueRecurring
} from "./truth.js"

/** Options of {@link generateStatement}. */
export interface GenerateOptions {
  readonly persona: PersonaKind
  readonly country: Country
  readonly seed: number | string
  /** Length of the statement in calendar months (default 6). */
  readonly months?: number
  /** First day of the statement, ISO `YYYY-MM-DD` (default `2024-01-01`). */
  readonly startDate?: string
  /** Account identifier; a random IBAN (or US account number) when absent. */
  readonly account?: string
}

interface EventTag {
  readonly kind: EventKind
  readonly counterparty: string
  readonly direction: "in" | "out"
}

interface Planned {
  readonly booking: string
  readonly value: string
  readonly minor: number
  readonly channel: Channel
  readonly counterparty: string | null
  readonly category: CategoryLabel
  readonly order: number
  readonly tie: number
  readonly income?: number
  readonly recurring?: number
  readonly event?: EventTag
}

const toMinor = (major: number): number => Math.round(major * 100)

const orderOf = (channel: Channel): number => {
  switch (channel.kind) {
    case "transfer_in":
      return 0
    case "direct_debit":
      return 1
    case "transfer_out":
      return 2
    case "card":
    case "atm":
      return 3
    case "returned_debit":
      return 4
    case "fee":
      return 5
  }
}

const countsPerMonth: Readonly<Record<SpendingCategory | "cash", number>> = {
  groceries: 10,
  restaurants: 8,
  transport: 8,
  fuel: 3,
  shopping: 5,
  cash: 2
}

const monthlyEquivalent = (cadence: Cadence, amount: number, perMonth: number): number => {
  switch (cadence) {
    case "weekly":
      return (amount * 52) / 12
    case "biweekly":
      return (amount * 26) / 12
    case "four_weekly":
      return (amount * 13) / 12
    case "monthly":
      return amount
    case "quarterly":
      return amount / 3
    case "irregular":
      return amount * perMonth
  }
}

const recurringLabel = (r: RecurringPlan): CategoryLabel => r.category

/** What every planting step works with: the options, the persona's plan and the bookings so far. */
interface Plot {
  readonly options: GenerateOptions
  readonly months: number
  readonly from: string
  readonly to: string
  readonly rng: Rng
  /** Its own stream for description texts, so that they do not shift the plan. */
  readonly text: Rng
  readonly account: string
  readonly holder: string
  readonly profile: ReturnType<typeof countryProfile>
  readonly lang: ReturnType<typeof countryProfile>["language"]
  readonly plan: ReturnType<typeof planPersona>
  readonly homeCity: string
  readonly card: string
  /** Currency units per pound, roughly: stakes, fees and loans scale with it. */
  readonly fx: number
  readonly planned: Array<Planned>
  /** Plans a booking; one outside the statement's period is dropped. */
  readonly add: (p: Omit<Planned, "order" | "tie">) => void
  /** Mostly the holder's home city. */
  readonly city: () => string
}

const plotOf = (options: GenerateOptions): Plot => {
  const months = options.months ?? 6
  const from = options.startDate ?? "2024-01-01"
  const to = addDays(addMonths(from, months), -1)
  const rng = makeRng(`${String(options.seed)}|${options.persona}|${options.country}|${from}|${months}`)
  const profile = countryProfile(options.country)
  const plan = planPersona(options.persona, profile, rng.fork("plan"))
  const account = options.account ?? randomAccount(rng.fork("account"), options.country)
  const holder = rng.pick(profile.holders)
  const homeCity = rng.pick(profile.cities)
  const card = randomCardDigits(rng)
  const text = rng.fork("text")
  const planned: Array<Planned> = []
  const add = (p: Omit<Planned, "order" | "tie">): void => {
    if (p.booking < from || p.booking > to) return
    planned.push({ ...p, order: orderOf(p.channel), tie: rng.next() })
  }
  const city = (): string => (rng.chance(0.8) ? homeCity : rng.pick(profile.cities))
  const fx = profile.currency === "PLN" ? 4.5 : profile.currency === "USD" ? 1.3 : profile.currency === "EUR" ? 1.15 : 1
  return {
    options,
    months,
    from,
    to,
    rng,
    profile,
    lang: profile.language,
    plan,
    account,
    holder,
    homeCity,
    card,
    text,
    fx,
    planned,
    add,
    city
  }
}

/** The income streams' payments; answers each stream's dates. */
const plantIncome = ({ add, from, lang, months, plan, rng, to }: Plot) =>
  plan.income.map((inc: IncomePlan, i) => {
    const dates = inc.cadence === "irregular"
      ? irregularDates(rng, from, months, inc.perMonth)
      : scheduleDates(inc.cadence, inc.anchor, from, to, "before")
    for (const date of dates) {
      const amount = inc.amount * (inc.jitter > 0 ? rng.between(1 - inc.jitter, 1 + inc.jitter) : 1)
      add({
        booking: date,
        value: date,
        minor: toMinor(amount),
        counterparty: inc.payer,
        category: inc.category,
        income: i,
        channel: {
          kind: "transfer_in",
          payer: inc.payer,
          purpose: purposeText(lang, inc.purpose, date),
          giro: inc.giro
        }
      })
    }
    return dates
  })

/** The recurring payments; answers the positions (in `planned`) of direct debits that may bounce. */
const plantRecurring = ({ add, card, from, homeCity, lang, plan, planned, rng, to }: Plot) => {
  const mandates = plan.recurring.map(() => randomMandate(rng))
  const directDebits: Array<number> = []
  plan.recurring.forEach((r, i) => {
    const weekend = r.channel === "card" ? "none" : "after"
    for (const date of scheduleDates(r.cadence, r.anchor, from, to, weekend)) {
      const purpose = purposeText(lang, r.purpose, date)
      const channel: Channel = r.channel === "card"
        ? { kind: "card", merchant: r.counterparty, city: homeCity, date, card }
        : r.channel === "direct_debit"
        ? { kind: "direct_debit", creditor: r.counterparty, mandate: mandates[i] ?? "", purpose }
        : { kind: "transfer_out", payee: r.counterparty, purpose, standing: true }
      if (r.channel === "direct_debit" && r.kind !== "mortgage") directDebits.push(planned.length)
      const before = planned.length
      add({
        booking: date,
        value: date,
        minor: -toMinor(r.amount),
        channel,
        counterparty: r.counterparty,
        category: recurringLabel(r),
        recurring: i,
        ...(r.kind === "debt_collection"
          ? { event: { kind: "debt_collection", counterparty: r.counterparty, direction: "out" } as const }
          : {})
      })
      if (planned.length === before && r.channel === "direct_debit" && r.kind !== "mortgage") directDebits.pop()
    }
  })
  return directDebits
}

/** Everyday card spending and cash withdrawals, month by month, within what income leaves. */
const plantSpending = ({ add, card, city, from, months, plan, profile, rng }: Plot, monthlyIncome: number) => {
  const monthlyRecurring = plan.recurring.reduce((s, r) => s + monthlyEquivalent(r.cadence, r.amount, 0), 0)
  const budget = Math.max(monthlyIncome * 0.15, (monthlyIncome - monthlyRecurring) * plan.spendShare)
  const cashUnit = profile.currency === "PLN" ? 50 : 10
  for (let k = 0; k < months; k++) {
    const mStart = addMonths(from, k)
    const span = daysIn(mStart, addMonths(from, k + 1))
    for (const category of Object.keys(countsPerMonth) as Array<SpendingCategory | "cash">) {
      const weight = plan.spendWeights[category]
      const count = Math.max(0, Math.round(countsPerMonth[category] * rng.between(0.7, 1.3) * (weight > 0 ? 1 : 0)))
      if (count === 0) continue
      const mean = (budget * weight) / count
      for (let n = 0; n < count; n++) {
        const day = addDays(mStart, rng.int(0, span - 1))
        if (category === "cash") {
          const amount = Math.max(cashUnit, Math.round((mean * rng.between(0.5, 1.5)) / cashUnit) * cashUnit)
          add({
            booking: day,
            value: day,
            minor: -amount * 100,
            counterparty: null,
            category: "cash_withdrawal",
            channel: { kind: "atm", bank: profile.bank, city: city(), date: day, card }
          })
        } else {
          const merchant = rng.pick(profile.merchants[category])
          const booking = addDays(day, rng.chance(0.6) ? 0 : 1)
          add({
            booking,
            value: day,
            minor: -Math.max(50, toMinor(mean * rng.between(0.35, 1.65))),
            counterparty: merchant,
            category,
            channel: { kind: "card", merchant, city: city(), date: day, card }
          })
        }
      }
    }
  }
}

/** Bets on card, week by week, and the occasional win paid back. */
const plantGambling = ({ add, card, from, fx, homeCity, lang, months, plan, rng }: Plot) => {
  const risk = plan.risk
  if (risk.betsPerWeek <= 0) return
  const weeks = Math.floor((months * 30.44) / 7)
  for (let w = 0; w < weeks; w++) {
    const bets = Math.max(0, Math.round(risk.betsPerWeek * rng.between(0.5, 1.5)))
    for (let b = 0; b < bets; b++) {
      const operator = rng.pick(risk.gamblingOperators)
      const day = addDays(from, w * 7 + rng.int(0, 6))
      const stake = Math.round(fx * rng.pick([5, 10, 10, 20, 20, 25, 50]))
      add({
        booking: day,
        value: day,
        minor: -stake * 100,
        counterparty: operator,
        category: "gambling",
        event: { kind: "gambling", counterparty: operator, direction: "out" },
        channel: { kind: "card", merchant: operator, city: rng.pick(["MALTA", "GIBRALTAR", homeCity]), date: day, card }
      })
      if (rng.chance(0.14)) {
        const winDay = addDays(day, rng.int(1, 3))
        add({
          booking: winDay,
          value: winDay,
          minor: toMinor(stake * rng.between(1.8, 6)),
          counterparty: operator,
          category: "gambling_win",
          event: { kind: "gambling", counterparty: operator, direction: "in" },
          channel: { kind: "transfer_in", payer: operator, purpose: purposeText(lang, "winnings", winDay), giro: false }
        })
      }
    }
  }
}

/** Payday loans paid in mid-month and repaid on the following paydays. */
const plantPaydayLoans = (
  { add, card, from, fx, lang, months, options, plan, profile, rng }: Plot,
  paydays: ReadonlyArray<string>
) => {
  const risk = plan.risk
  if (risk.paydayLoans <= 0) return
  const monthsChosen = pickDistinct(rng, months, Math.min(risk.paydayLoans, months))
  for (const k of monthsChosen) {
    const lender = rng.pick(profile.paydayLenders)
    const day = nextBusinessDay(addDays(addMonths(from, k), rng.int(7, 17)))
    const principal = Math.max(50, Math.round((fx * rng.between(100, 400)) / 50) * 50)
    add({
      booking: day,
      value: day,
      minor: principal * 100,
      counterparty: lender,
      category: "loan_disbursement",
      event: { kind: "payday_loan", counterparty: lender, direction: "in" },
      channel: { kind: "transfer_in", payer: lender, purpose: purposeText(lang, "loan", day), giro: false }
    })
    const next = paydays.filter((d) => d > addDays(day, 2))
    const instalments = rng.chance(0.6) ? 1 : 3
    const total = principal * (instalments === 1 ? 1.24 : 1.45)
    next.slice(0, instalments).forEach((payday) => {
      const mandate = randomMandate(rng)
      const channel: Channel = options.country === "GB"
        ? { kind: "card", merchant: lender, city: "LONDON", date: payday, card }
        : { kind: "direct_debit", creditor: lender, mandate, purpose: purposeText(lang, "repayment", payday) }
      add({
        booking: payday,
        value: payday,
        minor: -toMinor(total / instalments),
        counterparty: lender,
        category: "loan_repayment",
        event: { kind: "payday_loan", counterparty: lender, direction: "out" },
        channel
      })
    })
  }
}

/** Payments to a bailiff on random business days. */
const plantBailiff = ({ add, from, fx, lang, months, plan, profile, rng }: Plot) => {
  if (plan.risk.bailiffPayments <= 0) return
  const bailiff = rng.pick(profile.bailiffs)
  for (let n = 0; n < plan.risk.bailiffPayments; n++) {
    const day = nextBusinessDay(addDays(from, rng.int(0, months * 30 - 3)))
    add({
      booking: day,
      value: day,
      minor: -toMinor(fx * rng.between(60, 250)),
      counterparty: bailiff,
      category: "bailiff",
      event: { kind: "bailiff", counterparty: bailiff, direction: "out" },
      channel: { kind: "transfer_out", payee: bailiff, purpose: purposeText(lang, "enforcement", day), standing: false }
    })
  }
}

/** Some direct debits returned unpaid, each with its dishonour fee the next business day. */
const plantReturned = ({ add, fx, plan, planned, profile, rng }: Plot, directDebits: ReadonlyArray<number>) => {
  const wanted = plan.risk.returnedPayments
  if (wanted <= 0 || directDebits.length === 0) return
  for (const idx of pickDistinct(rng, directDebits.length, Math.min(wanted, directDebits.length))) {
    const dd = planned[directDebits[idx] ?? -1]
    if (dd === undefined || dd.channel.kind !== "direct_debit") continue
    const creditor = dd.channel.creditor
    add({
      booking: dd.booking,
      value: dd.value,
      minor: -dd.minor,
      counterparty: creditor,
      category: "returned_payment",
      event: { kind: "returned_payment", counterparty: creditor, direction: "in" },
      channel: { kind: "returned_debit", creditor, mandate: dd.channel.mandate }
    })
    const feeDay = nextBusinessDay(addDays(dd.booking, 1))
    add({
      booking: feeDay,
      value: feeDay,
      minor: -toMinor(fx * rng.pick([5, 8, 10, 12])),
      counterparty: null,
      category: "bank_fees",
      event: { kind: "dishonour_fee", counterparty: profile.bank, direction: "out" },
      channel: { kind: "fee", fee: "unpaid" }
    })
  }
}

const sortPlanned = (planned: Array<Planned>): void => {
  planned.sort((a, b) => (a.booking < b.booking ? -1 : a.booking > b.booking ? 1 : a.order - b.order || a.tie - b.tie))
}

/**
 * The opening balance (enough to stay above zero unless the persona may overdraw), then an
 * overdraft fee at the start of each month after one that went below zero. Answers the opening balance.
 */
const settleBalances = ({ add, from, fx, months, plan, planned, profile, rng }: Plot, monthlyIncome: number) => {
  sortPlanned(planned)
  let lowest = 0
  let cumulative = 0
  for (const p of planned) {
    cumulative += p.minor
    lowest = Math.min(lowest, cumulative)
  }
  const openingMinor = plan.mayOverdraw
    ? toMinor(plan.openingBalance)
    : Math.max(toMinor(plan.openingBalance), -lowest + toMinor(Math.round(monthlyIncome * 0.05)))
  const minimumByMonth = new Map<string, number>()
  let running = openingMinor
  for (const p of planned) {
    running += p.minor
    const key = p.booking.slice(0, 7)
    minimumByMonth.set(key, Math.min(minimumByMonth.get(key) ?? running, running))
  }
  for (let k = 0; k < months - 1; k++) {
    if ((minimumByMonth.get(addMonths(from, k).slice(0, 7)) ?? 0) >= 0) continue
    const day = nextBusinessDay(`${addMonths(from, k + 1).slice(0, 7)}-01`)
    add({
      booking: day,
      value: day,
      minor: -toMinor(fx * rng.between(4, 18)),
      counterparty: null,
      category: "bank_fees",
      event: { kind: "overdraft_fee", counterparty: profile.bank, direction: "out" },
      channel: { kind: "fee", fee: "overdraft" }
    })
  }
  sortPlanned(planned)
  return openingMinor
}

/** The planned bookings as transactions with running balances, and what each stream and event owns. */
const writeOut = ({ account, options, plan, planned, profile, text }: Plot, openingMinor: number) => {
  const transactions: Array<TrueTransaction> = []
  const incomeIdx: Array<Array<number>> = plan.income.map(() => [])
  const recurringIdx: Array<Array<number>> = plan.recurring.map(() => [])
  const events = new Map<string, { tag: EventTag; indexes: Array<number> }>()
  let running = openingMinor
  planned.forEach((p, i) => {
    running += p.minor
    transactions.push({
      account,
      booking_date: p.booking,
      value_date: p.value,
      amount: p.minor / 100,
      currency: profile.currency,
      description: describe(options.country, p.channel, text),
      counterparty: p.counterparty,
      balance_after: running / 100,
      reference: `${randomMandate(text).slice(0, 8)}${i.toString(36).toUpperCase().padStart(5, "0")}`,
      bank_category: null
    })
    if (p.income !== undefined) incomeIdx[p.income]?.push(i)
    if (p.recurring !== undefined) recurringIdx[p.recurring]?.push(i)
    if (p.event !== undefined) {
      const key = `${p.event.kind}|${p.event.counterparty}|${p.event.direction}`
      const entry = events.get(key) ?? { tag: p.event, indexes: [] }
      entry.indexes.push(i)
      events.set(key, entry)
    }
  })
  return { transactions, incomeIdx, recurringIdx, events, closingMinor: running }
}

/**
 * Generates one account's statement for a persona, with everything it planted recorded in
 * `truth`. Pure: the same options always give the same statement.
 */
export const generateStatement = (options: GenerateOptions): GeneratedStatement => {
  const plot = plotOf(options)
  const { plan, planned, profile } = plot
  const incomeDates = plantIncome(plot)
  const directDebits = plantRecurring(plot)
  const monthlyIncome = plan.income.reduce((s, inc) => s + monthlyEquivalent(inc.cadence, inc.amount, inc.perMonth), 0)
  plantSpending(plot, monthlyIncome)
  plantGambling(plot)
  plantPaydayLoans(plot, incomeDates[0] ?? [])
  plantBailiff(plot)
  plantReturned(plot, directDebits)
  const openingMinor = settleBalances(plot, monthlyIncome)
  const written = writeOut(plot, openingMinor)
  const incomeStreams: Array<TrueIncomeStream> = plan.income.map((inc, i) => ({
    payer: inc.payer,
    cadence: inc.cadence,
    amount: inc.amount,
    jitter: inc.jitter,
    category: inc.category,
    transactionIndexes: written.incomeIdx[i] ?? []
  }))
  const recurring: Array<TrueRecurring> = plan.recurring.map((r, i) => ({
    counterparty: r.counterparty,
    cadence: r.cadence,
    amount: r.amount,
    kind: r.kind,
    subscription: r.subscription,
    transactionIndexes: written.recurringIdx[i] ?? []
  }))
  const trueEvents: Array<TrueEvent> = [...written.events.values()]
    .map(({ tag, indexes }) => ({ ...tag, transactionIndexes: indexes }))
    .sort((a, b) => (a.transactionIndexes[0] ?? 0) - (b.transactionIndexes[0] ?? 0))
  return {
    persona: options.persona,
    country: options.country,
    currency: profile.currency,
    account: plot.account,
    holder: plot.holder,
    period: { from: plot.from, to: plot.to },
    openingBalance: openingMinor / 100,
    closingBalance: written.closingMinor / 100,
    transactions: written.transactions,
    truth: {
      incomeStreams,
      recurring,
      events: trueEvents,
      expectedTopCategory: planned.map((p) => p.category)
    }
  }
}

const daysIn = (start: string, nextStart: string): number => {
  const a = Date.parse(`${start}T00:00:00Z`)
  const b = Date.parse(`${nextStart}T00:00:00Z`)
  return Math.round((b - a) / 86_400_000)
}

const irregularDates = (rng: Rng, from: string, months: number, perMonth: number): Array<string> => {
  const out: Array<string> = []
  for (let k = 0; k < months; k++) {
    const start = addMonths(from, k)
    const count = rng.int(0, Math.max(0, Math.round(perMonth * 2)))
    for (let n = 0; n < count; n++) out.push(nextBusinessDay(addDays(start, rng.int(0, 26))))
  }
  return out.sort()
}

const pickDistinct = (rng: Rng, n: number, count: number): Array<number> => {
  const pool = Array.from({ length: n }, (_, i) => i)
  const out: Array<number> = []
  while (out.length < count && pool.length > 0) {
    const i = rng.int(0, pool.length - 1)
    out.push(pool[i] as number)
    pool.splice(i, 1)
  }
  return out
}
