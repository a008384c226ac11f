/** Amounts more than this share apart start a new cluster. */
const STEP = 0.03
/** Fewest payments of a cluster that can be a stream of its own. */
const MIN_CLUSTER = 3
/** A payer of some distinct amounts is split; amounts spread all over (shopping) are left as they are. */
const MAX_CLUSTERS = 16

/** True when the amounts fall into more than `MAX_CLUSTERS` clusters: counted on a typed array sorted natively, before any order of the items is made. */
const tooSpread = <A>(items: ReadonlyArray<A>, amountOf: (item: A) => number): boolean => {
  const sorted = new Float64Array(items.length)
  items.forEach((item, i) => (sorted[i] = Math.abs(amountOf(item))))
  sorted.sort()
  let clusters = 1
  for (let k = 1; k < sorted.length; k++) {
    if ((sorted[k] ?? 0) > (sorted[k - 1] ?? 0) * (1 + STEP) && ++clusters > MAX_CLUSTERS) return true
  }
  return false
}

/**
 * One counterparty's payments, split into streams of their own amounts when together they keep no
 * cadence (one payer of two monthly benefits, a landlord paid rent and a deposit): the payments are
 * clustered where sorted amounts jump by more than 3%, and when there are at most sixteen clusters the
 * split is kept if some cluster of three or more keeps a cadence on its own. Payments of smaller clusters stay together as one rest.
 * The groups keep the payments' order.
 */
export const splitByAmount = <A>(
  items: ReadonlyArray<A>,
  amountOf: (item: A) => number,
  regular: (items: ReadonlyArray<A>) => boolean
): ReadonlyArray<ReadonlyArray<A>> => {
  if (items.length < 2 * MIN_CLUSTER || regular(items)) return [items]
  if (tooSpread(items, amountOf)) return [items]
  const order = items.map((_, i) => i).sort((a, b) => Math.abs(amountOf(items[a]!)) - Math.abs(amountOf(items[b]!)))
  const clusterOf = new Int32Array(items.length)
  let cluster = 0
  for (let k = 1; k < order.length; k++) {
    const prev = Math.abs(amountOf(items[order[k - 1]!]!))
    const next = Math.abs(amountOf(items[order[k]!]!))
    if (next > prev * (1 + STEP)) cluster++
    clusterOf[order[k]!] = cluster
  }
  if (cluster === 0 || cluster >= MAX_CLUSTERS) return [items]
  const clusters: Array<Array<A>> = Array.from({ length: cluster + 1 }, () => [])
  items.forEach((item, i) => clusters[clusterOf[i] ?? 0]?.push(item))
  const streams = clusters.filter((c) => c.length >= MIN_CLUSTER && regular(c))
  if (streams.length === 0) return [items]
  const rest = clusters.filter((c) => !streams.includes(c)).flat()
  return rest.length === 0 ? streams : [...streams, rest]
}
