import type { AccountHolder, FileSummary, IntakeCheck } from "./intake-summary.js"
import type { Transaction } from "./transaction.js"

/** Why a row of amount 0 is not a transaction: a notice, a hold or a fee waiver, no money moved. */
export const NO_MONEY = "no money moved (amount 0)"

/** A row or entry that was not turned into a transaction, and why. */
export interface Skip {
  readonly line: number
  readonly reason: string
}

/** How a read's decisions were made, and the checks it made of itself. */
export interface ReadRecord {
  readonly decisions?: Readonly<Record<string, string>>
  readonly checks?: ReadonlyArray<IntakeCheck>
}

/** Builds a file's pre-processing summary from what was read. */
export const summarise = (
  format: string,
  name: string,
  dialect: Record<string, string | number | boolean>,
  txs: ReadonlyArray<Transaction>,
  skipped: ReadonlyArray<Skip>,
  warnings: ReadonlyArray<string>,
  holders: ReadonlyArray<AccountHolder> = [],
  record: ReadRecord = {}
): FileSummary => {
  let from = ""
  let to = ""
  let hasBalances = false
  const accounts = new Set<string>()
  const currencies = new Set<string>()
  let lastAccount: string | undefined
  let lastCurrency: string | undefined
  for (const t of txs) {
    if (from === "" || t.booking_date < from) from = t.booking_date
    if (to === "" || t.booking_date > to) to = t.booking_date
    // rows repeat their neighbour's account and currency: only a change is added
    if (t.account !== lastAccount) accounts.add(lastAccount = t.account)
    if (t.currency !== lastCurrency) currencies.add(lastCurrency = t.currency)
    if (t.balance_after !== null) hasBalances = true
  }
  return {
    name,
    format,
    dialect,
    rows: txs.length,
    skipped,
    accounts: [...accounts],
    currencies: [...currencies],
    period: from === "" ? null : { from, to },
    has_balances: hasBalances,
    warnings,
    ...(record.decisions === undefined ? {} : { decisions: record.decisions }),
    ...(record.checks === undefined || record.checks.length === 0 ? {} : { checks: record.checks }),
    ...(holders.length === 0 ? {} : { holders })
  }
}
