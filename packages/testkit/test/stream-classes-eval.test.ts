import { describe, expect, it } from "vitest"
import { classFigures, classPersonaFiles, matchByIssueRule, namedRight } from "../src/layout-zoo/class-eval.js"
import type { PlantedStream } from "../src/layout-zoo/persona.js"
import type { FoundStream } from "../src/layout-zoo/streams-eval.js"

const planted: PlantedStream = {
  direction: "out",
  kind: "utility",
  party: "Aquavia Water",
  cadence: "bimonthly",
  amounts: ["-80.00", "-82.00", "-79.00", "-81.00", "-80.00"],
  transactions: [0, 1, 2, 3, 4],
  firstDate: "2024-01-10",
  lastDate: "2024-09-06",
  cls: "bimonthly"
}
const out = (over: Partial<FoundStream>): FoundStream => ({
  name: "Aquavia Water",
  direction: "out",
  amount: 80,
  first: "2024-01-10",
  last: "2024-09-06",
  payments: 5,
  label: "bimonthly",
  ...over
})

describe("the issue's rule for a found stream", () => {
  it("finds a stream by name or by its first and last payments, with 70% of the payments", () => {
    expect(matchByIssueRule(planted, [out({})], "ANNA NOWAK").found).toBe(true)
    expect(matchByIssueRule(planted, [out({ name: "Unknown" })], "ANNA NOWAK").found).toBe(true)
    expect(matchByIssueRule(planted, [out({ name: "Unknown", first: "2024-03-10" })], "ANNA NOWAK").found).toBe(false)
    expect(matchByIssueRule(planted, [out({ payments: 3 })], "ANNA NOWAK").found).toBe(false)
    expect(matchByIssueRule(planted, [out({ amount: 93 })], "ANNA NOWAK").found).toBe(false)
    expect(matchByIssueRule(planted, [out({ label: "monthly" })], "ANNA NOWAK").rightKind).toBe(false)
  })

  it("matches by the party's name even where the holder's name stands beside it, which is then not named right", () => {
    const r = matchByIssueRule(planted, [out({ name: "Anna Nowak Aquavia", first: "2024-03-10" })], "ANNA NOWAK")
    expect(r.found).toBe(true)
    expect(r.named).toBe(false)
  })

  it("names a stream right by the party's own words, never by the holder's", () => {
    expect(namedRight("Aquavia", "Aquavia Water", "ANNA NOWAK")).toBe(true)
    expect(namedRight("Glovo", "Glovoapp23 S.L.", "ANNA NOWAK")).toBe(true)
    expect(namedRight("Anna Nowak Aquavia", "Aquavia Water", "ANNA NOWAK")).toBe(false)
    expect(namedRight("Ltd", "Fetchly Operations Ltd", "ANNA NOWAK")).toBe(false)
  })

  it("counts an income stream made of a card's automatic payment as invented", () => {
    const autopay: PlantedStream = { ...planted, direction: "in", kind: "transfer", party: "", absent: true }
    const r = matchByIssueRule(autopay, [out({ direction: "in", name: "Current Account", label: "other" })], "")
    expect(r.invented).toBe(true)
    expect(r.found).toBe(false)
  })
})

/**
 * The evaluation set (fixed seeds, never tuned on): floors just under its measured figures.
 * Found and kind are shares of the planted streams, named a share of the found class streams.
 */
const FLOOR = { incomeFound: 0.9, incomeKind: 0.89, commitmentsFound: 0.96, classNamed: 0.92, invented: 1 }

describe("stream classes on the evaluation personas", () => {
  it("finds, kinds and names the planted streams of the evaluation set", { timeout: 120_000 }, () => {
    const f = classFigures(classPersonaFiles("evaluation"))
    const classes = Object.values(f.byClass)
    const named = classes.reduce((n, r) => n + r.named, 0) / classes.reduce((n, r) => n + r.namedOf, 0)
    const invented = classes.reduce((n, r) => n + r.invented, 0) + f.unclassed.invented
    console.log(
      `evaluation: income ${f.income.found}/${f.income.n} found, ${f.income.rightKind} kind; commitments ${f.commitments.found}/${f.commitments.n}; class streams named ${
        named.toFixed(3)
      }; invented ${invented}`
    )
    expect(f.income.found / f.income.n).toBeGreaterThanOrEqual(FLOOR.incomeFound)
    expect(f.income.rightKind / f.income.n).toBeGreaterThanOrEqual(FLOOR.incomeKind)
    expect(f.commitments.found / f.commitments.n).toBeGreaterThanOrEqual(FLOOR.commitmentsFound)
    expect(named).toBeGreaterThanOrEqual(FLOOR.classNamed)
    expect(invented).toBeLessThanOrEqual(FLOOR.invented)
  })
})
