import type { AccountHolder, FileSummary } from "../intake-summary.js"
import type { Transaction } from "../transaction.js"

/** A row or entry that was not turned into a transaction, and why. */
export interface Skip {
  readonly line: number
  readonly reason: string
}

/** Builds a file's pre-processing summary from what was read. */
export const summarise = (
  format: string,
  name: string,
  dialect: Record<string, string | number | boolean>,
  txs: ReadonlyArray<Transaction>,
  skipped: ReadonlyArray<Skip>,
  warnings: ReadonlyArray<string>,
  holders: ReadonlyArray<AccountHolder> = []
): FileSummary => {
  let from = ""
  let to = ""
  for (const t of txs) {
    if (from === "" || t.booking_date < from) from = t.booking_date
    if (to === "" || t.booking_date > to) to = t.booking_date
  }
  return {
    name,
    format,
    dialect,
    rows: txs.length,
    skipped,
    accounts: [...new Set(txs.map((t) => t.account))],
    currencies: [...new Set(txs.map((t) => t.currency))],
    period: from === "" ? null : { from, to },
    has_balances: txs.some((t) => t.balance_after !== null),
    warnings,
    ...(holders.length === 0 ? {} : { holders })
  }
}
