import { runningBalanceCheck } from "../../running-balance.js"
import type { CsvBody } from "../csv-shapes.js"
import { kindOfDescription } from "../vocabulary/direction-by-description.js"

/** Rows whose description names a kind it takes to settle a letter by the descriptions, and the share that must agree. */
const MIN_KIND_ROWS = 3
const KIND_SHARE = 0.8

/**
 * Rows whose indicator is a letter banks use for either side (`U`) and that nothing in its column
 * settled: they go the side under which the amounts join the running balance, when only one does;
 * else the side four in five of them whose description names a kind (a card purchase, a salary)
 * say. Rows left undecided stay undirected.
 */
export const settleEitherSide = (body: CsvBody, rows: ReadonlySet<number>): string | undefined => {
  if (rows.size === 0) return undefined
  const turn = (side: -1 | 1) => {
    for (const i of rows) {
      const d = body.drafts[i]
      if (d !== undefined) d.amount = side * Math.abs(d.amount)
    }
  }
  const held = ([-1, 1] as const).filter((side) => {
    turn(side)
    return runningBalanceCheck(body.drafts)?.held === true
  })
  const [byBalance] = held
  const side = held.length === 1 && byBalance !== undefined ? byBalance : byDescriptions(body, rows)
  if (side === undefined) {
    turn(1)
    return undefined
  }
  turn(side)
  for (const i of rows) body.undirected.delete(i)
  return `the indicator letter read as money ${side < 0 ? "out" : "in"} by ${
    held.length === 1 ? "the running balance" : "the rows' descriptions"
  }`
}

const byDescriptions = (body: CsvBody, rows: ReadonlySet<number>): -1 | 1 | undefined => {
  let out = 0
  let into = 0
  for (const i of rows) {
    const kind = kindOfDescription(body.drafts[i]?.description ?? "")
    if (kind < 0) out++
    else if (kind > 0) into++
  }
  const named = out + into
  if (named < MIN_KIND_ROWS) return undefined
  if (out >= named * KIND_SHARE) return -1
  if (into >= named * KIND_SHARE) return 1
  return undefined
}
