import {
  analyse,
  type AnalysisRequest,
  implementedOperations,
  type Product,
  type ProductParams,
  productRegistry
} from "@statement-engine/analysis"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { generateStatement, type PersonaKind, writeCsv } from "../src/index.js"
import { plainDialect } from "./plain-dialect.js"

const upload = (
  persons: ReadonlyArray<readonly [PersonaKind, number]>,
  country: "GB" | "DE" | "FR" | "NL",
  params: ProductParams
): AnalysisRequest => ({
  files: persons.map(([persona, seed], i) => {
    const file = writeCsv(generateStatement({ persona, country, seed, months: 7 }), plainDialect)
    return { name: `${i}-${file.name}`, bytes: file.bytes }
  }),
  options: {},
  country,
  operations: implementedOperations,
  params,
  as_of: "2030-01-01T00:00:00Z"
})

// Some products give their computed value as their encoded form (`encodedAsIs`): each is built with
// its schema's fields in its schema's order, or its text would differ from the encoding's.
describe("every product's output", () => {
  it("is its schema's encoding of itself, key for key and in the schema's order", () => {
    const requests = [
      upload([["salaried", 11]], "GB", {}),
      upload([["gambler", 12], ["payday_borrower", 13]], "GB", { period: 3 }),
      upload([["pensioner", 14]], "DE", {}),
      upload([["gig_worker", 15], ["self_employed", 16]], "FR", {}),
      upload([["benefits_recipient", 17]], "NL", { period: 12 }),
      upload([["student", 18]], "GB", { drop_joint_accounts: true })
    ]
    for (const request of requests) {
      const values = Either.getOrThrow(analyse(request))
      for (const operation of implementedOperations) {
        const value = values[operation]
        const product: Product = productRegistry[operation]
        const encoded = Schema.encodeUnknownSync(product.schema)(value)
        expect(JSON.stringify(value), operation).toBe(JSON.stringify(encoded))
      }
    }
  })
})
