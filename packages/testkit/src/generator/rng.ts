/** A deterministic pseudo-random source (mulberry32). Never touches `Math.random`. */
export interface Rng {
  /** Uniform float in [0, 1). */
  readonly next: () => number
  /** Uniform integer in [min, max] (inclusive). */
  readonly int: (min: number, max: number) => number
  /** True with probability `p`. */
  readonly chance: (p: number) => boolean
  /** One element of a non-empty list. */
  readonly pick: <A>(items: ReadonlyArray<A>) => A
  /** Uniform float in [min, max). */
  readonly between: (min: number, max: number) => number
  /** A fresh, independent generator derived from this one's state and a label. */
  readonly fork: (label: string) => Rng
}

const hashString = (text: string): number => {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** Creates a mulberry32 generator from a numeric or string seed. */
export const makeRng = (seed: number | string): Rng => {
  let state = (typeof seed === "string" ? hashString(seed) : seed) >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <A>(items: ReadonlyArray<A>): A => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error("pick from an empty list")
    return item
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    between: (min, max) => min + next() * (max - min),
    fork: (label) => makeRng((Math.floor(next() * 4294967296) ^ hashString(label)) >>> 0)
  }
}

/** Shuffles a copy of `items` (Fisher–Yates). */
export const shuffled = <A>(rng: Rng, items: ReadonlyArray<A>): Array<A> => {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    const a = copy[i] as A
    copy[i] = copy[j] as A
    copy[j] = a
  }
  return copy
}
