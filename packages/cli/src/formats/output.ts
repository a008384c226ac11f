import { fromProductJson } from "@statement-engine/analysis"
import type { Report } from "@statement-engine/core"
import {
  categoryTitles,
  numberFormats,
  productsOf,
  reportHtml,
  type ReportInput,
  type ReportProducts
} from "@statement-engine/report-html"
import { Effect, Either } from "effect"
import type { CliRequest } from "../cli-arguments.js"
import { reportJson } from "./report-json.js"
import { summaryText } from "./summary.js"
import { transactionsCsv } from "./transactions-csv.js"

type Completed = Extract<Report["state"], { _tag: "Completed" }>

const inputOf = (report: Report, state: Completed): ReportInput => ({
  request_id: report.request_id,
  country: state.request.country,
  completed_at: new Date(state.completed_at).toISOString(),
  files: report.intake.files,
  products: fromProductJson(state.products)
})

const decoded = (input: ReportInput): Either.Either<ReportProducts, string> =>
  Either.mapLeft(productsOf(input), (invalid) => `the report's products do not read: ${invalid.detail}`)

const periodOf = (report: Report): string => {
  const periods = report.intake.files.flatMap((f) => (f.period === null ? [] : [f.period]))
  if (periods.length === 0) return "no period"
  const from = periods.map((p) => p.from).sort()[0]
  const to = periods.map((p) => p.to).sort().at(-1)
  return `${from} – ${to}`
}

/**
 * The output of a finished report in the requested format, in parts to write in order. A failed
 * report is JSON with its errors in the json format, and a message (exit 1) in the others.
 */
export const outputOf = (
  report: Report,
  request: CliRequest
): Effect.Effect<Iterable<string | Uint8Array>, string> =>
  Effect.gen(function*() {
    if (request.format === "json") return reportJson(report)
    const state = report.state
    if (state._tag !== "Completed") {
      const why = state._tag === "Failed" ? `${state.error.code}: ${state.error.detail}` : "not finished"
      return yield* Effect.fail(`the analysis failed (${why})`)
    }
    const input = inputOf(report, state)
    if (request.format === "html") {
      return [yield* reportHtml(input).pipe(Effect.mapError((e) => `cannot write the page: ${e.detail}`))]
    }
    const products = yield* decoded(input)
    if (request.format === "csv") {
      return transactionsCsv(products.categorisation ?? { accounts: [] }, state.request.country)
    }
    return [summaryText({
      products,
      files: report.intake.files.length,
      transactions: report.intake.transactions,
      period: periodOf(report),
      country: state.request.country,
      fmt: numberFormats(state.request.country),
      titles: categoryTitles(state.request.country)
    })]
  })
