import type { Skip } from "../../summarise.js"
import type { CsvBody, Draft } from "../csv-shapes.js"

// How the stages after the row loop change a body: each returns a new one, the rows they leave
// alone shared (a long statement's rows are not copied one by one for a change to a few).

/** The rows with each amount as `amountOf` gives it: a row whose amount stays is the same object. */
export const withAmounts = (
  drafts: ReadonlyArray<Draft>,
  amountOf: (d: Draft, i: number) => number
): ReadonlyArray<Draft> => {
  const out = new Array<Draft>(drafts.length)
  for (let i = 0; i < drafts.length; i++) {
    const d = drafts[i] as Draft
    const amount = amountOf(d, i)
    out[i] = Object.is(amount, d.amount) ? d : { ...d, amount }
  }
  return out
}

/** Every amount turned the other way. */
export const turnedAll = (drafts: ReadonlyArray<Draft>): ReadonlyArray<Draft> => withAmounts(drafts, (d) => -d.amount)

/**
 * The body without the rows at some indices, with the lines set aside for them added: the lines set
 * aside in line order. Built by a loop: a spread of a long statement's rows would overflow the stack.
 */
export const setAside = (body: CsvBody, drop: ReadonlySet<number>, skips: ReadonlyArray<Skip>): CsvBody => {
  const drafts: Array<Draft> = []
  const creditMarked: Array<boolean> = []
  for (let i = 0; i < body.drafts.length; i++) {
    if (drop.has(i)) continue
    drafts.push(body.drafts[i] as Draft)
    creditMarked.push(body.creditMarked[i] ?? false)
  }
  const skipped = body.skipped.concat(skips).sort((a, b) => a.line - b.line)
  return { ...body, drafts, creditMarked, skipped }
}
