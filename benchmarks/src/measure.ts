/** Milliseconds spent running `f`, with its result. */
export const timed = async <A>(f: () => A | Promise<A>): Promise<{ readonly ms: number; readonly value: A }> => {
  const start = performance.now()
  const value = await f()
  return { ms: performance.now() - start, value }
}

/** The best (lowest) time of `runs` runs: the figure least disturbed by the rest of the machine. */
export const bestOf = async (runs: number, f: () => unknown): Promise<number> => {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < runs; i++) best = Math.min(best, (await timed(f)).ms)
  return best
}

/** The q-quantile (0..1) of some numbers. */
export const quantile = (values: ReadonlyArray<number>, q: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
}

/** Megabytes per second for `bytes` in `ms`. */
export const mbPerSecond = (bytes: number, ms: number): number => bytes / 1e6 / (ms / 1000)

/** A number with `digits` decimals, for tables. */
export const fixed = (value: number, digits = 1): string => value.toFixed(digits)

/** The median of some numbers: the middle one, or the mean of the middle two. */
export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
