import type { CsvStatement } from "./csv-writer.js"
import type { TrueTransaction } from "./transaction.js"
import type { GeneratedStatement, StatementTruth } from "./truth.js"

/**
 * A planted edit of a statement file: an amount changed without fixing the balances, a row
 * duplicated, or a row removed (its neighbours' balances no longer chain).
 */
export type StatementEdit =
  | { readonly kind: "change_amount"; readonly index: number; readonly newAmount: number }
  | { readonly kind: "duplicate_row"; readonly index: number }
  | { readonly kind: "remove_row"; readonly index: number }

const remap = (
  truth: StatementTruth,
  map: (i: number) => number | null,
  labels: StatementTruth["expectedTopCategory"]
): StatementTruth => {
  const indexes = (xs: ReadonlyArray<number>): Array<number> =>
    xs.flatMap((i) => {
      const j = map(i)
      return j === null ? [] : [j]
    })
  return {
    incomeStreams: truth.incomeStreams.map((s) => ({ ...s, transactionIndexes: indexes(s.transactionIndexes) })),
    recurring: truth.recurring.map((r) => ({ ...r, transactionIndexes: indexes(r.transactionIndexes) })),
    events: truth.events.map((e) => ({ ...e, transactionIndexes: indexes(e.transactionIndexes) })).filter((e) =>
      e.transactionIndexes.length > 0
    ),
    expectedTopCategory: labels
  }
}

/**
 * Applies an edit the way a forger or a broken export would, keeping every other row as it was
 * (so `balance_after` no longer chains where the edit is). Truth indexes follow the rows; a
 * duplicated row belongs to no stream or event.
 */
export const editStatement = (statement: GeneratedStatement, edit: StatementEdit): GeneratedStatement => {
  const rows = statement.transactions
  const target = rows[edit.index]
  if (target === undefined) throw new Error(`editStatement: no row ${edit.index}`)
  const labels = statement.truth.expectedTopCategory
  let transactions: Array<TrueTransaction>
  let truth: StatementTruth
  switch (edit.kind) {
    case "change_amount":
      transactions = rows.map((t, i) => (i === edit.index ? { ...t, amount: edit.newAmount } : t))
      truth = statement.truth
      break
    case "duplicate_row":
      transactions = [...rows.slice(0, edit.index + 1), target, ...rows.slice(edit.index + 1)]
      truth = remap(statement.truth, (i) => (i > edit.index ? i + 1 : i), [
        ...labels.slice(0, edit.index + 1),
        ...labels.slice(edit.index, edit.index + 1),
        ...labels.slice(edit.index + 1)
      ])
      break
    case "remove_row":
      transactions = rows.filter((_, i) => i !== edit.index)
      truth = remap(
        statement.truth,
        (i) => (i === edit.index ? null : i > edit.index ? i - 1 : i),
        labels.filter((_, i) => i !== edit.index)
      )
      break
  }
  return { ...statement, transactions, truth }
}

/**
 * The part of a statement booked inside [from, to] as its own file (for overlapping-statement
 * and duplicate tests). Truth is not carried over; use the whole statement's.
 */
export const sliceStatement = (
  statement: GeneratedStatement,
  from: string,
  to: string
): CsvStatement => ({
  account: statement.account,
  holder: statement.holder,
  currency: statement.currency,
  period: { from, to },
  transactions: statement.transactions.filter((t) => t.booking_date >= from && t.booking_date <= to)
})
