import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  allOperations,
  analyse,
  type AnalysisRequest,
  CategorisationResult,
  CATEGORY_TREE_VERSION,
  implementedOperations,
  IncomeInsights,
  type Operation
} from "../src/index.js"
import { textFile } from "./helpers.js"

const salaryStatement = (): string => {
  const rows = ["Date,Description,Amount,Currency,Balance"]
  let balance = 1000
  for (let m = 1; m <= 6; m++) {
    const mm = String(m).padStart(2, "0")
    balance += 2500
    rows.push(`2024-${mm}-25,ACME LTD SALARY,2500.00,GBP,${balance.toFixed(2)}`)
    balance -= 900
    rows.push(`2024-${mm}-01,RENT TO LANDLORD,-900.00,GBP,${balance.toFixed(2)}`)
    balance -= 45.5
    rows.push(`2024-${mm}-10,TESCO STORES 2041,-45.50,GBP,${balance.toFixed(2)}`)
  }
  for (const d of ["2024-01-05", "2024-01-12", "2024-01-19", "2024-01-26", "2024-02-02", "2024-02-09"]) {
    rows.push(`${d},DELIVEROO PAYOUT,120.00,GBP,`)
  }
  rows.push("2024-03-03,AMAZON REFUND,15.00,GBP,")
  return rows.join("\n")
}

const request = (
  operations: ReadonlyArray<Operation>,
  params: AnalysisRequest["params"] = {},
  text = salaryStatement()
): AnalysisRequest => ({
  files: [textFile("statement.csv", text)],
  options: {},
  country: "GB",
  operations,
  params,
  as_of: "2024-07-01T00:00:00Z"
})

describe("analyse", () => {
  it("categorisation lists every transaction per account with the tree version, schema-valid", () => {
    const r = analyse(request(["categorisation"]))
    expect(Either.isRight(r)).toBe(true)
    if (Either.isLeft(r)) return
    const out = Schema.decodeUnknownSync(CategorisationResult)(r.right["categorisation"])
    expect(out.category_tree_version).toBe(CATEGORY_TREE_VERSION)
    expect(out.accounts).toHaveLength(1)
    const txs = out.accounts[0]?.transactions ?? []
    expect(txs).toHaveLength(25)
    expect(out.accounts[0]?.currencies).toEqual(["GBP"])
    expect(out.accounts[0]?.period).toEqual({ from: "2024-01-01", to: "2024-06-25" })
    const salary = txs.find((t) => t.description === "ACME LTD SALARY")
    expect(salary).toMatchObject({ date: "2024-01-25", amount: 2500, currency: "GBP", category_id: 10101 })
    expect(txs.find((t) => t.description === "RENT TO LANDLORD")?.category_id).toBe(201)
    expect(txs.find((t) => t.description.startsWith("TESCO"))?.partner).toBe("Tesco")
    expect(txs.find((t) => t.description === "AMAZON REFUND")?.category_id).toBe(10601)
  })

  it("insights-income finds a monthly salary of 2500 and a weekly gig payout", () => {
    const r = analyse(request(["insights-income"]))
    if (Either.isLeft(r)) throw new Error(r.left.detail)
    const out = Schema.decodeUnknownSync(IncomeInsights)(r.right["insights-income"])
    expect(out.currencies).toHaveLength(1)
    const gbp = out.currencies[0]
    expect(gbp?.currency).toBe("GBP")
    const salary = gbp?.streams.find((s) => s.category_id === 10101)
    expect(salary).toMatchObject({
      frequency: "monthly",
      typical_amount: 2500,
      payments: 6,
      last_date: "2024-06-25",
      expected_next_date: "2024-07-25"
    })
    const gig = gbp?.streams.find((s) => s.category_id === 105)
    expect(gig).toMatchObject({
      frequency: "weekly",
      typical_amount: 120,
      payments: 6,
      expected_next_date: "2024-02-16"
    })
    expect(gbp?.streams.some((s) => s.category_id === 10601)).toBe(false)
    expect(gbp?.months).toBe(6)
    expect(gbp?.total_income).toBe(15720)
    expect(gbp?.average_monthly_income).toBe(2620)
    expect(gbp?.monthly.map((m) => m.total)).toEqual([2980, 2740, 2500, 2500, 2500, 2500])
  })

  it("never sums different currencies, and params.currency keeps one", () => {
    const text = "Date,Description,Amount,Currency\n2024-01-25,SALARY,1000.00,EUR\n2024-01-26,SALARY,500.00,USD\n"
    const r = analyse(request(["insights-income"], {}, text))
    if (Either.isLeft(r)) throw new Error(r.left.detail)
    const out = Schema.decodeUnknownSync(IncomeInsights)(r.right["insights-income"])
    expect(out.currencies.map((c) => [c.currency, c.total_income])).toEqual([["EUR", 1000], ["USD", 500]])
    const one = analyse(request(["insights-income"], { currency: "usd" }, text))
    if (Either.isLeft(one)) throw new Error(one.left.detail)
    expect(Schema.decodeUnknownSync(IncomeInsights)(one.right["insights-income"]).currencies.map((c) => c.currency))
      .toEqual(["USD"])
  })

  it("honours income_definition and period, and refuses bad params", () => {
    const r = analyse(request(["insights-income"], { income_definition: [105] }))
    if (Either.isLeft(r)) throw new Error(r.left.detail)
    const out = Schema.decodeUnknownSync(IncomeInsights)(r.right["insights-income"])
    expect(out.currencies[0]?.streams.map((s) => s.category_id)).toEqual([105])
    const last3 = analyse(request(["insights-income"], { period: 3 }))
    if (Either.isLeft(last3)) throw new Error(last3.left.detail)
    expect(Schema.decodeUnknownSync(IncomeInsights)(last3.right["insights-income"]).currencies[0]?.months).toBe(3)
    const bad = analyse(request(["insights-income"], { income_definition: [999999] }))
    expect(Either.isLeft(bad) && bad.left._tag).toBe("InvalidAnalysisOptions")
    const badPeriod = analyse(request(["insights-income"], { period: "last year" }))
    expect(Either.isLeft(badPeriod) && badPeriod.left._tag).toBe("InvalidAnalysisOptions")
  })

  it("returns every requested product keyed by operation; every operation keyword is implemented", () => {
    const both = analyse(request(["categorisation", "insights-income"]))
    expect(Either.isRight(both) && Object.keys(both.right).sort()).toEqual(["categorisation", "insights-income"])
    const all = analyse(request(allOperations))
    expect(Either.isRight(all) && Object.keys(all.right).sort()).toEqual([...allOperations].sort())
    expect([...implementedOperations].sort()).toEqual([...allOperations].sort())
  })

  it("passes intake refusals through", () => {
    const r = analyse(request(["categorisation"], {}, "Date,Description,Reference\n2024-02-01,A,R1\n"))
    expect(Either.isLeft(r) && r.left._tag).toBe("NoSuitableParser")
  })
})

describe("the caller's category rules", () => {
  const categories = (params: AnalysisRequest["params"]) => {
    const r = analyse(request(["categorisation"], params))
    if (Either.isLeft(r)) throw new Error(r.left._tag)
    return Schema.decodeUnknownSync(CategorisationResult)(r.right.categorisation).accounts.flatMap((a) =>
      a.transactions
    )
  }

  it("apply before the lexicon, ignore case and accents, and respect the direction", () => {
    const before = categories({})
    expect(before.find((t) => t.description.includes("TESCO"))?.category_id).toBe(501)
    const after = categories({
      category_rules: [
        { pattern: "tesco stores", category_id: 1205 },
        { pattern: "deliveroo", category_id: 104, direction: "out" },
        { pattern: "ACMÉ LTD", category_id: 110, direction: "in" }
      ]
    })
    const tesco = after.filter((t) => t.description.includes("TESCO"))
    expect(tesco.every((t) => t.category_id === 1205 && t.confidence === 1)).toBe(true)
    // the Deliveroo rule is for money out; these payouts come in, so the lexicon decides
    expect(after.find((t) => t.description.includes("DELIVEROO"))?.category_id).toBe(
      before.find((t) => t.description.includes("DELIVEROO"))?.category_id
    )
    expect(after.filter((t) => t.description.includes("ACME")).every((t) => t.category_id === 110)).toBe(true)
    expect(after.find((t) => t.description.includes("RENT"))?.category_id).toBe(
      before.find((t) => t.description.includes("RENT"))?.category_id
    )
  })
})
