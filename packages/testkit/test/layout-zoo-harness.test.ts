import { describe, expect, it } from "vitest"
import { layoutZoo } from "../src/index.js"
import { formatSliceReport } from "../src/layout-zoo/evaluate-report.js"
import { classifyRead, evaluatePersona, evaluateSlice } from "../src/layout-zoo/evaluate.js"

describe("layout zoo evaluation harness", () => {
  it("classifies every file of a sample as exact, refused (with a code and detail) or wrong, and tallies them", () => {
    const files = layoutZoo.generateZooFiles("tuning", 80, 500)
    const report = evaluateSlice("tuning", files)
    const t = report.total
    expect(t.n).toBe(80)
    expect(t.exact + t.refusedExpected + t.refusedUnexpected + t.wrong).toBe(80)
    expect(report.misses.length).toBe(80 - t.exact)
    for (const { outcome } of report.misses) {
      if (outcome.kind === "refused") {
        expect(["UnsupportedEncoding", "NoSuitableParser", "InvalidAnalysisOptions"]).toContain(outcome.code)
        expect(outcome.detail.length).toBeGreaterThan(0)
      }
      if (outcome.kind === "wrong") expect(outcome.mismatches.length).toBeGreaterThan(0)
    }
    const text = formatSliceReport(report, { showMisses: 5, topTraits: 5 })
    expect(text).toContain("tuning slice")
  })

  it("calls a read exact only when every date and amount matches: a changed truth amount makes it wrong", () => {
    let exact: layoutZoo.ZooFile | undefined
    for (let seed = 1; seed <= 400 && exact === undefined; seed++) {
      const f = layoutZoo.generateZooFile({ seed, slice: "tuning" })
      if (classifyRead(f).kind === "exact") exact = f
    }
    expect(exact).toBeDefined()
    if (exact === undefined) return
    const [first, ...rest] = exact.truth.transactions
    if (first === undefined) throw new Error("an exact file has transactions")
    const changed = { ...first, amount: first.amount.startsWith("-") ? first.amount.slice(1) : `-${first.amount}` }
    const tampered = { ...exact, truth: { ...exact.truth, transactions: [changed, ...rest] } }
    const outcome = classifyRead(tampered)
    expect(outcome.kind).toBe("wrong")
  })

  it("never lists held-out misses in a report", () => {
    const report = evaluateSlice("held-out", layoutZoo.generateZooFiles("held-out", 40, 1))
    const text = formatSliceReport(report, { showMisses: 50, topTraits: 0 })
    expect(text).not.toContain("misses")
    expect(text).not.toMatch(/seed \d+/)
  })

  it("runs analyse on persona statements and reports each planted stream once", () => {
    for (const file of layoutZoo.generatePersonaFiles("tuning", 4, 1)) {
      const result = evaluatePersona(file)
      expect(result.streams.length).toBe(file.streams.length)
      for (const s of result.streams) if (s.rightLabel) expect(s.found).toBe(true)
      if (!result.read) expect(result.streams.every((s) => !s.found)).toBe(true)
    }
  })
})

describe("layout zoo personas", () => {
  const files = [
    ...layoutZoo.generatePersonaFiles("tuning", 30, 1),
    ...layoutZoo.generatePersonaFiles("held-out", 15, 1)
  ]

  it("plants streams whose transactions are in the truth with the amounts and dates the stream lists", () => {
    for (const f of files) {
      expect(layoutZoo.personaCountries as ReadonlyArray<string>).toContain(f.truth.country)
      expect(f.months).toBeGreaterThanOrEqual(6)
      expect(f.months).toBeLessThanOrEqual(12)
      for (const s of f.streams) {
        expect(s.transactions.length, `${f.name} ${s.kind}`).toBeGreaterThanOrEqual(3)
        const txs = s.transactions.map((i) => f.truth.transactions[i])
        expect(txs.map((t) => t?.amount)).toEqual(s.amounts)
        for (const t of txs) {
          expect(t !== undefined && (s.direction === "in" ? !t.amount.startsWith("-") : t.amount.startsWith("-"))).toBe(
            true
          )
        }
        expect(txs[0]?.bookingDate).toBe(s.firstDate)
        expect(txs[txs.length - 1]?.bookingDate).toBe(s.lastDate)
      }
      const all = f.streams.flatMap((s) => s.transactions)
      expect(new Set(all).size).toBe(all.length)
    }
  })

  it("gives every persona kind income, and splits persona layouts by the same frozen slice rule", () => {
    for (const f of files) {
      expect(f.streams.some((s) => s.direction === "in")).toBe(true)
      expect(layoutZoo.sliceOf(f.traits)).toBe(f.slice)
    }
    const kinds = new Set(layoutZoo.generatePersonaFiles("tuning", 40, 100).map((f) => f.persona))
    for (const k of layoutZoo.personaKinds) expect(kinds.has(k)).toBe(true)
  })

  it("is deterministic per seed", () => {
    const a = layoutZoo.generatePersonaFile({ seed: 3, slice: "tuning" })
    const b = layoutZoo.generatePersonaFile({ seed: 3, slice: "tuning" })
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true)
    expect(a.streams).toEqual(b.streams)
  })
})
