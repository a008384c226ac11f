import { minorFactor } from "@statement-engine/intake"
import type { Transaction } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { daysBetween } from "./dates.js"
import { groupedBy } from "./group-by.js"
import { makeLatestOfValue } from "./latest-of-value.js"
import { documentFindings } from "./pdf-document-findings.js"
import type { ProductContext } from "./product-context.js"

/** Why a file looks edited or incomplete. */
export const IntegrityCode = Schema.Literal(
  "BALANCE_BREAK",
  "DUPLICATE_ROWS",
  "DATES_OUT_OF_ORDER",
  "PARTIAL_BALANCES",
  "PERIOD_OVERLAP",
  "PERIOD_GAP",
  "BREAK_AT_SKIPPED_ROWS",
  "STATEMENT_BALANCES_BREAK",
  "PDF_EDITOR_PRODUCER",
  "PDF_RESAVED",
  "PDF_MODIFIED_AFTER_CREATION",
  "PDF_INCREMENTAL_UPDATE",
  "PDF_TEXT_OVERLAP",
  "PDF_FONT_MISMATCH"
)

/**
 * One finding, with the lines it concerns (the first few; a PDF's lines counted from its first page,
 * as `source_line` is). Only warnings make a file suspicious. `PDF_*` findings are what a PDF itself
 * shows of its making (evidence for a person to check, never a verdict of fraud).
 */
export const IntegrityFinding = Schema.Struct({
  code: IntegrityCode,
  /** `warning`: a sign of an edited or incomplete file; `info`: unusual, but real exports do it. */
  severity: Schema.Literal("warning", "info"),
  detail: Schema.String,
  account: Schema.String,
  lines: Schema.Array(Schema.Int)
})
export type IntegrityFinding = typeof IntegrityFinding.Type

/** The verdict on one file. */
export const FileIntegrity = Schema.Struct({
  file: Schema.String,
  verdict: Schema.Literal("consistent", "suspicious", "cannot_verify"),
  rows: Schema.Int,
  rows_with_balance: Schema.Int,
  /** Consecutive pairs of rows whose balances chain (previous balance + amount = balance). */
  balance_links_checked: Schema.Int,
  findings: Schema.Array(IntegrityFinding)
})

/** Output of the `statement-integrity` operation. */
export const StatementIntegrity = Schema.Struct({
  files: Schema.Array(FileIntegrity),
  /** Findings between files of the same account (overlapping or missing periods). */
  across_files: Schema.Array(IntegrityFinding)
})
export type StatementIntegrity = typeof StatementIntegrity.Type

const SHOWN = 10

/**
 * Rows by account and currency (keyed `account\u0000currency`); runs of one account cost no key, and
 * a file of one account in one currency (as most are) is its own list, not copied.
 */
const byAccountAndCurrency = (txs: ReadonlyArray<Transaction>): ReadonlyMap<string, ReadonlyArray<Transaction>> => {
  const head = txs[0]
  if (head === undefined) return new Map()
  let one = true
  for (let i = 1; i < txs.length && one; i++) {
    one = txs[i]!.account === head.account && txs[i]!.currency === head.currency
  }
  if (one) return new Map([[`${head.account}\u0000${head.currency}`, txs]])
  const out = new Map<string, Array<Transaction>>()
  let account: string | undefined
  let currency: string | undefined
  let current: Array<Transaction> = []
  for (const t of txs) {
    if (t.account === account && t.currency === currency) {
      current.push(t)
      continue
    }
    account = t.account
    currency = t.currency
    const k = `${account}\u0000${currency}`
    const list = out.get(k)
    if (list === undefined) out.set(k, current = [t])
    else (current = list).push(t)
  }
  return out
}

/** An amount in minor units of its currency. */
const cents = (x: number, currency: string) => Math.round(x * minorFactor(currency))

/** True when the file lists this account newest first (its first date is later than its last). */
const newestFirst = (rows: ReadonlyArray<Transaction>): boolean =>
  (rows[0]?.booking_date ?? "") > (rows[rows.length - 1]?.booking_date ?? "")

/** One account's rows of one file, in file order: balance chain, duplicates, date order. */
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

const checkAccount = (account: string, rows: ReadonlyArray<Transaction>, skippedLines: ReadonlyArray<number>) => {
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

interface Coverage {
  readonly file: string
  readonly account: string
  readonly from: string
  readonly to: string
  readonly opening: number | null
  readonly closing: number | null
  readonly currency: string
}

const coverageOf = (file: string, account: string, rows: ReadonlyArray<Transaction>): Coverage => {
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
const acrossFiles = (coverages: ReadonlyArray<Coverage>): Array<IntegrityFinding> => {
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

/**
 * Rows the intake set aside as the row above them printed again: as printed they repeat a row,
 * balance included, and do not continue the running balance, as an edited file's duplicated row does.
 */
const printedTwiceFindings = (file: string, lines: ReadonlyArray<number>): ReadonlyArray<IntegrityFinding> => [
  {
    code: "BALANCE_BREAK",
    severity: "warning",
    detail:
      `${lines.length} rows do not continue the running balance: each repeats the row above it, balance included, and was left out of the analysis`,
    account: file,
    lines: lines.slice(0, SHOWN)
  },
  {
    code: "DUPLICATE_ROWS",
    severity: "warning",
    detail: `${lines.length} rows repeat the row above them exactly, balance included (left out of the analysis)`,
    account: file,
    lines: lines.slice(0, SHOWN)
  }
]

/**
 * Checks each file as it was uploaded (before duplicates across files are dropped): the running
 * balance row by row, rows repeated balance and all, dates against the file's own order, balances
 * on some rows only; and between files of one account, overlapping periods and balances that do
 * not carry over. A file without balances cannot be verified and says so.
 */
export const statementIntegrity = (ctx: ProductContext): Either.Either<typeof StatementIntegrity.Encoded, never> => {
  const coverages: Array<Coverage> = []
  const files = ctx.files.map((file) => {
    const findings: Array<IntegrityFinding> = []
    let withBalance = 0
    let links = 0
    // balances worked out from the printed opening/closing chain by construction: their check is the statement's
    const derived = file.balances_from_statement === true
    for (const [account, rows] of byAccountAndCurrency(file.transactions)) {
      const name = account.split("\u0000")[0] ?? account
      const checked = checkAccount(name, rows, file.skipped_lines)
      if (!derived) {
        for (const finding of checked.findings) findings.push(finding)
        withBalance += checked.withBalance
        links += checked.links
      } else for (const finding of checked.findings) if (finding.code === "DATES_OUT_OF_ORDER") findings.push(finding)
      coverages.push(coverageOf(file.name, name, rows))
    }
    const twice = file.printed_twice_lines ?? []
    if (twice.length > 0) { for (const finding of printedTwiceFindings(file.name, twice)) findings.push(finding) }
    const statement = file.statement_checks ?? []
    for (const c of statement.filter((x) => !x.held)) {
      findings.push({
        code: "STATEMENT_BALANCES_BREAK",
        severity: "warning",
        detail:
          `the movements do not join the balances the statement prints (${c.detail}): rows changed, missing or inserted`,
        account: file.name,
        lines: []
      })
    }
    // what a PDF shows of its own making, beside what its balances show
    if (file.document_evidence !== undefined) {
      for (const f of documentFindings(file.document_evidence)) {
        findings.push({ ...f, account: file.name, lines: [...f.lines] })
      }
    }
    const verdict = findings.some((f) => f.severity === "warning")
      ? "suspicious" as const
      : withBalance === 0 && !statement.some((c) => c.held)
      ? "cannot_verify" as const
      : "consistent" as const
    return {
      file: file.name,
      verdict,
      rows: file.transactions.length,
      rows_with_balance: withBalance,
      balance_links_checked: links,
      findings
    }
  })
  return Either.right(Schema.encodeSync(StatementIntegrity)({ files, across_files: acrossFiles(coverages) }))
}
