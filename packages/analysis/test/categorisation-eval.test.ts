import { describe, expect, it } from "vitest"
import { evaluate, loadSet } from "../eval/evaluate.js"
import { publicSources } from "../eval/public.js"
import { sharedFixturesPresent } from "./shared-fixtures.js"

describe("categorisation evaluation", () => {
  it("reaches 90% top-level accuracy on the project's labelled set", () => {
    const rows = loadSet("./descriptions.tsv")
    expect(rows.length).toBeGreaterThanOrEqual(500)
    expect(evaluate(rows).topLevel).toBeGreaterThanOrEqual(0.9)
  })

  const sources = sharedFixturesPresent() ? publicSources() : []
  it.skipIf(sources.length === 0)("reaches 85% top-level accuracy on the public labelled data", () => {
    const rows = sources.flatMap(([, r]) => r)
    expect(evaluate(rows).topLevel).toBeGreaterThanOrEqual(0.85)
  })
})
