import { allOperations, IntakeOptions, Operation } from "@statement-engine/analysis"
import { Either, ParseResult, Schema } from "effect"
import { isAbsolute, resolve } from "node:path"
import { parseArgs } from "node:util"

/** What `analyse` writes: the report as JSON, the categorised transactions as CSV, a page, or a summary. */
export const OutputFormat = Schema.Literal("json", "csv", "html", "summary")
export type OutputFormat = typeof OutputFormat.Type

/** When to draw the progress bar on stderr. */
export type ProgressMode = "auto" | "always" | "never"

/** What `statement-engine analyse` was asked to do. */
export interface CliRequest {
  /** The statement files, as absolute paths. */
  readonly files: ReadonlyArray<string>
  readonly country: string
  readonly operations: ReadonlyArray<Operation>
  readonly options: IntakeOptions
  readonly format: OutputFormat
  /** Where to write the output, as an absolute path; stdout when absent. */
  readonly out: string | undefined
  readonly progress: ProgressMode
}

/** How to call the command, printed with `--help` and with every usage error. */
export const usage =
  `Usage: statement-engine analyse <file>... [--country GB] [--operations categorisation,insights-income]
         [--format json|csv|html|summary] [--out report.json] [--options '{"date_format":"DD/MM/YYYY"}']
         [--progress | --quiet]
       statement-engine serve    (the HTTP API; settings from the environment, PORT and DATABASE_URL among them)

Reads the statement files (CSV, OFX/QFX, CAMT.05x, MT940, JSON, PDF), analyses them in process and writes
the result to stdout, or to --out (then saying so on stderr):
  json     the report as the HTTP API serves it (default; operations categorisation,insights-income)
  csv      the categorised transactions, with category titles in the country's language and English
           (and, for a PDF's rows, the page and line each is printed on)
  html     one self-contained page a person can read (default: every operation)
  summary  one screen of text (default: every operation)
--options pins what detection would guess, as the upload's multipart field "options" does. A progress
bar is drawn on stderr for large runs when stderr is a terminal (--progress always, --quiet never).
Relative paths are read from the current directory (or --cwd).`

const decodeOptions = Schema.decodeUnknownEither(Schema.parseJson(IntakeOptions))
const isOperation = Schema.is(Operation)
const isFormat = Schema.is(OutputFormat)

/** The operations a format needs by default, and must have. */
const operationsFor = (format: OutputFormat, asked: ReadonlyArray<Operation> | undefined): ReadonlyArray<Operation> => {
  const chosen = asked ?? (format === "json" ? ["categorisation", "insights-income"] : format === "csv"
    ? ["categorisation"]
    : allOperations)
  return format === "csv" && !chosen.includes("categorisation") ? ["categorisation", ...chosen] : chosen
}

const readArgs = (argv: ReadonlyArray<string>) =>
  parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      country: { type: "string", default: "GB" },
      operations: { type: "string" },
      options: { type: "string" },
      format: { type: "string", default: "json" },
      out: { type: "string" },
      cwd: { type: "string" },
      progress: { type: "boolean" },
      quiet: { type: "boolean", short: "q" },
      help: { type: "boolean", short: "h" }
    }
  })

const readOperations = (text: string | undefined): Either.Either<ReadonlyArray<Operation> | undefined, string> => {
  if (text === undefined) return Either.right(undefined)
  const operations = text.split(",").map((o) => o.trim()).filter((o) => o !== "")
  const unknown = operations.filter((o) => !isOperation(o))
  return unknown.length > 0 || operations.length === 0
    ? Either.left(`Unknown operation(s): ${unknown.join(", ") || "(none given)"}.\n\n${usage}`)
    : Either.right(operations.filter(isOperation))
}

/** Reads the command line; a `Left` carries the message to print (usage included). */
export const parseCliArguments = (
  argv: ReadonlyArray<string>,
  cwd: string = process.cwd()
): Either.Either<CliRequest | "help", string> => {
  let parsed
  try {
    parsed = readArgs(argv)
  } catch (error) {
    return Either.left(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
  }
  const { positionals, values } = parsed
  if (values.help === true) return Either.right("help")
  const [command, ...files] = positionals
  if (command !== "analyse" && command !== "analyze") return Either.left(usage)
  if (files.length === 0) return Either.left(`Name at least one statement file.\n\n${usage}`)
  const format = values.format ?? "json"
  if (!isFormat(format)) return Either.left(`--format must be json, csv, html or summary, not "${format}".\n\n${usage}`)
  const operations = readOperations(values.operations)
  if (Either.isLeft(operations)) return Either.left(operations.left)
  const options = values.options === undefined ? Either.right({}) : decodeOptions(values.options)
  if (Either.isLeft(options)) {
    return Either.left(`--options is not valid: ${ParseResult.TreeFormatter.formatErrorSync(options.left)}`)
  }
  const base = values.cwd === undefined || values.cwd === "" ? cwd : resolve(cwd, values.cwd)
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path))
  return Either.right({
    files: files.map(absolute),
    country: values.country ?? "GB",
    operations: operationsFor(format, operations.right),
    options: options.right,
    format,
    out: values.out === undefined ? undefined : absolute(values.out),
    progress: values.quiet === true ? "never" : values.progress === true ? "always" : "auto"
  })
}
