import type { Cadence } from "./cadence.js"
import { type CountryProfile, type SpendingCategory, subscriptionServices } from "./country-profile.js"
import type { PersonaKind } from "./persona-kind.js"
import type { PurposeKey } from "./purpose.js"
import type { Rng } from "./rng.js"
import type { CategoryLabel, IncomeCategory, RecurringKind } from "./truth.js"

/** A planned income stream. `anchor`: day of month, or day offset of the first payment. */
export interface IncomePlan {
  readonly payer: string
  readonly cadence: Cadence
  readonly amount: number
  readonly jitter: number
  readonly category: IncomeCategory
  readonly anchor: number
  readonly purpose: PurposeKey
  readonly giro: boolean
  /** For `irregular` streams: expected payments per month. */
  readonly perMonth: number
}

/** How a recurring payment leaves the account. */
export type RecurringChannel = "direct_debit" | "standing_order" | "card"

/** A planned recurring outgoing payment. */
export interface RecurringPlan {
  readonly counterparty: string
  readonly cadence: Cadence
  readonly amount: number
  readonly kind: RecurringKind
  readonly anchor: number
  readonly channel: RecurringChannel
  readonly category: CategoryLabel
  readonly purpose: PurposeKey
  readonly subscription: boolean
}

/** Planted risk behaviour. Zero counts mean none. */
export interface RiskPlan {
  readonly betsPerWeek: number
  readonly gamblingOperators: ReadonlyArray<string>
  readonly paydayLoans: number
  readonly bailiffPayments: number
  readonly returnedPayments: number
}

/** Everything needed to simulate one persona in one country. */
export interface PersonaPlan {
  readonly kind: PersonaKind
  readonly openingBalance: number
  readonly income: ReadonlyArray<IncomePlan>
  readonly recurring: ReadonlyArray<RecurringPlan>
  /** Share of (income − recurring) spent on everyday purchases. */
  readonly spendShare: number
  readonly spendWeights: Readonly<Record<SpendingCategory | "cash", number>>
  readonly risk: RiskPlan
  /** When false the opening balance is raised so the account never goes below zero. */
  readonly mayOverdraw: boolean
}

const currencyFactor = (currency: string): number =>
  currency === "PLN" ? 4.5 : currency === "USD" ? 1.3 : currency === "EUR" ? 1.15 : 1

const money = (x: number): number => Math.round(x * 100) / 100

const weekdayOffset = (rng: Rng): number => rng.int(0, 6)

interface Ctx {
  readonly rng: Rng
  readonly p: CountryProfile
  readonly fx: number
}

const distinct = (rng: Rng, items: ReadonlyArray<string>, n: number): Array<string> => {
  const pool = [...items]
  const out: Array<string> = []
  while (out.length < n && pool.length > 0) {
    const i = rng.int(0, pool.length - 1)
    out.push(pool[i] as string)
    pool.splice(i, 1)
  }
  return out
}

const housing = (c: Ctx, factor: number, allowMortgage: boolean): RecurringPlan => {
  const mortgage = allowMortgage && c.rng.chance(0.35)
  return mortgage
    ? {
      counterparty: c.rng.pick(c.p.mortgageLenders),
      cadence: "monthly",
      amount: money(c.p.rent * factor * c.rng.between(0.9, 1.3)),
      kind: "mortgage",
      anchor: c.rng.int(1, 5),
      channel: "direct_debit",
      category: "mortgage",
      purpose: "mortgage",
      subscription: false
    }
    : {
      counterparty: c.rng.pick(c.p.landlords),
      cadence: "monthly",
      amount: Math.round(c.p.rent * factor * c.rng.between(0.9, 1.15)),
      kind: "rent",
      anchor: 1,
      channel: "standing_order",
      category: "rent",
      purpose: "rent",
      subscription: false
    }
}

const utilities = (c: Ctx, n: number): Array<RecurringPlan> =>
  distinct(c.rng, c.p.utilities, n).map((name) => ({
    counterparty: name,
    cadence: "monthly",
    amount: money(c.fx * c.rng.between(30, 110)),
    kind: "utilities",
    anchor: c.rng.int(2, 20),
    channel: "direct_debit",
    category: "utilities",
    purpose: "bill",
    subscription: false
  }))

const telecom = (c: Ctx): RecurringPlan => ({
  counterparty: c.rng.pick(c.p.telecoms),
  cadence: "monthly",
  amount: money(c.fx * c.rng.between(12, 48)),
  kind: "telecom",
  anchor: c.rng.int(3, 22),
  channel: "direct_debit",
  category: "telecom",
  purpose: "bill",
  subscription: false
})

const insurance = (c: Ctx): RecurringPlan => ({
  counterparty: c.rng.pick(c.p.insurers),
  cadence: "monthly",
  amount: money(c.fx * c.rng.between(18, 65)),
  kind: "insurance",
  anchor: c.rng.int(1, 28),
  channel: "direct_debit",
  category: "insurance",
  purpose: "bill",
  subscription: false
})

const subscriptions = (c: Ctx, n: number, gym: boolean): Array<RecurringPlan> => {
  const subs: Array<RecurringPlan> = distinct(c.rng, subscriptionServices, n).map((name) => ({
    counterparty: name,
    cadence: "monthly",
    amount: money(c.fx * c.rng.pick([5.99, 7.99, 9.99, 10.99, 11.99, 15.99])),
    kind: "subscription",
    anchor: c.rng.int(1, 28),
    channel: "card",
    category: "subscriptions",
    purpose: "bill",
    subscription: true
  }))
  if (gym) {
    subs.push({
      counterparty: c.rng.pick(c.p.gyms),
      cadence: "monthly",
      amount: money(c.fx * c.rng.pick([19.99, 24.99, 29.99, 34.99])),
      kind: "subscription",
      anchor: c.rng.int(1, 28),
      channel: "direct_debit",
      category: "subscriptions",
      purpose: "bill",
      subscription: true
    })
  }
  return subs
}

const salary = (c: Ctx, factor: number): IncomePlan => {
  const payer = c.rng.pick(c.p.employers)
  if (c.p.country === "US") {
    return {
      payer,
      cadence: "biweekly",
      amount: money((c.p.salary * factor * 12) / 26),
      jitter: 0,
      category: "salary",
      anchor: 5 + weekdayOffset(c.rng) % 5,
      purpose: "salary",
      giro: true,
      perMonth: 0
    }
  }
  const fourWeekly = c.p.country === "GB" && c.rng.chance(0.2)
  return fourWeekly
    ? {
      payer,
      cadence: "four_weekly",
      amount: money((c.p.salary * factor * 12) / 13),
      jitter: 0,
      category: "salary",
      anchor: c.rng.int(0, 27),
      purpose: "salary",
      giro: true,
      perMonth: 0
    }
    : {
      payer,
      cadence: "monthly",
      amount: money(c.p.salary * factor * c.rng.between(0.9, 1.25)),
      jitter: c.rng.chance(0.3) ? 0.02 : 0,
      category: "salary",
      anchor: c.rng.pick([15, 25, 26, 27, 28]),
      purpose: "salary",
      giro: true,
      perMonth: 0
    }
}

const debtCollector = (c: Ctx): RecurringPlan => ({
  counterparty: c.rng.pick(c.p.debtCollectors),
  cadence: "monthly",
  amount: money(c.fx * c.rng.pick([20, 25, 30, 40, 50, 75])),
  kind: "debt_collection",
  anchor: c.rng.int(1, 28),
  channel: "standing_order",
  category: "debt_collection",
  purpose: "repayment",
  subscription: false
})

const consumerLoan = (c: Ctx): RecurringPlan => ({
  counterparty: c.rng.pick(c.p.consumerLenders),
  cadence: "monthly",
  amount: money(c.fx * c.rng.between(90, 280)),
  kind: "loan_repayment",
  anchor: c.rng.int(1, 28),
  channel: "direct_debit",
  category: "loan_repayment",
  purpose: "repayment",
  subscription: false
})

const savingsWord: Readonly<Record<CountryProfile["language"], string>> = {
  EN: "SAVINGS",
  DE: "Sparkonto",
  FR: "LIVRET A",
  ES: "CUENTA AHORRO",
  IT: "CONTO DEPOSITO",
  NL: "SPAARREKENING",
  PL: "KONTO OSZCZĘDNOŚCIOWE",
  LT: "TAUPOMOJI SĄSKAITA"
}

const normalWeights = { groceries: 0.34, restaurants: 0.14, transport: 0.1, fuel: 0.1, shopping: 0.22, cash: 0.1 }

const noRisk: RiskPlan = {
  betsPerWeek: 0,
  gamblingOperators: [],
  paydayLoans: 0,
  bailiffPayments: 0,
  returnedPayments: 0
}

const salariedPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const recurring = [
    housing(c, 1, true),
    ...utilities(c, 2),
    telecom(c),
    insurance(c),
    ...subscriptions(c, rng.int(1, 3), rng.chance(0.5))
  ]
  if (rng.chance(0.5)) {
    recurring.push({
      counterparty: `${p.bank} ${savingsWord[p.language]}`,
      cadence: "monthly",
      amount: Math.round(c.fx * rng.pick([50, 100, 150, 200])),
      kind: "savings_transfer",
      anchor: rng.int(26, 28),
      channel: "standing_order",
      category: "transfer",
      purpose: "savings",
      subscription: false
    })
  }
  if (rng.chance(0.4)) recurring.push(consumerLoan(c))
  return {
    kind: "salaried",
    openingBalance: money(p.salary * rng.between(0.5, 2)),
    income: [salary(c, 1.1)],
    recurring,
    spendShare: 0.85,
    spendWeights: normalWeights,
    risk: noRisk,
    mayOverdraw: false
  }
}

const gigWorkerPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const platforms = distinct(rng, p.gigPlatforms, 2)
  const weekly = (p.salary * 0.85 * 12) / 52
  const income: Array<IncomePlan> = platforms.map((payer, i) => ({
    payer,
    cadence: "weekly",
    amount: money(weekly * (i === 0 ? 0.65 : 0.35)),
    jitter: 0.12,
    category: "gig_income",
    anchor: (i * 2 + rng.int(0, 1)) % 7 + 0,
    purpose: "payout",
    giro: false,
    perMonth: 0
  }))
  const recurring = [
    housing(c, 0.8, false),
    ...utilities(c, 1),
    telecom(c),
    ...subscriptions(c, rng.int(1, 2), false),
    insurance(c)
  ]
  return {
    kind: "gig_worker",
    openingBalance: money(p.salary * rng.between(0.1, 0.5)),
    income,
    recurring,
    spendShare: 0.9,
    spendWeights: { ...normalWeights, fuel: 0.2, shopping: 0.12 },
    risk: noRisk,
    mayOverdraw: false
  }
}

const benefitsRecipientPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const [main, second] = [p.benefitPayers[0] ?? "BENEFITS", p.benefitPayers[1] ?? "BENEFITS 2"]
  const income: Array<IncomePlan> = [
    {
      payer: main,
      cadence: "monthly",
      amount: money(p.salary * rng.between(0.3, 0.4)),
      jitter: 0,
      category: "benefits",
      anchor: rng.int(5, 20),
      purpose: "benefit",
      giro: true,
      perMonth: 0
    },
    {
      payer: second,
      cadence: p.country === "GB" ? "four_weekly" : "monthly",
      amount: money(p.salary * rng.between(0.06, 0.1)),
      jitter: 0,
      category: "benefits",
      anchor: p.country === "GB" ? rng.int(0, 27) : rng.int(5, 25),
      purpose: "benefit",
      giro: true,
      perMonth: 0
    }
  ]
  const recurring = [housing(c, 0.55, false), ...utilities(c, 1), telecom(c), ...subscriptions(c, 1, false)]
  const risk: RiskPlan = rng.chance(0.6) ? { ...noRisk, returnedPayments: 1 } : noRisk
  if (rng.chance(0.7)) recurring.push(debtCollector(c))
  return {
    kind: "benefits_recipient",
    openingBalance: money(p.salary * rng.between(0.15, 0.3)),
    income,
    recurring,
    spendShare: 0.92,
    spendWeights: { ...normalWeights, groceries: 0.45, restaurants: 0.06, fuel: 0.04, cash: 0.18 },
    risk,
    mayOverdraw: true
  }
}

const pensionerPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const state = p.pensionPayers[0] ?? "STATE PENSION"
  const income: Array<IncomePlan> = [
    {
      payer: state,
      cadence: p.country === "GB" ? "four_weekly" : "monthly",
      amount: money(p.salary * rng.between(0.38, 0.5) * (p.country === "GB" ? 12 / 13 : 1)),
      jitter: 0,
      category: "pension",
      anchor: p.country === "GB" ? rng.int(0, 27) : rng.int(1, 10),
      purpose: "pension",
      giro: true,
      perMonth: 0
    }
  ]
  if (rng.chance(0.7)) {
    income.push({
      payer: p.pensionPayers[1] ?? "PRIVATE PENSION",
      cadence: "monthly",
      amount: money(p.salary * rng.between(0.15, 0.35)),
      jitter: 0,
      category: "pension",
      anchor: rng.int(1, 28),
      purpose: "pension",
      giro: true,
      perMonth: 0
    })
  }
  const recurring = [...utilities(c, 2), telecom(c), insurance(c), ...subscriptions(c, 1, false)]
  if (rng.chance(0.4)) recurring.push(housing(c, 0.8, false))
  return {
    kind: "pensioner",
    openingBalance: money(p.salary * rng.between(1, 4)),
    income,
    recurring,
    spendShare: 0.75,
    spendWeights: { ...normalWeights, groceries: 0.42, transport: 0.06, cash: 0.2, shopping: 0.14 },
    risk: noRisk,
    mayOverdraw: false
  }
}

const gamblerPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const recurring = [
    housing(c, 0.9, false),
    ...utilities(c, 1),
    telecom(c),
    ...subscriptions(c, rng.int(1, 2), false)
  ]
  const operators = distinct(rng, p.gamblingOperators, rng.int(2, 3))
  return {
    kind: "gambler",
    openingBalance: money(p.salary * rng.between(0.3, 0.6)),
    income: [salary(c, 1)],
    recurring,
    spendShare: 0.55,
    spendWeights: normalWeights,
    risk: {
      ...noRisk,
      betsPerWeek: rng.between(3, 7),
      gamblingOperators: operators,
      returnedPayments: rng.int(1, 2)
    },
    mayOverdraw: true
  }
}

const paydayBorrowerPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const recurring = [
    housing(c, 0.8, false),
    ...utilities(c, 1),
    telecom(c),
    ...subscriptions(c, 1, false),
    debtCollector(c)
  ]
  return {
    kind: "payday_borrower",
    openingBalance: money(p.salary * rng.between(0.3, 0.5)),
    income: [salary(c, 0.8)],
    recurring,
    spendShare: 0.8,
    spendWeights: { ...normalWeights, cash: 0.16 },
    risk: {
      ...noRisk,
      paydayLoans: rng.int(3, 5),
      bailiffPayments: rng.int(1, 3),
      returnedPayments: rng.int(2, 3)
    },
    mayOverdraw: true
  }
}

const studentPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const income: Array<IncomePlan> = [
    {
      payer: rng.pick(p.employers),
      cadence: rng.chance(0.5) ? "weekly" : "biweekly",
      amount: 0,
      jitter: 0.05,
      category: "salary",
      anchor: rng.int(3, 6),
      purpose: "wages",
      giro: true,
      perMonth: 0
    },
    {
      payer: rng.pick(p.parents),
      cadence: "monthly",
      amount: Math.round(c.fx * rng.pick([100, 150, 200, 250])),
      jitter: 0,
      category: "family_support",
      anchor: 1,
      purpose: "allowance",
      giro: false,
      perMonth: 0
    },
    {
      payer: rng.pick(p.universities),
      cadence: "quarterly",
      amount: money(p.salary * rng.between(0.6, 0.9)),
      jitter: 0,
      category: "benefits",
      anchor: rng.int(15, 25),
      purpose: "benefit",
      giro: true,
      perMonth: 0
    }
  ]
  const job = income[0] as IncomePlan
  const perPay = (p.salary * 0.3 * 12) / (job.cadence === "weekly" ? 52 : 26)
  income[0] = { ...job, amount: money(perPay) }
  const recurring = [housing(c, 0.55, false), telecom(c), ...subscriptions(c, 2, rng.chance(0.5))]
  return {
    kind: "student",
    openingBalance: money(p.salary * rng.between(0.1, 0.4)),
    income,
    recurring,
    spendShare: 0.9,
    spendWeights: { ...normalWeights, restaurants: 0.25, fuel: 0.02, transport: 0.15, shopping: 0.2 },
    risk: noRisk,
    mayOverdraw: false
  }
}

const selfEmployedPlan = (c: Ctx): PersonaPlan => {
  const { rng, p } = c
  const [retainer, ...others] = distinct(rng, p.clients, 3)
  const income: Array<IncomePlan> = [
    {
      payer: retainer ?? "CLIENT",
      cadence: "monthly",
      amount: Math.round(p.salary * rng.between(0.5, 0.7)),
      jitter: 0,
      category: "self_employed_income",
      anchor: rng.int(1, 10),
      purpose: "invoice",
      giro: false,
      perMonth: 0
    },
    ...others.map((payer): IncomePlan => ({
      payer,
      cadence: "irregular",
      amount: Math.round(p.salary * rng.between(0.25, 0.45)),
      jitter: 0.5,
      category: "self_employed_income",
      anchor: 0,
      purpose: "invoice",
      giro: false,
      perMonth: 1
    }))
  ]
  const recurring = [
    housing(c, 1, true),
    ...utilities(c, 2),
    telecom(c),
    insurance(c),
    ...subscriptions(c, 2, false),
    {
      counterparty: p.taxAuthority,
      cadence: "quarterly",
      amount: money(p.salary * rng.between(0.25, 0.4)),
      kind: "tax",
      anchor: rng.int(10, 20),
      channel: "standing_order",
      category: "tax",
      purpose: "tax",
      subscription: false
    } satisfies RecurringPlan
  ]
  return {
    kind: "self_employed",
    openingBalance: money(p.salary * rng.between(1, 3)),
    income,
    recurring,
    spendShare: 0.8,
    spendWeights: normalWeights,
    risk: noRisk,
    mayOverdraw: false
  }
}

const planners: Readonly<Record<PersonaKind, (c: Ctx) => PersonaPlan>> = {
  salaried: salariedPlan,
  gig_worker: gigWorkerPlan,
  benefits_recipient: benefitsRecipientPlan,
  pensioner: pensionerPlan,
  gambler: gamblerPlan,
  payday_borrower: paydayBorrowerPlan,
  student: studentPlan,
  self_employed: selfEmployedPlan
}

/** Draws the concrete plan of a persona in a country. */
export const planPersona = (kind: PersonaKind, p: CountryProfile, rng: Rng): PersonaPlan =>
  planners[kind]({ rng, p, fx: currencyFactor(p.currency) })
