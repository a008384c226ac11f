import { describe, expect, it } from "vitest"
import { layoutZoo } from "../src/index.js"
import { classifyRead } from "../src/layout-zoo/evaluate.js"
import { type FoundStream, intakeOptionsFor, matchPlanted } from "../src/layout-zoo/streams-eval.js"
import { streamFigures } from "../src/layout-zoo/streams-report.js"

const planted: layoutZoo.PlantedStream = {
  direction: "in",
  kind: "salary",
  party: "Acme Ltd",
  cadence: "monthly",
  amounts: ["2000.00", "2000.00", "2000.00", "2000.00", "2000.00", "2000.00"],
  transactions: [0, 1, 2, 3, 4, 5],
  firstDate: "2024-01-28",
  lastDate: "2024-06-28"
}

const out = (over: Partial<FoundStream>): FoundStream => ({
  name: "Acme",
  direction: "in",
  amount: 2000,
  first: "2024-01-28",
  last: "2024-06-28",
  payments: 6,
  label: "salary",
  ...over
})

describe("planted-stream matching", () => {
  it("finds a stream holding the planted payments, with its kind", () => {
    const [r] = matchPlanted([planted], [out({})])
    expect(r?.found).toBe(true)
    expect(r?.rightKind).toBe(true)
  })

  it("does not count a stream split into one-payment streams as found", () => {
    const split = ["01", "02", "03", "04", "05", "06"].map((m) =>
      out({ name: `Acme ${m}`, first: `2024-${m}-28`, last: `2024-${m}-28`, payments: 1 })
    )
    const [r] = matchPlanted([planted], split)
    expect(r?.found).toBe(false)
    expect(r?.near.length).toBe(6)
  })

  it("counts a found stream of another kind, or another direction or amount, as not right", () => {
    expect(matchPlanted([planted], [out({ label: "other" })])[0]?.rightKind).toBe(false)
    expect(matchPlanted([planted], [out({ direction: "out" })])[0]?.found).toBe(false)
    expect(matchPlanted([planted], [out({ amount: 2600 })])[0]?.found).toBe(false)
    expect(matchPlanted([planted], [out({ first: "2024-07-01", last: "2024-12-01" })])[0]?.found).toBe(false)
  })
})

describe("persona statements read with the options they need", () => {
  it("reads headerless persona files exactly once their columns, dates and numbers are pinned", () => {
    let checked = 0
    for (let seed = 1; seed <= 200; seed++) {
      const f = layoutZoo.generatePersonaFile({ seed, slice: "tuning" })
      if (f.traits.headerLanguage !== "none" || f.traits.footer !== "none") continue
      expect(classifyRead(f, intakeOptionsFor(f)).kind).toBe("exact")
      checked++
    }
    expect(checked).toBeGreaterThanOrEqual(2)
  })
})

/**
 * Floors just under the measured figures: planted income streams and recurring commitments found
 * with the right kind, on the personas whose statements the intake read exactly and on all of them
 * (those also count the intake's misreads), per slice.
 */
const FLOOR = { tuning: { exact: 0.96, all: 0.87 }, heldOut: { exact: 0.96, all: 0.91 } }

describe("planted streams on layout-zoo personas", () => {
  it("finds the planted streams of exactly read tuning personas with the right kind", () => {
    const { figures } = streamFigures(layoutZoo.generatePersonaFiles("tuning", 40, 1), "options")
    console.log(
      `tuning: ${figures.onExact.rightKind}/${figures.onExact.n} on ${figures.exact} exact reads, ${figures.all.rightKind}/${figures.all.n} in all`
    )
    expect(figures.exact).toBeGreaterThan(8)
    expect(figures.onExact.rightKind / figures.onExact.n).toBeGreaterThanOrEqual(FLOOR.tuning.exact)
    expect(figures.all.rightKind / figures.all.n).toBeGreaterThanOrEqual(FLOOR.tuning.all)
  })

  it("finds the planted streams of exactly read held-out personas with the right kind", () => {
    const { figures } = streamFigures(layoutZoo.generatePersonaFiles("held-out", 40, 1), "options")
    console.log(
      `held-out: ${figures.onExact.rightKind}/${figures.onExact.n} on ${figures.exact} exact reads, ${figures.all.rightKind}/${figures.all.n} in all`
    )
    expect(figures.exact).toBeGreaterThan(8)
    expect(figures.onExact.rightKind / figures.onExact.n).toBeGreaterThanOrEqual(FLOOR.heldOut.exact)
    expect(figures.all.rightKind / figures.all.n).toBeGreaterThanOrEqual(FLOOR.heldOut.all)
  })
})
