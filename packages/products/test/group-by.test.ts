import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { groupedBy } from "../src/group-by.js"

describe("items grouped by a key", () => {
  it("are the groups a Map of lists gives, and the items themselves when every key is one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.constantFrom("GBP", "EUR", "USD"), n: fc.integer() }), { maxLength: 40 }),
        (items) => {
          const expected = new Map<string, Array<{ key: string; n: number }>>()
          for (const item of items) expected.set(item.key, [...(expected.get(item.key) ?? []), item])
          const groups = groupedBy(items, (i) => i.key)
          expect([...groups]).toEqual([...expected])
          if (expected.size === 1) expect([...groups.values()][0]).toBe(items)
        }
      ),
      { numRuns: 1000 }
    )
  })
})
