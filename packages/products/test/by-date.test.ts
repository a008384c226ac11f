import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { byDate } from "../src/chronology.js"

const stableSort = <A>(xs: ReadonlyArray<A>, dateOf: (a: A) => string) =>
  xs.map((x, i) => ({ x, i })).sort((
    a,
    b
  ) => (dateOf(a.x) < dateOf(b.x) ? -1 : dateOf(a.x) > dateOf(b.x) ? 1 : a.i - b.i)).map(({ x }) => x)

const day = fc.integer({ min: 1, max: 9 }).map((d) => `2025-01-0${d}`)
const rows = fc.array(fc.tuple(day, fc.nat()), { maxLength: 40 })
const dateOf = (row: readonly [string, number]) => row[0]

describe("byDate", () => {
  it("is a stable sort by date, whatever the order it is given", () => {
    fc.assert(fc.property(rows, (xs) => {
      expect(byDate(xs, dateOf)).toEqual(stableSort(xs, dateOf))
    }))
  })

  it("is a stable sort for statements listed oldest or newest first, ties included", () => {
    const ordered = rows.map((xs) => stableSort(xs, dateOf))
    fc.assert(fc.property(ordered, (xs) => {
      expect(byDate(xs, dateOf)).toEqual(xs)
      const newestFirst = [...xs].reverse()
      expect(byDate(newestFirst, dateOf)).toEqual(stableSort(newestFirst, dateOf))
    }))
  })
})
