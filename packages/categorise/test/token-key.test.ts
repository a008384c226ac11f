import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { descriptionTokens } from "../src/normalise.js"
import { keyHash, makeTokenKeyScanner } from "../src/token-key.js"

const keyOf = (text: string): string => descriptionTokens(text).join(" ")

const scanner = makeTokenKeyScanner()
const tokenKeyHash = (text: string) => scanner.hash(text)
const hasTokenKey = (text: string, key: string): boolean => {
  if (scanner.hash(text) === undefined) throw new Error(`"${text}" is not plain`)
  return scanner.isKeyOfLast(key)
}

// characters that exercise every branch: letters in both cases, digits, the noise expression's
// punctuation, separators and a few beyond ASCII
const unit = fc.constantFrom(
  "a",
  "B",
  "x",
  "X",
  "h",
  "s",
  "E",
  "0",
  "1",
  "7",
  "9",
  "*",
  "+",
  ".",
  "/",
  "-",
  ":",
  " ",
  " ",
  "'",
  "&",
  "é",
  "ł",
  "\t"
)
const description = fc.oneof(
  fc.string({ unit, maxLength: 40 }),
  fc.string({ unit: "grapheme-ascii", maxLength: 40 }),
  fc.constantFrom(
    "CARD PAYMENT TO GREGGS 8813 ON 01 JAN",
    "TESCO STORES 2041",
    "UBER *TRIP 4344",
    "DD 3M UK 12/03",
    "SALARY ACME LTD REF 77812345"
  )
)

describe("token keys", () => {
  it("hash a plain description as its tokens' key, and leave the rest to the full path", () => {
    let plain = 0
    fc.assert(
      fc.property(description, (text) => {
        const hash = tokenKeyHash(text)
        if (hash === undefined) return
        plain++
        expect(hash).toBe(keyHash(keyOf(text)))
      }),
      { numRuns: 5000 }
    )
    expect(plain).toBeGreaterThan(1000)
  })

  it("recognise exactly the key of a description's tokens", () => {
    fc.assert(
      fc.property(description, description, (text, other) => {
        if (tokenKeyHash(text) === undefined) return
        const key = keyOf(text)
        expect(hasTokenKey(text, key)).toBe(true)
        expect(hasTokenKey(text, keyOf(other))).toBe(keyOf(other) === key)
        expect(hasTokenKey(text, `${key} x`)).toBe(false)
        if (key.length > 0) expect(hasTokenKey(text, key.slice(0, -1))).toBe(false)
      }),
      { numRuns: 5000 }
    )
  })

  it("give a plain description's tokens as descriptionTokens does", () => {
    fc.assert(
      fc.property(description, (text) => {
        if (tokenKeyHash(text) === undefined) return
        expect(scanner.tokensOfLast()).toEqual(descriptionTokens(text))
      }),
      { numRuns: 5000 }
    )
  })

  it("leave descriptions the noise expression could change to the full path", () => {
    const many = Array.from({ length: 70 }, (_, i) => `w${String.fromCharCode(97 + (i % 26))}`).join(" ")
    for (
      const text of ["EREF+123 NETFLIX", "PAY 12.03.2024", "XXXX1234 SHOP", "CAFÉ", "AB12 SHOP", "14h30 CINEMA", many]
    ) {
      expect(tokenKeyHash(text)).toBeUndefined()
    }
    expect(tokenKeyHash("CARD PAYMENT TO GREGGS 8813 ON 01 JAN")).toBe(keyHash("card payment to greggs on jan"))
  })
})
