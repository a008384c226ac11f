import { Either } from "effect"
import type { IntakeError } from "./analysis-error.js"
import type { IntakeOptions } from "./intake-options.js"
import type { IntakeSummary } from "./intake-summary.js"
import type { ReadContext } from "./intake/read-context.js"
import { implementedOperations } from "./product-registry.js"
import { readStatementFiles, type StatementsRead } from "./read-statements.js"
import type { StatementFile } from "./statement-file.js"

/**
 * Reads every file of an upload into canonical transactions (`readStatementFiles`), offering the
 * operations the product registry implements. This sits above intake and products so that
 * intake never imports the registry.
 */
export const readStatements = (
  files: ReadonlyArray<StatementFile>,
  options: IntakeOptions,
  context: ReadContext = {}
): Either.Either<StatementsRead, IntakeError> => readStatementFiles(files, options, context, implementedOperations)

/**
 * Pre-processes an upload: reads every file and reports what was found, without the transactions.
 * The upload has no country, so what only the country settles is decided provisionally.
 */
export const preprocess = (
  files: ReadonlyArray<StatementFile>,
  options: IntakeOptions
): Either.Either<IntakeSummary, IntakeError> =>
  Either.map(readStatements(files, options, { provisional: true }), (r) => r.summary)
