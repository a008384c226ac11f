import { type Html, html } from "./html.js"

/** One series of a chart. */
export interface ChartSeries {
  readonly label: string
  readonly values: ReadonlyArray<number | null>
  readonly color: string
}

/**
 * A chart as the page's script draws it with Chart.js: plain data, no functions, so that it is
 * embedded as JSON and every label stays text.
 */
export interface ChartSpec {
  readonly kind: "line" | "bar" | "horizontal-bar"
  readonly labels: ReadonlyArray<string>
  readonly series: ReadonlyArray<ChartSeries>
  /** Axis values are money in this currency, formatted in `locale`. */
  readonly currency: string
  readonly locale: string
  /** What the chart shows, for screen readers. */
  readonly description: string
}

/** The page's palette, as CSS colours. */
export const palette = {
  inflow: "#2e7d32",
  outflow: "#c62828",
  balance: "#1565c0",
  income: "#6a1b9a",
  spending: "#ef6c00"
} as const

/** Collects the page's charts; each `add` answers the canvas that shows it. */
export class Charts {
  private readonly specs: Array<ChartSpec> = []

  /** A canvas for the chart, drawn by the page's script from the embedded specs. */
  add(spec: ChartSpec, size: "normal" | "tall" = "normal"): Html {
    const id = this.specs.length
    this.specs.push(spec)
    return html`<div class="chart ${size}"><canvas data-chart="${id}" role="img" aria-label="${spec.description}"></canvas></div>`
  }

  /** Every chart added so far, in order (the script finds each by its index). */
  all(): ReadonlyArray<ChartSpec> {
    return this.specs
  }
}
