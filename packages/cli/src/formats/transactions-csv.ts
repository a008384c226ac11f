import { type CategorisationResult, categoryTree, type Country } from "@statement-engine/analysis"
import { stringify } from "csv-stringify/sync"

/** The CSV's columns, in order. */
export const CSV_COLUMNS = [
  "account_id",
  "date",
  "amount",
  "currency",
  "description",
  "partner",
  "category_id",
  "category_title",
  "category_title_en",
  "confidence",
  "source_page",
  "source_line"
] as const

/** Rows written per `stringify` call: the CSV is made in parts, never as one string of every row. */
const BATCH = 1000

/**
 * A text cell as a spreadsheet will not run it: one starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return is prefixed with `'` (OWASP's advice against CSV injection), since descriptions
 * and counterparties come from whoever made the statement.
 */
export const inertCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)

/**
 * The categorised transactions as CSV (RFC 4180, a header row, CRLF line ends), each with its
 * category's title in the country's language and in English, and for a row read from a PDF the page
 * and the line on that page it is printed on; in parts of 1000 rows.
 */
export function* transactionsCsv(
  result: Pick<typeof CategorisationResult.Encoded, "accounts">,
  country: Country
): Generator<string> {
  const english = new Map(categoryTree("GB").categories.map((c) => [c.id, c["readable-title"]]))
  const local = new Map(categoryTree(country).categories.map((c) => [c.id, c["readable-title"]]))
  yield stringify([CSV_COLUMNS], { record_delimiter: "windows" })
  let batch: Array<ReadonlyArray<string | number>> = []
  for (const account of result.accounts) {
    for (const t of account.transactions) {
      batch.push([
        inertCell(account.account_id),
        t.date,
        t.amount,
        t.currency,
        inertCell(t.description),
        inertCell(t.partner ?? ""),
        t.category_id,
        local.get(t.category_id) ?? "",
        english.get(t.category_id) ?? "",
        t.confidence,
        t.source?.page ?? "",
        t.source?.line ?? ""
      ])
      if (batch.length === BATCH) {
        yield stringify(batch, { record_delimiter: "windows" })
        batch = []
      }
    }
  }
  if (batch.length > 0) yield stringify(batch, { record_delimiter: "windows" })
}
