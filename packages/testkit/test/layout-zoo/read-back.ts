import iconv from "iconv-lite"
import { layoutZoo } from "../../src/index.js"

/**
 * An independent reading of a zoo file's transaction lines, from the layout it was written in
 * (never from the writer's code): decodes the bytes, splits quoted cells, parses each date and
 * money cell back. Used to check that the truth matches the bytes.
 */

/** Splits one CSV line into cells (RFC 4180 quotes, doubled quotes inside). */
export const splitCells = (line: string, delimiter: string): Array<string> => {
  const cells: Array<string> = []
  let cell = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string
    if (quoted) {
      if (ch === "\"" && line[i + 1] === "\"") {
        cell += "\""
        i++
      } else if (ch === "\"") quoted = false
      else cell += ch
    } else if (ch === "\"") quoted = true
    else if (line.startsWith(delimiter, i)) {
      cells.push(cell)
      cell = ""
    } else cell += ch
  }
  cells.push(cell)
  return cells
}

const pad = (n: number): string => String(n).padStart(2, "0")

/** ISO date of a date cell written in a layout's format. */
export const readDate = (cell: string, format: layoutZoo.Traits["dateFormat"], language: string): string => {
  const nums = (cell.match(/\d+/g) ?? []).map(Number)
  const [a = 0, b = 0, c = 0] = nums
  const year = (y: number): number => (y < 100 ? 2000 + y : y)
  switch (format) {
    case "dd.mm.yyyy":
    case "dd/mm/yyyy":
    case "d.m.yy":
    case "dd-mm-yyyy":
    case "dd/mm/yy":
    case "dd.mm.yy":
      return `${year(c)}-${pad(b)}-${pad(a)}`
    case "mm/dd/yyyy":
    case "m/d/yyyy":
      return `${year(c)}-${pad(a)}-${pad(b)}`
    case "yyyy-mm-dd":
    case "yyyy.mm.dd":
    case "yyyy/mm/dd":
    case "yyyy-mm-dd hh:mm":
      return `${a}-${pad(b)}-${pad(c)}`
    case "yyyymmdd":
      return `${cell.slice(0, 4)}-${cell.slice(4, 6)}-${cell.slice(6, 8)}`
    case "dd-mon-yyyy": {
      const [d = "", mon = "", y = ""] = cell.split("-")
      const names = layoutZoo.monthNames.get(language.startsWith("en") ? "en" : language) ?? []
      return `${y}-${pad(names.indexOf(mon) + 1)}-${d}`
    }
  }
}

/** The exact decimal string of a number cell (`-1.234,50 €` → `-1234.50`), signs as the layout marks them. */
export const readMoney = (
  cell: string,
  money: layoutZoo.MoneyStyle
): { readonly value: string; readonly negative: boolean } | null => {
  const core = /\d(?:[\d.,'\u00a0 ]*\d)?/.exec(cell)?.[0]
  if (core === undefined) return null
  const sepIndex = core.lastIndexOf(money.decimal)
  const [whole, fraction] = sepIndex >= 0 ? [core.slice(0, sepIndex), core.slice(sepIndex + 1)] : [core, ""]
  const digits = whole.replace(/\D/g, "").replace(/^0+(?=\d)/, "")
  const value = fraction === "" ? digits : `${digits}.${fraction}`
  const t = cell.trim()
  const negative = t.startsWith("-") || /^[^\d]*-/.test(t) || t.startsWith("(") || t.endsWith("-")
  return { value, negative }
}

/** The signed amount of a transaction line, read back from its cells. */
export const readAmount = (cells: ReadonlyArray<string>, layout: layoutZoo.WrittenLayout): string | null => {
  const at = (role: layoutZoo.ColumnRole): string => cells[layout.roles.indexOf(role)] ?? ""
  const sign = (v: string, negative: boolean): string => (negative ? `-${v}` : v)
  const m = layout.money
  if (layout.roles.includes("debit")) {
    const debit = readMoney(at("debit"), m)
    const credit = readMoney(at("credit"), m)
    return debit !== null ? sign(debit.value, true) : credit !== null ? credit.value : null
  }
  const amount = readMoney(at("amount"), m)
  if (amount === null) return null
  if (m.direction === "indicator") return sign(amount.value, at("direction") === m.indicator[0])
  if (m.direction === "card-charges") {
    const credit = at("amount").trim().startsWith("-") || at("amount").trim().endsWith("CR")
    return sign(amount.value, !credit)
  }
  if (m.direction === "cr-dr-suffix") return sign(amount.value, at("amount").trim().endsWith(m.suffix.out))
  return sign(amount.value, amount.negative)
}

/** The bytes of a zoo file decoded in the encoding its truth names. */
export const decodeAs = (bytes: Uint8Array, encoding: string): string => {
  if (encoding === "utf-8-bom") return Buffer.from(bytes.subarray(3)).toString("utf8")
  if (encoding === "utf-16le" || encoding === "utf-16be") return iconv.decode(Buffer.from(bytes.subarray(2)), encoding)
  return iconv.decode(Buffer.from(bytes), encoding)
}
