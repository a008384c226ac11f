import { balanceSaysTurned, runningBalanceCheck } from "../../running-balance.js"
import { turnedAll, withAmounts } from "../body/body-edits.js"
import type { CsvBody } from "../csv-shapes.js"
import type { ColumnMap } from "../vocabulary/column-role.js"
import { kindOfDescription } from "../vocabulary/direction-by-description.js"
import { isCardCredit } from "../vocabulary/direction.js"
import { signByBalance } from "./balance-direction.js"
import type { Direction, DirectionSettled } from "./direction-settled.js"

const asRead = (body: CsvBody, direction: Direction): DirectionSettled => ({ direction, drafts: body.drafts })

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
 * are charges (money out) except repayments and refunds. Answers the decision in words and the
 * rows turned as it says.
 */
export const settleDirection = (
  body: CsvBody,
  cols: ColumnMap,
  card: string | undefined,
  sign: "as-printed" | "inverted" | undefined
): DirectionSettled => {
  if (sign !== undefined) {
    const drafts = sign === "inverted" ? turnedAll(body.drafts) : body.drafts
    return { direction: `options.sign "${sign}"`, drafts }
  }
  if (cols.amount === undefined) return asRead(body, cols.directionEvidence ?? BY_COLUMNS)
  if (cols.indicator !== undefined) return asRead(body, BY_INDICATOR)
  if (body.negatives > 0 && card !== undefined) return cardConvention(body, card)
  if (body.negatives > 0 && issuerSideCard(body)) {
    return cardConvention(body, "its only negative rows are repayments and refunds, beside positive purchases")
  }
  if (body.negatives > 0 || body.drafts.length === 0) return asRead(body, AS_SIGNED)
  const marked = body.creditMarked.filter((m) => m).length
  if (marked > 0 && marked < body.drafts.length) {
    return {
      direction: "no amount is negative and credits are marked (CR, +): the unmarked amounts are money out",
      drafts: withAmounts(body.drafts, (d, i) => (body.creditMarked[i] !== true ? -Math.abs(d.amount) : d.amount))
    }
  }
  if (card === undefined) return signByBalance(body) ?? asRead(body, unsignedAccount(body))
  return {
    direction:
      `card statement (${card}) with no negative amount: charges are money out, repayments and refunds money in`,
    drafts: withAmounts(body.drafts, (d) => (isCardCredit(d.description) ? d.amount : -Math.abs(d.amount)))
  }
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
const unsignedAccount = (body: CsvBody): Direction => {
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
const cardConvention = (body: CsvBody, card: string): DirectionSettled => {
  const credits = body.drafts.filter((d) => isCardCredit(d.description))
  // the other rows, mostly charges, go the other way; a "repayment" signed like most charges is a loan's instalment
  const others = body.drafts.length - credits.length
  const othersPositive = body.drafts.filter((d) => d.amount > 0).length - credits.filter((d) => d.amount > 0).length
  if (credits.length > 0 && credits.every((d) => d.amount > 0) && othersPositive * 2 <= others) {
    return asRead(body, `card statement (${card}): repayments and refunds are positive, so amounts are as printed`)
  }
  if (credits.length > 0 && credits.every((d) => d.amount < 0) && othersPositive * 2 >= others) {
    return {
      direction: `card statement (${card}) printed from the bank's side (repayments negative): every amount turned`,
      drafts: turnedAll(body.drafts)
    }
  }
  if (body.creditMarked.some((m) => m)) {
    return asRead(body, `card statement (${card}) whose amounts carry explicit + and − signs: as printed`)
  }
  return cardByBalance(body, card) ?? cardByDescriptions(body, card) ?? cardByMajority(body, card) ?? asRead(body, {
    undecided:
      `it is a card statement (${card}) with amounts signed both ways and neither a repayment or refund row, a running balance, the rows' descriptions nor a clear majority of charges shows whether charges are printed negative or positive; pass options.sign "as-printed" or "inverted"`
  })
}

/** A running balance that the amounts join as printed, or only turned, settles a card statement's convention. */
const cardByBalance = (body: CsvBody, card: string): DirectionSettled | undefined => {
  const check = runningBalanceCheck(body.drafts)
  if (check?.held === true) {
    return asRead(body, `card statement (${card}): the amounts join the running balance as printed`)
  }
  if (!balanceSaysTurned(body.drafts)) return undefined
  return {
    direction: `card statement (${card}): the amounts join the running balance only turned, so every amount was turned`,
    drafts: turnedAll(body.drafts)
  }
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
const cardByDescriptions = (body: CsvBody, card: string): DirectionSettled | undefined => {
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
  if (agree >= named * KIND_SHARE) {
    return asRead(body, `card statement (${card}): ${said} go the way it says as printed`)
  }
  if (against < named * KIND_SHARE) return undefined
  return {
    direction:
      `card statement (${card}) printed from the bank's side: ${said} go the other way, so every amount was turned`,
    drafts: turnedAll(body.drafts)
  }
}

/** On a card statement purchases far outnumber repayments: the sign at least four in five rows carry is a charge's. */
const cardByMajority = (body: CsvBody, card: string): DirectionSettled | undefined => {
  const n = body.drafts.length
  if (n < 5) return undefined
  const negative = body.drafts.filter((d) => d.amount < 0).length
  if (negative >= n * 0.8) {
    return asRead(body, `card statement (${card}): most amounts, the charges, are printed negative: as printed`)
  }
  if (n - negative < n * 0.8) return undefined
  return {
    direction: `card statement (${card}): most amounts, the charges, are printed positive: every amount turned`,
    drafts: turnedAll(body.drafts)
  }
}
