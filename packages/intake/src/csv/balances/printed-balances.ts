import type { IntakeCheck } from "../../intake-summary.js"
import type { PrintedBalance } from "../body/printed-lines.js"

const close = (a: number, b: number): boolean => Math.abs(a - b) < 0.005

type Row = { readonly source_line: number; readonly amount: number; readonly account: string }

/** An opening and a closing balance that enclose rows, with the indexes of those rows. */
interface BalancePair {
  readonly opening: PrintedBalance
  readonly closing: PrintedBalance
  readonly rows: ReadonlyArray<number>
}

/**
 * A current balance closes the rows above it ("Aktuellt saldo" under a block's rows, the next
 * block's closing further down) unless a closing balance is printed beside it (within three lines),
 * which may differ from it by holds: then it is left out.
 */
const currentAsClosing = (list: ReadonlyArray<PrintedBalance>) => (p: PrintedBalance): Array<PrintedBalance> => {
  if (p.kind !== "current") return [p]
  const beside = list.some((q) => q.kind === "closing" && Math.abs(q.line - p.line) <= 3)
  return beside ? [] : [{ ...p, kind: "closing" }]
}

/** Consecutive opening and closing balances (in either order) of one account that enclose rows read. */
const balancePairs = (printed: ReadonlyArray<PrintedBalance>, rows: ReadonlyArray<Row>): Array<BalancePair> => {
  const balances = new Map<string | undefined, Array<PrintedBalance>>()
  for (const p of printed) {
    if (p.kind !== "opening" && p.kind !== "closing" && p.kind !== "current") continue
    const list = balances.get(p.account)
    if (list === undefined) balances.set(p.account, [p])
    else list.push(p)
  }
  for (const [account, list] of balances) balances.set(account, list.flatMap(currentAsClosing(list)))
  const index = linesOf(rows)
  const out: Array<BalancePair> = []
  // lines naming an account (a file with an account column) pair up with that account's lines and rows only
  for (const [account, list] of balances) {
    const own = list.sort((a, b) => a.line - b.line)
    const lines = index.get(account === undefined ? ALL : accountKey(account))
    for (let k = 0; k + 1 < own.length && lines !== undefined; k++) {
      const a = own[k]
      const b = own[k + 1]
      if (a === undefined || b === undefined || a.kind === b.kind) continue
      const between = lines.between(a.line, b.line)
      if (between.length > 0) {
        out.push(
          a.kind === "opening" ? { opening: a, closing: b, rows: between } : { opening: b, closing: a, rows: between }
        )
      }
    }
  }
  return out
}

const ALL = "\u0000all"
const accountKey = (account: string): string => account.replace(/\s/g, "")

/** Rows of one account (or all) in line order, with a prefix sum of their amounts. */
interface AccountLines {
  /** The indexes of the rows strictly between two lines, in the rows' order. */
  readonly between: (from: number, to: number) => Array<number>
  /** The sum of the amounts of the rows strictly between two lines. */
  readonly sumBetween: (from: number, to: number) => number
}

/** The first position in ascending `lines` whose line is above `line`. */
const firstAbove = (lines: ReadonlyArray<number>, line: number): number => {
  let lo = 0
  let hi = lines.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((lines[mid] ?? 0) <= line) lo = mid + 1
    else hi = mid
  }
  return lo
}

const accountLines = (rows: ReadonlyArray<Row>, indexes: Array<number>): AccountLines => {
  indexes.sort((x, y) => (rows[x]?.source_line ?? 0) - (rows[y]?.source_line ?? 0))
  const lines = indexes.map((i) => rows[i]?.source_line ?? 0)
  const sums = [0]
  for (const i of indexes) sums.push((sums[sums.length - 1] ?? 0) + (rows[i]?.amount ?? 0))
  const range = (from: number, to: number) => [firstAbove(lines, from), firstAbove(lines, to - 1)] as const
  return {
    between: (from, to) => {
      const [lo, hi] = range(from, to)
      return indexes.slice(lo, Math.max(lo, hi)).sort((x, y) => x - y)
    },
    sumBetween: (from, to) => {
      const [lo, hi] = range(from, to)
      return hi > lo ? (sums[hi] ?? 0) - (sums[lo] ?? 0) : 0
    }
  }
}

/**
 * The rows by account (whitespace left out) and all of them, each in line order: a pair of balances
 * finds its rows by a binary search, so balance lines around every row cost no pass over the file each.
 */
const linesOf = (rows: ReadonlyArray<Row>): ReadonlyMap<string, AccountLines> => {
  const groups = new Map<string, Array<number>>([[ALL, rows.map((_, i) => i)]])
  rows.forEach((r, i) => {
    const key = accountKey(r.account)
    const list = groups.get(key)
    if (list === undefined) groups.set(key, [i])
    else list.push(i)
  })
  return new Map([...groups].map(([key, indexes]) => [key, accountLines(rows, indexes)]))
}

const pendingIndexes = new WeakMap<ReadonlyArray<Row>, ReadonlyMap<string, AccountLines>>()

/** The sum of the pending rows strictly between two lines, of `account` (or of all when it is unknown). */
const pendingBetween = (pending: ReadonlyArray<Row>, from: number, to: number, account: string | undefined) => {
  if (pending.length === 0) return 0
  let index = pendingIndexes.get(pending)
  if (index === undefined) pendingIndexes.set(pending, index = linesOf(pending))
  return index.get(account === undefined ? ALL : accountKey(account))?.sumBetween(from, to) ?? 0
}

/**
 * How the printed balances may be read: `card` when the file is a card statement (the balance may
 * print what is owed), `settled` when the rows' direction comes from the layout itself (signed
 * amounts, debit and credit columns, an indicator column), so balances printed without a sign may
 * both be overdrawn without that hiding a direction misread.
 */
export interface BalanceJudge {
  readonly card: boolean
  readonly settled: boolean
}

/**
 * True when balances printed without a sign join the rows once read as overdrawn: the opening,
 * the closing, or (the rows' direction settled by the layout) both. Turning both is what turning
 * every row would do, so it is allowed only when the rows' direction needs no balance to settle it.
 */
const joinsUnsigned = (pair: BalancePair, net: number, judge: BalanceJudge): boolean => {
  const { opening, closing } = pair
  const o = opening.unsigned === true && opening.amount !== 0
  const c = closing.unsigned === true && closing.amount !== 0
  return (o && close(-opening.amount + net, closing.amount)) ||
    (c && close(opening.amount + net, -closing.amount)) ||
    (o && c && judge.settled && close(-opening.amount + net, -closing.amount))
}

/**
 * By how much a pair's rows miss its closing balance: 0 when they join, also when the pending
 * rows set aside between them make the gap (one of the balances took them in), (a card
 * printing what is owed) the balance rises with the charges, or unsigned balances join as overdrawn.
 */
const gap = (pair: BalancePair, rows: ReadonlyArray<Row>, judge: BalanceJudge, pending: ReadonlyArray<Row> = []) => {
  const net = pair.rows.reduce((s, i) => s + (rows[i]?.amount ?? 0), 0)
  const d = pair.opening.amount + net - pair.closing.amount
  if (Math.abs(d) < 0.005 || (judge.card && close(pair.opening.amount - net, pair.closing.amount))) return 0
  if (joinsUnsigned(pair, net, judge)) return 0
  const { opening, closing } = pair
  const [from, to] = opening.line < closing.line ? [opening.line, closing.line] : [closing.line, opening.line]
  const held = pendingBetween(pending, from, to, opening.account)
  // the pending rows account for the gap, whichever balance took them in
  return held !== 0 && (close(d + held, 0) || close(d - held, 0)) ? 0 : d
}

/**
 * Checks the rows read against the balances the file prints: between an opening and a closing
 * balance the rows' amounts must add up to the difference. Undefined when no such pair encloses rows.
 */
export const printedBalanceCheck = (
  printed: ReadonlyArray<PrintedBalance>,
  rows: ReadonlyArray<Row>,
  judge: BalanceJudge,
  pending: ReadonlyArray<Row> = []
): IntakeCheck | undefined => {
  const pairs = balancePairs(printed, rows)
  if (pairs.length === 0) return undefined
  const failed = pairs.filter((p) => gap(p, rows, judge, pending) !== 0).map((p) =>
    `opening ${p.opening.amount} (line ${
      p.opening.line || "above the header"
    }) and ${p.rows.length} rows do not make the closing ${p.closing.amount} (line ${p.closing.line}): ${
      Math.round(gap(p, rows, judge) * 1000) / 1000
    } apart`
  )
  return {
    check: "statement_balances",
    held: failed.length === 0,
    detail: failed.length === 0
      ? `${pairs.length} printed opening and closing balance${pairs.length === 1 ? "" : "s"} joined by the rows read`
      : failed.join("; ")
  }
}

/** By how much a card's rows miss its closing balance read as what is owed (the opening less the rows' net). */
const cardGap = (pair: BalancePair, rows: ReadonlyArray<Row>): number =>
  pair.opening.amount - pair.rows.reduce((s, i) => s + (rows[i]?.amount ?? 0), 0) - pair.closing.amount

/** A row the printed balances single out: its amount is the gap (counted but no booking) or half of it (its direction turned). */
export interface SingledOut {
  readonly index: number
  readonly fix: "set-aside" | "turn"
}

/**
 * For every pair of printed balances the rows miss, the one row that explains the gap, if exactly
 * one does; undefined when some gap has no single explanation.
 */
export const singleRowExplanation = (
  printed: ReadonlyArray<PrintedBalance>,
  rows: ReadonlyArray<Row>,
  judge: BalanceJudge,
  pending: ReadonlyArray<Row> = []
): Array<SingledOut> | undefined => {
  const out: Array<SingledOut> = []
  for (const pair of balancePairs(printed, rows)) {
    const d = gap(pair, rows, judge, pending)
    if (d === 0) continue
    // a card's balance may print what is owed, rising with the charges: its gap runs the other way
    const owed = judge.card ? -cardGap(pair, rows) : undefined
    const found: Array<SingledOut> = []
    for (const i of pair.rows) {
      const a = rows[i]?.amount ?? 0
      if (close(a, d) || (owed !== undefined && close(a, owed))) found.push({ index: i, fix: "set-aside" })
      else if (close(2 * a, d) || (owed !== undefined && close(2 * a, owed))) found.push({ index: i, fix: "turn" })
    }
    const [only] = found
    if (found.length !== 1 || only === undefined) return undefined
    out.push(only)
  }
  return out
}

/**
 * True when the file prints turnover lines (money out, money in) and every one equals the rows
 * read on its side, from the line before it back to the previous turnover or balance line: the
 * rows agree with the file's own totals.
 */
export const turnoverAgrees = (
  printed: ReadonlyArray<PrintedBalance>,
  rows: ReadonlyArray<{ readonly source_line: number; readonly amount: number }>
): boolean => {
  const sorted = [...printed].sort((a, b) => a.line - b.line)
  let totals = 0
  let from = 0
  for (const p of sorted) {
    if (p.kind !== "debits" && p.kind !== "credits") {
      from = p.line
      continue
    }
    const side = rows.filter((r) => r.source_line > from && r.source_line < p.line)
      .filter((r) => (p.kind === "debits" ? r.amount < 0 : r.amount > 0))
    const sum = side.reduce((s, r) => s + Math.abs(r.amount), 0)
    if (!close(sum, Math.abs(p.amount))) return false
    totals++
  }
  return totals > 0
}

/**
 * False when the file's own figures contradict each other: turnover lines between an opening and a
 * closing balance that do not make the difference. Such balances cannot judge the rows.
 */
export const figuresAgree = (printed: ReadonlyArray<PrintedBalance>): boolean => {
  const sorted = [...printed].sort((a, b) => a.line - b.line)
  let opening: PrintedBalance | undefined
  let moved = 0
  let turnovers = 0
  for (const p of sorted) {
    if (p.kind === "opening") [opening, moved, turnovers] = [p, 0, 0]
    else if (p.kind === "current") continue
    else if (p.kind === "debits" || p.kind === "credits") {
      moved += p.kind === "debits" ? -Math.abs(p.amount) : Math.abs(p.amount)
      turnovers++
    } else if (opening !== undefined && turnovers > 0 && !close(opening.amount + moved, p.amount)) return false
  }
  return true
}
