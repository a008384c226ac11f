import type { CategoryTitles, NumberFormats, ReportProducts } from "@statement-engine/report-html"

/** What the summary reads: the report's products, its files' periods, and formats for its country. */
export interface SummaryInput {
  readonly products: ReportProducts
  readonly files: number
  readonly transactions: number
  readonly period: string
  readonly country: string
  readonly fmt: NumberFormats
  readonly titles: CategoryTitles
}
