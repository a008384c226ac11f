import { Schema } from "effect"

/** How often a recurring stream repeats. */
export const Cadence = Schema.Literal("weekly", "biweekly", "four_weekly", "monthly", "bimonthly", "quarterly")
export type Cadence = typeof Cadence.Type

/**
 * Cadences with the band of day gaps that count as on time and their nominal length, checked in
 * this order. The fortnightly band holds transfers made by hand about every two weeks (11–16 days);
 * the bimonthly one a utility billed every ~61 days.
 */
export const CADENCES: ReadonlyArray<readonly [Cadence, number, number, number]> = [
  ["weekly", 6, 8, 7],
  ["biweekly", 11, 16, 14],
  ["four_weekly", 27, 29, 28],
  ["monthly", 25, 35, 30],
  ["bimonthly", 56, 66, 61],
  ["quarterly", 85, 95, 91]
]

/** Share of gaps that must fall in the cadence's band. */
const ON_TIME_SHARE = 0.75

/**
 * The cadence the gaps between some payments keep, if any, from their day numbers in date order.
 * Most groups are shopping at one merchant and keep none: the gaps go into one typed array, sorted
 * in place for their median (the share in a band does not depend on their order), with nothing
 * else made.
 */
export const cadenceOf = (days: ArrayLike<number>): Cadence | undefined => {
  const count = days.length - 1
  if (count < 2) return undefined
  const gaps = new Int32Array(count)
  for (let i = 0; i < count; i++) gaps[i] = (days[i + 1] ?? 0) - (days[i] ?? 0)
  gaps.sort()
  const half = count >> 1
  const mid = count % 2 === 1 ? (gaps[half] ?? 0) : ((gaps[half - 1] ?? 0) + (gaps[half] ?? 0)) / 2
  for (const [cadence, lo, hi] of CADENCES) {
    if (mid < lo || mid > hi) continue
    let onTime = 0
    let skipped = 0
    for (let i = 0; i < count; i++) {
      const g = gaps[i] ?? 0
      if (g >= lo && g <= hi) onTime++
      else if (g >= 2 * lo && g <= 2 * hi) skipped++
    }
    // one payment missing (or misread) leaves a gap of two cadences, which breaks no stream
    if ((onTime + Math.min(skipped, 1)) / count >= ON_TIME_SHARE) return cadence
  }
  return undefined
}

/** The cadence's nominal length in days. */
export const daysOf = (cadence: Cadence): number => CADENCES.find(([c]) => c === cadence)?.[3] ?? 30
