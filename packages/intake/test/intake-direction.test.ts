import { describe, expect, it } from "vitest"
import { directionOf, indicatorSides } from "../src/csv/vocabulary/direction.js"

// Debit/credit indicator words as banks print them, from their exports' documentation and common
// banking vocabulary in the supported languages: -1 is money out, 1 money in.

describe("debit/credit indicators", () => {
  it.each([
    "D",
    "DR",
    "Dr.",
    "Debit",
    "DEBET",
    "Af",
    "S",
    "Soll",
    "-",
    "O",
    "Out",
    "Uit",
    "W",
    "Obciążenie",
    "Debetas",
    "Cargo",
    "Dare",
    "Débito",
    "Withdrawal",
    "Belastung",
    "Outflow",
    "Kiadás",
    "Ausgang",
    "ausgehend",
    "Debe",
    "DEEBET",
    "Winien",
    "Χρέωση"
  ])("%s is money out", (word) => {
    expect(directionOf(word)).toBe(-1)
  })

  it.each([
    "C",
    "CR",
    "Cr.",
    "Credit",
    "Bij",
    "H",
    "Haben",
    "+",
    "I",
    "In",
    "K",
    "Kreditas",
    "E",
    "Uznanie",
    "Abono",
    "Avere",
    "A",
    "Crédito",
    "Deposit",
    "Gutschrift",
    "Inflow",
    "Bevétel",
    "Eingang",
    "Haber",
    "Kreedit",
    "Jóváírás",
    "Πίστωση",
    "eingehend"
  ])("%s is money in", (word) => {
    expect(directionOf(word)).toBe(1)
  })

  it.each([[" DR ", -1], ["\tCR\n", 1], ["dr", -1], ["cR", 1], ["SOLL.", -1], [" haben. ", 1]] as const)(
    "%j is read whatever its case, spaces and final dot",
    (word, direction) => {
      expect(directionOf(word)).toBe(direction)
    }
  )

  it.each(["", " ", "x", "DC", "D/C", "debits", "credit card", "Sollte", "Dr..", "D.R", "--", "+-", "0", "1", "Deb"])(
    "%j is no indicator",
    (word) => {
      expect(directionOf(word)).toBeUndefined()
    }
  )
})

describe("indicator letters read with their column", () => {
  const sides = (values: ReadonlyArray<string>, header?: string, earlier?: ReadonlyMap<string, -1 | 1>) =>
    Object.fromEntries(indicatorSides(values, header, earlier))

  it("a U alone says no side: Polish banks write it for uznanie (in), Italian ones for uscita (out)", () => {
    expect(directionOf("U")).toBeUndefined()
    expect(sides(["U", "U"])).toEqual({})
  })

  it("beside E (entrata) a U is uscita, money out", () => {
    expect(sides(["U", "E", "U", "u"])).toEqual({ u: -1, e: 1 })
  })

  it("beside O (obciążenie) a U is uznanie, money in", () => {
    expect(sides(["O", "U", "O"])).toEqual({ o: -1, u: 1 })
  })

  it("a column of U alone takes the side of the header word it opens", () => {
    expect(sides(["U", "U"], "Obciążenie/Uznanie")).toEqual({ u: 1 })
    expect(sides(["U"], "Uscita / Entrata")).toEqual({ u: -1 })
  })

  it("a column of U alone in a later block takes the side an earlier block read", () => {
    expect(sides(["U"], "Strona", new Map([["u", 1]]))).toEqual({ u: 1 })
  })

  it("B beside D is Slovenian breme and dobro: the D is money in there", () => {
    expect(sides(["B", "D", "B"])).toEqual({ b: -1, d: 1 })
    expect(sides(["D", "C"])).toEqual({ d: -1, c: 1 })
  })

  it("a U beside values naming both sides stays unread", () => {
    expect(sides(["D", "C", "U"])).toEqual({ d: -1, c: 1 })
  })
})
