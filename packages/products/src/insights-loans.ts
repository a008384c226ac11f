import { Cat } from "@statement-engine/categorise"
import { CATEGORY_TREE_VERSION, isWithin } from "@statement-engine/categorise"
import { type Categorised, type CategoriserInput, makeCategoriser } from "@statement-engine/categorise"
import type { InvalidAnalysisOptions } from "@statement-engine/intake"
import { Period } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { encodedAsIs } from "./encoded-as-is.js"
import type { CategorisedTransaction, ProductContext } from "./product-context.js"
import { productScope, spanOf } from "./product-scope.js"
import { MonthlyTally, monthsOf, Tally, tallyOf, trendOf } from "./tally.js"

/** The loan kinds a lender reads off a statement. */
export const LoanKind = Schema.Literal(
  "payday",
  "consumer",
  "bnpl",
  "credit_card",
  "mortgage",
  "car",
  "student",
  "other"
)
export type LoanKind = typeof LoanKind.Type

/** Each loan kind and the category its repayments are in. */
export const LOAN_KINDS: ReadonlyArray<readonly [LoanKind, number]> = [
  ["payday", Cat.payday],
  ["consumer", Cat.consumerCredit],
  ["bnpl", Cat.bnpl],
  ["credit_card", Cat.creditCard],
  ["mortgage", Cat.mortgage],
  ["car", Cat.carFinance],
  ["student", Cat.studentLoan],
  ["other", Cat.otherLoan]
]

/** One lender seen on the statement: repayments to it and money received from it. */
export const Lender = Schema.Struct({
  name: Schema.String,
  kind: LoanKind,
  repayments: Tally,
  disbursements: Tally,
  first_date: Schema.String,
  last_date: Schema.String,
  /** The day of the latest money received from this lender; null when none was. */
  last_disbursement_date: Schema.NullOr(Schema.String)
})

/** Repayments and disbursements of one loan kind. */
export const LoanKindBlock = Schema.Struct({
  kind: LoanKind,
  repayments: Tally,
  disbursements: Tally,
  monthly_repayments: Schema.Array(MonthlyTally),
  monthly_disbursements: Schema.Array(MonthlyTally),
  repayment_trend: Schema.Literal("rising", "stable", "falling"),
  /** This kind's repayments over all loan repayments; null when there are none. */
  share_of_repayments: Schema.NullOr(Schema.Number)
})

/** Loan insights of one currency. */
export const CurrencyLoans = Schema.Struct({
  currency: Schema.String,
  period: Schema.NullOr(Period),
  lenders: Schema.Array(Lender),
  distinct_lenders: Schema.Int,
  kinds: Schema.Array(LoanKindBlock),
  total_repayments: Tally,
  total_disbursements: Tally
})

/** Output of the `insights-loans` operation. */
export const LoanInsights = Schema.Struct({
  category_tree_version: Schema.String,
  currencies: Schema.Array(CurrencyLoans)
})
export type LoanInsights = typeof LoanInsights.Type

/** The kind of credit a transaction concerns: its loan category, or for a disbursement the lender's other payments. */
const kindOf = (categoryId: number): LoanKind | undefined => {
  // a handful of category ids, asked about once per transaction: each is looked up once
  if (kinds.has(categoryId)) return kinds.get(categoryId)
  const kind = LOAN_KINDS.find(([, root]) => isWithin(categoryId, root))?.[0]
  kinds.set(categoryId, kind)
  return kind
}

const kinds = new Map<number, LoanKind | undefined>()

/**
 * A disbursement is categorised as income: its kind is that of the lender's repayments, or else
 * what the same text paid out would be.
 */
const disbursementKindOf = (
  repayments: ReadonlyArray<CategorisedTransaction>,
  categorise: (tx: CategoriserInput) => Categorised
) => {
  const lenderKind = new Map<string, LoanKind>()
  for (const r of repayments) {
    const kind = kindOf(r.category.category_id)
    if (r.category.partner !== null && kind !== undefined && !lenderKind.has(r.category.partner)) {
      lenderKind.set(r.category.partner, kind)
    }
  }
  return (i: CategorisedTransaction): LoanKind =>
    kindOf(i.category.category_id) ??
      (i.category.partner === null ? undefined : lenderKind.get(i.category.partner)) ??
      kindOf(categorise({ ...i.tx, amount: -i.tx.amount }).category_id) ??
      "other"
}

interface LenderFlows {
  readonly kind: LoanKind
  readonly out: Array<CategorisedTransaction>
  readonly in: Array<CategorisedTransaction>
}

/** Repayments and disbursements by lender (partner name), with the lender's loan kind. */
const flowsByLender = (
  repayments: ReadonlyArray<CategorisedTransaction>,
  disbursements: ReadonlyArray<CategorisedTransaction>,
  disbursementKind: (i: CategorisedTransaction) => LoanKind
) => {
  const byLender = new Map<string, LenderFlows>()
  const entry = (name: string, kind: LoanKind) => {
    const found = byLender.get(name)
    if (found !== undefined) return found
    const created: LenderFlows = { kind, out: [], in: [] }
    byLender.set(name, created)
    return created
  }
  for (const r of repayments) {
    if (r.category.partner !== null) entry(r.category.partner, kindOf(r.category.category_id) ?? "other").out.push(r)
  }
  for (const d of disbursements) {
    if (d.category.partner !== null) entry(d.category.partner, disbursementKind(d)).in.push(d)
  }
  return byLender
}

const currencyLoans = (
  currency: string,
  items: ReadonlyArray<CategorisedTransaction>,
  categorise: (tx: CategoriserInput) => Categorised
): typeof CurrencyLoans.Type => {
  const months = monthsOf(items)
  const repayments = items.filter((i) => i.tx.amount < 0 && kindOf(i.category.category_id) !== undefined)
  // money in from a lender: a disbursement category, or a loan category turned around by the sign
  const disbursements = items.filter((i) =>
    i.tx.amount > 0 &&
    (isWithin(i.category.category_id, Cat.loanDisbursement) || kindOf(i.category.category_id) !== undefined)
  )
  const disbursementKind = disbursementKindOf(repayments, categorise)
  const byLender = flowsByLender(repayments, disbursements, disbursementKind)
  const tally = (list: ReadonlyArray<CategorisedTransaction>) => tallyOf(list, [], currency).total
  const totalRepaid = tally(repayments)
  const kinds = LOAN_KINDS.flatMap(([kind]) => {
    const out = repayments.filter((r) => kindOf(r.category.category_id) === kind)
    const inn = disbursements.filter((d) => disbursementKind(d) === kind)
    if (out.length === 0 && inn.length === 0) return []
    const monthly = tallyOf(out, months, currency)
    const monthlyIn = tallyOf(inn, months, currency)
    return [{
      kind,
      repayments: monthly.total,
      disbursements: monthlyIn.total,
      monthly_repayments: monthly.monthly,
      monthly_disbursements: monthlyIn.monthly,
      repayment_trend: trendOf(monthly.monthly.map((m) => m.sum)),
      share_of_repayments: totalRepaid.sum > 0
        ? Math.round((monthly.total.sum / totalRepaid.sum) * 10_000) / 10_000
        : null
    }]
  })
  const lenders = [...byLender].map(([name, l]) => {
    const span = spanOf([...l.out, ...l.in])
    return {
      name,
      kind: l.kind,
      repayments: tally(l.out),
      disbursements: tally(l.in),
      first_date: span.from,
      last_date: span.to,
      last_disbursement_date: l.in.length === 0 ? null : spanOf(l.in).to
    }
  }).sort((a, b) => b.repayments.sum - a.repayments.sum || a.name.localeCompare(b.name))
  return {
    currency,
    period: items.length === 0 ? null : spanOf(items),
    lenders,
    distinct_lenders: lenders.length,
    kinds,
    total_repayments: totalRepaid,
    total_disbursements: tally(disbursements)
  }
}

/**
 * Credit per currency: the lenders seen (partner names from the categoriser), repayments and
 * disbursements per loan kind with monthly trends and each kind's share of all repayments.
 */
export const insightsLoans = (
  ctx: ProductContext
): Either.Either<typeof LoanInsights.Encoded, InvalidAnalysisOptions> =>
  Either.map(productScope(ctx), ({ currencies }) =>
    encodedAsIs(LoanInsights)({
      category_tree_version: CATEGORY_TREE_VERSION,
      currencies: currencies.map((c) => currencyLoans(c.currency, c.items, makeCategoriser(ctx.country)))
    }))
