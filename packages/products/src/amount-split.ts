/** Amounts more than this share apart start a new cluster. */
const STEP = 0.03
/** Fewest payments of a cluster that can be a stream of its own. */
const MIN_CLUSTER = 3
/** A payer of some distinct amounts is split; amounts spread all over (shopping) are left as they are. */
const MAX_CLUSTERS = 16

/** The amounts' sizes, sorted natively as a typed array. */
const sortedSizes = <A>(items: ReadonlyArray<A>, amountOf: (item: A) => number): Float64Array => {
  const sorted = new Float64Array(items.length)
  for (let i = 0; i < items.length; i++) sorted[i] = Math.abs(amountOf(items[i]!))
  return sorted.sort()
}

/**
 * The cluster of each sorted size (a new one where a size is more than `STEP` above the one before),
 * or undefined past `MAX_CLUSTERS` clusters (amounts spread all over).
 */
const clustersOfSizes = (sorted: Float64Array): Int32Array | undefined => {
  const clusterAt = new Int32Array(sorted.length)
  let cluster = 0
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]! > sorted[k - 1]! * (1 + STEP) && ++cluster >= MAX_CLUSTERS) return undefined
    clusterAt[k] = cluster
  }
  return clusterAt
}

/** The first index of `size` in the sorted sizes: equal sizes share a cluster, so any one of them tells it. */
const firstAt = (sorted: Float64Array, size: number): number => {
  let low = 0
  let high = sorted.length - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle]! < size) low = middle + 1
    else high = middle
  }
  return low
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
  // clustered on the sizes sorted natively, each payment's cluster found by its size: no comparator sort of the payments
  const sorted = sortedSizes(items, amountOf)
  const clusterAt = clustersOfSizes(sorted)
  if (clusterAt === undefined) return [items]
  const cluster = clusterAt[clusterAt.length - 1]!
  if (cluster === 0) return [items]
  const clusterOf = (item: A): number => clusterAt[firstAt(sorted, Math.abs(amountOf(item)))]!
  const clusters: Array<Array<A>> = Array.from({ length: cluster + 1 }, () => [])
  for (const item of items) clusters[clusterOf(item)]!.push(item)
  const streams = clusters.filter((c) => c.length >= MIN_CLUSTER && regular(c))
  if (streams.length === 0) return [items]
  const rest = clusters.filter((c) => !streams.includes(c)).flat()
  return rest.length === 0 ? streams : [...streams, rest]
}
