import type { Cell, PageLine } from "./pdf-lines.js"
import type { ValueReading } from "./pdf-rows.js"
import type { Column } from "./pdf-table.js"
import { readAmount, readDate } from "./pdf-values.js"

/** A table without a header needs this many dated lines with an amount before its columns are trusted. */
const DATED_LINES = 3
/** A money column is filled on at least this share of the dated lines (amounts are, paid-out/paid-in are not). */
const FULL = 0.9
/** A column of amounts holds a cell on at least this share of the dated lines (paid-in is rare on some statements). */
const SOME = 0.03

interface DatedLine {
  readonly date: Cell
  readonly text: ReadonlyArray<Cell>
  readonly amounts: ReadonlyArray<Cell>
}

const datedLines = (pages: ReadonlyArray<ReadonlyArray<PageLine>>, values: ValueReading): Array<DatedLine> => {
  const out: Array<DatedLine> = []
  for (const lines of pages) {
    for (const line of lines) {
      const [first, ...rest] = line.cells
      if (first === undefined || readDate(first.text, values.order, values.period) === undefined) continue
      const amounts = rest.filter((c) => readAmount(c.text, values.decimal) !== undefined)
      if (amounts.length > 0) out.push({ date: first, text: rest.filter((c) => !amounts.includes(c)), amounts })
    }
  }
  return out
}

interface Stack {
  x0: number
  x1: number
  readonly lines: Set<DatedLine>
}

/** Amount cells stacked on one right edge (within a font size): the table's money columns, left to right. */
const stacksOf = (dated: ReadonlyArray<DatedLine>, size: number): Array<Stack> => {
  const cells = dated.flatMap((line) => line.amounts.map((cell) => ({ line, cell }))).sort((a, b) =>
    a.cell.x1 - b.cell.x1
  )
  const stacks: Array<Stack> = []
  for (const { line, cell } of cells) {
    const last = stacks.at(-1)
    if (last !== undefined && cell.x1 - last.x1 <= size) {
      last.x0 = Math.min(last.x0, cell.x0)
      last.x1 = Math.max(last.x1, cell.x1)
      last.lines.add(line)
    } else stacks.push({ x0: cell.x0, x1: cell.x1, lines: new Set([line]) })
  }
  return stacks.filter((s) => s.lines.size >= Math.max(2, dated.length * SOME))
}

const column = (role: Column["role"], s: { readonly x0: number; readonly x1: number }): Column => ({
  role,
  x0: s.x0,
  x1: s.x1
})

/** The money of each dated line, from one stack (an amount) or two that take turns (paid out, paid in). */
const movementColumns = (stacks: ReadonlyArray<Stack>, lines: number): Array<Column> | undefined => {
  const [first, second, ...more] = stacks
  if (first === undefined || more.length > 0) return undefined
  if (second === undefined) return first.lines.size >= lines * FULL ? [column("amount", first)] : undefined
  const shared = [...first.lines].filter((l) => second.lines.has(l)).length
  const covered = first.lines.size + second.lines.size - shared
  return shared <= lines * (1 - FULL) && covered >= lines * FULL
    ? [column("out", first), column("in", second)]
    : undefined
}

/**
 * Roles for the money columns by how they are filled: the rightmost, on every line, is the balance
 * when the others hold each line's movement; the movement is one column on every line (an amount)
 * or two that take turns (paid out, then paid in).
 */
const moneyRoles = (stacks: ReadonlyArray<Stack>, lines: number): Array<Column> | undefined => {
  const last = stacks.at(-1)
  if (last !== undefined && stacks.length >= 2 && last.lines.size >= lines * FULL) {
    const movement = movementColumns(stacks.slice(0, -1), lines)
    if (movement !== undefined) return [...movement, column("balance", last)]
  }
  return movementColumns(stacks, lines)
}

/** The x most cells share (rounded to a point), as a column's edge. */
const commonX = (xs: ReadonlyArray<number>): number | undefined => {
  const counts = new Map<number, number>()
  for (const x of xs) counts.set(Math.round(x), (counts.get(Math.round(x)) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
}

/**
 * The columns of a table that prints no header row, from how its dated lines align: the date where
 * they start, the text where most of them continue, and the money columns by the right edges their
 * amounts stack on (filled on every line: an amount, or the balance when rightmost; two taking turns:
 * paid out then paid in). Undefined when the lines do not align into one such table.
 */
export const alignedColumns = (
  pages: ReadonlyArray<ReadonlyArray<PageLine>>,
  values: ValueReading,
  size: number
): ReadonlyArray<Column> | undefined => {
  const dated = datedLines(pages, values)
  if (dated.length < DATED_LINES) return undefined
  const money = moneyRoles(stacksOf(dated, size), dated.length)
  const textX = commonX(dated.flatMap((l) => l.text.slice(0, 1).map((c) => c.x0)))
  const dateX0 = commonX(dated.map((l) => l.date.x0))
  if (money === undefined || textX === undefined || dateX0 === undefined) return undefined
  const dateX1 = Math.max(...dated.map((l) => l.date.x1))
  if (dateX1 >= textX || textX >= (money[0]?.x0 ?? 0)) return undefined
  return [column("date", { x0: dateX0, x1: dateX1 }), column("description", { x0: textX, x1: textX }), ...money]
}
