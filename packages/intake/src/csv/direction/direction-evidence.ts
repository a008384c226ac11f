import { balanceSaysTurned, runningBalanceCheck } from "../../running-balance.js"
import type { CsvBody } from "../csv-shapes.js"
import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { kindOfDescription } from "../vocabulary/direction-by-description.js"
import { directionOf, isCardCredit, namesCard, namesCardColumn } from "../vocabulary/direction.js"
import { signByBalance } from "./balance-direction.js"

const CARD_NETWORK = /^(visa|visa debit|mastercard|master card|amex|american express|maestro|diners( club)?|discover)$/i
/** A cell that is only a masked card number (a card column); a description mentioning one is any account's card payment. */
const MASKED_CARD = /^\d{0,6}[\s-]?((\*{2,}|x{4,}|•{2,})[\s-]?){1,4}\d{4}$/i
const columnsUsed = (cols: ColumnMap): Set<number> => {
  const used = new Set<number>(cols.description)
  for (const [k, v] of Object.entries(cols)) if (k !== "description" && typeof v === "number") used.add(v)
  return used
}

/**
 * A column beside unsigned amounts that is blank on most rows and says `CR` (or `credit`, `+`) on
 * the others: card statements mark their credits so.
 */
export const findCreditMarker = (data: ReadonlyArray<CsvRecord>, cols: ColumnMap): number | undefined => {
  if (cols.amount === undefined || cols.indicator !== undefined) return undefined
  const used = columnsUsed(cols)
  const width = Math.max(0, ...data.map((r) => r.cells.length))
  for (let i = 0; i < width; i++) {
    if (used.has(i)) continue
    let marked = 0
    let blank = 0
    for (const r of data) {
      const v = (r.cells[i] ?? "").trim()
      if (v === "") blank++
      else if (directionOf(v) === 1) marked++
      else {
        marked = -1
        break
      }
    }
    if (marked > 0 && blank > 0) return i
  }
  return undefined
}

/** What says a file is a card statement: a card column, card numbers or networks in its cells, a card title. */
export const cardEvidence = (
  header: ReadonlyArray<string> | undefined,
  preamble: ReadonlyArray<string>,
  data: ReadonlyArray<CsvRecord>
): string | undefined => {
  const named = header?.find(namesCardColumn)
  if (named !== undefined) return `a "${named}" column`
  const title = preamble.find(namesCard)
  if (title !== undefined) return `"${title}" in the file name or above the header`
  for (const r of data.slice(0, 50)) {
    const cell = r.cells.find((c) => CARD_NETWORK.test(c.trim()) || MASKED_CARD.test(c.trim()))
    if (cell !== undefined) return `"${cell.trim()}" in its rows`
  }
  return undefined
}

const BY_COLUMNS = "debit and credit columns"
const BY_INDICATOR = "a debit/credit indicator column beside unsigned amounts"
const AS_SIGNED = "signed amounts, as printed"

/** True when a direction `settleDirection` gave comes from the layout itself (signs, named columns, an indicator), not from a convention or the descriptions. */
export const directionFromLayout = (direction: string): boolean =>
  direction === BY_COLUMNS || direction === BY_INDICATOR || direction === AS_SIGNED ||
  direction.startsWith("options.sign")

/**
 * Settles which way unsigned amounts go. When no amount is negative: credits marked (`+`, `CR`, a
 * credit-marker column) make the unmarked ones money out; on a card statement, unmarked amounts
 * are charges (money out) except repayments and refunds. Answers the decision in words.
 */
export const settleDirection = (
  body: CsvBody,
  cols: ColumnMap,
  card: string | undefined,
  sign: "as-printed" | "inverted" | undefined
): string | { readonly undecided: string } => {
  if (sign !== undefined) {
    if (sign === "inverted") { for (const d of body.drafts) d.amount = -d.amount }
    return `options.sign "${sign}"`
  }
  if (cols.amount === undefined) return cols.directionEvidence ?? BY_COLUMNS
  if (cols.indicator !== undefined) return BY_INDICATOR
  if (body.negatives > 0 && card !== undefined) return cardConvention(body, card)
  if (body.negatives > 0 && issuerSideCard(body)) {
    return cardConvention(body, "its only negative rows are repayments and refunds, beside positive purchases")
  }
  if (body.negatives > 0 || body.drafts.length === 0) return AS_SIGNED
  const marked = body.creditMarked.filter((m) => m).length
  if (marked > 0 && marked < body.drafts.length) {
    body.drafts.forEach((d, i) => {
      if (body.creditMarked[i] !== true) d.amount = -Math.abs(d.amount)
    })
    return "no amount is negative and credits are marked (CR, +): the unmarked amounts are money out"
  }
  if (card === undefined) return signByBalance(body) ?? unsignedAccount(body)
  for (const d of body.drafts) if (!isCardCredit(d.description)) d.amount = -Math.abs(d.amount)
  return `card statement (${card}) with no negative amount: charges are money out, repayments and refunds money in`
}

/** Positive rows naming a purchase it takes to read a file without card evidence as a card statement. */
const MIN_PURCHASES = 3

/**
 * A card account printed from the issuer's side with nothing else saying card: every negative row a
 * repayment or refund, and at least three positive rows purchases, none a repayment. A current
 * account's money out (a salary paid, a fee, a transfer) is never all repayments and refunds.
 * Judged on the first rows only, as a large file's convention shows there.
 */
const issuerSideCard = (body: CsvBody): boolean => {
  let purchases = 0
  for (const d of body.drafts.slice(0, 400)) {
    const credit = isCardCredit(d.description)
    if (d.amount < 0 && !credit) return false
    if (d.amount > 0 && credit) return false
    if (d.amount > 0 && kindOfDescription(d.description) < 0) purchases++
  }
  return purchases >= MIN_PURCHASES && runningBalanceCheck(body.drafts)?.held !== true
}

/** Rows naming money out it takes to doubt unsigned amounts: a short statement of refunds alone stays readable. */
const MIN_OUT_ROWS = 3

/**
 * An account's amounts with no sign, no marked credit and no card: read as printed (all money in)
 * unless the descriptions say otherwise, when five or more rows (and most that name a kind) are
 * purchases, withdrawals or fees: then the direction was not found, and the read is refused.
 */
const unsignedAccount = (body: CsvBody): string | { readonly undecided: string } => {
  let out = 0
  let into = 0
  for (const d of body.drafts) {
    const kind = kindOfDescription(d.description)
    if (kind < 0) out++
    else if (kind > 0) into++
  }
  if (out < MIN_OUT_ROWS || out <= into) return "signed amounts, as printed (none negative)"
  return {
    undecided:
      `no amount is negative or marked, yet ${out} rows whose description names money out (a card purchase, a withdrawal, a fee…) would read as money in; pass options.sign "inverted" if every amount is money out, or options.columns naming the column that gives each row's direction`
  }
}

/**
 * A card statement with amounts signed both ways prints either the holder's view (charges
 * negative) or the bank's (charges positive, repayments negative): its repayment and refund rows
 * tell which. Undecided when it has none.
 */
const cardConvention = (body: CsvBody, card: string): string | { readonly undecided: string } => {
  const credits = body.drafts.filter((d) => isCardCredit(d.description))
  // the other rows, mostly charges, go the other way; a "repayment" signed like most charges is a loan's instalment
  const others = body.drafts.length - credits.length
  const othersPositive = body.drafts.filter((d) => d.amount > 0).length - credits.filter((d) => d.amount > 0).length
  if (credits.length > 0 && credits.every((d) => d.amount > 0) && othersPositive * 2 <= others) {
    return `card statement (${card}): repayments and refunds are positive, so amounts are as printed`
  }
  if (credits.length > 0 && credits.every((d) => d.amount < 0) && othersPositive * 2 >= others) {
    for (const d of body.drafts) d.amount = -d.amount
    return `card statement (${card}) printed from the bank's side (repayments negative): every amount turned`
  }
  if (body.creditMarked.some((m) => m)) {
    return `card statement (${card}) whose amounts carry explicit + and − signs: as printed`
  }
  return cardByBalance(body, card) ?? cardByDescriptions(body, card) ?? cardByMajority(body, card) ?? {
    undecided:
      `it is a card statement (${card}) with amounts signed both ways and neither a repayment or refund row, a running balance, the rows' descriptions nor a clear majority of charges shows whether charges are printed negative or positive; pass options.sign "as-printed" or "inverted"`
  }
}

/** A running balance that the amounts join as printed, or only turned, settles a card statement's convention. */
const cardByBalance = (body: CsvBody, card: string): string | undefined => {
  const check = runningBalanceCheck(body.drafts)
  if (check?.held === true) return `card statement (${card}): the amounts join the running balance as printed`
  if (!balanceSaysTurned(body.drafts)) return undefined
  for (const d of body.drafts) d.amount = -d.amount
  return `card statement (${card}): the amounts join the running balance only turned, so every amount was turned`
}

/** Rows whose description names a kind it takes to settle a card's convention, and the share that must agree. */
const MIN_KIND_ROWS = 3
/** Fewer rows than that settle it only when they all agree. */
const MIN_UNANIMOUS = 2
const KIND_SHARE = 0.8

/**
 * Which way the rows whose descriptions name a kind of transaction go: purchases, withdrawals and
 * fees are money out, salaries, deposits and refunds money in. When four in five of them are
 * printed that way the amounts are as printed; when four in five are printed the other way (the
 * bank's side: charges positive) every amount is turned.
 */
const cardByDescriptions = (body: CsvBody, card: string): string | undefined => {
  let agree = 0
  let against = 0
  for (const d of body.drafts) {
    const kind = kindOfDescription(d.description)
    if (kind === 0 || d.amount === 0) continue
    if (Math.sign(d.amount) === kind) agree++
    else against++
  }
  const named = agree + against
  const said = `${
    Math.max(agree, against)
  } of the ${named} rows whose description names a purchase, withdrawal, fee, salary or deposit`
  // two rows saying the same (two purchases printed alike) settle a short statement
  if (named < MIN_KIND_ROWS && !(named >= MIN_UNANIMOUS && (agree === 0 || against === 0))) return undefined
  if (agree >= named * KIND_SHARE) return `card statement (${card}): ${said} go the way it says as printed`
  if (against < named * KIND_SHARE) return undefined
  for (const d of body.drafts) d.amount = -d.amount
  return `card statement (${card}) printed from the bank's side: ${said} go the other way, so every amount was turned`
}

/** On a card statement purchases far outnumber repayments: the sign at least four in five rows carry is a charge's. */
const cardByMajority = (body: CsvBody, card: string): string | undefined => {
  const n = body.drafts.length
  if (n < 5) return undefined
  const negative = body.drafts.filter((d) => d.amount < 0).length
  if (negative >= n * 0.8) {
    return `card statement (${card}): most amounts, the charges, are printed negative: as printed`
  }
  if (n - negative < n * 0.8) return undefined
  for (const d of body.drafts) d.amount = -d.amount
  return `card statement (${card}): most amounts, the charges, are printed positive: every amount turned`
}
