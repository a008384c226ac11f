import { Either } from "effect"
import type { IntakeError } from "../../analysis-error.js"
import type { DecimalSeparator } from "../../values/amounts.js"
import { cardEvidence } from "../columns/card-evidence.js"
import type { CsvDates, CsvLayout } from "../csv-shapes.js"
import { type CsvRows, recordsOf } from "../records/csv-rows.js"
import { refuseCsv } from "../settings/csv-settings.js"
import { bookingAboveHeader, earlierBlock } from "./block-layout.js"

/**
 * Where the rows start: at the header found, or, when bookings stand above it under a header of
 * their own (a first block the detection passed over), at that header, with the card evidence of
 * the lines above it only. Refused when a record above the header where the rows start still reads
 * like a booking: a block whose header was not understood.
 */
export const firstBlock = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  dates: CsvDates,
  decimal: DecimalSeparator
): Either.Either<CsvLayout, IntakeError> => {
  const above = bookingAboveHeader(rows, layout, dates.order, decimal)
  if (above === undefined) return Either.right(layout)
  const earlier = earlierBlock(rows, layout, dates.order)
  if (earlier === undefined) return bookingLeftAbove(name, rows, layout, above)
  const before = recordsOf(rows, 0, earlier.header ?? earlier.start).flatMap((r) => r.cells)
  const sample = recordsOf(rows, earlier.start, Math.min(rows.length, earlier.start + 50))
  const first = { ...earlier, card: cardEvidence(earlier.headerCells, [name, ...before], sample) }
  const still = bookingAboveHeader(rows, first, dates.order, decimal)
  return still === undefined ? Either.right(first) : bookingLeftAbove(name, rows, first, still)
}

/** The refusal of a read with a booking at `line`, above the header the rows start under. */
const bookingLeftAbove = (name: string, rows: CsvRows, layout: CsvLayout, line: number) =>
  layout.header === undefined ? bookingAboveRows(name, rows, layout, line) : refuseCsv(
    name,
    `"${name}": line ${line}, above the header on line ${
      rows.lineOf(layout.header ?? layout.start)
    }, reads like a booking under a header that was not understood, so its rows would be missing from the read; pass options.columns naming that header's columns`,
    { line, found: "a dated row with an amount above the header", missing: "a header naming its columns" }
  )

/** The refusal of a headerless read with a booking at `line`, above the rows whose cells the columns were read from. */
const bookingAboveRows = (name: string, rows: CsvRows, layout: CsvLayout, line: number) =>
  refuseCsv(
    name,
    `"${name}" has no header row, and line ${line}, above the rows from line ${
      rows.lineOf(layout.start)
    } on whose columns were read from their values, reads like a booking whose cells do not line up with theirs, so it would be missing from the read`,
    { line, found: "a dated row with an amount above the rows read", missing: "rows whose cells line up" }
  )
