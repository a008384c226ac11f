import { CADENCES } from "./cadence.js"

/** What filling a counterparty's missed cadence slots reads of a statement's word sets. */
export interface SlotSets {
  /** Each set's direction ("-" money out, "+" money in). */
  readonly signs: ReadonlyArray<string>
  /** The amount that keys a set of payments that name no one, undefined for named sets. */
  readonly unnamed: ReadonlyArray<string | undefined>
  readonly days: ReadonlyArray<ReadonlyArray<number>>
  readonly amounts: ReadonlyArray<ReadonlyArray<number>>
}

/** A counterparty's payments: its sets, day numbers in date order and unsigned amounts. */
interface Payer {
  readonly sign: string
  readonly days: Array<number>
  readonly amounts: Array<number>
}

/** Most payments of a counterparty that may be missing in a row (five months of a monthly bill). */
const MAX_MISSED = 5

/** A missing payment may lie this share of the median beyond the amounts seen (a bill's winter months). */
const WIDER = 0.25

const payersOf = (w: SlotSets, root: (i: number) => number): Map<number, Payer> => {
  const payers = new Map<number, Payer>()
  w.signs.forEach((sign, i) => {
    if (w.unnamed[i] !== undefined && root(i) === i) return
    const r = root(i)
    let p = payers.get(r)
    if (p === undefined) {
      p = { sign, days: [], amounts: [] }
      payers.set(r, p)
    }
    for (const d of w.days[i] ?? []) p.days.push(d)
    for (const a of w.amounts[i] ?? []) p.amounts.push(a)
  })
  for (const p of payers.values()) p.days.sort((a, b) => a - b)
  return payers
}

/**
 * The cadence a payer's gaps keep when some of its payments are missing: the shortest whose
 * nominal length, times one to `MAX_MISSED + 1`, fits every gap within its tolerance, with at
 * least one gap of a single cadence; [nominal days, tolerance].
 */
const bandOf = (days: ReadonlyArray<number>): readonly [number, number] | undefined => {
  for (const [, lo, hi, nominal] of CADENCES) {
    const tolerance = Math.max(1, Math.floor((hi - lo) / 2))
    let single = false
    let fits = true
    for (let i = 1; i < days.length && fits; i++) {
      const gap = (days[i] ?? 0) - (days[i - 1] ?? 0)
      const k = Math.round(gap / nominal)
      single ||= gap >= lo && gap <= hi
      fits = k >= 1 && k <= MAX_MISSED + 1 &&
        (k === 1 ? gap >= lo && gap <= hi : Math.abs(gap - k * nominal) <= k * tolerance)
    }
    if (fits && single) return [nominal, tolerance]
  }
  return undefined
}

/** The days where a payer's cadence expected a payment its statement shows none for (between two of its payments). */
const missedDays = (days: ReadonlyArray<number>, nominal: number, tolerance: number): ReadonlyArray<number> => {
  const out: Array<number> = []
  for (let i = 1; i < days.length; i++) {
    const gap = (days[i] ?? 0) - (days[i - 1] ?? 0)
    const k = Math.round(gap / nominal)
    if (k < 2 || k > MAX_MISSED + 1 || Math.abs(gap - k * nominal) > k * tolerance) continue
    for (let j = 1; j < k; j++) out.push((days[i - 1] ?? 0) + Math.round((j * gap) / k))
  }
  return out
}

/**
 * Payments that name no one (a file that lost some rows' descriptions) fill the slots a
 * counterparty's cadence missed: for each day where a regular payer's next payment was due and none
 * is named, the lone nameless payment of its direction nearest to its median amount, within its
 * range of amounts and a few days of the due date, is taken as its (a bill whose amount varies is
 * not found by its exact amount).
 */
export const fillCadenceSlots = (
  w: SlotSets,
  root: (i: number) => number,
  join: (i: number, to: number) => void
): void => {
  // lone nameless payments by day: a set keyed by an amount paid once
  const byDay = new Map<number, Array<number>>()
  w.unnamed.forEach((amount, i) => {
    const day = w.days[i]?.[0]
    if (amount === undefined || w.days[i]?.length !== 1 || day === undefined || root(i) !== i) return
    const list = byDay.get(day)
    if (list === undefined) byDay.set(day, [i])
    else list.push(i)
  })
  if (byDay.size === 0) return
  const taken = new Set<number>()
  for (const [r, payer] of payersOf(w, root)) {
    if (payer.days.length < 3) continue
    const band = bandOf(payer.days)
    if (band === undefined) continue
    const [nominal, tolerance] = band
    const sorted = [...payer.amounts].sort((a, b) => a - b)
    const median = sorted[sorted.length >> 1] ?? 0
    const lo = (sorted[0] ?? 0) - WIDER * median
    const hi = (sorted[sorted.length - 1] ?? 0) + WIDER * median
    for (const due of missedDays(payer.days, nominal, tolerance)) {
      let best: number | undefined
      for (let d = due - tolerance; d <= due + tolerance; d++) {
        for (const i of byDay.get(d) ?? []) {
          const amount = w.amounts[i]?.[0] ?? 0
          if (taken.has(i) || w.signs[i] !== payer.sign || amount < lo || amount > hi) continue
          const distance = Math.abs(amount - median)
          if (best === undefined || distance < Math.abs((w.amounts[best]?.[0] ?? 0) - median)) best = i
        }
      }
      if (best === undefined) continue
      taken.add(best)
      join(best, r)
    }
  }
}
