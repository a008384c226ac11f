import type { DocumentEvidence } from "./document-evidence.js"
import type { FileSummary } from "./intake-summary.js"
import type { Transaction } from "./transaction.js"

/** One file read: its summary and its transactions in file order. */
export interface FileRead {
  readonly summary: FileSummary
  readonly transactions: ReadonlyArray<Transaction>
  /** True when a decision was made provisionally that the process-time country settles (read the file again with it). */
  readonly awaitsCountry?: boolean
  /**
   * True when the balance after each transaction was worked out from the balances the statement
   * prints (opening/closing), not printed on each row: chaining them row to row checks nothing.
   */
  readonly balancesFromStatement?: boolean
  /** What a PDF shows of its own making, for `statement-integrity`. */
  readonly document?: DocumentEvidence
}
