import { IntakeOptions, Operation } from "@statement-engine/analysis"
import { Either, ParseResult, Schema } from "effect"
import { parseArgs } from "node:util"

/** What `statement-engine analyse` was asked to do. */
export interface CliRequest {
  readonly files: ReadonlyArray<string>
  readonly country: string
  readonly operations: ReadonlyArray<Operation>
  readonly options: IntakeOptions
  readonly out: string | undefined
}

/** How to call the command, printed with `--help` and with every usage error. */
export const usage =
  `Usage: statement-engine analyse <file>... [--country GB] [--operations categorisation,insights-income]
                                 [--options '{"date_format":"DD/MM/YYYY"}'] [--out report.json]

Reads the statement files (CSV, OFX/QFX, CAMT.05x, MT940, JSON), analyses them in process and prints
the report as JSON (or writes it to --out). --options pins what detection would guess, as the upload's
multipart field "options" does.`

const decodeOptions = Schema.decodeUnknownEither(Schema.parseJson(IntakeOptions))
const isOperation = Schema.is(Operation)

/** Reads the command line; a `Left` carries the message to print (usage included). */
export const parseCliArguments = (argv: ReadonlyArray<string>): Either.Either<CliRequest | "help", string> => {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        country: { type: "string", default: "GB" },
        operations: { type: "string", default: "categorisation,insights-income" },
        options: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" }
      }
    })
  } catch (error) {
    return Either.left(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
  }
  const { positionals, values } = parsed
  if (values.help === true) return Either.right("help")
  const [command, ...files] = positionals
  if (command !== "analyse" && command !== "analyze") return Either.left(usage)
  if (files.length === 0) return Either.left(`Name at least one statement file.\n\n${usage}`)
  const operations = (values.operations ?? "").split(",").map((o) => o.trim()).filter((o) => o !== "")
  const unknown = operations.filter((o) => !isOperation(o))
  if (unknown.length > 0 || operations.length === 0) {
    return Either.left(`Unknown operation(s): ${unknown.join(", ") || "(none given)"}.\n\n${usage}`)
  }
  const options = values.options === undefined ? Either.right({}) : decodeOptions(values.options)
  if (Either.isLeft(options)) {
    return Either.left(`--options is not valid: ${ParseResult.TreeFormatter.formatErrorSync(options.left)}`)
  }
  return Either.right({
    files,
    country: values.country ?? "GB",
    operations: operations.filter(isOperation),
    options: options.right,
    out: values.out
  })
}
