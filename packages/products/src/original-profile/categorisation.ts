import type { CategorisationResult } from "../categorisation.js"
import { rounded } from "./measures.js"

/** The original service's lower-case country, where it differed from ISO 3166 (`uk` for GB). */
const originalCountry = (country: string): string => country === "GB" ? "uk" : country.toLowerCase()

type Account = (typeof CategorisationResult.Encoded)["accounts"][number]

const currencyOf = (account: Account, code: string) => {
  const summary = account.summary.find((s) => s.currency === code)
  return {
    code,
    start_balance: summary?.start_balance ?? null,
    end_balance: summary?.end_balance ?? null,
    credit_turnover: summary === undefined ? null : rounded(summary.credits),
    debit_turnover: summary === undefined ? null : rounded(Math.abs(summary.debits)),
    transactions: account.transactions.filter((t) => t.currency === code).map((t) => ({
      amount: t.amount,
      date: t.date,
      category_id: t.category_id,
      title: t.category_title,
      info: t.description === "" ? null : t.description,
      partner: t.partner,
      // our input formats carry no transaction id the product keeps
      transaction_id: null
    }))
  }
}

/**
 * `categorisation` in the original's shape: per account its number, country, holders, period and
 * per currency the balances, turnovers and transactions. `bank` and `is_shared_ownership` are null
 * (no statement we read says them); joint ownership is read from the holders the file names.
 */
export const originalCategorisation = (ours: typeof CategorisationResult.Encoded, country: string) => ({
  accounts: ours.accounts.map((account) => ({
    account_number: account.account_id === "" ? null : account.account_id,
    bank: null,
    country: originalCountry(country),
    holders: account.holders.length === 0 ? null : account.holders.map((name) => ({ name })),
    is_joint_ownership: account.holders.length === 0 ? null : account.holders.length > 1,
    is_shared_ownership: null,
    period_start: account.period?.from ?? null,
    period_end: account.period?.to ?? null,
    currencies: account.currencies.map((code) => currencyOf(account, code))
  })),
  category_tree_version: ours.category_tree_version
})
