import {
  analyse,
  analyseToJson,
  type AnalysisRequest,
  implementedOperations,
  productTexts
} from "@statement-engine/analysis"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { generateStatement, writeCsv } from "../src/index.js"
import { plainDialect } from "./plain-dialect.js"

const upload = (seeds: ReadonlyArray<number>, country: "GB" | "DE" | "FR"): AnalysisRequest => ({
  files: seeds.map((seed, i) => {
    const file = writeCsv(
      generateStatement({ persona: i % 2 === 0 ? "salaried" : "gig_worker", country, seed, months: 4 }),
      plainDialect
    )
    return { name: `${i}-${file.name}`, bytes: file.bytes }
  }),
  options: {},
  country,
  operations: implementedOperations,
  params: {},
  as_of: "2030-01-01T00:00:00Z"
})

describe("a product's JSON text", () => {
  it("is its value's JSON.stringify, for every product, one account or several", () => {
    for (const [seeds, country] of [[[3], "GB"], [[5, 6], "DE"], [[8, 9, 10], "FR"]] as const) {
      const request = upload(seeds, country)
      const values = Either.getOrThrow(analyse(request))
      const texts = productTexts(Either.getOrThrow(analyseToJson(request)))
      expect(Object.keys(texts).sort()).toEqual([...implementedOperations].sort())
      for (const operation of implementedOperations) expect(texts[operation]).toBe(JSON.stringify(values[operation]))
      const categorisation = JSON.parse(texts["categorisation"] ?? "null") as {
        accounts: ReadonlyArray<{ transactions: ReadonlyArray<unknown> }>
      }
      expect(categorisation.accounts).toHaveLength(seeds.length)
      expect(categorisation.accounts.every((account) => account.transactions.length > 0)).toBe(true)
    }
  })
})
