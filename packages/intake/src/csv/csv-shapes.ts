import type { Skip } from "../summarise.js"
import type { Transaction } from "../transaction.js"
import type { DateOrder, MonthLanguages } from "../values/dates.js"
import type { PrintedBalance } from "./balances/printed-balances.js"
import type { PreambleFacts } from "./layout/preamble.js"
import type { ColumnMap } from "./vocabulary/column-role.js"

// The values the CSV reader's steps hand each other, apart from the steps themselves so that a
// step which only reads one of them does not import the step that makes it (no import cycles).

/** Where a CSV's data is and what its columns hold. */
export interface CsvLayout {
  readonly cols: ColumnMap
  readonly booking: number
  /** The first data record. */
  readonly start: number
  /** The header record, when the file has one. */
  readonly header: number | undefined
  readonly headerCells: ReadonlyArray<string> | undefined
  readonly preamble: PreambleFacts
  /** The cells of the lines above the header (or the data), for evidence such as dates. */
  readonly preambleCells: ReadonlyArray<string>
  /** What says the file is a card statement, if anything does. */
  readonly card: string | undefined
}

/** How a CSV writes its dates: the order of the booking dates and of the value dates, and the format found. */
export interface CsvDates {
  readonly order: DateOrder | undefined
  /** The languages month names are read in, when languages read them as different months. */
  readonly months?: MonthLanguages
  readonly valueOrder: DateOrder | undefined
  readonly format: string
  /** How the day/month order was settled, in words. */
  readonly how: string
  /** True when the order was taken provisionally, awaiting the process-time country. */
  readonly awaitsCountry: boolean
}

/** A transaction being read: the canonical shape, still mutable (continuation lines, currency found late). */
export type Draft = { -readonly [K in keyof Transaction]: Transaction[K] }

/** What the row loop made of a CSV's data records. */
export interface CsvBody {
  readonly drafts: Array<Draft>
  readonly skipped: Array<Skip>
  readonly warnings: Array<string>
  /** Currencies named on the amounts themselves, counted. */
  readonly tokenCurrencies: Map<string, number>
  /** Rows whose date or amount could not be read although they looked like transactions. */
  unreadable: number
  /**
   * The first dated row whose money could not be read: an amount that does not parse, or a number in a
   * column given no role while the row's money cells are empty. A read without it would miss a booking.
   */
  lostMoney: { readonly line: number; readonly found: string; readonly fix: string } | undefined
  /** True when some row has no currency of its own, from its column, its amount or the header. */
  unknownCurrency: boolean
  /** The default currency of a sign several currencies write (`$` → USD, `kr` → SEK) seen on the amounts, if any. */
  sharedSign: string | undefined
  /** Where the rows' own currencies came from (column, amounts, header, option). */
  readonly currencySources: Set<string>
  /** Per draft: true when its amount is marked as a credit (`+`, `CR`, a credit-marker column). */
  readonly creditMarked: Array<boolean>
  /** Drafts whose amount was read negative. */
  negatives: number
  /** Drafts of rows marked not booked (by index), kept only if the running balance shows them applied. */
  readonly marked: Map<number, string>
  /** Drafts whose direction indicator could not be read (by index), settled by the same payee's other rows. */
  readonly undirected: Map<number, string>
  /** Of those, the rows whose indicator is a letter for either side (`U`) that its column did not settle. */
  readonly eitherSide: Set<number>
  /** Opening and closing balances the file prints on lines of their own, for checking the read. */
  readonly printed: Array<PrintedBalance>
  /** Rows set aside as pending or not booked whose amount reads: a printed balance may include them. */
  readonly pending: Array<{ readonly source_line: number; readonly amount: number; readonly account: string }>
  /** Dated rows with no amount but a running balance (the balance carried in): the balance before the next row. */
  readonly balanceOnly: Array<{ readonly line: number; readonly balance: number }>
}
