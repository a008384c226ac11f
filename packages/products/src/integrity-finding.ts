import { minorFactor } from "@statement-engine/intake"
import type { Transaction } from "@statement-engine/intake"
import { Schema } from "effect"

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

/** How many of a finding's lines it lists. */
export const SHOWN = 10

/** An amount in minor units of its currency. */
export const cents = (x: number, currency: string) => Math.round(x * minorFactor(currency))

/** True when the file lists this account newest first (its first date is later than its last). */
export const newestFirst = (rows: ReadonlyArray<Transaction>): boolean =>
  (rows[0]?.booking_date ?? "") > (rows[rows.length - 1]?.booking_date ?? "")
