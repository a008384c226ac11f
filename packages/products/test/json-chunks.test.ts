import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { jsonChunksOf } from "../src/json-chunks.js"
import { JsonRows } from "../src/json-rows.js"
import { productTexts, textOfChunks, toProductJson } from "../src/product-json.js"

// JSON values with what JSON.stringify drops or turns to null: undefined members, functions,
// lone surrogates and characters beyond the BMP in strings
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: "small" },
    fc.string({ unit: "binary" }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie("any"), { maxLength: 6 }),
    fc.dictionary(fc.string({ unit: "binary", maxLength: 6 }), tie("any"), { maxKeys: 6 })
  )
})).any

/** The chunks' text, each decoded alone (fatal on bad UTF-8): a character is never parted between two. */
const decoded = (chunks: ReadonlyArray<Uint8Array>) => chunks.map((chunk) => textOfChunks([chunk])).join("")

describe("a product's JSON chunks", () => {
  it("decode to JSON.stringify of any value", () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(decoded(jsonChunksOf(v))).toBe(JSON.stringify(v) ?? "null")
      }),
      { numRuns: 2000 }
    )
  })

  it("are JSON.stringify of long lists and JsonRows at any depth, a large product in several chunks", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 700 }), fc.integer({ min: 0, max: 6 }), (items, depth) => {
        let product: unknown = new JsonRows(items, (item) => ({ item, skipped: undefined }))
        for (let d = 0; d < depth; d++) product = d % 2 === 0 ? [product] : { rows: product, list: items }
        expect(decoded(jsonChunksOf(product))).toBe(JSON.stringify(product))
      }),
      { numRuns: 300 }
    )
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      description: i % 3 === 0 ? `Café "Zürich" ☕ ${i}` : `SHOP ${i}\n`,
      skipped: undefined,
      partner: i % 5 === 0 ? null : "\ud83d\ude00"
    }))
    const product = { accounts: [{ id: "A", transactions: new JsonRows(rows, (row) => row) }, { id: "B" }] }
    const chunks = jsonChunksOf(product)
    // about 250,000 characters, in chunks of about 32,000
    expect(chunks.length).toBeGreaterThan(5)
    expect(chunks.length).toBeLessThan(12)
    expect(decoded(chunks)).toBe(JSON.stringify({ accounts: [{ id: "A", transactions: rows }, { id: "B" }] }))
  })

  it("are what toProductJson keeps of each product", () => {
    const json = toProductJson({ features: { a: 1 }, categorisation: [new JsonRows([1, 2], (i) => `Café ${i}`)] })
    expect(productTexts(json)).toEqual({ features: `{"a":1}`, categorisation: `[["Café 1","Café 2"]]` })
  })
})
