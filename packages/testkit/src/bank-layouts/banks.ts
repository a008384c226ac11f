import { type Spec, specsOf } from "./bank-spec.js"
import type { Cell, Layout } from "./render.js"

/*
 * Current CSV exports of well-known banks (data/banks-1.json), each written from how that bank writes it
 * (header words in its language, preamble, delimiter, quoting, dates, numbers, direction, balance,
 * encoding), from the writer's knowledge of the banks' exports before reading the engine's reader; the
 * rows are invented. data/banks-2.json is a second set written the same way before any reader change.
 */

const isCell = (c: unknown): c is Cell =>
  typeof c === "string" || (typeof c === "object" && c !== null && !Array.isArray(c))

const layoutsOf = (set: ReadonlyArray<Spec>, firstSeed: number): ReadonlyArray<Layout> =>
  [...set]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((s, i) => {
      const { columns, rows, ...rest } = s
      const named = columns.every((c) => !isCell(c))
      return {
        ...rest,
        header: named ? columns.map((c) => (isCell(c) ? "" : c[0])) : null,
        cells: columns.map((c) => (isCell(c) ? c : c[1])),
        seed: firstSeed + i * 37,
        rows: rows ?? 5 + ((i * 7) % 11)
      }
    })

/** The sets of layouts, each sorted by id, each layout with its own seed and 5 to 15 rows. */
export const bankSets: ReadonlyArray<ReadonlyArray<Layout>> = [
  layoutsOf(specsOf("banks-1.json"), 101),
  layoutsOf(specsOf("banks-2.json"), 5003)
]

export const bankLayouts: ReadonlyArray<Layout> = bankSets.flat()
