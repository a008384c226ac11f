import type { DecimalSeparator } from "../../values/amounts.js"
import type { CsvBody, CsvDates, CsvLayout } from "../csv-shapes.js"
import type { CsvRows } from "../records/csv-rows.js"
import { settleEitherSide } from "./either-side.js"
import { readRows } from "./read-rows.js"
import { directByPayee, keepApplied } from "./settle-rows.js"

/**
 * The body of a CSV: its rows read one by one (`readRows`), then what only all of them settle. A
 * letter for either side is settled first: whether a pending row's balance shows it applied depends
 * on its side; a row whose direction letter did not read goes the way its payee's other rows go.
 */
export const readCsvBody = (
  name: string,
  rows: CsvRows,
  layout: CsvLayout,
  dates: CsvDates,
  decimal: DecimalSeparator,
  currencyOption: string | undefined
): CsvBody => directByPayee(keepApplied(settleEitherSide(readRows(name, rows, layout, dates, decimal, currencyOption))))
