import type { Skip } from "../../summarise.js"
import type { CsvBody, PendingRow } from "../csv-shapes.js"
import { setAside, withAmounts } from "./body-edits.js"

// The rows the loop left open, settled once all are read: pending rows the balance shows applied,
// rows whose direction letter did not read.

/** A payee's key: the first two words of a description, without digits. */
const payeeKey = (description: string): string =>
  description.toLowerCase().replace(/[^\p{L}\s]+/gu, " ").trim().split(/\s+/).slice(0, 2).join(" ")

/**
 * Gives a row whose direction indicator cannot be read the direction every other row of the same
 * payee has; a row whose payee goes both ways, or appears nowhere else, is set aside as unreadable.
 */
export const directByPayee = (body: CsvBody): CsvBody => {
  if (body.undirected.size === 0) return body
  const { drafts } = body
  const ways = new Map<string, number>()
  drafts.forEach((d, i) => {
    if (body.undirected.has(i)) return
    const key = payeeKey(d.description)
    const way = Math.sign(d.amount)
    const seen = ways.get(key)
    ways.set(key, seen === undefined || seen === way ? way : 0)
  })
  const drop = new Set<number>()
  const turned = new Map<number, number>()
  const skips: Array<Skip> = []
  for (const [i, reason] of body.undirected) {
    const d = drafts[i]
    const way = d === undefined ? 0 : (ways.get(payeeKey(d.description)) ?? 0)
    if (d !== undefined && way !== 0) turned.set(i, way * Math.abs(d.amount))
    else {
      drop.add(i)
      skips.push({ line: d?.source_line ?? 0, reason })
    }
  }
  const directed = { ...body, drafts: withAmounts(drafts, (d, i) => turned.get(i) ?? d.amount) }
  if (drop.size === 0) return directed
  return { ...setAside(directed, drop, skips), unreadable: body.unreadable + drop.size }
}

// equal to the last printed digit of a three-decimal currency (a dinar balance 0.002 off is another balance)
const closeTo = (a: number | null | undefined, b: number | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && Math.abs(a - b) < 0.0005

/**
 * Keeps the rows marked pending that the running balance shows applied (their balance is a nearby
 * row's plus their amount); the others are set aside with the status as reason. Any account's row
 * of the currency may be that row: an account column the header did not name mixes accounts, and a
 * balance met to the cent by another account's is no coincidence worth fearing.
 */
export const keepApplied = (body: CsvBody): CsvBody => {
  if (body.marked.size === 0) return body
  const { drafts } = body
  const joinsNearby = (i: number): boolean => {
    const d = drafts[i]
    if (d === undefined || d.balance_after === null) return false
    for (let j = Math.max(0, i - 20); j < Math.min(drafts.length, i + 21); j++) {
      const e = drafts[j]
      if (j === i || e === undefined || e.balance_after === null || e.currency !== d.currency) continue
      if (closeTo(d.balance_after, e.balance_after + d.amount)) return true
    }
    return false
  }
  const latest = latestBalances(body)
  const applied = (i: number): boolean => {
    const d = drafts[i]
    if (d === undefined || d.balance_after === null) return false
    if (joinsNearby(i)) return true
    // a pending section printed apart from the booked rows: its row follows an account's latest booking
    return latest.some(({ currency, balances }) =>
      (currency === d.currency || currency === "" || d.currency === "") &&
      balances.some((b) => closeTo(d.balance_after, b + d.amount))
    )
  }
  const drop = new Set<number>()
  const pending: Array<PendingRow> = []
  const skips: Array<Skip> = []
  for (const [i, reason] of body.marked) {
    if (applied(i)) continue
    drop.add(i)
    const d = drafts[i]
    if (d !== undefined) pending.push({ source_line: d.source_line, amount: d.amount, account: d.account })
    skips.push({ line: d?.source_line ?? 0, reason })
  }
  if (drop.size === 0) return body
  return { ...setAside(body, drop, skips), pending: body.pending.concat(pending) }
}

/**
 * The balances after each account's latest booked rows (those of its last booking date), with their
 * currency: empty while a sign shared by several currencies (`$`) awaits the file's evidence, which
 * a page header further down may already have settled for the same account.
 */
const latestBalances = (body: CsvBody): ReadonlyArray<{ currency: string; balances: ReadonlyArray<number> }> => {
  const last = new Map<string, { date: string; currency: string; balances: Array<number> }>()
  body.drafts.forEach((d, i) => {
    if (body.marked.has(i) || d.balance_after === null) return
    const key = `${d.account}\u0000${d.currency}`
    const seen = last.get(key)
    if (seen === undefined || d.booking_date > seen.date) {
      last.set(key, { date: d.booking_date, currency: d.currency, balances: [d.balance_after] })
    } else if (d.booking_date === seen.date) seen.balances.push(d.balance_after)
  })
  return [...last.values()]
}
