import { type DateOrder, parseDate } from "../../values/dates.js"

/** An order of day and month settled by evidence, and the evidence in words. */
export interface SettledOrder {
  readonly order: DateOrder
  readonly how: string
}

/** The two readings left for a column: day before month, then month before day. */
type Readings = readonly [DateOrder, DateOrder]

/** Steps up and down between consecutive dates; a cell that is no date under either reading (a status marker) is passed over. */
export const dateSteps = (
  values: ReadonlyArray<string>,
  order: DateOrder | undefined
): { up: number; down: number } => {
  let up = 0
  let down = 0
  let previous: string | undefined
  for (const v of values) {
    const iso = parseDate(v, order)
    if (iso === undefined) continue
    if (previous !== undefined && iso > previous) up++
    else if (previous !== undefined && iso < previous) down++
    previous = iso
  }
  return { up, down }
}

const monotonic = (values: ReadonlyArray<string>, order: DateOrder): boolean => {
  const { up, down } = dateSteps(values, order)
  return up === 0 || down === 0
}

/**
 * Statements list their bookings in date order (oldest or newest first): when the column's dates,
 * in the order they first appear, run one way under one reading and not under the other, that
 * reading is the file's.
 */
const byStatementOrder = (distinct: ReadonlyArray<string>, orders: Readings): SettledOrder | undefined => {
  if (distinct.length < 3) return undefined
  const fits = orders.filter((o) => monotonic(distinct, o))
  return fits.length === 1 && fits[0] !== undefined
    ? { order: fits[0], how: "the rows are in date order only when read so" }
    : undefined
}

/**
 * The same evidence in a file of several blocks (accounts, pages, sections), each listed in date
 * order on its own: every run of dated rows must go the one way the others go, under one reading
 * only, with at least two steps of date in all.
 */
const byBlockOrder = (runs: ReadonlyArray<ReadonlyArray<string>>, orders: Readings): SettledOrder | undefined => {
  const fits = orders.filter((o) => blocksInOrder(runs, o, 2))
  return fits.length === 1 && fits[0] !== undefined
    ? { order: fits[0], how: "each block's rows are in date order, all the same way, only when read so" }
    : undefined
}

/** True when every run of dates goes one way under `order`, all runs the same way, with at least `steps` steps in all. */
const blocksInOrder = (runs: ReadonlyArray<ReadonlyArray<string>>, order: DateOrder, steps: number): boolean => {
  let up = 0
  let down = 0
  for (const run of runs) {
    const s = dateSteps(run, order)
    if (s.up > 0 && s.down > 0) return false
    up += s.up
    down += s.down
  }
  return (up === 0) !== (down === 0) && up + down >= steps
}

/**
 * The whole column's order is no evidence when the other reading keeps every block in order: then the
 * only steps against it are where one block ends and the next begins (another account's dates start over).
 */
const byWholeOrder = (
  distinct: ReadonlyArray<string>,
  orders: Readings,
  runs: ReadonlyArray<ReadonlyArray<string>>
): SettledOrder | undefined => {
  const whole = byStatementOrder(distinct, orders)
  if (whole === undefined || runs.length < 2) return whole
  const other = whole.order === orders[0] ? orders[1] : orders[0]
  return blocksInOrder(runs, other, 1) ? undefined : whole
}

const NUMERIC_DATE = /(?<!\d)(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/g
const ISO_DATE = /(?<!\d)(19\d\d|20\d\d)-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])(?!\d)/g

/** A numeric date with a day above 12 in the file name or the lines above the header says whether the day comes before the month. */
const byWrittenDates = (texts: ReadonlyArray<string>, orders: Readings): SettledOrder | undefined => {
  const found = new Set<DateOrder>()
  for (const text of texts) {
    for (const m of text.matchAll(NUMERIC_DATE)) {
      const a = Number(m[1])
      const b = Number(m[3])
      if (a > 12 && b <= 12) found.add(orders[0])
      else if (b > 12 && a <= 12) found.add(orders[1])
    }
  }
  const [only] = found
  return found.size === 1 && only !== undefined
    ? { order: only, how: "a date with a day above 12 in the file name or the lines above the header" }
    : undefined
}

/**
 * An export is made after its last booking: when a full date in the file name or above the header
 * comes before some bookings under one reading and after all of them under the other, the latter
 * is the file's.
 */
const byExportDate = (
  distinct: ReadonlyArray<string>,
  texts: ReadonlyArray<string>,
  orders: Readings
): SettledOrder | undefined => {
  let latest = ""
  for (const text of texts) {
    for (const m of text.matchAll(ISO_DATE)) {
      const iso = `${m[1]}-${m[2]}-${m[3]}`
      if (iso > latest) latest = iso
    }
  }
  if (latest === "") return undefined
  const fits = orders.filter((o) => distinct.every((v) => (parseDate(v, o) ?? "9999") <= latest))
  return fits.length === 1 && fits[0] !== undefined
    ? {
      order: fits[0],
      how: `only so are all bookings on or before ${latest}, the date the file name or preamble gives`
    }
    : undefined
}

/**
 * Settles which of two readings (`orders`: day before month, then month before day, the year where
 * the column has it) fits numeric dates that never show a day above 12, from other evidence
 * in the file: the order of the rows (`runs`: the booking cells of consecutive dated rows, block by
 * block), a date written elsewhere in the file, the export date.
 * Undefined when nothing settles it.
 */
export const orderFromEvidence = (
  distinct: ReadonlyArray<string>,
  texts: ReadonlyArray<string>,
  orders: Readings,
  runs: ReadonlyArray<ReadonlyArray<string>> = []
): SettledOrder | undefined =>
  byWrittenDates(texts, orders) ?? byWholeOrder(distinct, orders, runs) ?? byBlockOrder(runs, orders) ??
    byExportDate(distinct, texts, orders)

const IBAN_IN_TEXT = /(?<![A-Z0-9])([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)(?![A-Z0-9])/g

/** True when the text is an IBAN whose check digits hold (ISO 13616, mod 97). */
export const validIban = (text: string): boolean => {
  const s = text.replace(/ /g, "")
  if (s.length < 15 || s.length > 34) return false
  let rest = 0
  for (const ch of s.slice(4) + s.slice(0, 4)) {
    const code = ch.charCodeAt(0)
    const digits = code >= 65 ? String(code - 55) : ch
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  }
  return rest === 1
}

/**
 * IBANs are issued in Europe, the Middle East, North Africa and a few other countries; none of
 * them writes the month before the day. Dates of an account the file gives by a valid IBAN, with
 * the year last, are read day first.
 */
export const orderFromIban = (cells: Iterable<string>, orders: Readings): SettledOrder | undefined => {
  if (orders[0] !== "DMY") return undefined
  for (const cell of cells) {
    if (cell.length < 15 || !/[A-Z]{2}\d{2}/.test(cell)) continue
    for (const m of cell.matchAll(IBAN_IN_TEXT)) {
      // a currency code written after the number ("HU43 3177 … 1324 HUF") may have joined it as a last group
      const iban = [m[1] ?? "", (m[1] ?? "").replace(/ [A-Z0-9]{1,4}$/, "")].find(validIban)
      if (iban !== undefined) {
        return {
          order: orders[0],
          how: `the account's IBAN (${iban.slice(0, 2)}): no IBAN country writes the month first`
        }
      }
    }
  }
  return undefined
}

/** A dated row: its booking cell and the other cells that may write a date (a card purchase's, a transfer's). */
export interface RowDates {
  readonly date: string
  readonly texts: ReadonlyArray<string>
}

const ISO_IN_TEXT = /(?<!\d)((?:19|20)\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?!\d)/g
const DAY_MONTH_IN_TEXT = /(?<![\d./-])(\d{1,2})[./](\d{1,2})(?![\d]|[./-]\d)/g
const DAY_MS = 86_400_000
/** Days a purchase date written in a description may stand from the row's booking date. */
const NEAR_DAYS = 7

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS

/** True when a date a row's text writes (a full ISO date, or a day and month of the row's year) falls near `iso`. */
const writesNear = (text: string, iso: string): "near" | "far" | undefined => {
  if (!/\d/.test(text)) return undefined
  const at = dayNumber(iso)
  let seen: "near" | "far" | undefined
  for (const m of text.matchAll(ISO_IN_TEXT)) {
    if (Math.abs(dayNumber(`${m[1]}-${m[2]}-${m[3]}`) - at) <= NEAR_DAYS) return "near"
    seen = "far"
  }
  const year = iso.slice(0, 4)
  for (const m of text.matchAll(DAY_MONTH_IN_TEXT)) {
    const a = Number(m[1])
    const b = Number(m[2])
    const either = [[a, b], [b, a]].map(([d = 0, mo = 0]) =>
      mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? Math.abs(dayNumber(`${year}-${pad2(mo)}-${pad2(d)}`) - at) : Infinity
    )
    if (either.some((gap) => gap <= NEAR_DAYS)) return "near"
    if (either.some(Number.isFinite)) seen = "far"
  }
  return seen
}

const pad2 = (n: number): string => String(n).padStart(2, "0")

/**
 * The dates a row's other cells write (a card purchase's `2023-10-07T08:11`, `Temu.com 01/10`) fall
 * within a week of its booking date under the right reading of it: the reading (of `readings`)
 * that alone puts such a date near its row, on at least two rows and against none. A reading that
 * leaves them far (another month) is not the file's.
 */
export const readingByRowDates = <R>(
  rows: Iterable<RowDates>,
  readings: ReadonlyArray<R>,
  read: (cell: string, reading: R) => string | undefined
): R | undefined => {
  const votes = readings.map(() => 0)
  for (const row of rows) {
    const near = readings.map((r) => {
      const iso = read(row.date, r)
      return iso !== undefined && row.texts.some((t) => writesNear(t, iso) === "near")
    })
    const count = near.filter(Boolean).length
    if (count === 0 || count === readings.length) continue
    near.forEach((n, i) => {
      if (n) votes[i] = (votes[i] ?? 0) + 1
    })
  }
  const voted = votes.flatMap((v, i) => (v > 0 ? [i] : []))
  const [only] = voted
  return voted.length === 1 && only !== undefined && (votes[only] ?? 0) >= 2 ? readings[only] : undefined
}
