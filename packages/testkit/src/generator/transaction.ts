/**
 * A true canonical transaction. It mirrors `Transaction` of `@statement-engine/analysis`
 * without its `source` field (a generated statement has no file yet); dates are ISO
 * `YYYY-MM-DD`, `amount` is signed (negative = money out) in major units, rounded to cents.
 */
export interface TrueTransaction {
  readonly account: string
  readonly booking_date: string
  readonly value_date: string | null
  readonly amount: number
  readonly currency: string
  readonly description: string
  readonly counterparty: string | null
  readonly balance_after: number | null
  readonly reference: string | null
  readonly bank_category: string | null
}
