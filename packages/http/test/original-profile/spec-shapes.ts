import { Schema } from "effect"

/*
 * The original service's shapes, written from ../shared/spec/compatibility-profile.md and
 * statement-analysis-api.md alone (never from this engine's output): what code written against the
 * original service parses. Every listed key is required ("keys are present with null rather than
 * absent"); `onExcessProperty: "error"` in `decodeExactly` holds a body to exactly these keys where
 * the spec lists them all.
 */

const Num = Schema.Number
const NullableNumber = Schema.NullOr(Schema.Number)
const NullableInt = Schema.NullOr(Schema.Int)
const IsoDate = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/))
const IsoMonth = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}$/))

/** Token response [seen]. */
export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  expires_in: Schema.Int,
  token_type: Schema.Literal("Bearer")
})

/** Error body [seen]: a top-level array. */
export const ErrorBody = Schema.NonEmptyArray(Schema.Struct({
  title: Schema.String,
  detail: Schema.String,
  "error-code": Schema.String,
  source: Schema.Array(Schema.Unknown)
}))

/** Error codes and their statuses as the original answered them [seen]. */
export const ORIGINAL_ERROR_STATUS: Readonly<Record<string, number>> = {
  API_REQUIRED_PARAMS_MISSING: 400,
  TIMEOUT_PROCESSING: 400,
  ANALYSIS_ALREADY_REQUESTED: 400,
  PDF_PARSE_FAILURE: 400,
  RATE_LIMIT: 429,
  EXCEEDED_LIMIT: 400,
  NO_SUITABLE_PARSERS: 400,
  UNKNOWN_ERROR: 500,
  NOT_FOUND: 404,
  GONE: 410,
  UNSUPPORTED_COUNTRY_REQUESTED: 400,
  SERVICE_UNAVAILABLE: 503,
  FORBIDDEN: 403
}

const Link = Schema.Struct({ related: Schema.String, self: Schema.String })

/** Pre-processing record (interface document §2). No `data.id`. */
export const PreProcessingRecord = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report pre-processing record"),
    attributes: Schema.Struct({
      "available-operations": Schema.Array(Schema.String),
      "request-id": Schema.String,
      status: Schema.String
    }),
    relationships: Schema.Struct({ operations: Schema.Struct({ links: Link }) })
  })
})

/** Processing record (interface document §2). */
export const ProcessingRecord = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing record"),
    attributes: Schema.Struct({ "request-id": Schema.String, status: Schema.Literal("queued") }),
    relationships: Schema.Struct({ result: Schema.Struct({ links: Link }) })
  })
})

// ---- products ----

const CategorisedTransaction = Schema.Struct({
  amount: Num,
  date: IsoDate,
  category_id: Schema.Int,
  title: Schema.String,
  info: Schema.NullOr(Schema.String),
  partner: Schema.NullOr(Schema.String),
  transaction_id: Schema.NullOr(Schema.String)
})

const AccountCurrency = Schema.Struct({
  code: Schema.NullOr(Schema.String),
  start_balance: NullableNumber,
  end_balance: NullableNumber,
  credit_turnover: NullableNumber,
  debit_turnover: Schema.NullOr(Schema.Number.pipe(Schema.nonNegative())),
  transactions: Schema.Array(CategorisedTransaction)
})

/** `categorisation` [seen, every field]. */
export const Categorisation = Schema.Struct({
  accounts: Schema.Array(Schema.Struct({
    account_number: Schema.NullOr(Schema.String),
    bank: Schema.NullOr(Schema.String),
    country: Schema.NullOr(Schema.String.pipe(Schema.pattern(/^[a-z]{2}$/))),
    holders: Schema.NullOr(Schema.Array(Schema.Struct({ name: Schema.NullOr(Schema.String) }))),
    is_joint_ownership: Schema.NullOr(Schema.Boolean),
    is_shared_ownership: Schema.NullOr(Schema.Boolean),
    period_start: Schema.NullOr(IsoDate),
    period_end: Schema.NullOr(IsoDate),
    currencies: Schema.Array(AccountCurrency)
  })),
  category_tree_version: Schema.String
})

const Definition = Schema.Array(Schema.Struct({ category_id: Schema.String, title: Schema.String }))

/** `insights-income` [seen, all 13 keys]. */
export const InsightsIncome = Schema.Struct({
  average_days_between_income_payments: NullableNumber,
  average_monthly_discretionary_income: NullableNumber,
  average_monthly_income: NullableNumber,
  calendar_months: Schema.Int,
  calendar_months_with_income: Schema.Int,
  days_since_last_income_payment: NullableInt,
  debt_to_income_ratio: NullableNumber,
  definitions: Schema.Struct({ income: Definition, expenses: Definition }),
  income_by_category: Schema.Record({
    key: Schema.String,
    value: Schema.Struct({
      average_income_payment: NullableNumber,
      average_monthly_income: NullableNumber,
      days_since_last_income_payment: NullableInt,
      median_income_payment: NullableNumber,
      number_of_income_payments: NullableInt
    })
  }),
  last_incomplete_month: Schema.NullOr(Schema.Struct({
    month: IsoMonth,
    received_income: NullableNumber,
    expected_remaining_income: NullableNumber,
    remaining_monthly_discretionary_income: NullableNumber
  })),
  monthly_regularity: NullableNumber,
  monthly_stability: NullableNumber,
  monthly_trend: NullableNumber
})

const CountAndSum = Schema.Struct({ average_count_a_month: NullableNumber, average_sum_a_month: NullableNumber })

/** `insights-risk` [seen; `loan_fines` and the betting ratio guessed]. */
export const InsightsRisk = Schema.Struct({
  alimony_payments: CountAndSum,
  bailiffs: CountAndSum,
  debt_collection: CountAndSum,
  dishonours: CountAndSum,
  loan_fines: CountAndSum,
  balance: Schema.Struct({
    calendar_month_start_balance: NullableNumber,
    calendar_month_end_balance: NullableNumber,
    net_cash_flow: NullableNumber,
    statement_start_balance: NullableNumber,
    statement_end_balance: NullableNumber
  }),
  cash: Schema.Struct({
    average_count_of_cash_deposit_a_month: NullableNumber,
    average_count_of_cash_withdrawal_a_month: NullableNumber,
    average_sum_of_cash_deposit_a_month: NullableNumber,
    average_sum_of_cash_withdrawal_a_month: NullableNumber,
    cash_deposit_monthly_trend: NullableNumber,
    cash_deposit_to_income: NullableNumber,
    cash_withdrawal_monthly_trend: NullableNumber,
    cash_withdrawal_to_expenses: NullableNumber,
    cash_withdrawal_to_income: NullableNumber,
    stable_monthly_cash_deposits: Schema.NullOr(Schema.Boolean)
  }),
  gambling: Schema.Struct({
    average_count_a_month: NullableNumber,
    average_sum_a_month: NullableNumber,
    days_since_last_transaction: NullableInt,
    gambling_to_all_expenses: NullableNumber,
    monthly_regularity_of_gambling: NullableNumber,
    ratio_of_casino: NullableNumber,
    ratio_of_lottery: NullableNumber,
    ratio_of_betting: NullableNumber
  })
})

const LoanCategory = Schema.Struct({
  average_monthly_outgoing_loan_payment: NullableNumber,
  category_id: Schema.Struct({ expense: Schema.NullOr(Schema.String), income: Schema.NullOr(Schema.String) }),
  category_title: Schema.String,
  days_since_last_incoming_loan: NullableInt,
  monthly_incoming_loan_trend: NullableNumber,
  monthly_outgoing_loan_trend: NullableNumber,
  number_of_incoming_loan_sources: Schema.Int,
  number_of_outgoing_loan_sources: Schema.Int,
  ratio_of_outgoing_loan_category_to_loans: NullableNumber
})

/** `insights-loans` [seen; the last four top-level keys guessed]. */
export const InsightsLoans = Schema.Struct({
  average_monthly_outgoing_loan_payment: NullableNumber,
  calendar_months: Schema.Int,
  calendar_months_with_incoming_loans: Schema.Int,
  calendar_months_with_outgoing_loans: Schema.Int,
  days_since_last_incoming_loan: NullableInt,
  loans_by_category: Schema.Array(LoanCategory),
  monthly_incoming_loan_trend: NullableNumber,
  monthly_outgoing_loan_trend: NullableNumber,
  number_of_incoming_loan_sources: Schema.Int,
  number_of_outgoing_loan_sources: Schema.Int
})

/** `simple-score` [seen: an integer 0–10, 10 best; where it sits is a guess]. */
export const SimpleScoreValue = Schema.Int.pipe(Schema.between(0, 10))

/**
 * The completed result: `categorisation` directly under `data.attributes`, the three insights
 * under `data.attributes.insights`. `data.type` is either of the two the spec marks seen.
 */
export const CompletedResult = Schema.Struct({
  data: Schema.Struct({
    type: Schema.Literal("report processing status", "report processing result"),
    attributes: Schema.Struct({
      "request-id": Schema.String,
      status: Schema.Literal("completed"),
      categorisation: Schema.optional(Categorisation),
      insights: Schema.optional(Schema.Struct({
        "insights-income": Schema.optional(InsightsIncome),
        "insights-risk": Schema.optional(InsightsRisk),
        "insights-loans": Schema.optional(InsightsLoans)
      }))
    })
  })
})

/** Decodes `u` as `schema`, failing on any key the schema does not list. */
export const decodeExactly = <A, I>(schema: Schema.Schema<A, I>, u: unknown): A =>
  Schema.decodeUnknownSync(schema, { onExcessProperty: "error" })(u)
