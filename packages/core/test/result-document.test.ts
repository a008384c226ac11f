import { describe, expect, it } from "@effect/vitest"
import { productJsonOf, productTexts } from "@statement-engine/analysis"
import { Effect } from "effect"
import { gunzipSync } from "node:zlib"
import { RequestId } from "../src/domain/ids.js"
import { productsOfDocument, resultDocumentText } from "../src/domain/result-document.js"
import { LARGEST_EAGER_GZIP_BYTES, resultGzipOf, withResultDocument } from "../src/services/result-documents.js"

const encoder = new TextEncoder()
const decoder = new TextDecoder()

describe("a completed result kept as its whole document", () => {
  it("is the result resource with each product's text in place, and knows where each lies", () => {
    // a product in several chunks, one of them parting a two-byte character
    const cafe = encoder.encode(`{"name":"café"}`)
    const products = {
      ...productJsonOf({ "insights-income": "[1,2]" }),
      categorisation: [cafe.slice(0, 12), cafe.slice(12)]
    }
    const text = resultDocumentText("r-1", products)
    expect(JSON.parse(decoder.decode(text.json))).toEqual({
      data: {
        type: "report processing result",
        attributes: {
          "insights-income": [1, 2],
          categorisation: { name: "café" },
          "request-id": "r-1",
          status: "completed"
        }
      }
    })
    expect(productTexts(productsOfDocument(text))).toEqual({
      "insights-income": "[1,2]",
      categorisation: `{"name":"café"}`
    })
  })

  it.effect("is gzipped once; its products become views into its text", () =>
    Effect.gen(function*() {
      const kept = yield* withResultDocument("r-2", productJsonOf({ features: `{"a":1}` }))
      const document = kept.document
      expect(gunzipSync(document.gzip!).equals(Buffer.from(document.json))).toBe(true)
      expect(kept.products.features![0]!.buffer).toBe(document.json.buffer)
      expect(productTexts(kept.products)).toEqual({ features: `{"a":1}` })
    }))

  it.effect("is made for large products too, gzipped only when first asked, then kept by the store", () =>
    Effect.gen(function*() {
      const big = new Uint8Array(LARGEST_EAGER_GZIP_BYTES + 1).fill(0x30)
      const kept = yield* withResultDocument("r-3", { categorisation: [big.subarray(0, 1000), big.subarray(1000)] })
      const document = kept.document
      expect(document.gzip).toBeUndefined()
      expect(decoder.decode(document.json)).toBe(
        `{"data":{"type":"report processing result","attributes":{"categorisation":${
          "0".repeat(big.byteLength)
        },"request-id":"r-3","status":"completed"}}}`
      )
      const keptGzips: Array<readonly [string, Uint8Array]> = []
      const keep = (requestId: string, gzip: Uint8Array) => Effect.sync(() => void keptGzips.push([requestId, gzip]))
      const id = RequestId.make("r-3")
      const gzip = yield* resultGzipOf(keep)(id, document)
      expect(gunzipSync(gzip).equals(Buffer.from(document.json))).toBe(true)
      expect(keptGzips).toEqual([["r-3", gzip]])
      // a kept gzip is answered as it is, nothing made or kept again
      expect(yield* resultGzipOf(keep)(id, { ...document, gzip })).toBe(gzip)
      expect(keptGzips).toHaveLength(1)
    }))
})
