import { describe, expect, it } from "vitest"
import { bankLayouts, evaluateBankSlice, writeBankFile } from "../src/bank-layouts/index.js"

describe("bank layouts", () => {
  it("holds 40+ layouts of 15+ countries, each file's truth consistent with its rows", () => {
    expect(bankLayouts.length).toBeGreaterThanOrEqual(40)
    expect(new Set(bankLayouts.map((l) => l.country)).size).toBeGreaterThanOrEqual(15)
    for (const l of bankLayouts) {
      const f = writeBankFile(l)
      expect(f.truth.count, l.id).toBe(l.rows)
      expect(f.truth.first <= f.truth.last, l.id).toBe(true)
    }
  })

  it("reads the tuning slice no worse than the recorded floor", () => {
    const r = evaluateBankSlice("tuning")
    expect(r.n).toBe(FLOOR.tuning.n)
    expect(r.exact).toBeGreaterThanOrEqual(FLOOR.tuning.exact)
    expect(r.wrong).toBeLessThanOrEqual(FLOOR.tuning.wrong)
  })

  it("reads the held-out slice no worse than the recorded floor (aggregates only)", () => {
    const r = evaluateBankSlice("held-out")
    expect(r.n).toBe(FLOOR.heldOut.n)
    expect(r.exact).toBeGreaterThanOrEqual(FLOOR.heldOut.exact)
    expect(r.wrong).toBeLessThanOrEqual(FLOOR.heldOut.wrong)
  })
})

/**
 * Measured figures the reader must not fall below (wrong reads: not above), from
 * docs/decisions/bank-layouts.md. The tuning slice's one wrong read is a card export whose rows name a
 * salary and transfers on its negative side, which no reader can tell from a current account's; the
 * held-out slice's (not looked at) is unknown.
 */
const FLOOR = { tuning: { n: 66, exact: 65, wrong: 1 }, heldOut: { n: 33, exact: 31, wrong: 1 } }
