import type { Transaction } from "@statement-engine/intake"
import { Cat } from "./categories/category-ids.js"
import type { Categorised } from "./categorised.js"
import { confidenceOf } from "./confidence.js"

/** Credits from one payer on one account: their indices, months and amounts. */
interface Payer {
  readonly rows: Array<number>
  readonly months: Set<string>
  min: number
  max: number
}

/** Decisions a statement's other rows may revise: a merchant's credit, and money in of no known kind. */
const revisable = (d: Categorised): boolean =>
  d.partner !== null && d.reason !== "caller_rule" && (
    d.category_id === Cat.merchantRefund || d.category_id === Cat.otherIncome ||
    (d.category_id === Cat.salary && d.reason === "income_pattern")
  )

/** Regular pay: in at least three months, amounts within a quarter of each other. */
const regular = (p: Payer): boolean => p.months.size >= 3 && p.max <= p.min * 1.25

const revised = (d: Categorised, category: number, reason: Categorised["reason"], evidence: string): Categorised => ({
  category_id: category,
  partner: d.partner,
  reason,
  evidence,
  confidence: confidenceOf(evidence)
})

/**
 * Revises the decisions of one account's credits with what the rest of its statement shows: a
 * credit from a merchant the account also paid is a refund (a large one too, not pay); a merchant or
 * company that pays the account in three or more months amounts within a quarter of each other is
 * its employer (salary), whatever it sells, and so is a named payer of money in of no known kind
 * that recurs so. Only credits whose decision rests on a name are revised; debits only record whom
 * the account paid.
 */
export const withStatementContext = (
  transactions: ReadonlyArray<Transaction>,
  decisions: ReadonlyArray<Categorised>
): ReadonlyArray<Categorised> => {
  // per account, whom it paid and who paid it; statements are mostly one account, so the maps are
  // switched when the account changes instead of keying every row by account and partner
  const accounts = new Map<string, Account>()
  let account: Account | undefined
  let accountName: string | undefined
  let lastPaid: Categorised | undefined
  for (let i = 0; i < transactions.length; i++) {
    const tx = transactions[i]!
    const d = decisions[i]!
    const partner = d.partner
    if (partner === null) continue
    if (tx.account !== accountName) {
      accountName = tx.account
      lastPaid = undefined
      account = accounts.get(accountName)
      if (account === undefined) {
        account = { paid: new Set(), payers: new Map() }
        accounts.set(accountName, account)
      }
    }
    if (tx.amount < 0) {
      // a run of rows with one decision is recorded once
      if (d !== lastPaid) account!.paid.add(partner)
      lastPaid = d
    } else if (tx.amount > 0 && revisable(d)) addCredit(account!.payers, partner, i, tx)
  }
  let out: Array<Categorised> | undefined
  for (const { paid, payers } of accounts.values()) {
    for (const [partner, payer] of payers) {
      for (const i of payer.rows) {
        const d = decisions[i]!
        let next: Categorised | undefined
        if (paid.has(partner) && d.category_id !== Cat.otherIncome) {
          next = revised(d, Cat.merchantRefund, "account_history", "paid_before")
        } else if (regular(payer)) next = revised(d, Cat.salary, "income_pattern", "regular_credit")
        if (next === undefined) continue
        out ??= decisions.slice()
        out[i] = next
      }
    }
  }
  return out ?? decisions
}

interface Account {
  readonly paid: Set<string>
  readonly payers: Map<string, Payer>
}

const addCredit = (payers: Map<string, Payer>, partner: string, i: number, tx: Transaction): void => {
  const payer = payers.get(partner)
  if (payer === undefined) {
    payers.set(partner, { rows: [i], months: new Set([tx.booking_date.slice(0, 7)]), min: tx.amount, max: tx.amount })
    return
  }
  payer.rows.push(i)
  payer.months.add(tx.booking_date.slice(0, 7))
  payer.min = Math.min(payer.min, tx.amount)
  payer.max = Math.max(payer.max, tx.amount)
}
