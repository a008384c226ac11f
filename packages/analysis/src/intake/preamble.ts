import { currencyOfToken } from "./currencies.js"
import type { CsvRecord } from "./csv-records.js"

const IBAN = /\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b/

/** What the lines before the header say about the account and currency. */
export interface PreambleFacts {
  readonly account: string | undefined
  readonly currency: string | undefined
}

/** Looks for an IBAN and a lone currency code in preamble lines. */
export const readPreamble = (records: ReadonlyArray<CsvRecord>): PreambleFacts => {
  let account: string | undefined
  let currency: string | undefined
  for (const r of records) {
    for (const cell of r.cells) {
      if (account === undefined) {
        const m = IBAN.exec(cell)
        if (m?.[1] !== undefined) account = m[1].replace(/ /g, "")
      }
      const bare = cell.replace(/^[:\s]+/, "")
      if (currency === undefined && /^[A-Z]{3}$/.test(bare)) currency = currencyOfToken(bare)
    }
  }
  return { account, currency }
}
