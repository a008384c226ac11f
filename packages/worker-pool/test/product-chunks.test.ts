import { JsonRows, textOfChunks } from "@statement-engine/analysis"
import fc from "fast-check"
import { isUtf8 } from "node:buffer"
import { describe, expect, it } from "vitest"
import { jsonChunks } from "../src/product-chunks.js"

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

/**
 * The chunks `jsonChunks` emits for a value, each copied and its buffer then transferred away (as
 * the worker does), checking that it counts them.
 */
const chunksOf = (value: unknown) => {
  const chunks: Array<Uint8Array> = []
  const count = jsonChunks(value, (chunk) => {
    chunks.push(chunk.slice())
    structuredClone(chunk.buffer, { transfer: [chunk.buffer] })
    expect(chunk.buffer.byteLength).toBe(0)
  })
  expect(count).toBe(chunks.length)
  return chunks
}

/** The chunks' text, each checked to decode alone: a character is never parted between two. */
const decoded = (chunks: ReadonlyArray<Uint8Array>) =>
  chunks.map((chunk) => {
    expect(isUtf8(chunk)).toBe(true)
    return textOfChunks([chunk])
  }).join("")

describe("product chunks", () => {
  it("decode to JSON.stringify of any value", () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(decoded(chunksOf(v))).toBe(JSON.stringify(v) ?? "null")
      }),
      { numRuns: 2000 }
    )
  })

  it("cut long arrays and large texts into several chunks that decode to the same JSON", () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      date: "2024-01-01",
      amount: -i / 7,
      description: i % 3 === 0 ? `Café "Zürich" ☕ ${i}` : `SHOP ${i}\n`,
      skipped: undefined,
      partner: i % 5 === 0 ? null : "\ud83d\ude00"
    }))
    const product = {
      version: "v1",
      accounts: [{ id: "A", transactions: rows }, { id: "B", transactions: [] }],
      fn: () => 1
    }
    const chunks = chunksOf(product)
    expect(chunks.length).toBeGreaterThan(2)
    expect(chunks.length).toBeLessThan(12)
    expect(decoded(chunks)).toBe(JSON.stringify(product))
    expect(decoded(chunksOf([1, 2]))).toBe("[1,2]")
  })

  it("write rows of JsonRows a batch at a time, as JSON.stringify of the rows", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 700 }), fc.integer({ min: 0, max: 6 }), (items, depth) => {
        // the rows, nested as deep as a product may hold them (deeper than the levels walked, too)
        let product: unknown = new JsonRows(items, (item) => ({ item, skipped: undefined }))
        for (let d = 0; d < depth; d++) product = d % 2 === 0 ? [product] : { rows: product }
        expect(decoded(chunksOf(product))).toBe(JSON.stringify(product))
      }),
      { numRuns: 300 }
    )
    const made: Array<number> = []
    const rows = new JsonRows(Array.from({ length: 20_000 }, (_, i) => i), (i) => {
      made.push(i)
      return { i, text: `Café ${i}` }
    })
    // the first chunk goes when a few batches of rows are made, not the whole list
    let madeAtFirstChunk = -1
    const chunks: Array<Uint8Array> = []
    jsonChunks({ accounts: [{ transactions: rows }] }, (chunk) => {
      if (madeAtFirstChunk < 0) madeAtFirstChunk = made.length
      chunks.push(chunk.slice())
    })
    expect(madeAtFirstChunk).toBeGreaterThan(0)
    expect(madeAtFirstChunk).toBeLessThanOrEqual(1024)
    expect(decoded(chunks)).toBe(
      JSON.stringify({
        accounts: [{ transactions: Array.from({ length: 20_000 }, (_, i) => ({ i, text: `Café ${i}` })) }]
      })
    )
    // each row made once, in order
    expect(made).toEqual(Array.from({ length: 20_000 }, (_, i) => i))
  })
})
