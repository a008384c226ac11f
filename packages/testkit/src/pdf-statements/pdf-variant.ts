/** How one generated PDF statement is laid out: every way a bank's PDF differs that the reader must handle. */
export interface PdfVariant {
  readonly id: string
  /** Key of `pdf-vocabulary.json`: the statement's words. */
  readonly language: string
  readonly currency: string
  /** `positioned`: pdf-lib draws each cell at its place; `chromium`: an HTML table printed by Chromium. */
  readonly producer: "positioned" | "chromium"
  /** `in-out`: paid-out and paid-in columns; `signed`: one column with a minus; `marker`: a D/C word after the amount. */
  readonly amounts: "in-out" | "signed" | "marker"
  /** `row`: a running balance on every row; `summary`: only the opening and closing; `none`: no balance printed. */
  readonly balances: "row" | "summary" | "none"
  readonly dates: "dd.mm.yyyy" | "dd/mm/yyyy" | "mm/dd/yyyy" | "yyyy-mm-dd" | "d mon yyyy" | "dd mon" | "dd.mm."
  /** Thousands and decimal marks: `1.234,56`, `1,234.56`, `1 234,56`, `1'234.56`. */
  readonly numbers: "dot-comma" | "comma-dot" | "space-comma" | "apostrophe-dot"
  /** Where the currency is written on amounts. */
  readonly symbol: "none" | "before" | "after"
  readonly fontSize: number
  readonly rows: number
  readonly landscape?: boolean
  /** Opening and closing balances in a box at the top rather than as lines of the table. */
  readonly summaryBox?: boolean
  /** Brought and carried forward lines at page breaks (positioned producer). */
  readonly forwardLines?: boolean
  /** The date printed only on the first row of each day. */
  readonly firstOfDayOnly?: boolean
  /** Descriptions long enough to wrap onto further lines. */
  readonly wrap?: boolean
  /** A credit-card statement: charges are money out, the balance is what is owed. */
  readonly card?: boolean
  /** No header row above the table: its columns are found by their alignment alone. */
  readonly headerless?: boolean
  /** How many accounts the document holds, one table each. */
  readonly accounts?: number
}

/** What a generated statement holds, per account: the truth a reading is compared with. */
export interface PdfTruthAccount {
  readonly number: string
  readonly currency: string
  readonly opening: number
  readonly closing: number
  readonly transactions: ReadonlyArray<{ readonly date: string; readonly amount: number; readonly description: string }>
}

/** A mutation of a generated statement that its own check must catch. */
export type PdfMutation = "amount-changed" | "row-removed" | "closing-edited" | "running-balance-edited"
