import type { Transaction } from "@statement-engine/intake"
import { Either, Schema } from "effect"
import { checkAccount } from "./account-integrity.js"
import { IntegrityFinding, SHOWN } from "./integrity-finding.js"
import { documentFindings } from "./pdf-document-findings.js"
import { acrossFiles, type Coverage, coverageOf } from "./period-coverage.js"
import type { ProductContext } from "./product-context.js"

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
