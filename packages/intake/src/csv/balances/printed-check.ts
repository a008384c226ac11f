import type { IntakeCheck } from "../../intake-summary.js"
import { PRINTED_TWICE, printedTwice } from "../../running-balance.js"
import type { Skip } from "../../summarise.js"
import type { DecimalSeparator } from "../../values/amounts.js"
import { setAside } from "../body/body-edits.js"
import { preambleOpening, type PrintedBalance } from "../body/printed-lines.js"
import type { CsvBody, CsvLayout, Draft } from "../csv-shapes.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"
import {
  figuresAgree,
  printedBalanceCheck,
  type SingledOut,
  singleRowExplanation,
  turnoverAgrees
} from "./printed-balances.js"

/** Sets aside rows the running balance shows were printed twice but booked once. */
export const setAsidePrintedTwice = (body: CsvBody): CsvBody => {
  const twice = new Set(printedTwice(body.drafts))
  if (twice.size === 0) return body
  const skips: Array<Skip> = []
  for (const i of twice) {
    const d = body.drafts[i]
    if (d !== undefined) skips.push({ line: d.source_line, reason: PRINTED_TWICE })
  }
  return setAside(body, twice, skips)
}

/** The check of the rows against the balances the file prints, if it prints any, and the body as it leaves it. */
export interface PrintedChecked {
  readonly check: IntakeCheck | undefined
  readonly body: CsvBody
}

/**
 * Checks the rows against the opening and closing balances the file prints (lines of their own, an
 * opening above the header). When they miss, a row whose amount is the gap is set aside (counted
 * but no booking) and one whose amount is half of it turned, if one row per gap explains it;
 * otherwise the read is kept and the failing check named as a warning.
 */
export const settlePrinted = (
  body: CsvBody,
  layout: CsvLayout,
  rows: CsvRows,
  decimal: DecimalSeparator,
  settled: boolean
): PrintedChecked => {
  const above = layout.header ?? layout.start
  const opening = preambleOpening(recordsOf(rows, 0, Math.min(above, 40)), decimal)
  const printed: ReadonlyArray<PrintedBalance> = opening === undefined ? body.printed : [opening, ...body.printed]
  const judge = { card: layout.card !== undefined, settled }
  const first = printedBalanceCheck(printed, body.drafts, judge, body.pending)
  if (first === undefined || first.held) return { check: first, body }
  const singled = singleRowExplanation(printed, body.drafts, judge, body.pending)
  let read = body
  if (singled !== undefined && singled.length > 0) {
    read = explained(body, singled)
    const second = printedBalanceCheck(printed, read.drafts, judge, read.pending)
    if (second !== undefined) return { check: second, body: read }
  }
  if (figuresAgree(printed) && !turnoverAgrees(read.printed, read.drafts)) {
    return { check: { ...first, detail: `${first.detail}; nothing else in the file accounts for the gap` }, body: read }
  }
  // the file's own figures disagree among themselves (or its turnover lines agree with the rows): they cannot judge them
  const warning = `the rows read do not join the balances the file prints, whose own figures disagree: ${first.detail}`
  return {
    check: { ...first, held: true, detail: `not judged: ${first.detail}` },
    body: { ...read, warnings: [...read.warnings, warning] }
  }
}

/** The body with the rows the printed balances single out turned (half the gap) or set aside (the gap). */
const explained = (
  body: CsvBody,
  singled: ReadonlyArray<SingledOut>
): CsvBody => {
  const drafts = [...body.drafts]
  const drop = new Set<number>()
  const warnings = [...body.warnings]
  const skips: Array<Skip> = []
  for (const { index, fix } of singled) {
    const d = drafts[index]
    if (d === undefined) continue
    if (fix === "turn") {
      drafts[index] = { ...d, amount: -d.amount } satisfies Draft
      warnings.push(`line ${d.source_line}: its direction was turned, as the printed balances show`)
    } else {
      drop.add(index)
      skips.push({ line: d.source_line, reason: "its amount is what the printed balances leave over: not a booking" })
    }
  }
  const turned = { ...body, drafts, warnings }
  return drop.size > 0 ? setAside(turned, drop, skips) : turned
}
