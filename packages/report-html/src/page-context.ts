import type { CategoryTitles } from "./category-titles.js"
import type { Charts } from "./charts.js"
import type { NumberFormats } from "./format.js"
import type { ReportInput, ReportProducts } from "./report-input.js"

/** What every section of the page reads: the input, its decoded products, formats, titles and the chart collector. */
export interface PageContext {
  readonly input: ReportInput
  readonly products: ReportProducts
  readonly fmt: NumberFormats
  readonly titles: CategoryTitles
  readonly charts: Charts
}
