import { allOperations, analyse, preprocess, withPdfText } from "@statement-engine/analysis"
import {
  buildDialect,
  type Country,
  type CsvStatement,
  generateStatement,
  type PersonaKind,
  writeCsv
} from "@statement-engine/testkit"
import { type GeneratedPdf, generatePdfCorpus, PDF_CORPUS } from "@statement-engine/testkit/pdf-statements"
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

/**
 * A generated PDF statement (pdf-lib draws it; no browser needed) beside a CSV of another account,
 * analysed for every operation, with the generator's own record of where it drew each transaction.
 */
export const pdfSampleReport = async (): Promise<{ readonly input: ReportInput; readonly pdf: GeneratedPdf }> => {
  const [pdf] = await generatePdfCorpus({
    variants: PDF_CORPUS.filter((v) => v.id === "gb-inout-row"),
    seed: 4961,
    mutations: false
  })
  if (pdf === undefined) throw new Error("the generator gave no PDF")
  const csv = {
    name: "savings.csv",
    bytes: new TextEncoder().encode("Date,Description,Amount\n2026-03-02,INTEREST,1.25\n")
  }
  const options = { files: { "savings.csv": { currency: "GBP" } } }
  const files = await withPdfText([{ name: "statement.pdf", bytes: pdf.bytes }, csv], options)
  if (Either.isLeft(files)) throw new Error(`the sample PDF cannot be opened: ${files.left.detail}`)
  const intake = preprocess(files.right, options)
  if (Either.isLeft(intake)) throw new Error(`the sample PDF cannot be read: ${intake.left._tag}`)
  const last = pdf.truth.flatMap((a) => a.transactions.map((t) => t.date)).sort().at(-1)
  const result = analyse({
    files: files.right,
    options,
    country: "GB",
    operations: allOperations,
    params: {},
    as_of: `${last}T23:59:59Z`
  })
  if (Either.isLeft(result)) throw new Error(`the sample PDF cannot be analysed: ${result.left._tag}`)
  return {
    input: {
      request_id: "5b0e4f7a-2c1d-4e8b-9f63-0a7d1c2e3b44",
      country: "GB",
      files: intake.right.files,
      products: result.right
    },
    pdf
  }
}
