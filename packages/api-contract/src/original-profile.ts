import { Schema } from "effect"

/*
 * The `original` compatibility profile's answers (docs/compatibility.md): the original service's
 * shapes, which an operator turns on for the server or one client. Ours stay the default.
 */

const N = Schema.NullOr(Schema.Number)
const I = Schema.NullOr(Schema.Int)

/** One error of the original's top-level error array. */
export const OriginalError = Schema.Struct({
  title: Schema.String,
  detail: Schema.String,
  "error-code": Schema.String,
  source: Schema.Array(Schema.Unknown)
})
/** An error body under the original profile: a top-level array. */
export const OriginalErrorBody = Schema.NonEmptyArray(OriginalError).annotations({
  identifier: "OriginalErrorBody",
  description: "An error answer under the original profile: a top-level array (docs/compatibility.md)."
})

const Links = Schema.Struct({ related: Schema.String, self: Schema.String })

/** The upload's record under the original profile: the spec's attributes only. */
export const OriginalPreProcessingRecord = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report pre-processing record"),
    attributes: Schema.Struct({
      "available-operations": Schema.Array(Schema.String),
      "request-id": Schema.String,
      status: Schema.String
    }),
    relationships: Schema.Struct({ operations: Schema.Struct({ links: Links }) })
  })
}).annotations({ identifier: "OriginalPreProcessingRecord" })

const OriginalTransaction = Schema.Struct({
  amount: Schema.Number,
  date: Schema.String,
  category_id: Schema.Int,
  title: Schema.String,
  info: Schema.NullOr(Schema.String),
  partner: Schema.NullOr(Schema.String),
  transaction_id: Schema.NullOr(Schema.String)
})

/** `categorisation` under the original profile. */
export const OriginalCategorisation = Schema.Struct({
  accounts: Schema.Array(Schema.Struct({
    account_number: Schema.NullOr(Schema.String),
    bank: Schema.NullOr(Schema.String),
    country: Schema.NullOr(Schema.String),
    holders: Schema.NullOr(Schema.Array(Schema.Struct({ name: Schema.NullOr(Schema.String) }))),
    is_joint_ownership: Schema.NullOr(Schema.Boolean),
    is_shared_ownership: Schema.NullOr(Schema.Boolean),
    period_start: Schema.NullOr(Schema.String),
    period_end: Schema.NullOr(Schema.String),
    currencies: Schema.Array(Schema.Struct({
      code: Schema.NullOr(Schema.String),
      start_balance: N,
      end_balance: N,
      credit_turnover: N,
      debit_turnover: N,
      transactions: Schema.Array(OriginalTransaction)
    }))
  })),
  category_tree_version: Schema.String
}).annotations({ identifier: "OriginalCategorisation" })

const Definition = Schema.Array(Schema.Struct({ category_id: Schema.String, title: Schema.String }))

/** `insights-income` under the original profile. */
export const OriginalIncome = Schema.Struct({
  average_days_between_income_payments: N,
  average_monthly_discretionary_income: N,
  average_monthly_income: N,
  calendar_months: Schema.Int,
  calendar_months_with_income: Schema.Int,
  days_since_last_income_payment: I,
  debt_to_income_ratio: N,
  definitions: Schema.Struct({ income: Definition, expenses: Definition }),
  income_by_category: Schema.Record({
    key: Schema.String,
    value: Schema.Struct({
      average_income_payment: N,
      average_monthly_income: N,
      days_since_last_income_payment: I,
      median_income_payment: N,
      number_of_income_payments: I
    })
  }),
  last_incomplete_month: Schema.NullOr(Schema.Struct({
    month: Schema.String,
    received_income: N,
    expected_remaining_income: N,
    remaining_monthly_discretionary_income: N
  })),
  monthly_regularity: N,
  monthly_stability: N,
  monthly_trend: N
}).annotations({ identifier: "OriginalIncome" })

const CountAndSum = Schema.Struct({ average_count_a_month: N, average_sum_a_month: N })

/** `insights-risk` under the original profile. */
export const OriginalRisk = Schema.Struct({
  alimony_payments: CountAndSum,
  bailiffs: CountAndSum,
  debt_collection: CountAndSum,
  dishonours: CountAndSum,
  loan_fines: CountAndSum,
  balance: Schema.Struct({
    calendar_month_start_balance: N,
    calendar_month_end_balance: N,
    net_cash_flow: N,
    statement_start_balance: N,
    statement_end_balance: N
  }),
  cash: Schema.Struct({
    average_count_of_cash_deposit_a_month: N,
    average_count_of_cash_withdrawal_a_month: N,
    average_sum_of_cash_deposit_a_month: N,
    average_sum_of_cash_withdrawal_a_month: N,
    cash_deposit_monthly_trend: N,
    cash_deposit_to_income: N,
    cash_withdrawal_monthly_trend: N,
    cash_withdrawal_to_expenses: N,
    cash_withdrawal_to_income: N,
    stable_monthly_cash_deposits: Schema.NullOr(Schema.Boolean)
  }),
  gambling: Schema.Struct({
    average_count_a_month: N,
    average_sum_a_month: N,
    days_since_last_transaction: I,
    gambling_to_all_expenses: N,
    monthly_regularity_of_gambling: N,
    ratio_of_casino: N,
    ratio_of_lottery: N,
    ratio_of_betting: N
  })
}).annotations({ identifier: "OriginalRisk" })

const LoanFlows = {
  average_monthly_outgoing_loan_payment: N,
  days_since_last_incoming_loan: I,
  monthly_incoming_loan_trend: N,
  monthly_outgoing_loan_trend: N,
  number_of_incoming_loan_sources: Schema.Int,
  number_of_outgoing_loan_sources: Schema.Int
}

/** `insights-loans` under the original profile. */
export const OriginalLoans = Schema.Struct({
  ...LoanFlows,
  calendar_months: Schema.Int,
  calendar_months_with_incoming_loans: Schema.Int,
  calendar_months_with_outgoing_loans: Schema.Int,
  loans_by_category: Schema.Array(Schema.Struct({
    ...LoanFlows,
    category_id: Schema.Struct({ expense: Schema.NullOr(Schema.String), income: Schema.NullOr(Schema.String) }),
    category_title: Schema.String,
    ratio_of_outgoing_loan_category_to_loans: N
  }))
}).annotations({ identifier: "OriginalLoans" })

/**
 * A completed result under the original profile: `categorisation` under the attributes, the three
 * insights under `insights`, `simple-score` as its integer; other products as ours.
 */
export const OriginalProcessingResult = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing status"),
    attributes: Schema.Struct(
      {
        "request-id": Schema.String,
        status: Schema.Literal("completed"),
        categorisation: Schema.optional(OriginalCategorisation),
        insights: Schema.optional(Schema.Struct({
          "insights-income": Schema.optional(OriginalIncome),
          "insights-risk": Schema.optional(OriginalRisk),
          "insights-loans": Schema.optional(OriginalLoans)
        })),
        "simple-score": Schema.optional(Schema.Int.pipe(Schema.between(0, 10))),
        "simple-score-reasons": Schema.optional(Schema.Array(Schema.Unknown))
      },
      Schema.Record({ key: Schema.String, value: Schema.Unknown })
    )
  })
}).annotations({
  identifier: "OriginalProcessingResult",
  description: "A completed result under the original profile (docs/compatibility.md)."
})
