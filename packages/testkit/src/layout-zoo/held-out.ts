import { fnv1a } from "./rng.js"
import { traitKey, type Traits } from "./traits.js"

/**
 * FROZEN held-out definition. Tuning must never look at files of the held-out slice nor at
 * their misses; changing anything here invalidates every held-out figure measured so far.
 *
 * - Header languages seen only in the held-out slice: Romanian and Slovenian.
 * - Direction style seen only in the held-out slice: trailing minus (`12,50-`).
 * - Every other combination is held out when the FNV-1a hash of its canonical trait text,
 *   salted, falls in the lowest `heldOutHashPercent` of 100 buckets.
 */
export const heldOutOnly = {
  headerLanguage: ["ro", "sl"],
  direction: ["trailing-minus"]
} as const

/** Share (in %) of the remaining combinations that the hash sends to the held-out slice. */
export const heldOutHashPercent = 10

const salt = "layout-zoo/held-out/v1"

/** The two slices of the layout zoo. */
export type Slice = "tuning" | "held-out"

/** Which slice a combination of traits belongs to. */
export const sliceOf = (t: Traits): Slice => {
  if ((heldOutOnly.headerLanguage as ReadonlyArray<string>).includes(t.headerLanguage)) return "held-out"
  if ((heldOutOnly.direction as ReadonlyArray<string>).includes(t.direction)) return "held-out"
  return fnv1a(`${salt}|${traitKey(t)}`) % 100 < heldOutHashPercent ? "held-out" : "tuning"
}
