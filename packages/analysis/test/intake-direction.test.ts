import { describe, expect, it } from "vitest"
import { directionOf } from "../src/intake/csv/direction.js"

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
    "U",
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
