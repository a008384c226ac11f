import { allOperations, analyse, preprocess } from "@statement-engine/analysis"
import {
  buildDialect,
  type Country,
  type CsvStatement,
  generateStatement,
  type PersonaKind,
  writeCsv
} from "@statement-engine/testkit"
import { Either } from "effect"
import type { ReportInput } from "../src/index.js"

/** A plain CSV dialect with every column a product reads: signed amounts, currency, balance, counterparty. */
const dialect = buildDialect({
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
})

/** A generated statement, edited by `edit`, analysed for all nine operations, as a page's input. */
export const sampleReport = (options: {
  readonly persona: PersonaKind
  readonly country: Country
  readonly months?: number
  readonly fileName?: string
  readonly edit?: (statement: CsvStatement) => CsvStatement
}): ReportInput => {
  const generated = generateStatement({
    persona: options.persona,
    country: options.country,
    seed: `report-html-${options.persona}`,
    months: options.months ?? 9
  })
  const statement = options.edit === undefined ? generated : options.edit(generated)
  const written = writeCsv(statement, dialect)
  const file = { name: options.fileName ?? written.name, bytes: written.bytes }
  const intake = preprocess([file], {})
  if (Either.isLeft(intake)) throw new Error(`the sample statement cannot be read: ${intake.left._tag}`)
  const result = analyse({
    files: [file],
    options: {},
    country: options.country,
    operations: allOperations,
    params: {},
    as_of: `${statement.period.to}T23:59:59Z`
  })
  if (Either.isLeft(result)) throw new Error(`the sample statement cannot be analysed: ${result.left._tag}`)
  return {
    request_id: "3f1c2d9e-0b7a-4e59-9a51-7d2f0c8e4b11",
    country: options.country,
    completed_at: `${statement.period.to}T23:59:59Z`,
    files: intake.right.files,
    products: result.right
  }
}
