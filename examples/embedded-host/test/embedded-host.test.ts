import { IncomeInsights, productTexts } from "@statement-engine/analysis"
import { Schema } from "effect"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { analyseStatementOnce } from "../src/analyse-statement.js"

const statement = fileURLToPath(new URL("../statement.csv", import.meta.url))

describe("embedded host", () => {
  it("analyses a statement in process, with no HTTP, to completed products", async () => {
    const report = await analyseStatementOnce(statement, "GB")
    expect(report.intake.transactions).toBe(14)
    expect(report.state._tag).toBe("Completed")
    if (report.state._tag !== "Completed") return
    expect(Object.keys(report.state.products).sort()).toEqual(["categorisation", "insights-income"])
    const income = Schema.decodeUnknownSync(Schema.parseJson(IncomeInsights))(
      productTexts(report.state.products)["insights-income"]
    )
    expect(income.currencies.map((c) => c.currency)).toEqual(["GBP"])
  })
})
