import type { Transaction } from "@statement-engine/intake"
import { cents, type IntegrityFinding, newestFirst, SHOWN } from "./integrity-finding.js"
import { makeLatestOfValue } from "./latest-of-value.js"

// The checks of one account's rows of one file, in file order: balance chain, duplicates, date order.

/** True when each row's balance is the previous one's plus its amount. */
const chains = (rows: ReadonlyArray<Transaction>): boolean => {
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1]
    const row = rows[i]
    if (prev === undefined || row === undefined || prev.balance_after === null || row.balance_after === null) continue
    if (cents(prev.balance_after + row.amount, row.currency) !== cents(row.balance_after, row.currency)) return false
  }
  return true
}

/**
 * The days whose bookings are consistent as a whole: in one of the two orders within the day the
 * running balance holds, and the day's total carries the previous day's closing balance (the
 * balance of its first or last row) to this day's.
 */
const daysExplainingBreaks = (chronological: ReadonlyArray<Transaction>): ReadonlySet<string> => {
  const days: Array<Array<Transaction>> = []
  for (const row of chronological) {
    const last = days[days.length - 1]
    if (last !== undefined && last[0]?.booking_date === row.booking_date) last.push(row)
    else days.push([row])
  }
  const closings = (day: ReadonlyArray<Transaction>): ReadonlyArray<number> =>
    [day[0], day[day.length - 1]].flatMap((
      r
    ) => (r === undefined || r.balance_after === null ? [] : [cents(r.balance_after, r.currency)]))
  const openings = (day: ReadonlyArray<Transaction>): ReadonlyArray<number> =>
    [day[0], day[day.length - 1]].flatMap((
      r
    ) => (r === undefined || r.balance_after === null ? [] : [cents(r.balance_after - r.amount, r.currency)]))
  const consistent = new Set<string>()
  days.forEach((day, i) => {
    const first = day[0]
    if (first === undefined) return
    if (!chains(day) && !chains([...day].reverse())) return
    const before = days[i - 1]
    if (before === undefined) {
      consistent.add(first.booking_date)
      return
    }
    const total = cents(day.reduce((s, r) => s + r.amount, 0), first.currency)
    const previous = closings(before)
    if (
      closings(day).some((close) => previous.some((p) => p + total === close)) ||
      openings(day).some((open) => previous.includes(open) && closings(day).includes(open + total))
    ) {
      consistent.add(first.booking_date)
    }
  })
  return consistent
}

/** True when a line of `sorted` lies strictly between lines `a` and `b` (in either order). */
const anyBetween = (sorted: ReadonlyArray<number>, a: number, b: number): boolean => {
  const lo = Math.min(a, b)
  const hi = Math.max(a, b)
  let left = 0
  let right = sorted.length
  while (left < right) {
    const mid = (left + right) >> 1
    if ((sorted[mid] ?? 0) <= lo) left = mid + 1
    else right = mid
  }
  return left < sorted.length && (sorted[left] ?? hi) < hi
}

/** Where the running balance does not continue from one row to the next, and how many links were checked. */
const balanceBreaks = (chronological: ReadonlyArray<Transaction>, skippedLines: ReadonlyArray<number>) => {
  let links = 0
  const breaks: Array<Transaction> = []
  const atSkipped: Array<number> = []
  for (let i = 1; i < chronological.length; i++) {
    const prev = chronological[i - 1]
    const row = chronological[i]
    if (prev === undefined || row === undefined || prev.balance_after === null || row.balance_after === null) continue
    links++
    if (cents(prev.balance_after + row.amount, row.currency) === cents(row.balance_after, row.currency)) continue
    // a row the intake left out (a pending payment, say) stood between them and moved the balance
    if (anyBetween(skippedLines, prev.source_line, row.source_line)) atSkipped.push(row.source_line)
    else breaks.push(row)
  }
  // banks order bookings within a day as they like; a break that the day's total explains is not one
  const explained = breaks.length === 0 ? new Set<string>() : daysExplainingBreaks(chronological)
  const unexplained = breaks.filter((r) => !explained.has(r.booking_date)).map((r) => r.source_line)
  return { links, unexplained, atSkipped }
}

/**
 * The lines of rows that repeat an earlier row exactly, balance included (with a running balance two
 * real bookings never do). The rows of one balance are chained, each to the one before it, through
 * positions in a typed array: no list per repeated balance.
 */
const duplicateLines = (rows: ReadonlyArray<Transaction>): Array<number> => {
  const latestOf = makeLatestOfValue(rows.length)
  const before = new Int32Array(rows.length)
  const dupes: Array<number> = []
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!
    if (r.balance_after === null) continue
    const latest = latestOf.add(r.balance_after, i)
    before[i] = latest
    let repeated = false
    for (let o = latest; o >= 0 && !repeated; o = before[o]!) {
      const other = rows[o]!
      repeated = other.booking_date === r.booking_date && other.amount === r.amount &&
        other.description === r.description
    }
    if (repeated) dupes.push(r.source_line)
  }
  return dupes
}

/** The lines of rows dated before the row before them. */
const outOfOrderLines = (chronological: ReadonlyArray<Transaction>): Array<number> => {
  const outOfOrder: Array<number> = []
  for (let i = 1; i < chronological.length; i++) {
    const prev = chronological[i - 1]
    const row = chronological[i]
    if (prev !== undefined && row !== undefined && row.booking_date < prev.booking_date) {
      outOfOrder.push(row.source_line)
    }
  }
  return outOfOrder
}

export const checkAccount = (
  account: string,
  rows: ReadonlyArray<Transaction>,
  skippedLines: ReadonlyArray<number>
) => {
  const findings: Array<IntegrityFinding> = []
  const chronological = newestFirst(rows) ? [...rows].reverse() : rows
  let withBalance = 0
  for (const r of rows) if (r.balance_after !== null) withBalance++
  const { atSkipped, links, unexplained } = balanceBreaks(chronological, skippedLines)
  if (unexplained.length > 0) {
    findings.push({
      code: "BALANCE_BREAK",
      severity: "warning",
      detail:
        `${unexplained.length} of ${links} rows do not continue the running balance (previous balance + amount ≠ balance), and their day's bookings do not add up to the day's change in balance either: rows changed, missing or inserted`,
      account,
      lines: unexplained.slice(0, SHOWN)
    })
  }
  if (atSkipped.length > 0) {
    findings.push({
      code: "BREAK_AT_SKIPPED_ROWS",
      severity: "info",
      detail:
        `${atSkipped.length} rows do not continue the running balance right after rows that were not read as transactions (pending, not booked, summaries): those rows moved the balance`,
      account,
      lines: atSkipped.slice(0, SHOWN)
    })
  }
  if (withBalance > 0 && withBalance < rows.length) {
    findings.push({
      code: "PARTIAL_BALANCES",
      severity: "info",
      detail: `${rows.length - withBalance} of ${rows.length} rows have no balance while the others do`,
      account,
      lines: rows.filter((r) => r.balance_after === null).slice(0, SHOWN).map((r) => r.source_line)
    })
  }
  const dupes = withBalance > 0 ? duplicateLines(rows) : []
  if (dupes.length > 0) {
    findings.push({
      code: "DUPLICATE_ROWS",
      severity: "warning",
      detail: `${dupes.length} rows repeat an earlier row exactly, balance included`,
      account,
      lines: dupes.slice(0, SHOWN)
    })
  }
  const outOfOrder = outOfOrderLines(chronological)
  if (outOfOrder.length > 0) {
    findings.push({
      code: "DATES_OUT_OF_ORDER",
      severity: "info",
      detail: `${outOfOrder.length} rows are dated before the row listed ${
        newestFirst(rows) ? "after" : "before"
      } them`,
      account,
      lines: outOfOrder.slice(0, SHOWN)
    })
  }
  return { findings, withBalance, links }
}
