import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { utf8Chunks, utf8Length } from "../src/utf8-chunks.js"

const joined = (chunks: Iterable<Uint8Array>): string => {
  const parts = [...chunks]
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
  parts.reduce((at, p) => (all.set(p, at), at + p.byteLength), 0)
  return new TextDecoder("utf-8", { fatal: true }).decode(all)
}

describe("utf8Chunks", () => {
  it("encodes any texts in small chunks to exactly their UTF-8, never splitting a surrogate pair", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 40 }), { maxLength: 5 }), fc.integer({ min: 1, max: 7 }), (texts, chunk) => {
        const chunks = [...utf8Chunks(texts, chunk)]
        expect(joined(chunks)).toBe(texts.join(""))
        expect(chunks.reduce((n, c) => n + c.byteLength, 0)).toBe(utf8Length(texts))
      }),
      { numRuns: 500 }
    )
  })

  it("cuts before a high surrogate that would be parted from its pair", () => {
    const chunks = [...utf8Chunks(["ab😀c"], 3)].map((c) => new TextDecoder().decode(c))
    expect(chunks).toEqual(["ab", "😀c"])
  })

  it("can be iterated again", () => {
    const chunks = utf8Chunks(["{}"])
    expect(joined(chunks)).toBe("{}")
    expect(joined(chunks)).toBe("{}")
  })
})
