import { Option } from "effect"
import { parseCountry, titleLanguageOf } from "../../country.js"
import { languagesOf, wordsBeyondAscii } from "../../encoding/plausible-words.js"
import type { ReadContext } from "../../read-context.js"
import {
  analyseDateCounts,
  type DateColumnVerdict,
  type DateOrder,
  orderShownByParts,
  parseDate
} from "../../values/dates.js"
import { readingByRowDates, type RowDates, type SettledOrder, validIban } from "../columns/date-order.js"
import type { CsvLayout } from "../csv-shapes.js"
import type { CsvRows } from "../records/csv-rows.js"

/** Rows of a file whose dates' order is still open that are looked at for the order of each block. */
export const RUN_ROWS = 2000

/** What else the file holds that may settle how its booking dates read. */
export interface FileDates {
  /** The preamble and the first rows, which hold the account's number. */
  readonly accountCells: () => Iterable<string>
  /** The booking cells of consecutive dated rows, block by block. */
  readonly runs: () => ReadonlyArray<ReadonlyArray<string>>
  /** Each dated row's booking cell and its text cells. */
  readonly rowDates: () => Iterable<RowDates>
  /** The value-date column's cells counted, when there is one. */
  readonly valueDates: () => ReadonlyMap<string, number> | undefined
}

/** The value dates written like the booking dates settle their order when one of them shows a day above 12. */
export const byValueDates = (
  values: ReadonlyMap<string, number> | undefined,
  orders: readonly [DateOrder, DateOrder]
): SettledOrder | undefined => {
  const shown = values === undefined ? undefined : orderShownByParts(values)
  return shown !== undefined && orders.includes(shown)
    ? { order: shown, how: "the value dates, written the same way, show a day above 12" }
    : undefined
}

const NEAR_ROW_DATES = "the dates the rows' descriptions write fall near the booking dates only when read so"

/** The order under which the dates the rows' descriptions write fall near their booking dates, when only one does. */
export const byRowDates = (
  rows: Iterable<RowDates>,
  orders: readonly [DateOrder, DateOrder]
): SettledOrder | undefined => {
  const order = readingByRowDates(rows, orders, (cell, o) => parseDate(cell, o))
  return order === undefined ? undefined : { order, how: NEAR_ROW_DATES }
}

/** Each dated row's booking cell and its description, counterparty and reference cells (rows up to `RUN_ROWS`). */
export const rowDatesOf = (rows: CsvRows, layout: CsvLayout): Array<RowDates> => {
  const { cols, start, booking } = layout
  const textColumns = [...cols.description, cols.counterparty, cols.reference].filter((c) => c !== undefined)
  const out: Array<RowDates> = []
  for (let row = start; row < Math.min(rows.length, start + RUN_ROWS); row++) {
    const date = rows.cellOf(row, booking)
    if (date === "" || !/\d/.test(date)) continue
    out.push({ date, texts: textColumns.map((c) => rows.cellOf(row, c)) })
  }
  return out
}

/**
 * Month names that languages read as different months (`lis`: November in Czech and Polish, October
 * in Croatian), read as the dates its rows' descriptions write settle them, else in the language the
 * file shows: the letters of its header and title lines, its account's IBAN country, then the country
 * given at processing. Undefined when none settles it.
 */
export const settleMonthNames = (
  counts: ReadonlyMap<string, number>,
  readings: ReadonlyArray<ReadonlySet<string>>,
  pinned: DateOrder | undefined,
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  context: ReadContext
): { readonly dates: DateColumnVerdict & { readonly kind: "dates" }; readonly how: string } | undefined => {
  const byRows = readingByRowDates(rowDatesOf(rows, layout), readings, (cell, r) => parseDate(cell, undefined, r))
  if (byRows !== undefined) {
    const dates = analyseDateCounts(counts, pinned, byRows)
    if (dates.kind === "dates") {
      return { dates, how: `month names read in ${[...byRows].join("/")}: ${NEAR_ROW_DATES}` }
    }
  }
  const words = wordsBeyondAscii([name, ...(layout.headerCells ?? []), ...layout.preambleCells].join(" "))
  const iban = layout.preamble.account?.replace(/\s/g, "")
  const ibanCountry = iban !== undefined && validIban(iban)
    ? Option.getOrUndefined(parseCountry(iban.slice(0, 2)))
    : undefined
  const evidence: ReadonlyArray<readonly [ReadonlySet<string> | undefined, string]> = [
    [words.length > 0 ? languagesOf(words) : undefined, "the letters of the header and title lines"],
    [ibanCountry === undefined ? undefined : new Set([titleLanguageOf(ibanCountry)]), "the account's IBAN country"],
    [
      context.country === undefined ? undefined : new Set([titleLanguageOf(context.country)]),
      `the country given at processing (${context.country})`
    ]
  ]
  for (const [languages, source] of evidence) {
    if (languages === undefined) continue
    const dates = analyseDateCounts(counts, pinned, languages)
    if (dates.kind === "dates" && dates.months !== undefined && [...dates.months].every((l) => languages.has(l))) {
      return { dates, how: `month names read in ${[...dates.months].join("/")}, the language ${source} show` }
    }
  }
  return undefined
}
