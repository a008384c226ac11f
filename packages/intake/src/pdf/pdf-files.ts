import { Either } from "effect"
import type { NoSuitableParser } from "../analysis-error.js"
import type { IntakeOptions } from "../intake-options.js"
import type { StatementFile } from "../statement-file.js"
import { extractPdfText } from "./pdf-extract.js"

/** True for a file whose bytes start as a PDF does. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46

/**
 * The files with each PDF's text extracted (pdf.js is asynchronous, the intake is not): run where the
 * files are read, before `readStatements`. Files without a PDF come back as they are, and pdf.js is
 * not loaded. The first PDF that cannot be opened refuses the upload. `deadline` is a
 * `performance.now()` time the extraction stops at.
 */
export const withPdfText = async (
  files: ReadonlyArray<StatementFile>,
  options: IntakeOptions,
  deadline?: number
): Promise<Either.Either<ReadonlyArray<StatementFile>, NoSuitableParser>> => {
  if (!files.some((f) => f.pdf_text === undefined && isPdf(f.bytes))) return Either.right(files)
  const out: Array<StatementFile> = []
  for (const file of files) {
    if (file.pdf_text !== undefined || !isPdf(file.bytes)) {
      out.push(file)
      continue
    }
    const password = options.files?.[file.name]?.password ?? options.password
    const layer = await extractPdfText(file.name, file.bytes, {
      password,
      ...(deadline === undefined ? {} : { deadline })
    })
    if (Either.isLeft(layer)) return Either.left(layer.left)
    out.push({ ...file, pdf_text: layer.right })
  }
  return Either.right(out)
}
