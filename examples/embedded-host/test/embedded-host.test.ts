import { IncomeInsights, productTexts } from "@statement-engine/analysis"
import type { Report } from "@statement-engine/core"
import { postgresStore } from "@statement-engine/engine"
import { freshDatabase } from "@statement-engine/testkit/postgres"
import { Effect, Schema } from "effect"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { analyseStatementOnce, hostEngine } from "../src/analyse-statement.js"

const statement = fileURLToPath(new URL("../statement.csv", import.meta.url))

const expectCompletedWithGbpIncome = (report: Report) => {
  expect(report.intake.transactions).toBe(14)
  expect(report.state._tag).toBe("Completed")
  if (report.state._tag !== "Completed") return
  expect(Object.keys(report.state.products).sort()).toEqual(["categorisation", "insights-income"])
  const income = Schema.decodeUnknownSync(Schema.parseJson(IncomeInsights))(
    productTexts(report.state.products)["insights-income"]
  )
  expect(income.currencies.map((c) => c.currency)).toEqual(["GBP"])
}

describe("embedded host", () => {
  it("analyses a statement in process, with no HTTP, to completed products", async () => {
    expectCompletedWithGbpIncome(await analyseStatementOnce(statement, "GB"))
  })

  it("does the same on PostgreSQL, by naming the store in its settings", async () => {
    const report = await Effect.runPromise(Effect.scoped(Effect.gen(function*() {
      const url = yield* freshDatabase
      return yield* Effect.promise(() => analyseStatementOnce(statement, "GB", hostEngine(postgresStore(url))))
    })))
    expectCompletedWithGbpIncome(report)
  }, 60_000)
})
