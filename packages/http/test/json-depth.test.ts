import { describe, expect, it } from "vitest"
import { nestsWithin } from "../src/json-depth.js"

describe("nestsWithin", () => {
  it("counts arrays and objects alike, up to the limit and not past it", () => {
    expect(nestsWithin("[[[1]]]", 3)).toBe(true)
    expect(nestsWithin("[[[1]]]", 2)).toBe(false)
    expect(nestsWithin(`{"a":{"b":[{}]}}`, 4)).toBe(true)
    expect(nestsWithin(`{"a":{"b":[{}]}}`, 3)).toBe(false)
    expect(nestsWithin("[][][][]", 1)).toBe(true)
  })

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(nestsWithin(`["[[[[", "\\"[[[[", {"k]]": "{{{{"}]`, 2)).toBe(true)
    expect(nestsWithin(`["\\\\", [[]]]`, 2)).toBe(false)
  })

  it("reads unbalanced and unclosed text without failing, deciding by the deepest point", () => {
    expect(nestsWithin("[".repeat(100_000), 32)).toBe(false)
    expect(nestsWithin("]".repeat(100_000), 32)).toBe(true)
    expect(nestsWithin(`"${"[".repeat(1000)}`, 32)).toBe(true)
  })
})
