import { Either } from "effect"
import { type IntakeError, InvalidAnalysisOptions, NoSuitableParser, type RefusalFix } from "../../analysis-error.js"
import type { FileIntakeOptions } from "../../intake-options.js"
import { type DateOrder, monthLanguageOfFormat, orderFromFormat } from "../../values/dates.js"
import { detectDelimiter } from "./delimiter.js"

/** What a CSV read starts from: the field separator, and what the caller pinned. */
export interface CsvSettings {
  readonly delimiter: string
  /** The day/month/year order the caller's `date_format` names. */
  readonly pinnedOrder: DateOrder | undefined
  /** The language of month names the caller's `date_format` names (`"DD-MMM-YYYY hr"`). */
  readonly pinnedMonths: ReadonlySet<string> | undefined
  /** The caller's `currency`, upper-cased. */
  readonly currencyOption: string | undefined
}

/** The first option a refusal's text names with a value (`options.date_format "DD/MM/YYYY"`, `options.columns {"debit": 2}`). */
const namedFix = (detail: string): RefusalFix | undefined => {
  const m = /options\.(\w+) ("[^"]*"|\{[^}]*\})/.exec(detail)
  if (m?.[1] === undefined || m[2] === undefined) return undefined
  try {
    return { option: m[1], value: JSON.parse(m[2]) }
  } catch {
    // a placeholder such as {"amount": <index>}: the text says what to pass, there is no one value
    return undefined
  }
}

/** Where a CSV refusal points and what it found and misses there, each when known. */
export interface RefusalWhere {
  /** The 1-based line of the file. */
  readonly line?: number | undefined
  readonly found?: string | undefined
  readonly missing?: string | undefined
}

/**
 * A CSV refusal naming the file, the line, what was found and what is missing there (when known),
 * and the option that reads it when the text names one with its value.
 */
export const refuseCsv = (
  file: string,
  detail: string,
  where: RefusalWhere = {}
): Either.Either<never, NoSuitableParser> => {
  const fix = namedFix(detail)
  return Either.left(
    new NoSuitableParser({
      file,
      detail,
      tried: ["csv"],
      ...(where.line === undefined || where.line < 1 ? {} : { line: where.line }),
      ...(where.found === undefined ? {} : { found: where.found }),
      ...(where.missing === undefined ? {} : { missing: where.missing }),
      ...(fix === undefined ? {} : { fix })
    })
  )
}

const normaliseDelimiter = (d: string): string | undefined => {
  const t = d.toLowerCase()
  if (t === "tab" || t === "\\t" || d === "\t") return "\t"
  return d.length === 1 ? d : undefined
}

const delimiterOf = (
  name: string,
  text: string,
  opts: FileIntakeOptions,
  pointer: string
): Either.Either<string, IntakeError> => {
  if (opts.delimiter !== undefined) {
    const pinned = normaliseDelimiter(opts.delimiter)
    return pinned !== undefined ? Either.right(pinned) : Either.left(
      new InvalidAnalysisOptions({
        detail: `delimiter must be one character or "tab", got "${opts.delimiter}"`,
        pointer: `${pointer}/delimiter`
      })
    )
  }
  const found = detectDelimiter(text)
  return found !== undefined
    ? Either.right(found)
    : refuseCsv(name, `"${name}" is not a delimited statement: no consistent , ; TAB or | field separator`, {
      line: 1,
      found: "lines that no one of , ; TAB or | splits into the same number of fields",
      missing: "a field separator used alike on every line"
    })
}

const pinnedOrderOf = (
  opts: FileIntakeOptions,
  pointer: string
): Either.Either<DateOrder | undefined, InvalidAnalysisOptions> => {
  if (opts.date_format === undefined) return Either.right(undefined)
  const order = orderFromFormat(opts.date_format)
  return order !== undefined ? Either.right(order) : Either.left(
    new InvalidAnalysisOptions({
      detail: `date_format "${opts.date_format}" must name day, month and year (e.g. "DD/MM/YYYY")`,
      pointer: `${pointer}/date_format`
    })
  )
}

const currencyOptionOf = (
  opts: FileIntakeOptions,
  pointer: string
): Either.Either<string | undefined, InvalidAnalysisOptions> => {
  if (opts.currency === undefined) return Either.right(undefined)
  const code = opts.currency.trim().toUpperCase()
  return /^[A-Z]{3}$/.test(code) ? Either.right(code) : Either.left(
    new InvalidAnalysisOptions({
      detail: `currency "${opts.currency}" is not an ISO 4217 code`,
      pointer: `${pointer}/currency`
    })
  )
}

/** The settings of a CSV read: the caller's options checked, the delimiter pinned or detected. */
export const csvSettings = (
  name: string,
  text: string,
  opts: FileIntakeOptions,
  pointer: string
): Either.Either<CsvSettings, IntakeError> =>
  Either.gen(function*() {
    const delimiter = yield* delimiterOf(name, text, opts, pointer)
    const pinnedOrder = yield* pinnedOrderOf(opts, pointer)
    const currencyOption = yield* currencyOptionOf(opts, pointer)
    const language = opts.date_format === undefined ? undefined : monthLanguageOfFormat(opts.date_format)
    return {
      delimiter,
      pinnedOrder,
      pinnedMonths: language === undefined ? undefined : new Set([language]),
      currencyOption
    }
  })
