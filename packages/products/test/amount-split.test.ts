import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { splitByAmount } from "../src/amount-split.js"

/** The clustering as first written (payments sorted by a comparator), kept to check the faster one against. */
const referenceSplit = (
  amounts: ReadonlyArray<number>,
  regular: (items: ReadonlyArray<number>) => boolean
): ReadonlyArray<ReadonlyArray<number>> => {
  if (amounts.length < 6 || regular(amounts)) return [amounts]
  const order = amounts.map((_, i) => i).sort((a, b) => Math.abs(amounts[a]!) - Math.abs(amounts[b]!))
  const clusterOf = new Array<number>(amounts.length).fill(0)
  let cluster = 0
  for (let k = 1; k < order.length; k++) {
    if (Math.abs(amounts[order[k]!]!) > Math.abs(amounts[order[k - 1]!]!) * 1.03) cluster++
    clusterOf[order[k]!] = cluster
  }
  if (cluster === 0 || cluster >= 16) return [amounts]
  const clusters: Array<Array<number>> = Array.from({ length: cluster + 1 }, () => [])
  amounts.forEach((a, i) => clusters[clusterOf[i]!]!.push(a))
  const streams = clusters.filter((c) => c.length >= 3 && regular(c))
  if (streams.length === 0) return [amounts]
  const rest = clusters.filter((c) => !streams.includes(c)).flat()
  return rest.length === 0 ? streams : [...streams, rest]
}

describe("splitByAmount", () => {
  it("splits as the comparator-sorted clustering does", () => {
    const amount = fc.oneof(
      fc.constantFrom(-950, -950.5, 12.99, 13.2, 640, 641, 0, -0.01, 100, 103, 103.01),
      fc.double({ min: -5000, max: 5000, noNaN: true })
    )
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 60 }), fc.integer({ min: 0, max: 4 }), (amounts, rule) => {
        // a stand-in for "keeps a cadence": some rule of the part's amounts
        const regular = (part: ReadonlyArray<number>) =>
          part.length > 2 && part.every((a) => Math.abs(a) % 5 === rule % 3) === (rule === 4)
        expect(splitByAmount(amounts, (a) => a, regular)).toEqual(referenceSplit(amounts, regular))
      }),
      { numRuns: 2000, seed: 45 }
    )
  })

  it("leaves a payer of more than sixteen amounts as one, as the comparator-sorted clustering does", () => {
    // 18 amounts each more than 3% apart, repeated: up to 18 clusters of a single amount each
    const spaced = Array.from({ length: 18 }, (_, k) => Math.round(10 * 1.1 ** k * 100) / 100)
    const regular = (part: ReadonlyArray<number>) => part.length > 2 && new Set(part).size === 1
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...spaced), { minLength: 6, maxLength: 120 }), (amounts) => {
        expect(splitByAmount(amounts, (a) => a, regular)).toEqual(referenceSplit(amounts, regular))
      }),
      { numRuns: 1000, seed: 45 }
    )
  })

  it("splits a payer of two distinct amounts in two when each keeps its rule apart", () => {
    const amounts = [640, 120, 640, 120, 640, 120, 640]
    const regular = (part: ReadonlyArray<number>) => new Set(part).size === 1
    expect(splitByAmount(amounts, (a) => a, regular)).toEqual([[120, 120, 120], [640, 640, 640, 640]])
  })
})
