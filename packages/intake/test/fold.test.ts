import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold, foldCode, foldText } from "../src/values/fold.js"

describe("the one fold", () => {
  it("lower-cases plain text and takes accents and the letters it spells out beyond ASCII", () => {
    expect(foldText("TESCO Stores 24")).toBe("tesco stores 24")
    expect(foldText("Café MÜLLER")).toBe("cafe muller")
    expect(foldText("Łódź Straße")).toBe("lodz strasse")
    expect(foldText("Ørsted Kiosk")).toBe("orsted kiosk")
    expect(foldText("Žabka Šiauliai")).toBe("zabka siauliai")
    // the categoriser's tables keep æ and đ
    expect(foldText("Bæk Đurić")).toBe("bæk đuric")
    expect(foldText("")).toBe("")
  })

  it("spells æ and đ out for header and month names, and is the same fold otherwise", () => {
    expect(fold("Bæk Đurić")).toBe("baek duric")
    expect(fold("BELØB")).toBe("belob")
    expect(fold("Buchungstag")).toBe("buchungstag")
    expect(fold("Mär.")).toBe("mar.")
  })

  it("folds one ASCII character's code as foldText folds it", () => {
    expect(foldCode(65)).toBe(97)
    expect(foldCode(90)).toBe(122)
    expect(foldCode(64)).toBe(64)
    expect(foldCode(91)).toBe(91)
    expect(foldCode(97)).toBe(97)
    expect(foldCode(48)).toBe(48)
    for (let c = 0; c < 128; c++) expect(String.fromCharCode(foldCode(c))).toBe(foldText(String.fromCharCode(c)))
  })
})

// the header and month names' fold as intake wrote it before the fold was shared: every text
// through NFD and the replacements, with no shortcut for plain ASCII
const formerFold = (s: string): string =>
  s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/ł/g, "l").replace(/ß/g, "ss").replace(/ø/g, "o")
    .replace(/æ/g, "ae").replace(/đ/g, "d")

describe("the header and month names' fold", () => {
  it("folds every text as before it was built on the shared fold", () => {
    const unit = fc.constantFrom(
      "a",
      "Z",
      "0",
      " ",
      ".",
      "é",
      "Ł",
      "ß",
      "Ø",
      "Æ",
      "đ",
      "Đ",
      "ñ",
      "İ",
      "ﬁ",
      "Ω",
      "\u0301"
    )
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit, maxLength: 20 }), fc.string({ unit: "binary", maxLength: 20 })), (s) => {
        expect(fold(s)).toBe(formerFold(s))
      }),
      { numRuns: 2000 }
    )
  })
})
