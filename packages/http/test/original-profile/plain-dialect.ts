import { buildDialect, type DialectChoices } from "@statement-engine/testkit"

/** Choices of a plain English CSV dialect with every column a product reads: signed amounts, currency, balance, counterparty. */
export const plainChoices: DialectChoices = {
  language: "EN",
  delimiter: ",",
  dateFormat: "YYYY-MM-DD",
  decimal: "dot",
  amountLayout: "signed",
  valueDate: false,
  counterparty: true,
  currency: true,
  balance: true,
  reference: false,
  columnShuffle: 0,
  headerVariant: 0,
  indicatorVariant: 0,
  header: true,
  debitSign: "negative",
  amountSuffix: "none",
  preamble: false,
  summaryRow: false,
  bom: false,
  crlf: false,
  newestFirst: false,
  quoteAll: false
}

/** The CSV dialect of `plainChoices`. */
export const plainDialect = buildDialect(plainChoices)
