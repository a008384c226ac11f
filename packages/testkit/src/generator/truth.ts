import type { Cadence } from "./cadence.js"
import type { Country } from "./country-profile.js"
import type { PersonaKind } from "./persona-kind.js"
import type { TrueTransaction } from "./transaction.js"

/** The category a categoriser should give a transaction (top level of our own label set). */
export type CategoryLabel =
  | "salary"
  | "pension"
  | "benefits"
  | "gig_income"
  | "self_employed_income"
  | "family_support"
  | "gambling"
  | "gambling_win"
  | "loan_disbursement"
  | "loan_repayment"
  | "debt_collection"
  | "bailiff"
  | "returned_payment"
  | "bank_fees"
  | "rent"
  | "mortgage"
  | "utilities"
  | "telecom"
  | "subscriptions"
  | "insurance"
  | "groceries"
  | "restaurants"
  | "transport"
  | "fuel"
  | "cash_withdrawal"
  | "shopping"
  | "tax"
  | "transfer"

/** The income categories a planted income stream can have. */
export type IncomeCategory =
  | "salary"
  | "pension"
  | "benefits"
  | "gig_income"
  | "self_employed_income"
  | "family_support"

/** A planted income stream. `amount` is the nominal (mean) payment, positive. */
export interface TrueIncomeStream {
  readonly payer: string
  readonly cadence: Cadence
  readonly amount: number
  /** Each payment is the nominal amount times a uniform factor in [1 - jitter, 1 + jitter]. */
  readonly jitter: number
  readonly category: IncomeCategory
  readonly transactionIndexes: ReadonlyArray<number>
}

/** What a recurring outgoing stream is. */
export type RecurringKind =
  | "rent"
  | "mortgage"
  | "utilities"
  | "telecom"
  | "subscription"
  | "insurance"
  | "loan_repayment"
  | "debt_collection"
  | "savings_transfer"
  | "tax"

/** A planted recurring outgoing stream. `amount` is the nominal payment, positive. */
export interface TrueRecurring {
  readonly counterparty: string
  readonly cadence: Cadence
  readonly amount: number
  readonly kind: RecurringKind
  readonly subscription: boolean
  readonly transactionIndexes: ReadonlyArray<number>
}

/** Kinds of planted risk and loan events. */
export type EventKind =
  | "gambling"
  | "payday_loan"
  | "bailiff"
  | "debt_collection"
  | "returned_payment"
  | "dishonour_fee"
  | "overdraft_fee"

/**
 * A group of planted event transactions of one kind, counterparty and direction.
 * Debt-collection payments are also listed as a recurring stream (kind `debt_collection`).
 */
export interface TrueEvent {
  readonly kind: EventKind
  readonly counterparty: string
  /** `in` = money received (a gambling win, a loan disbursement, a returned debit), `out` = paid. */
  readonly direction: "in" | "out"
  readonly transactionIndexes: ReadonlyArray<number>
}

/** Everything the generator planted, indexed into `GeneratedStatement.transactions`. */
export interface StatementTruth {
  readonly incomeStreams: ReadonlyArray<TrueIncomeStream>
  readonly recurring: ReadonlyArray<TrueRecurring>
  readonly events: ReadonlyArray<TrueEvent>
  /** One label per transaction, same order as `transactions`. */
  readonly expectedTopCategory: ReadonlyArray<CategoryLabel>
}

/** A generated single-account statement and its known truth. */
export interface GeneratedStatement {
  readonly persona: PersonaKind
  readonly country: Country
  readonly currency: string
  readonly account: string
  readonly holder: string
  /** First and last day of the statement period (inclusive). */
  readonly period: { readonly from: string; readonly to: string }
  readonly openingBalance: number
  readonly closingBalance: number
  /** True transactions in booking-date order, each with its running balance. */
  readonly transactions: ReadonlyArray<TrueTransaction>
  readonly truth: StatementTruth
}
