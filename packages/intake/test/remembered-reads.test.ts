import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { rememberedReads } from "../src/csv/body/remembered-reads.js"

describe("remembered reads of cells", () => {
  it("answer what the read answers, reading each distinct cell once", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("2024-01-01", "2024-01-02", "", "x", "EUR"), { maxLength: 40 }), (cells) => {
        const calls: Array<string> = []
        const read = (cell: string) => {
          calls.push(cell)
          return cell === "x" ? undefined : cell.length
        }
        const remembered = rememberedReads(read)
        expect(cells.map(remembered)).toEqual(cells.map((c) => (c === "x" ? undefined : c.length)))
        expect(calls).toEqual([...new Set(cells)])
      }),
      { numRuns: 500 }
    )
  })
})
