import { Effect, Either } from "effect"
import { createHash } from "node:crypto"
import { categoryTitles } from "./category-titles.js"
import { type ChartLibraryMissing, loadChartLibrary } from "./chart-library.js"
import { Charts } from "./charts.js"
import { numberFormats } from "./format.js"
import { Html, html, scriptJson } from "./html.js"
import type { PageContext } from "./page-context.js"
import { pageScript } from "./page-script.js"
import { pageStyle } from "./page-style.js"
import { productsOf, type ReportInput, type ReportInputInvalid } from "./report-input.js"
import { balanceSection, moneyInOutSection } from "./sections/cashflow.js"
import { featuresSection } from "./sections/features.js"
import { incomeSection } from "./sections/income.js"
import { integritySection } from "./sections/integrity.js"
import { overviewSection } from "./sections/overview.js"
import { recurringSection } from "./sections/recurring.js"
import { riskSection } from "./sections/risk.js"
import { scoresSection } from "./sections/scores.js"
import { spendingSection } from "./sections/spending.js"
import { transactionsSection } from "./sections/transactions.js"

/** The page's sections in reading order, with their anchors and navigation titles. */
const SECTIONS: ReadonlyArray<readonly [string, string, (ctx: PageContext) => Html]> = [
  ["overview", "Overview", overviewSection],
  ["integrity", "Integrity", integritySection],
  ["balance", "Balance", balanceSection],
  ["money-in-out", "Money in and out", moneyInOutSection],
  ["spending", "Spending", spendingSection],
  ["income", "Income", incomeSection],
  ["recurring", "Recurring", recurringSection],
  ["risk", "Risk", riskSection],
  ["scores", "Scores", scoresSection],
  ["features", "Features", featuresSection],
  ["transactions", "Transactions", transactionsSection]
]

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/**
 * A policy that lets the page run only its own two scripts and stylesheet (by hash) and load
 * nothing at all: no request leaves the page, and markup slipped into it could not run.
 */
const contentSecurityPolicy = (scripts: ReadonlyArray<string>, style: string) =>
  `default-src 'none'; script-src ${scripts.map(sha256).join(" ")}; style-src ${
    sha256(style)
  }; img-src data:; base-uri 'none'; form-action 'none'`

/** The chart library's text as a script body: a `</script` in it (there is none today) could not end the element. */
const scriptBody = (source: string) => source.replace(/<\/(script)/gi, "<\\/$1")

const documentOf = (ctx: PageContext, body: Html, chartLibrary: string): string => {
  const library = scriptBody(chartLibrary)
  const csp = contentSecurityPolicy([library, pageScript], pageStyle)
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>Statement report ${ctx.input.request_id}</title>
<style>${new Html(pageStyle)}</style>
</head>
<body>
<header class="page"><h1>Statement report</h1><p>Report ${ctx.input.request_id} · ${ctx.input.country}</p><nav>${
    SECTIONS.map(([id, title]) => html`<a href="#${id}">${title}</a>`)
  }</nav></header>
<main>${body}</main>
<footer>Made by statement-engine. Figures are computed from the uploaded files only; category titles are in the country's language with English beside them.</footer>
<script type="application/json" id="chart-data">${scriptJson(ctx.charts.all())}</script>
<script>${new Html(library)}</script>
<script>${new Html(pageScript)}</script>
</body>
</html>
`.markup
}

/**
 * One self-contained HTML page of a completed report: every product it holds, as figures, tables
 * and charts (Chart.js, inlined as `chartLibrary`), with category titles in the country's language
 * and English. Pure: the same input gives the same page. Every string from the statement is
 * escaped; the page loads nothing from the network.
 */
export const renderReportHtml = (
  input: ReportInput,
  chartLibrary: string
): Either.Either<string, ReportInputInvalid> =>
  Either.map(productsOf(input), (products) => {
    const ctx: PageContext = {
      input,
      products,
      fmt: numberFormats(input.country),
      titles: categoryTitles(input.country),
      charts: new Charts()
    }
    const body = html`${SECTIONS.map(([, , render]) => render(ctx))}`
    return documentOf(ctx, body, chartLibrary)
  })

/** `renderReportHtml` with Chart.js read from its package. */
export const reportHtml = (input: ReportInput): Effect.Effect<string, ReportInputInvalid | ChartLibraryMissing> =>
  Effect.flatMap(loadChartLibrary(), (library) => renderReportHtml(input, library))
