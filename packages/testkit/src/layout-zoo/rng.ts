/** A seeded random source (mulberry32); every draw of the layout zoo goes through one. */
export interface Rng {
  /** A float in [0, 1). */
  readonly next: () => number
  /** An integer in [lo, hi], both included. */
  readonly int: (lo: number, hi: number) => number
  /** True with probability `p`. */
  readonly chance: (p: number) => boolean
  /** One element of a non-empty list. */
  readonly pick: <T>(items: ReadonlyArray<T>) => T
  /** A new independent source derived from this one's seed and a label. */
  readonly fork: (label: string) => Rng
}

/** 32-bit FNV-1a hash of a string: stable across runs and platforms. */
export const fnv1a = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

/** A seeded random source; the same seed always gives the same draws. */
export const makeRng = (seed: number | string): Rng => {
  const start = typeof seed === "number" ? seed >>> 0 : fnv1a(seed)
  let state = start
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1))
  const pick = <T>(items: ReadonlyArray<T>): T => {
    if (items.length === 0) throw new Error("layout zoo: pick from an empty list")
    return items[Math.floor(next() * items.length)] as T
  }
  return { next, int, chance: (p) => next() < p, pick, fork: (label) => makeRng(fnv1a(`${start}:${label}`)) }
}
