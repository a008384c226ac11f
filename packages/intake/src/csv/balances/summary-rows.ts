import { setAside } from "../body/body-edits.js"
import type { CsvBody, Draft } from "../csv-shapes.js"

/**
 * Summary lines known by what they say, not by their words: a dated line at the edge of an account's
 * block, with no counterparty or reference, whose amount repeats the running balance beside it or the
 * sum of the block's other rows (a closing balance or a totals line in a wording the vocabulary lacks).
 * A line that joins the running balance is a booking, whatever its amount.
 */

// a cent, and the last printed digit of a three-decimal currency
const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.0005

/** Reasons of the skipped lines that end one block of rows and start another. */
const BLOCK_BREAKS = new Set(["repeated header row"])

/** The [first, last] draft indices of each account's block: split where the account changes or a header repeats. */
const blocksOf = (body: CsvBody): ReadonlyArray<readonly [number, number]> => {
  const breaks = body.skipped.filter((s) => BLOCK_BREAKS.has(s.reason)).map((s) => s.line).sort((a, b) => a - b)
  const blocks: Array<readonly [number, number]> = []
  const { drafts } = body
  let start = 0
  let b = 0
  for (let i = 1; i <= drafts.length; i++) {
    const prev = drafts[i - 1] as Draft
    const d = drafts[i]
    while (d !== undefined && b < breaks.length && (breaks[b] as number) < prev.source_line) b++
    const broken = d === undefined || d.account !== prev.account || d.currency !== prev.currency ||
      (b < breaks.length && (breaks[b] as number) < d.source_line)
    if (!broken) continue
    blocks.push([start, i - 1])
    start = i
  }
  return blocks
}

const hasParty = (d: Draft): boolean => d.counterparty !== null || d.reference !== null

/** True when `edge` joins the running balance of its neighbour `next`, in either reading order. */
const joins = (edge: Draft, next: Draft): boolean =>
  edge.balance_after !== null && next.balance_after !== null &&
  (same(edge.balance_after, next.balance_after + edge.amount) ||
    same(next.balance_after, edge.balance_after + next.amount))

/**
 * True when the edge line repeats the balance after or before its neighbour, on a file that prints a
 * balance on every other row of the block: its own balance cell is empty or repeats the same figure.
 */
const repeatsBalance = (edge: Draft, next: Draft, everyBalance: boolean): boolean => {
  if (next.balance_after === null || joins(edge, next)) return false
  const own = edge.balance_after
  const figure = Math.abs(edge.amount)
  const shown = [next.balance_after, next.balance_after - next.amount].filter((b) => b !== 0)
  if (!shown.some((b) => same(figure, Math.abs(b)))) return false
  return own === null ? everyBalance : same(Math.abs(own), figure) || same(own, next.balance_after)
}

/**
 * The block's net, money out and money in, leaving one row out, each over three rows at least and
 * only when it has cents: whole sums of a few round amounts meet a row's amount by chance.
 */
const sumsWithout = (drafts: ReadonlyArray<Draft>, from: number, to: number, left: number): Array<number> => {
  const out = { sum: 0, rows: 0 }
  const into = { sum: 0, rows: 0 }
  for (let i = from; i <= to; i++) {
    const a = (drafts[i] as Draft).amount
    if (i === left) continue
    const side = a < 0 ? out : into
    side.sum += a
    side.rows++
  }
  const sums = [
    { sum: out.sum + into.sum, rows: out.rows + into.rows },
    out,
    into
  ]
  return sums.filter((s) => s.rows >= 3 && hasCents(s.sum)).map((s) => s.sum)
}

const hasCents = (figure: number): boolean => Math.abs(figure - Math.round(figure)) >= 0.005

/** The indices of the summary lines at the edges of one block. */
const blockSummaries = (drafts: ReadonlyArray<Draft>, from: number, to: number): Array<number> => {
  if (to - from < 2) return []
  const first = drafts[from] as Draft
  const last = drafts[to] as Draft
  // an opening line and a closing line: the closing is the opening plus the rows between, in either order;
  // both printed as balances in credit with money going out between, else the last line may as well be
  // the total of the rows above it (then only it is set aside)
  if (to - from >= 3 && first.amount > 0 && last.amount > 0 && !hasParty(first) && !hasParty(last)) {
    let between = 0
    let out = false
    for (let i = from + 1; i < to; i++) {
      const a = (drafts[i] as Draft).amount
      between += a
      out ||= a < 0
    }
    if (
      out && hasCents(last.amount) &&
      (same(last.amount, first.amount + between) || same(first.amount, last.amount + between))
    ) {
      return [from, to]
    }
  }
  let everyBalance = true
  for (let i = from + 1; i < to && everyBalance; i++) everyBalance = (drafts[i] as Draft).balance_after !== null
  const found: Array<number> = []
  for (const [edge, next] of [[from, from + 1], [to, to - 1]] as const) {
    const d = drafts[edge] as Draft
    if (hasParty(d)) continue
    const neighbour = drafts[next] as Draft
    const balanceBeside = (edge === from ? last : first).balance_after !== null
    if (repeatsBalance(d, neighbour, everyBalance && balanceBeside)) found.push(edge)
    else if (!joins(d, neighbour) && sumsWithout(drafts, from, to, edge).some((s) => same(s, d.amount))) {
      found.push(edge)
    }
  }
  return found
}

/** Sets aside the dated summary lines the vocabulary did not name, each with the reason it is one. */
export const setAsideSummaryRows = (body: CsvBody): CsvBody => {
  const drop = new Set<number>()
  for (const [from, to] of blocksOf(body)) for (const i of blockSummaries(body.drafts, from, to)) drop.add(i)
  if (drop.size === 0) return body
  const skips = [...drop].map((i) => ({
    line: (body.drafts[i] as Draft).source_line,
    reason: "summary or balance row (its amount repeats the balance or the sum of the rows beside it)"
  }))
  return setAside(body, drop, skips)
}
