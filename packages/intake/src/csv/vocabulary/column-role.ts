import type { IndicatorSides } from "./direction.js"

/** What a CSV column holds. */
export type ColumnRole =
  | "booking_date"
  | "value_date"
  | "description"
  | "counterparty"
  | "amount"
  | "debit"
  | "credit"
  | "indicator"
  | "currency"
  | "balance"
  | "reference"
  | "category"
  | "account"
  | "status"

/** Roles a single column holds; `description` may span several columns. */
export type ColumnMap = Partial<Record<Exclude<ColumnRole, "description">, number>> & {
  readonly description: ReadonlyArray<number>
  /** Debit and credit columns already carry their signs (headerless files), so they are added as read. */
  readonly signedParts?: boolean
  /** Purchase dates beside the booking (posting) date: each transaction's `date` (`csv/purchase-date.ts`). */
  readonly purchaseDate?: number
  /** A column that marks credits (`CR`) and is blank for debits, beside unsigned amounts (card statements). */
  readonly creditMarker?: number
  /** How an unsigned debit/credit pair was told apart when no header names it (`decisions.direction`). */
  readonly directionEvidence?: string
  /** The sides the indicator column's values read as, judged together (a `U` beside `E` or beside `O`). */
  readonly indicatorSides?: IndicatorSides
}
