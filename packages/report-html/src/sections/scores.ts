import type { CreditScores } from "@statement-engine/analysis"
import { type Html, html } from "../html.js"
import { badge, notRequested, section, type Tone } from "../markup.js"
import type { PageContext } from "../page-context.js"

type ModelScore = CreditScores["currencies"][number]["scores"][number]

const DECISIONS: Readonly<Record<NonNullable<ModelScore["decision"]>, Tone>> = {
  approve: "good",
  refer: "warn",
  decline: "bad"
}

const modelCard = (ctx: PageContext, s: ModelScore): Html =>
  html`<div class="card"><h4>${s.model} ${s.decision === null ? "" : badge(s.decision, DECISIONS[s.decision])}</h4><p>${
    s.score === null ? "" : html`Score <strong>${ctx.fmt.count(s.score)}</strong>. `
  }${
    s.probability_of_default === null
      ? ""
      : html`Probability of default <strong>${ctx.fmt.share(s.probability_of_default)}</strong>.`
  }</p>${
    s.reason_codes.length === 0
      ? html`<p class="muted">No reasons given.</p>`
      : html`<ol class="reasons">${
        s.reason_codes.map((r) => html`<li><code>${r.code}</code> ${r.description}</li>`)
      }</ol>`
  }</div>`

/** Each scoring model's answer per currency, with its reasons, most adverse first. */
export const scoresSection = (ctx: PageContext): Html => {
  const result = ctx.products["credit-scores"]
  return section(
    "scores",
    "Scores and their reasons",
    result === undefined
      ? notRequested("credit-scores")
      : result.currencies.map((c) =>
        html`<h3>${c.currency}</h3><div class="cards">${c.scores.map((s) => modelCard(ctx, s))}</div>`
      )
  )
}
