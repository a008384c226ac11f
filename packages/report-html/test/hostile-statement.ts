import { allOperations, analyse, preprocess } from "@statement-engine/analysis"
import { Either } from "effect"
import type { ReportInput } from "../src/index.js"

/** Texts that would run script or add markup if a page took them as HTML; each sets `window.__pwned`. */
export const hostile = {
  script: "<script>window.__pwned=1</script>",
  attribute: "\"><img src=x onerror=\"window.__pwned=2\">",
  closing: "</script><script>window.__pwned=3</script><!-- \u2028",
  partner: "<b onmouseover=\"window.__pwned=5\">Evil & Co</b>",
  fileName: "<img src=x onerror=window.__pwned=4>.csv"
} as const

const quote = (cell: string) => `"${cell.replace(/"/g, "\"\"")}"`

/**
 * A hand-written statement whose descriptions, counterparty and file name are hostile markup.
 * Its opening balance is 100.00 (2600.00 after the first row's 2500.00) and its closing balance
 * 2538.90, as the rows below read.
 */
export const hostileCsv = [
  "Date,Description,Counterparty,Amount,Currency,Balance",
  "2024-03-01,GEHALT MARCH,Muster GmbH,2500.00,EUR,2600.00",
  "2024-03-02,REWE SAGT DANKE 1234,REWE,-45.10,EUR,2554.90",
  `2024-03-05,${quote(hostile.script)},Shop,-10.00,EUR,2544.90`,
  `2024-03-06,${quote(hostile.attribute)},Shop,-5.00,EUR,2539.90`,
  `2024-03-07,${quote(hostile.closing)},${quote(hostile.partner)},-1.00,EUR,2538.90`
].join("\n") + "\n"

/** The hostile statement analysed for every operation, for Germany, as a page's input. */
export const hostileReport = (): ReportInput => {
  const file = { name: hostile.fileName, bytes: new TextEncoder().encode(hostileCsv) }
  const intake = preprocess([file], {})
  if (Either.isLeft(intake)) throw new Error(`the hostile statement cannot be read: ${intake.left._tag}`)
  const result = analyse({
    files: [file],
    options: {},
    country: "DE",
    operations: allOperations,
    params: {},
    as_of: "2024-03-31T00:00:00Z"
  })
  if (Either.isLeft(result)) throw new Error(`the hostile statement cannot be analysed: ${result.left._tag}`)
  return { request_id: "hostile", country: "DE", files: intake.right.files, products: result.right }
}
