import { Either } from "effect"
import type { GeneratedPdf } from "./pdf-statements.js"

/** How a reading of one generated PDF turned out against its truth. */
export type PdfOutcome =
  | { readonly outcome: "exact" }
  | { readonly outcome: "refused"; readonly reason: string }
  | { readonly outcome: "unverified" }
  | { readonly outcome: "wrong"; readonly difference: string }

/** What the reader gives for a PDF: its transactions and warnings, or the refusal's text. */
export type PdfReading = Either.Either<{
  readonly transactions: ReadonlyArray<
    {
      readonly account: string
      readonly booking_date: string
      readonly amount: number
      readonly description: string
      readonly source_line: number
      readonly source_page?: number | undefined
    }
  >
  readonly warnings: ReadonlyArray<string>
}, string>

const squash = (s: string) => s.replace(/\s+/g, " ").trim()

/**
 * Compares a reading with the generated truth, account by account in document order: every
 * transaction's date, amount and description. A reading that warns it is unverified is `unverified`
 * when right (wrong stays wrong).
 */
export const judgePdfReading = (pdf: GeneratedPdf, reading: PdfReading): PdfOutcome => {
  if (Either.isLeft(reading)) return { outcome: "refused", reason: reading.left }
  const { transactions, warnings } = reading.right
  const accounts = [...new Set(transactions.map((t) => t.account))]
  if (accounts.length !== pdf.truth.length) {
    return { outcome: "wrong", difference: `${accounts.length} accounts read, ${pdf.truth.length} printed` }
  }
  for (const [i, truth] of pdf.truth.entries()) {
    const read = transactions.filter((t) => t.account === accounts[i])
    if (read.length !== truth.transactions.length) {
      return {
        outcome: "wrong",
        difference: `account ${i + 1}: ${read.length} rows read, ${truth.transactions.length} printed`
      }
    }
    for (const [j, t] of truth.transactions.entries()) {
      const r = read[j]
      if (r === undefined) continue
      if (
        r.booking_date !== t.date || Math.abs(r.amount - t.amount) > 0.001 ||
        squash(r.description) !== squash(t.description)
      ) {
        return {
          outcome: "wrong",
          difference: `account ${i + 1} row ${
            j + 1
          }: read ${r.booking_date} ${r.amount} "${r.description}", printed ${t.date} ${t.amount} "${t.description}"`
        }
      }
    }
  }
  return warnings.some((w) => w.includes("unverified")) ? { outcome: "unverified" } : { outcome: "exact" }
}
