import { fold } from "../values/month-names.js"
import { type Cell, type PageLine } from "./pdf-lines.js"
import wordsJson from "./pdf-words.json" with { type: "json" }

/** What a column of a statement's table holds. */
export type ColumnRole = "date" | "description" | "out" | "in" | "amount" | "balance"

/** A column of the table: its role and where its header is drawn. */
export interface Column {
  readonly role: ColumnRole
  readonly x0: number
  readonly x1: number
}

const ROLES: ReadonlyArray<ColumnRole> = ["balance", "date", "out", "in", "amount", "description"]
const roleWords: ReadonlyMap<ColumnRole, ReadonlySet<string>> = new Map(
  ROLES.map((role) => [role, new Set(wordsJson[role].map(fold))])
)

const words = (text: string) => fold(text).replace(/[():.,/*]/g, " ").replace(/\s+/g, " ").trim()

/** The role whose words hold the whole cell. */
const exactRoleOf = (text: string): ColumnRole | undefined => {
  const folded = words(text)
  return ROLES.find((role) => roleWords.get(role)?.has(folded))
}

/**
 * The role a header cell names: the whole cell in a role's words, else its longest run of whole
 * words that is (`Saldo po operacji` → balance, `Transaction date` → date).
 */
export const roleOf = (text: string): ColumnRole | undefined => {
  const folded = words(text)
  if (folded === "" || /\d/.test(folded)) return undefined
  const exact = exactRoleOf(text)
  if (exact !== undefined) return exact
  const parts = folded.split(" ")
  let best: { role: ColumnRole; length: number } | undefined
  for (let i = 0; i < parts.length; i++) {
    for (let j = parts.length; j > i; j--) {
      const piece = parts.slice(i, j).join(" ")
      for (const role of ROLES) {
        if (roleWords.get(role)?.has(piece) && (best === undefined || j - i > best.length)) {
          best = { role, length: j - i }
        }
      }
    }
  }
  return best?.role
}

/**
 * A header cell that names two roles (`Buchungstag Verwendungszweck`, drawn as one run) split into
 * one cell per role, each placed by its share of the characters.
 */
const splitByRoles = (cell: Cell): ReadonlyArray<Cell> => {
  const tokens = cell.text.split(/\s+/)
  if (tokens.length < 2 || roleOf(cell.text) === undefined) return [cell]
  const pieces: Array<{ from: number; to: number }> = []
  let i = 0
  while (i < tokens.length) {
    let j = tokens.length
    while (j > i && exactRoleOf(tokens.slice(i, j).join(" ")) === undefined) j--
    if (j === i) {
      const last = pieces.at(-1)
      if (last === undefined) pieces.push({ from: i, to: i + 1 })
      else last.to = i + 1
      i++
    } else {
      pieces.push({ from: i, to: j })
      i = j
    }
  }
  if (pieces.filter((p) => exactRoleOf(tokens.slice(p.from, p.to).join(" ")) !== undefined).length < 2) return [cell]
  const perChar = (cell.x1 - cell.x0) / Math.max(cell.text.length, 1)
  let offset = 0
  return pieces.map((p) => {
    const text = tokens.slice(p.from, p.to).join(" ")
    const x0 = cell.x0 + offset * perChar
    offset += text.length + 1
    return { text, x0, x1: x0 + text.length * perChar }
  })
}

const overlaps = (a: Cell, b: Cell) => a.x0 < b.x1 && b.x0 < a.x1

/** Cells of header lines drawn one above the other (a header word wrapped in its column) joined. */
const mergeHeaderCells = (lines: ReadonlyArray<PageLine>): Array<Cell> => {
  const merged: Array<Cell> = []
  for (const line of [...lines].sort((a, b) => a.y - b.y)) {
    for (const cell of line.cells) {
      const i = merged.findIndex((m) => overlaps(m, cell))
      const found = merged[i]
      if (found === undefined) merged.push(cell)
      else {merged[i] = {
          text: `${found.text} ${cell.text}`,
          x0: Math.min(found.x0, cell.x0),
          x1: Math.max(found.x1, cell.x1)
        }}
    }
  }
  return merged.sort((a, b) => a.x0 - b.x0)
}

/** A table header found on a page: its columns and the index of the first line below it. */
export interface TableHeader {
  readonly columns: ReadonlyArray<Column>
  readonly next: number
  readonly line: PageLine
}

const isHeaderish = (line: PageLine) => line.cells.every((c) => !/\d/.test(c.text))

/**
 * The header at `lines[i]`: a line without digits naming a date and a money column, joined with the
 * lines just above and below it that its wrapped header words continue on.
 */
export const headerAt = (lines: ReadonlyArray<PageLine>, i: number): TableHeader | undefined => {
  const line = lines[i]
  if (line === undefined || !isHeaderish(line) || line.cells.length < 2) return undefined
  const near = (other: PageLine | undefined) =>
    other !== undefined && isHeaderish(other) && Math.abs(other.y - line.y) <= line.size * 1.5
  const above = near(lines[i - 1]) ? [lines[i - 1] as PageLine] : []
  let next = i + 1
  const below: Array<PageLine> = []
  while (near(lines[next]) && below.length < 2) below.push(lines[next++] as PageLine)
  // two header words drawn with no gap read as one cell: each part is a header of its own
  const split = (l: PageLine): PageLine => ({
    ...l,
    cells: l.cells.flatMap((c) =>
      c.parts !== undefined &&
        (roleOf(c.text) === undefined || c.parts.filter((p) => roleOf(p.text) !== undefined).length >= 2)
        ? c.parts.flatMap(splitByRoles)
        : splitByRoles(c)
    )
  })
  const cells = mergeHeaderCells([...above, line, ...below].map(split))
  const columns: Array<Column> = []
  for (const cell of cells) {
    const role = roleOf(cell.text)
    if (role !== undefined && !columns.some((c) => c.role === role)) columns.push({ role, x0: cell.x0, x1: cell.x1 })
  }
  const has = (role: ColumnRole) => columns.some((c) => c.role === role)
  if (!has("date") || !(has("out") || has("in") || has("amount") || has("balance"))) return undefined
  if (!has("out") && !has("in") && !has("amount")) return undefined
  return { columns, next, line }
}

/** The money column an amount cell belongs to: the one whose header it is aligned with (right, left or centre). */
export const moneyColumnOf = (cell: Cell, columns: ReadonlyArray<Column>, size: number): Column | undefined => {
  let best: { column: Column; distance: number } | undefined
  for (const column of columns) {
    if (column.role === "date" || column.role === "description") continue
    const distance = Math.min(
      Math.abs(cell.x1 - column.x1),
      Math.abs(cell.x0 - column.x0),
      Math.abs((cell.x0 + cell.x1) / 2 - (column.x0 + column.x1) / 2)
    )
    if (best === undefined || distance < best.distance) best = { column, distance }
  }
  return best !== undefined && best.distance <= Math.max(size * 4, 30) ? best.column : undefined
}
