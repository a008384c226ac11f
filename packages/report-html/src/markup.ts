import type { CategoryTitles } from "./category-titles.js"
import { type Html, html, type HtmlValue } from "./html.js"

/** How a value reads: good news, worth a look, bad news, or neither. */
export type Tone = "good" | "warn" | "bad" | "neutral"

/** A section of the page, with its anchor and heading. */
export const section = (id: string, title: string, body: HtmlValue): Html =>
  html`<section id="${id}"><h2>${title}</h2>${body}</section>`

/** A short coloured label. */
export const badge = (text: string, tone: Tone): Html => html`<span class="badge ${tone}">${text}</span>`

/** A table cell whose content is a number: right-aligned. */
export class NumericCell {
  constructor(readonly value: HtmlValue) {}
}

/** A numeric (right-aligned) cell. */
export const num = (value: HtmlValue): NumericCell => new NumericCell(value)

const cellOf = (c: NumericCell | HtmlValue): Html =>
  c instanceof NumericCell ? html`<td class="num">${c.value}</td>` : html`<td>${c}</td>`

/** A table with a header row; `caption` says what it lists. */
export const table = (
  headers: ReadonlyArray<string | NumericCell>,
  rows: ReadonlyArray<ReadonlyArray<NumericCell | HtmlValue>>,
  caption?: string
): Html =>
  html`<div class="table"><table>${caption === undefined ? "" : html`<caption>${caption}</caption>`}<thead><tr>${
    headers.map((h) => typeof h === "string" ? html`<th>${h}</th>` : html`<th class="num">${h.value}</th>`)
  }</tr></thead><tbody>${rows.map((r) => html`<tr>${r.map(cellOf)}</tr>`)}</tbody></table></div>`

/** Label and value pairs, as a definition list of key figures. */
export const figures = (pairs: ReadonlyArray<readonly [string, HtmlValue]>): Html =>
  html`<dl class="figures">${pairs.map(([k, v]) => html`<div><dt>${k}</dt><dd>${v}</dd></div>`)}</dl>`

/** A note where a product was not part of the report, naming the operation that gives it. */
export const notRequested = (operation: string): Html =>
  html`<p class="muted">Not in this report: request the <code>${operation}</code> operation to see it.</p>`

/** A category title in the country's language, with the English title beside it when it differs. */
export const categoryLabel = (titles: CategoryTitles, id: number): Html => {
  const t = titles.title(id)
  return t.local === t.english ? html`${t.local}` : html`${t.local} <span class="en">${t.english}</span>`
}
