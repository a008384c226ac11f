import { Either } from "effect"
import { type IntakeError, NoSuitableParser } from "./analysis-error.js"
import { readCamt } from "./camt/camt-file.js"
import { readCsv } from "./csv/csv-file.js"
import { dropCrossFileDuplicates } from "./dedupe.js"
import type { DocumentEvidence } from "./document-evidence.js"
import { type DecodedText, decodeFile, type UndecidedText } from "./encoding/decode.js"
import { readEsis } from "./esis/esis-file.js"
import { nonStatementKind, READ_FORMATS } from "./file-kind.js"
import type { FileRead } from "./file-read.js"
import type { FileIntakeOptions, IntakeOptions } from "./intake-options.js"
import type { AccountHolder, FileSummary, IntakeCheck, IntakeSummary } from "./intake-summary.js"
import { readJson } from "./json/json-file.js"
import { readMt940 } from "./mt940/mt940-file.js"
import { readOfx } from "./ofx/ofx-file.js"
import type { Operation } from "./operation.js"
import { readPdf } from "./pdf/pdf-statement.js"
import type { ReadContext } from "./read-context.js"
import { PRINTED_TWICE } from "./running-balance.js"
import { sniffFormat } from "./sniff-format.js"
import type { StatementFile } from "./statement-file.js"
import type { Transaction } from "./transaction.js"

/** An upload read into canonical transactions, with its pre-processing summary. */
export interface StatementsRead {
  readonly summary: IntakeSummary
  readonly transactions: ReadonlyArray<Transaction>
  /** Each file's own transactions in file order, before duplicates across files were dropped. */
  readonly files: ReadonlyArray<FileTransactions>
  /**
   * True when a file was read provisionally (no currency in it, or dates whose order it does not
   * settle) and the country given at processing decides: the analysis reads the files again with it.
   */
  readonly awaitsCountry: boolean
}

/** The transactions one file holds, in the order the file lists them. */
export interface FileTransactions {
  readonly name: string
  readonly transactions: ReadonlyArray<Transaction>
  /** Holder names the file gives, per account. */
  readonly holders: ReadonlyArray<AccountHolder>
  /** Lines of rows the intake did not turn into transactions (pending, not booked, summaries), ascending. */
  readonly skipped_lines: ReadonlyArray<number>
  /** Lines of rows set aside as the row above them printed again (the running balance moved once), ascending. */
  readonly printed_twice_lines?: ReadonlyArray<number>
  /** True when the rows' balances were worked out from the statement's printed opening/closing balances. */
  readonly balances_from_statement?: boolean
  /** The file's checks of its printed balances (opening + movements = closing), held or not. */
  readonly statement_checks?: ReadonlyArray<IntakeCheck>
  /** What a PDF shows of its own making (its producer, saves, text drawn over text, odd fonts). */
  readonly document_evidence?: DocumentEvidence
}

const optionsFor = (
  options: IntakeOptions,
  name: string
): { readonly opts: FileIntakeOptions; readonly pointer: string } => {
  const { files, ...shared } = options
  const own = files?.[name]
  return own === undefined
    ? { opts: shared, pointer: "/options" }
    : { opts: { ...shared, ...own }, pointer: `/options/files/${name}` }
}

/** The text without the NUL padding some exports end with. */
const withoutTrailingNuls = (text: string): string => {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 0) end--
  return end === text.length ? text : text.slice(0, end)
}

const readOne = (
  file: StatementFile,
  options: IntakeOptions,
  context: ReadContext
): Either.Either<FileRead, IntakeError> => {
  const { opts, pointer } = optionsFor(options, file.name)
  if (file.pdf_text !== undefined) return readPdf(file.name, file.pdf_text, context)
  const kind = nonStatementKind(file.bytes)
  if (kind === "a PDF document") {
    return Either.left(
      new NoSuitableParser({
        file: file.name,
        detail: `"${file.name}" is a PDF document whose text was not extracted before it was read (withPdfText)`,
        tried: ["pdf"],
        found: "a PDF document without its extracted text",
        missing: "the PDF's text, extracted by withPdfText where the files are read"
      })
    )
  }
  if (kind !== undefined) {
    return Either.left(
      new NoSuitableParser({
        file: file.name,
        detail: kind === "empty"
          ? `"${file.name}" is empty; send the statement export itself (${READ_FORMATS})`
          : `"${file.name}" is ${kind}, not a statement export this engine reads; download the statement from the bank as ${READ_FORMATS}`,
        tried: ["csv", "ofx", "camt", "mt940", "litas-esis", "json"],
        found: kind === "empty" ? "an empty file (no bytes, or only blank space)" : kind,
        missing: `a statement export as ${READ_FORMATS}`
      })
    )
  }
  const raw = decodeFile(file.name, file.bytes, opts.encoding, `${pointer}/encoding`, context.country)
  if (Either.isLeft(raw)) return Either.left(raw.left)
  const decoded = raw.right
  if ("_tag" in decoded) return readUndecided(file, decoded, opts, pointer, context)
  return Either.map(
    readDecoded(file, decoded, opts, pointer, context),
    (read) => withEncoding(read, decoded.how)
  )
}

const withEncoding = (read: FileRead, how: string | undefined, warning?: string): FileRead =>
  how === undefined ? read : {
    ...read,
    summary: {
      ...read.summary,
      decisions: { ...read.summary.decisions, encoding: how },
      warnings: warning === undefined ? read.summary.warnings : [...read.summary.warnings, warning]
    }
  }

/** What a read says in numbers: each transaction's account, dates, amount, currency and balance, in file order. */
const numbersOf = (read: FileRead): string =>
  read.transactions.map((t) =>
    `${t.account}|${t.booking_date}|${t.value_date}|${t.amount}|${t.currency}|${t.balance_after}|${t.source_line}`
  ).join("\n")

/**
 * A file whose plausible code pages give different text its words do not settle: read in each.
 * When every reading gives the same numbers, the text differs only where names and descriptions
 * stand: the most plausible is taken, with a warning that the encoding was chosen with lower
 * confidence. Otherwise the file is refused naming the candidates.
 */
const readUndecided = (
  file: StatementFile,
  undecided: UndecidedText,
  opts: FileIntakeOptions,
  pointer: string,
  context: ReadContext
): Either.Either<FileRead, IntakeError> => {
  const reads = undecided.readings.map((d) => readDecoded(file, d, opts, pointer, context))
  const [first, ...rest] = reads
  const best = undecided.readings[0]
  if (first === undefined || best === undefined) return Either.left(undecided.refusal)
  // refused in every code page: the encoding is not what stops the read
  if (reads.every(Either.isLeft)) return first
  if (Either.isLeft(first)) return Either.left(undecided.refusal)
  const numbers = numbersOf(first.right)
  if (!rest.every((r) => Either.isRight(r) && numbersOf(r.right) === numbers)) return Either.left(undecided.refusal)
  const others = undecided.readings.slice(1).map((d) => d.encoding).join(", ")
  return Either.right(withEncoding(
    first.right,
    `not UTF-8; ${best.encoding} and ${others} give different text but the same dates and amounts; ${best.encoding} chosen by its words (${best.how})`,
    `text encoding chosen with lower confidence: ${best.encoding} and ${others} give different letters but the same dates, amounts and currencies`
  ))
}

const readDecoded = (
  file: StatementFile,
  raw: DecodedText,
  opts: FileIntakeOptions,
  pointer: string,
  context: ReadContext
): Either.Either<FileRead, IntakeError> => {
  const decoded = { ...raw, text: withoutTrailingNuls(raw.text) }
  if (decoded.text.includes("\u0000")) {
    return Either.left(
      new NoSuitableParser({
        file: file.name,
        detail: `"${file.name}" is binary, not a text statement; send the statement export as ${READ_FORMATS}`,
        tried: ["csv"],
        found: "binary data (NUL bytes in the text)",
        missing: `a text statement export as ${READ_FORMATS}`
      })
    )
  }
  const format = sniffFormat(decoded.text)
  if (format === "ofx" || format === "mt940" || format === "camt" || format === "json" || format === "esis") {
    try {
      return format === "esis"
        ? readEsis(file.name, decoded, context)
        : format === "ofx"
        ? readOfx(file.name, decoded, context)
        : format === "camt"
        ? readCamt(file.name, decoded, context)
        : format === "json"
        ? readJson(file.name, decoded)
        : readMt940(file.name, decoded, context)
    } catch (e) {
      return Either.left(
        new NoSuitableParser({
          file: file.name,
          detail: `"${file.name}" could not be read: ${e instanceof Error ? e.message : String(e)}`,
          tried: [format],
          found: `${format.toUpperCase()} whose reading stopped: ${e instanceof Error ? e.message : String(e)}`,
          missing: `${format.toUpperCase()} that reads to its end`
        })
      )
    }
  }
  if (format !== "csv") {
    return Either.left(
      new NoSuitableParser({
        file: file.name,
        detail:
          `"${file.name}" looks like ${format.toUpperCase()}, which this engine does not read yet; send the statement as ${READ_FORMATS}`,
        tried: ["csv", `${format} (not yet supported)`],
        found: `${format.toUpperCase()} that is not a camt statement`,
        missing: `a statement export as ${READ_FORMATS}`
      })
    )
  }
  try {
    return readCsv(file.name, decoded, opts, pointer, context)
  } catch (e) {
    return Either.left(
      new NoSuitableParser({
        file: file.name,
        detail: `"${file.name}" could not be read: ${e instanceof Error ? e.message : String(e)}`,
        tried: ["csv"],
        found: `CSV whose reading stopped: ${e instanceof Error ? e.message : String(e)}`,
        missing: "CSV that reads to its end"
      })
    )
  }
}

/**
 * Reads every file of an upload into canonical transactions: per-file options override the
 * shared ones, duplicates across files are dropped and counted. The first file that cannot be
 * read refuses the whole upload with a typed error naming it. `context` gives the process-time
 * country (it settles an unstated currency and undecided dates) or, at upload, asks for
 * provisional decisions where only the country can settle them. `operations` are the products
 * the summary offers when a transaction was read (the caller knows them; intake does not).
 */
export const readStatementFiles = (
  files: ReadonlyArray<StatementFile>,
  options: IntakeOptions,
  context: ReadContext,
  operations: ReadonlyArray<Operation>
): Either.Either<StatementsRead, IntakeError> => {
  const reads: Array<FileRead> = []
  for (const file of files) {
    const r = readOne(file, options, context)
    if (Either.isLeft(r)) return Either.left(r.left)
    reads.push(r.right)
  }
  const { kept, dropped } = dropCrossFileDuplicates(reads.map((r) => r.transactions))
  const summaries: Array<FileSummary> = reads.map((r, i) => {
    const n = dropped[i] ?? 0
    return n === 0
      ? r.summary
      : {
        ...r.summary,
        warnings: [
          ...r.summary.warnings,
          `${n} transactions already read from an earlier file were dropped as duplicates`
        ]
      }
  })
  const transactions = kept.length === 1 ? (kept[0] ?? []) : kept.flat()
  const duplicates = dropped.reduce((a, b) => a + b, 0)
  return Either.right({
    summary: {
      files: summaries,
      transactions: transactions.length,
      duplicates_dropped: duplicates,
      available_operations: transactions.length > 0 ? [...operations] : []
    },
    transactions,
    files: reads.map((r) => ({
      name: r.summary.name,
      transactions: r.transactions,
      holders: r.summary.holders ?? [],
      skipped_lines: r.summary.skipped.map((s) => s.line).sort((a, b) => a - b),
      printed_twice_lines: r.summary.skipped.filter((s) => s.reason === PRINTED_TWICE).map((s) => s.line),
      balances_from_statement: r.balancesFromStatement === true,
      statement_checks: (r.summary.checks ?? []).filter((c) => c.check === "statement_balances"),
      ...(r.document === undefined ? {} : { document_evidence: r.document })
    })),
    awaitsCountry: reads.some((r) => r.awaitsCountry === true)
  })
}
