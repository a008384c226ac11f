import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { descriptionTokens, type TokenRule, tokensKeptBy } from "../src/normalise.js"
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

// a reader keeping other tokens than the categoriser: words without digits, and a word with one digit
const lettersAndOneDigit: TokenRule = (length, digits) => digits <= 1 && length > digits

describe("token keys by another reader's rule", () => {
  const named = makeTokenKeyScanner(lettersAndOneDigit)

  it("hash and cut a plain description's tokens as tokensKeptBy keeps them", () => {
    fc.assert(
      fc.property(description, (text) => {
        const hash = named.hash(text)
        if (hash === undefined) return
        const tokens = tokensKeptBy(text, lettersAndOneDigit)
        expect(hash).toBe(keyHash(tokens.join(" ")))
        expect(named.tokensOfLast()).toEqual(tokens)
        expect(named.isKeyOfLast(tokens.join(" "))).toBe(true)
      }),
      { numRuns: 5000 }
    )
  })

  it("keep the tokens the rule keeps, where the categoriser keeps others", () => {
    expect(named.hash("DD 3M UK 1203")).toBe(keyHash("dd 3m uk"))
    expect(named.hash("DD 3M UK 12/03")).toBeUndefined()
    expect(named.hash("DD 3M UK 1203")).toBe(keyHash("dd 3m uk"))
    expect(named.tokensOfLast()).toEqual(["dd", "3m", "uk"])
    expect(named.hash("TESCO 22ND AVE 8813")).toBe(keyHash("tesco ave"))
    expect(scanner.hash("TESCO 22ND AVE 8813")).toBe(keyHash("tesco 22nd ave"))
    // the full path: folded, noise taken out, and no name kept for its letters alone
    expect(tokensKeptBy("Café 22ND 3M 12.03.2024", lettersAndOneDigit)).toEqual(["cafe", "3m"])
    expect(tokensKeptBy("GLOVOAPP23 3M", lettersAndOneDigit)).toEqual(["3m"])
    expect(descriptionTokens("GLOVOAPP23 3M")).toEqual(["glovoapp", "3m"])
  })
})
