import type { CsvRecord } from "../records/csv-records.js"
import type { ColumnRole } from "../vocabulary/column-role.js"
import { rolesOfHeader } from "../vocabulary/header-vocabulary.js"
import { columnValues } from "./column-stats.js"

/** Whether a column's values fit a role its header names. */
export type RoleFit = (role: ColumnRole, values: ReadonlyArray<string>) => boolean

/** The cell count most of the rows have. */
const modalWidth = (data: ReadonlyArray<CsvRecord>): number => {
  const counts = new Map<number, number>()
  let modal = 0
  let best = 0
  for (const r of data) {
    const n = (counts.get(r.cells.length) ?? 0) + 1
    counts.set(r.cells.length, n)
    if (n > best) [modal, best] = [r.cells.length, n]
  }
  return modal
}

/** How well the names fit the columns below them: each named role whose column holds values that fit it, more for fuller columns. */
const fitScore = (names: ReadonlyArray<string>, data: ReadonlyArray<CsvRecord>, fit: RoleFit): number => {
  let score = 0
  names.forEach((name, i) => {
    const [role] = rolesOfHeader(name)
    if (role === undefined) return
    const values = columnValues(data, i)
    if (values.length > 0 && fit(role, values)) score += 1 + values.length / data.length
  })
  return score
}

/**
 * The header as it stands over rows that have fewer cells than it has names (an export packing
 * address, city and country into one cell, or leaving trailing cells out): the names before a gap
 * keep their place and those after it move left, the gap put where the named roles fit the values
 * below them best (at the end when nothing prefers another place). The header as it is when the
 * rows are as wide as it, or only some are shorter.
 */
export const headerOverRows = (
  header: ReadonlyArray<string>,
  data: ReadonlyArray<CsvRecord>,
  fit: RoleFit
): ReadonlyArray<string> => {
  const width = modalWidth(data)
  const missing = header.length - width
  // rows as wide as the header, even a few, say the shorter ones are merely ragged
  if (missing <= 0 || width < 2 || data.some((r) => r.cells.length >= header.length)) return header
  let best = header
  let bestScore = fitScore(header, data, fit)
  for (let gap = width - 1; gap >= 0; gap--) {
    const names = [...header.slice(0, gap), ...header.slice(gap + missing)]
    const score = fitScore(names, data, fit)
    // a tie (sums of fractions in another order) keeps the gap at the end
    if (score > bestScore + 1e-9) [best, bestScore] = [names, score]
  }
  return best
}
