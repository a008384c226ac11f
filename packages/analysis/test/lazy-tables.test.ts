import { dataFilesRead } from "@statement-engine/categorise"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { makeCategoriser, preprocess } from "../src/index.js"
import { textFile } from "./helpers.js"

// vitest gives each test file its own module registry, so nothing else has read the tables here
describe("the categoriser's data tables", () => {
  it("are not read by importing the package and pre-processing an upload", () => {
    const summary = preprocess([textFile("a.csv", "Date,Description,Amount\n2024-01-01,Coffee shop,-3.50\n")], {})
    expect(Either.isRight(summary)).toBe(true)
    expect(dataFilesRead()).toBe(0)
  })

  it("are read on the first categorisation, once", () => {
    const categorise = makeCategoriser("GB")
    categorise({ description: "TESCO STORES 1234", amount: -12, counterparty: null, bank_category: null })
    const read = dataFilesRead()
    expect(read).toBeGreaterThan(0)
    makeCategoriser("DE")({ description: "REWE SAGT DANKE", amount: -9, counterparty: null, bank_category: null })
    makeCategoriser("GB")({ description: "Some unknown name", amount: -2, counterparty: null, bank_category: null })
    // the merchant index, the model and the other tables are read once each, whatever the countries
    expect(dataFilesRead()).toBeLessThanOrEqual(9)
  })
})
