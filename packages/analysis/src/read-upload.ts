import type { IntakeError } from "@statement-engine/intake"
import type { IntakeOptions } from "@statement-engine/intake"
import type { IntakeSummary } from "@statement-engine/intake"
import type { ReadContext } from "@statement-engine/intake"
import { readStatementFiles, type StatementsRead } from "@statement-engine/intake"
import type { StatementFile } from "@statement-engine/intake"
import { implementedOperations } from "@statement-engine/products"
import { Either } from "effect"

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
