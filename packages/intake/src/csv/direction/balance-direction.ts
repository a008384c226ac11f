import { withAmounts } from "../body/body-edits.js"
import type { CsvBody, Draft } from "../csv-shapes.js"
import { kindOfDescription } from "../vocabulary/direction-by-description.js"
import type { DirectionSettled } from "./direction-settled.js"

const close = (a: number, b: number): boolean => Math.abs(a - b) < 0.005

/**
 * True when every row's amount is the step of the running balance from `neighbour(i)` to it, in
 * size: the balance runs row by row in that order.
 */
const stepsJoin = (drafts: ReadonlyArray<Draft>, neighbour: (i: number) => number): boolean => {
  let pairs = 0
  for (let i = 0; i < drafts.length; i++) {
    const p = drafts[neighbour(i)]
    const d = drafts[i] as Draft
    if (p === undefined) continue
    if (p.balance_after === null || d.balance_after === null) return false
    if (!close(Math.abs(d.balance_after - p.balance_after), Math.abs(d.amount))) return false
    pairs++
  }
  return pairs >= 3
}

/**
 * Unsigned amounts (none negative, none marked) beside a running balance of one account: each row
 * goes the way the balance moved to it, the file listed oldest or newest first as the steps show.
 * The row at the edge, whose step the file does not show, goes the way its description names (a
 * salary, a card purchase), else the read is undecided. Undefined when the balance does not run row
 * by row exactly one way, or when every step it shows is money in (amounts signed, none negative).
 */
export const signByBalance = (body: CsvBody): DirectionSettled | undefined => {
  const drafts = body.drafts
  const [head] = drafts
  if (head === undefined || drafts.some((d) => d.account !== head.account || d.currency !== head.currency)) {
    return undefined
  }
  const oldestFirst = stepsJoin(drafts, (i) => i - 1)
  const newestFirst = stepsJoin(drafts, (i) => i + 1)
  if (oldestFirst === newestFirst) return undefined
  const before = oldestFirst ? (i: number) => i - 1 : (i: number) => i + 1
  const edge = oldestFirst ? 0 : drafts.length - 1
  const edgeDraft = drafts[edge] as Draft
  const carried = carriedIn(body, edgeDraft, oldestFirst)
  const edgeKind = carried ?? kindOfDescription(edgeDraft.description)
  const ups = drafts.map((d, i) => {
    const p = drafts[before(i)]
    return p === undefined || p.balance_after === null || d.balance_after === null
      ? edgeKind > 0
      : d.balance_after > p.balance_after
  })
  // every step the balance shows is money in: amounts signed as printed, none negative
  if (ups.every((u, i) => u || i === edge)) return undefined
  if (edgeKind === 0 && edgeDraft.amount !== 0) {
    return { direction: edgeUndecided(ups, edge, edgeDraft.source_line, oldestFirst), drafts }
  }
  const turned = withAmounts(drafts, (d, i) => (ups[i] === true ? Math.abs(d.amount) : -Math.abs(d.amount)))
  return { direction: directionByBalance(oldestFirst, edgeKind, carried), drafts: turned }
}

const directionByBalance = (oldestFirst: boolean, edgeKind: number, carried: number | undefined): string =>
  `no amount is negative or marked: each row goes the way the running balance moved to it (listed ${
    oldestFirst ? "oldest" : "newest"
  } first)${
    edgeKind === 0
      ? ""
      : `, the ${oldestFirst ? "first" : "last"} row as ${
        carried === undefined ? "its description names" : "the balance printed before it on a row of its own shows"
      }`
  }`

/**
 * The way the edge row went when a dated row with a balance and no amount stands just before it (in the
 * file's order): 1 in, -1 out; undefined unless the step from that balance is the row's amount.
 */
const carriedIn = (body: CsvBody, edge: Draft, oldestFirst: boolean): number | undefined => {
  if (edge.balance_after === null) return undefined
  const before = oldestFirst
    ? body.balanceOnly.filter((b) => b.line < edge.source_line).at(-1)
    : body.balanceOnly.find((b) => b.line > edge.source_line)
  if (before === undefined || !close(Math.abs(edge.balance_after - before.balance), Math.abs(edge.amount))) {
    return undefined
  }
  return edge.balance_after > before.balance ? 1 : -1
}

/**
 * The edge row's direction is not shown: refused, naming `options.sign` "inverted" when every other
 * row is money out, which reads the file as the user knows it.
 */
const edgeUndecided = (
  ups: ReadonlyArray<boolean>,
  edge: number,
  line: number,
  oldestFirst: boolean
): { readonly undecided: string } => {
  const others = ups.filter((_, i) => i !== edge)
  const fix = others.every((u) => !u)
    ? `; every other row is money out: pass options.sign "inverted" if this one is too`
    : ""
  return {
    undecided: `no amount is negative or marked; the running balance shows which way every row went but the ${
      oldestFirst ? "first" : "last"
    } (line ${line}), whose balance before it the file does not print${fix}`
  }
}
