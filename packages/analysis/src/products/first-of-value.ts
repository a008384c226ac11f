/**
 * Finds, among numbers added one by one, the position a number was first added at: an
 * open-addressing table over the numbers' bits, for products that look for repeated balances in
 * 100k rows (a `Map` keyed by that many doubles costs four to five times as much).
 */
export interface FirstOfValue {
  /**
   * The position `value` was first added at, or -1 when it is new (it is then kept with
   * `position`). Values are compared as a `Map` compares its keys: 0 and -0 are one value, and so is NaN.
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

/** The table; a class, so that `add` is one function whose optimised code outlives each statement. */
class FirstOfValueTable implements FirstOfValue {
  private readonly mask: number
  private readonly values: Float64Array
  // a slot's position plus one: 0 marks an empty slot
  private readonly positions: Int32Array
  private count = 0

  constructor(private readonly capacity: number) {
    const size = 1 << (32 - Math.clz32(Math.max(2, capacity) * 2 - 1))
    this.mask = size - 1
    this.values = new Float64Array(size)
    this.positions = new Int32Array(size)
  }

  add(value: number, position: number): number {
    if (this.count >= this.capacity) throw new RangeError(`more than ${this.capacity} values added`)
    const { mask, values, positions } = this
    const key = value === 0 ? 0 : value
    bits[0] = key
    let slot = mix(Math.imul(words[0] ?? 0, 0x9e3779b1) ^ (words[1] ?? 0)) & mask
    for (;;) {
      const at = positions[slot] ?? 0
      if (at === 0) {
        values[slot] = key
        positions[slot] = position + 1
        this.count++
        return -1
      }
      const kept = values[slot] ?? 0
      // NaN is one value too, as in a Map
      if (kept === key || (kept !== kept && key !== key)) return at - 1
      slot = (slot + 1) & mask
    }
  }
}

/** A table for up to `capacity` values. */
export const makeFirstOfValue = (capacity: number): FirstOfValue => new FirstOfValueTable(capacity)
