import { CategorisationResult } from "@statement-engine/analysis"
import { generatePdfCorpus, PDF_CORPUS } from "@statement-engine/testkit/pdf-statements"
import { Schema } from "effect"
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

  it(
    "reads a PDF statement as it reads a CSV: its transactions, the same operations, each row's page and line",
    async () => {
      // drawn by pdf-lib (no browser); the truth and where each row is drawn come from the generator
      const [pdf] = await generatePdfCorpus({
        variants: PDF_CORPUS.filter((v) => v.id === "gb-inout-row"),
        seed: 4973,
        mutations: false
      })
      if (pdf === undefined) throw new Error("the generator gave no PDF")
      const truth = pdf.truth[0]?.transactions ?? []
      const [fromPdf, fromCsv] = await Promise.all([
        engine.upload([{ name: "statement.pdf", content: pdf.bytes }]),
        engine.upload([{ name: "statement.csv", content: statement }], { currency: "GBP" })
      ])
      expect(fromPdf.transactions).toBe(truth.length)
      expect(fromPdf.availableOperations).toEqual(fromCsv.availableOperations)
      await engine.process(fromPdf.requestId, { country: "GB", operations: ["categorisation"] })
      const result = await engine.result(fromPdf.requestId)
      const product = result.status === "completed" ? result.products["categorisation"] : undefined
      const rows = Schema.decodeUnknownSync(CategorisationResult)(product).accounts.flatMap((a) => a.transactions)
      expect(rows.map((t) => [t.date, t.amount, t.source])).toEqual(truth.map((t, i) => [t.date, t.amount, {
        file: "statement.pdf",
        ...pdf.placements?.[0]?.[i]
      }]))
    },
    60_000
  )

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
