import { runningBalanceCheck } from "../../running-balance.js"
import type { CsvBody } from "../csv-shapes.js"
import { kindOfDescription } from "../vocabulary/direction-by-description.js"
import { withAmounts } from "./body-edits.js"

/** Rows whose description names a kind it takes to settle a letter by the descriptions, and the share that must agree. */
const MIN_KIND_ROWS = 3
const KIND_SHARE = 0.8

/**
 * Rows whose indicator is a letter banks use for either side (`U`) and that nothing in its column
 * settled: they go the side under which the amounts join the running balance, when only one does;
 * else the side four in five of them whose description names a kind (a card purchase, a salary)
 * say. Rows left undecided stay undirected (and money in until their payee settles them).
 */
export const settleEitherSide = (body: CsvBody): CsvBody => {
  const rows = body.eitherSide
  if (rows.size === 0) return body
  const turned = (side: -1 | 1) =>
    withAmounts(body.drafts, (d, i) => (rows.has(i) ? side * Math.abs(d.amount) : d.amount))
  const held = ([-1, 1] as const).filter((side) => runningBalanceCheck(turned(side))?.held === true)
  const [byBalance] = held
  const side = held.length === 1 && byBalance !== undefined ? byBalance : byDescriptions(body, rows)
  if (side === undefined) return { ...body, drafts: turned(1) }
  const undirected = new Map(body.undirected)
  for (const i of rows) undirected.delete(i)
  const settled = `the indicator letter read as money ${side < 0 ? "out" : "in"} by ${
    held.length === 1 ? "the running balance" : "the rows' descriptions"
  }`
  return { ...body, drafts: turned(side), undirected, warnings: [...body.warnings, settled] }
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
