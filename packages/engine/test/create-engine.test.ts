import { readFileSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { createEngine } from "../src/index.js"

const statement = readFileSync(new URL("../../../examples/embedded-host/statement.csv", import.meta.url))
const engine = createEngine({ analysis: { workers: 0 } })
afterAll(() => engine.close())

describe("createEngine: the engine as plain promises", () => {
  it("uploads, processes and answers the result of a statement", async () => {
    const uploaded = await engine.upload([{ name: "statement.csv", content: statement }], { currency: "GBP" })
    // the file has 14 booking rows (read by eye) and nothing else
    expect(uploaded.transactions).toBe(14)
    expect(uploaded.availableOperations).toContain("insights-recurring")
    await engine.process(uploaded.requestId, { country: "GB", operations: ["insights-recurring"] })
    const result = await engine.result(uploaded.requestId)
    expect(result.status).toBe("completed")
    const recurring = result.status === "completed" ? JSON.stringify(result.products["insights-recurring"]) : ""
    // the file pays a salary from Northwind Logistics in each of its three months
    expect(recurring).toContain("\"counterparty\":\"Northwind Logistics\"")
  })

  it("rejects with the engine's typed error", async () => {
    const uploaded = await engine.upload([{
      name: "s.csv",
      content: "Date,Description,Amount\n2024-01-02,Coffee,-3.50\n"
    }])
    await expect(engine.process(uploaded.requestId, { country: "ZZ", operations: ["categorisation"] }))
      .rejects.toMatchObject({ _tag: "UnsupportedCountry" })
    await expect(engine.result("no-such-report", { waitMillis: 0 })).rejects.toMatchObject({ _tag: "ReportNotFound" })
  })
})
