/**
 * Finds, among numbers added one by one at positions 0, 1, 2…, the latest position a number was
 * added at before: an open-addressing table over the numbers' bits, for products that chain the
 * rows of a repeated balance in 100k rows (a `Map` keyed by that many doubles costs four to five
 * times as much).
 */
export interface LatestOfValue {
  /**
   * The latest position `value` was added at before, or -1 when it is new; `position` is then its
   * latest. Values are compared as a `Map` compares its keys: 0 and -0 are one value, and so is NaN.
   */
  add(value: number, position: number): number
}

const bits = new Float64Array(1)
const words = new Int32Array(bits.buffer)

/** MurmurHash3's finaliser: every bit of the input moves the low bits the table uses. */
const mix = (word: number): number => {
  let h = word ^ (word >>> 16)
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return h ^ (h >>> 16)
}

/**
 * The table; a class, so that `add` is one function whose optimised code outlives each statement.
 * Its slots hold positions only, the values being kept once by position: a third of the memory of
 * slots holding value and position.
 */
class LatestOfValueTable implements LatestOfValue {
  private readonly mask: number
  // a slot's latest position plus one: 0 marks an empty slot
  private readonly slots: Int32Array
  // the value added at each position
  private readonly values: Float64Array

  constructor(positions: number) {
    // at most two thirds full, so that a probe ends after a few slots
    const size = 1 << (32 - Math.clz32(Math.max(2, Math.ceil(positions * 1.5)) - 1))
    this.mask = size - 1
    this.slots = new Int32Array(size)
    this.values = new Float64Array(positions)
  }

  add(value: number, position: number): number {
    const { mask, slots, values } = this
    if (!(position >= 0 && position < values.length)) {
      throw new RangeError(`position ${position} is outside 0–${values.length - 1}`)
    }
    // one 0 and one NaN, whatever their sign or payload
    const key = value === 0 ? 0 : value !== value ? Number.NaN : value
    values[position] = key
    bits[0] = key
    let slot = mix(Math.imul(words[0] ?? 0, 0x9e3779b1) ^ (words[1] ?? 0)) & mask
    for (;;) {
      const at = slots[slot] ?? 0
      if (at === 0) {
        slots[slot] = position + 1
        return -1
      }
      const kept = values[at - 1] ?? 0
      if (kept === key || (kept !== kept && key !== key)) {
        slots[slot] = position + 1
        return at - 1
      }
      slot = (slot + 1) & mask
    }
  }
}

/** A table for positions 0 to `positions` − 1, each added at most once and in increasing order. */
export const makeLatestOfValue = (positions: number): LatestOfValue => new LatestOfValueTable(positions)
