import { featureDefinitions } from "@statement-engine/analysis"
import { type Html, html } from "../html.js"
import { notRequested, num, section, table } from "../markup.js"
import type { PageContext } from "../page-context.js"

const meanings = new Map(featureDefinitions.map((d) => [d.name, d]))

/** The model features per currency, each with its meaning, folded away (there are over two hundred). */
export const featuresSection = (ctx: PageContext): Html => {
  const result = ctx.products.features
  if (result === undefined) return section("features", "Model features", notRequested("features"))
  return section(
    "features",
    "Model features",
    result.currencies.map((c) => {
      const known = Object.entries(c.features).filter(([, v]) => v !== null).length
      return html`<details><summary>${c.currency}: ${known} of ${Object.keys(c.features).length} features have a value${
        c.last_month === null ? "" : `, windows ending ${c.last_month}`
      }</summary>${
        table(
          ["Feature", "Meaning", num("Value")],
          Object.entries(c.features).map(([name, value]) => {
            const d = meanings.get(name)
            const shown = value === null
              ? "–"
              : d?.unit === "money"
              ? ctx.fmt.money(value, c.currency)
              : d?.unit === "ratio"
              ? ctx.fmt.share(value)
              : ctx.fmt.count(value)
            return [html`<code>${name}</code>`, d?.meaning ?? "", num(shown)]
          })
        )
      }</details>`
    })
  )
}
