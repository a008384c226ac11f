import { describe, expect, it } from "vitest"
import { sharedFixturesPresent } from "../../intake/test/shared-fixtures.js"
import { evaluate, heldOutSet, loadSet } from "../eval/evaluate.js"
import { publicSources } from "../eval/public.js"

describe("categorisation evaluation: regression sets (the rules were tuned on them)", () => {
  it("reaches 90% top-level accuracy on the project's labelled set", () => {
    const rows = loadSet("./descriptions.tsv")
    expect(rows.length).toBeGreaterThanOrEqual(500)
    expect(evaluate(rows).topLevel).toBeGreaterThanOrEqual(0.9)
  })

  it("reaches 97% top-level accuracy on regression set 2 (written class by class in every language)", () => {
    const rows = loadSet("./regression-2.tsv")
    expect(rows.length).toBeGreaterThanOrEqual(500)
    expect(new Set(rows.map((r) => r.country)).size).toBe(18)
    expect(evaluate(rows).topLevel).toBeGreaterThanOrEqual(0.97)
  })

  it("reaches 97% top-level accuracy on regression set 3 (each country's common bank wording, class by class)", () => {
    const rows = loadSet("./regression-3.tsv")
    expect(rows.length).toBeGreaterThanOrEqual(1000)
    expect(new Set(rows.map((r) => r.country)).size).toBe(18)
    expect(evaluate(rows).topLevel).toBeGreaterThanOrEqual(0.97)
  })

  const sources = sharedFixturesPresent() ? publicSources() : []

  it.skipIf(sources.length === 0)(
    "reaches 90% top-level accuracy on the public labelled rows together (issue 31)",
    () => {
      const rows = sources.flatMap(([, r]) => r)
      expect(evaluate(rows).topLevel).toBeGreaterThanOrEqual(0.9)
    }
  )
})

describe("categorisation evaluation: the independent held-out set (never tuned on)", () => {
  const rows = heldOutSet()

  it("holds at least 1,000 labelled descriptions over the 18 countries", () => {
    expect(rows.length).toBeGreaterThanOrEqual(1000)
    expect(new Set(rows.map((r) => r.country)).size).toBe(18)
  })

  // Issue 31's targets, which the measured level now reaches (docs/categorisation.md has the figures
  // per country): 92% top level overall and 85% in every country.
  it("reaches 92% top level overall and 85% in every country", () => {
    const result = evaluate(rows)
    expect(result.topLevel).toBeGreaterThanOrEqual(0.92)
    for (const [, t] of result.byCountry) expect(t.ok / t.n).toBeGreaterThanOrEqual(0.85)
  })
})
