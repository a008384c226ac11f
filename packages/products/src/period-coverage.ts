import type { Transaction } from "@statement-engine/intake"
import { daysBetween } from "./dates.js"
import { groupedBy } from "./group-by.js"
import { cents, type IntegrityFinding, newestFirst } from "./integrity-finding.js"

export interface Coverage {
  readonly file: string
  readonly account: string
  readonly from: string
  readonly to: string
  readonly opening: number | null
  readonly closing: number | null
  readonly currency: string
}

export const coverageOf = (file: string, account: string, rows: ReadonlyArray<Transaction>): Coverage => {
  const chronological = newestFirst(rows) ? [...rows].reverse() : rows
  const first = chronological[0]
  const last = chronological[chronological.length - 1]
  return {
    file,
    account,
    from: first?.booking_date ?? "",
    to: last?.booking_date ?? "",
    opening: first?.balance_after === null || first === undefined ? null : first.balance_after - first.amount,
    closing: last?.balance_after ?? null,
    currency: first?.currency ?? "XXX"
  }
}

/**
 * Between files of one account: periods that overlap, and balances that do not carry over (money
 * missing). Files that do not name their account (it is then the file's name) are taken to be of
 * one account per currency, as a customer uploading consecutive statements would send them.
 */
export const acrossFiles = (coverages: ReadonlyArray<Coverage>): Array<IntegrityFinding> => {
  const findings: Array<IntegrityFinding> = []
  for (
    const [account, list] of groupedBy(
      coverages,
      (c) => `${c.account === c.file ? "(unnamed)" : c.account}|${c.currency}`
    )
  ) {
    const sorted = [...list].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]
      const next = sorted[i]
      if (prev === undefined || next === undefined) continue
      const name = account.split("|")[0] ?? account
      if (next.from < prev.to) {
        findings.push({
          code: "PERIOD_OVERLAP",
          severity: "info",
          detail: `"${prev.file}" (${prev.from}–${prev.to}) and "${next.file}" (${next.from}–${next.to}) overlap`,
          account: name,
          lines: []
        })
      } else if (
        prev.closing !== null && next.opening !== null &&
        cents(prev.closing, prev.currency) !== cents(next.opening, next.currency)
      ) {
        findings.push({
          code: "PERIOD_GAP",
          severity: "warning",
          detail: `"${prev.file}" ends at balance ${prev.closing} on ${prev.to} but "${next.file}" starts from ${
            Math.round(next.opening * 100) / 100
          } on ${next.from} (${daysBetween(prev.to, next.from)} days later): bookings in between are missing`,
          account: name,
          lines: []
        })
      }
    }
  }
  return findings
}
