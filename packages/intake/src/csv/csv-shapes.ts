import type { Skip } from "../summarise.js"
import type { Transaction } from "../transaction.js"
import type { DateOrder, MonthLanguages } from "../values/dates.js"
import type { PrintedBalance } from "./body/printed-lines.js"
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

/** A transaction as read from a row: the canonical shape. A stage that changes one returns a new object. */
export type Draft = Transaction

/** A row set aside as pending or not booked whose amount reads. */
export interface PendingRow {
  readonly source_line: number
  readonly amount: number
  readonly account: string
}

/**
 * What the row loop made of a CSV's data records. Each stage after the loop (sides, pending rows,
 * direction, summary rows, currency, printed balances) takes one and returns a new one.
 */
export interface CsvBody {
  readonly drafts: ReadonlyArray<Draft>
  readonly skipped: ReadonlyArray<Skip>
  readonly warnings: ReadonlyArray<string>
  /** Currencies named on the amounts themselves, counted. */
  readonly tokenCurrencies: ReadonlyMap<string, number>
  /** Rows whose date or amount could not be read although they looked like transactions. */
  readonly unreadable: number
  /**
   * The first dated row whose money could not be read: an amount that does not parse, or a number in a
   * column given no role while the row's money cells are empty. A read without it would miss a booking.
   */
  readonly lostMoney: LostMoney | undefined
  /** True when some row has no currency of its own, from its column, its amount or the header. */
  readonly unknownCurrency: boolean
  /** The default currency of a sign several currencies write (`$` → USD, `kr` → SEK) seen on the amounts, if any. */
  readonly sharedSign: string | undefined
  /** Where the rows' own currencies came from (column, amounts, header, option). */
  readonly currencySources: ReadonlySet<string>
  /** Per draft: true when its amount is marked as a credit (`+`, `CR`, a credit-marker column). */
  readonly creditMarked: ReadonlyArray<boolean>
  /** Drafts whose amount was read negative. */
  readonly negatives: number
  /** Drafts of rows marked not booked (by index), kept only if the running balance shows them applied. */
  readonly marked: ReadonlyMap<number, string>
  /** Drafts whose direction indicator could not be read (by index), settled by the same payee's other rows. */
  readonly undirected: ReadonlyMap<number, string>
  /** Of those, the rows whose indicator is a letter for either side (`U`) that its column did not settle. */
  readonly eitherSide: ReadonlySet<number>
  /** Opening and closing balances the file prints on lines of their own, for checking the read. */
  readonly printed: ReadonlyArray<PrintedBalance>
  /** Rows set aside as pending or not booked whose amount reads: a printed balance may include them. */
  readonly pending: ReadonlyArray<PendingRow>
  /** Dated rows with no amount but a running balance (the balance carried in): the balance before the next row. */
  readonly balanceOnly: ReadonlyArray<{ readonly line: number; readonly balance: number }>
}

/** A dated row whose money did not read: where, what was found, and what would read it. */
export interface LostMoney {
  readonly line: number
  readonly found: string
  readonly fix: string
}
